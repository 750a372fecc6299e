/**
 * The editor session: one document version and everything derived from it (see EditorSession).
 */
export { EditorSession } from './editor-session';
export { editText } from './edit-text';
export { DocumentSession, type SessionOptions } from './document-session';
export { SessionSnapshot, FIELDS } from './session-snapshot';
export { PrintedText } from './printed-text';
export { SLICE_MS, type Scheduler } from './scheduler';
export type { FieldView, SessionField, SessionInputs, Transaction, TypedText } from './session-field';
export { typedTextDiagnostic } from './diagnostics-field';
