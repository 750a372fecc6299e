import type { EditorState } from '../history/doc-store';
import type { NavIndex } from '../model/nav-index';
import type { OpenapiAnalysisDetails } from '../openapi/analyse-openapi';
import type { OpenapiSource } from '../openapi/openapi-sources';
import type { Diagnostic } from '../rules/diagnostic';
import { diagnosticsField } from './diagnostics-field';
import { iconsField } from './icons-field';
import { indexField } from './index-field';
import { openapiField } from './openapi-field';
import { printedField } from './printed-field';
import type { PrintedText } from './printed-text';
import { rulesField } from './rules-field';
import type { FieldView, SessionField, SessionInputs, TypedText } from './session-field';
import { typedTextField } from './typed-text-field';

/**
 * The session's fields, in the order they are computed: each may read those before it. The
 * one list: a field that is not here is not kept. Owed work is resumed in this order too: the
 * OpenAPI analysis of a document just opened (one short step, and it names the documents to
 * start loading) before the rules' first run (many slices).
 */
export const FIELDS: readonly SessionField<unknown>[] = [
  indexField,
  openapiField,
  rulesField,
  iconsField,
  typedTextField,
  diagnosticsField,
  printedField,
] as SessionField<unknown>[];

/**
 * One version of everything the session holds: the document state and each field's value for
 * it. Immutable once made (a new one per transaction), so React can bind to it with
 * `useSyncExternalStore(session.subscribe, session.getSnapshot)`; the printed texts inside it
 * are printed on first use.
 */
export class SessionSnapshot implements FieldView {
  constructor(
    readonly state: EditorState,
    readonly inputs: SessionInputs,
    private readonly values: ReadonlyMap<SessionField<unknown>, unknown>,
    readonly shouldYield: () => boolean = never,
  ) {}

  get<T>(field: SessionField<T>): T {
    if (!this.values.has(field as SessionField<unknown>))
      throw new Error(`the session field "${field.name}" is read before it is computed`);
    return this.values.get(field as SessionField<unknown>) as T;
  }

  /** The navigation index of the document. */
  get index(): NavIndex {
    return this.get(indexField);
  }

  /** Every diagnostic: text that does not parse, the structure rules, unknown icons, OpenAPI. */
  get diagnostics(): readonly Diagnostic[] {
    return this.get(diagnosticsField).all;
  }

  /** The structure rules' diagnostics alone (in `diagnostics` too, after the typed text's). */
  get structure(): readonly Diagnostic[] {
    return this.get(rulesField).diagnostics;
  }

  /** True while the rules' first run over this document is still going (the diagnostics are then the last answer, or none). */
  get checking(): boolean {
    return this.get(rulesField).run !== undefined;
  }

  /** The OpenAPI analysis; undefined before a document is open, and for a moment after one opens. */
  get openapi(): OpenapiAnalysisDetails | undefined {
    return this.get(openapiField).analysis;
  }

  /** The OpenAPI documents the project needs: what the app's loader loads and hands back as `openapiDocuments`. */
  get openapiSources(): readonly OpenapiSource[] {
    return this.get(openapiField).sources;
  }

  /** Text typed in the JSON pane that does not parse, by file. */
  get typedText(): ReadonlyMap<string, TypedText> {
    return this.get(typedTextField);
  }

  /** The text of a file of the document, printed on first use; undefined for a file it does not have. */
  text(path: string): PrintedText | undefined {
    return this.get(printedField).files.get(path);
  }
}

const never = () => false;
