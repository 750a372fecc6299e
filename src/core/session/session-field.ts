import type { Patch } from 'immer';
import type { EditorState, StoreChange } from '../history/doc-store';
import type { IconCheck } from '../icons/unknown-icon';
import type { OpenapiDocumentState } from '../openapi/openapi-types';
import type { MetadataCheck } from '../openapi/page-metadata';
import type { SyntaxProblem } from '../parse/parse-json';

/**
 * What the session takes from outside besides the document: what the open project holds (its
 * page files, their front matter, its other files), the OpenAPI documents as loaded (in a
 * worker, by the app; from disk, by the CLI) and the check of icon names against their libraries' lists. Each is replaced as a whole when it changes.
 */
export interface SessionInputs {
  /** Page files without extension, relative to docs.json's folder; undefined when no folder is open. */
  readonly pageFiles?: ReadonlySet<string>;
  /** Front matter of page files, by the same key as pageFiles. */
  readonly frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** The check of pages' `openapi` front matter, loaded apart (lazily, by the app); none: front matter binds no page. */
  readonly metadataCheck?: MetadataCheck;
  /** The project's other files by path (OpenAPI documents among them), for finding the documents it needs. */
  readonly files?: ReadonlyMap<string, string>;
  /**
   * Paths of the project's OpenAPI documents that are not among `files` because their text is
   * not read where the session runs (a folder's large documents, read only by the app's worker).
   */
  readonly lateDocuments?: ReadonlySet<string>;
  /** The state of each OpenAPI document the navigation needs, by key; a missing key counts as loading. */
  readonly openapiDocuments?: ReadonlyMap<string, OpenapiDocumentState>;
  /** The unknown-icon check over the icon libraries' name lists loaded so far (lazily, by the app); none: icons are not checked. */
  readonly iconCheck?: IconCheck;
}

/** Text of a file, typed in the JSON pane, that does not parse: the document keeps its last version that did. */
export interface TypedText {
  readonly file: string;
  readonly text: string;
  /** Where it stops being JSON (the first error; later ones usually follow from it). */
  readonly error: SyntaxProblem;
}

/**
 * One change to the session, as ProseMirror's transaction: what happened, the document state
 * before and after, the immer patches that made the change (what the command produced; an
 * undo's are the step's inverse patches), and what the patches touch. Fields update from
 * this, not by comparing versions.
 */
export interface Transaction {
  /**
   * A store change ('load' of another document, 'edit', 'undo', 'redo', 'select', 'saved'), new
   * 'inputs', the JSON pane's 'text' (parsing or not), or work a field had left that is now
   * 'settled' (the first run of the rules over a large document).
   */
  readonly kind: StoreChange['kind'] | 'inputs' | 'text' | 'settled';
  readonly before: EditorState;
  readonly state: EditorState;
  readonly patches: readonly Patch[];
  /** The files whose text the patches change: every file of the workspace for a load, none for a selection. */
  readonly files: ReadonlySet<string>;
  /** The inputs that were replaced. */
  readonly inputs: ReadonlySet<keyof SessionInputs>;
  /** For 'text': the file, and its typed text when it does not parse (undefined: back in step with the document). */
  readonly text?: { readonly file: string; readonly typed?: TypedText };
}

/** What a field reads while the session computes a new snapshot: the state, the inputs, and the fields before it. */
export interface FieldView {
  readonly state: EditorState;
  readonly inputs: SessionInputs;
  /** The value of a field that comes before this one (the session computes them in order). */
  get<T>(field: SessionField<T>): T;
  /** A budget for work done now: true once the time given to it has run out. Never true without a scheduler. */
  readonly shouldYield: () => boolean;
}

/**
 * One piece of state the session derives from the document, in the manner of ProseMirror's
 * state fields: `init` for a document just opened, `apply` for every later transaction, from
 * the field's previous value and what the transaction says changed. A field whose value may owe
 * work (the rules' first run over a large document) says so with `pending`, and the session
 * calls `resume` in slices, through its scheduler, until it is done.
 *
 * Per-session state a field needs across versions (the rules' memo, the index it builds from)
 * lives in its value, never in its module.
 */
export interface SessionField<T> {
  /** For messages and tests. */
  readonly name: string;
  init(view: FieldView): T;
  apply(tr: Transaction, previous: T, view: FieldView): T;
  /** True while `value` owes work that `resume` does. */
  pending?(value: T): boolean;
  /** Go on with the owed work until `view.shouldYield()`; the finished value, or undefined when not done yet. */
  resume?(value: T, view: FieldView): T | undefined;
}

/** True when the transaction changed the workspace. */
export function docChanged(tr: Transaction): boolean {
  return tr.state.workspace !== tr.before.workspace;
}
