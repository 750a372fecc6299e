import type { EditorSession } from '../../core/session/editor-session';
import type { JsonNode } from '../../core/model/json-node';
import { printFile, type Workspace } from '../../core/model/workspace';
import { monaco } from './monaco-setup';
import { modelUri } from './schema-associations';
import { rebaseEdits, textEdits, type TextEdit } from './text-edits';

/** How long typing rests before the text is applied to the document (and the tree follows). */
export const TYPING_DELAY_MS = 300;

/** Where the text stops being JSON, for the pane's banner. */
export interface SyntaxStatus {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

interface FileState {
  readonly path: string;
  readonly model: monaco.editor.ITextModel;
  /** The text the model and the document last agreed on. */
  synced: string;
  /** The document's root when `synced` was taken (printing is skipped while it is the same). */
  root: JsonNode | undefined;
  timer?: ReturnType<typeof setTimeout>;
  syntax?: SyntaxStatus;
  /** The document's text when it changed a place the user is typing in: the user's text is kept. */
  theirs?: string;
  listener: monaco.IDisposable;
}

/**
 * The two-way sync between the document (the store) and one Monaco model per file.
 *
 * Text -> document: typing is applied once it rests for TYPING_DELAY_MS (or the editor loses
 * focus) through `replace-file-text`, one undo step of the app, merged with the next while the
 * user keeps typing. Text that does not parse is never applied: the document keeps its last
 * good version, `syntax` says where the error is, and the text stays as typed.
 *
 * Document -> text: an edit made anywhere else (tree, inspector, quick fix, undo) reaches the
 * model as the few small edits that turn its text into the new one (`pushEditOperations`, never
 * `setValue`), so the cursor, the scroll position and Monaco's own undo stay right. Typing not
 * yet applied is kept: the document's edits are carried over it when they touch other places.
 */
export class JsonSync {
  private readonly files = new Map<string, FileState>();
  private applying = false;
  private lastWs: Workspace | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly store: EditorSession,
    /** Called after anything the pane shows changed (a syntax error appeared, a file opened...). */
    private readonly onStatus: () => void,
  ) {
    this.unsubscribe = store.subscribe(() => this.pull());
    this.lastWs = store.getState().workspace;
  }

  /** The model of a file of the document, created with the file's current text on first use. */
  model(path: string): monaco.editor.ITextModel | undefined {
    return this.stateOf(path)?.model;
  }

  /** The syntax error of the file's text, when it does not parse. */
  syntax(path: string): SyntaxStatus | undefined {
    return this.files.get(path)?.syntax;
  }

  /** True when the document changed where the user is typing and the user's text was kept. */
  hasConflict(path: string): boolean {
    return this.files.get(path)?.theirs !== undefined;
  }

  /** Apply the file's typed text now (the editor lost focus, a quick fix is about to run). */
  flush(path?: string): void {
    for (const f of this.files.values()) if (path === undefined || f.path === path) this.flushFile(f);
  }

  /** Drop the user's unapplied text in favour of the document's version of the file. */
  takeDocumentVersion(path: string): void {
    const f = this.files.get(path);
    const ws = this.store.getState().workspace;
    if (!f || !ws?.files[path]) return;
    clearTimeout(f.timer);
    const text = printFile(ws, path);
    this.apply(f.model, textEdits(f.model.getValue(), text));
    f.synced = text;
    f.root = ws.files[path].root;
    f.syntax = undefined;
    f.theirs = undefined;
    this.store.discardText(path);
    this.onStatus();
  }

  dispose(): void {
    this.flush();
    this.unsubscribe();
    for (const f of this.files.values()) {
      // The pane's text goes with it: what does not parse is no longer anyone's.
      this.store.discardText(f.path);
      clearTimeout(f.timer);
      f.listener.dispose();
      f.model.dispose();
    }
    this.files.clear();
  }

  private stateOf(path: string): FileState | undefined {
    const known = this.files.get(path);
    if (known) return known;
    const ws = this.store.getState().workspace;
    const doc = ws?.files[path];
    if (!ws || !doc) return undefined;
    const text = printFile(ws, path);
    const uri = monaco.Uri.parse(modelUri(path));
    monaco.editor.getModel(uri)?.dispose(); // left over from an earlier pane
    const model = monaco.editor.createModel(text, 'json', uri);
    const indent = doc.source.indentUnit;
    model.updateOptions({
      insertSpaces: indent !== '\t',
      tabSize: indent === '\t' ? 4 : indent.length,
      indentSize: indent === '\t' ? 4 : indent.length,
    });
    const f: FileState = { path, model, synced: model.getValue(), root: doc.root, listener: { dispose() {} } };
    f.listener = model.onDidChangeContent(() => {
      if (this.applying) return;
      clearTimeout(f.timer);
      f.timer = setTimeout(() => this.flushFile(f), TYPING_DELAY_MS);
    });
    this.files.set(path, f);
    return f;
  }

  private flushFile(f: FileState): void {
    clearTimeout(f.timer);
    f.timer = undefined;
    const text = f.model.getValue();
    if (text === f.synced) {
      // Typed back to the document's text: nothing to apply, and nothing left that does not parse.
      this.store.discardText(f.path);
      if (f.syntax || f.theirs !== undefined) {
        f.syntax = undefined;
        f.theirs = undefined;
        this.onStatus();
      }
      return;
    }
    const before = f.synced;
    // Set before: when the text parses, the session's change comes straight back to pull() with it.
    f.synced = text;
    const r = this.store.editText(f.path, text, { mergeKey: `json-text:${f.path}` });
    if (!r.ok) {
      f.synced = before;
      const typed = this.store.getSnapshot().typedText.get(f.path);
      const e = typed?.error;
      f.syntax = e
        ? { line: e.position.line, column: e.position.column, message: e.message.replace(/^line \d+, column \d+: /, '') }
        : { line: 1, column: 1, message: r.reason };
    } else {
      f.syntax = undefined;
      f.theirs = undefined;
    }
    this.onStatus();
  }

  /** The document changed: bring every open model to its new text. */
  private pull(): void {
    const state = this.store.getState();
    const ws = state.workspace;
    if (ws === this.lastWs) return;
    this.lastWs = ws;
    if (!ws || state.lastChange?.kind === 'load') {
      // Another document: fresh models, so Monaco's undo cannot walk back into the old one.
      for (const f of this.files.values()) {
        clearTimeout(f.timer);
        f.listener.dispose();
        f.model.dispose();
      }
      this.files.clear();
      this.onStatus();
      return;
    }
    for (const [path, f] of [...this.files]) {
      const doc = ws.files[path];
      if (!doc) {
        clearTimeout(f.timer);
        f.listener.dispose();
        f.model.dispose();
        this.files.delete(path);
        continue;
      }
      if (doc.root === f.root) continue;
      f.root = doc.root;
      this.push(f, printFile(ws, path));
    }
    this.onStatus();
  }

  private push(f: FileState, text: string): void {
    if (text === f.synced) return;
    const current = f.model.getValue();
    const edits = current === f.synced ? textEdits(current, text) : rebaseEdits(f.synced, text, current);
    if (!edits) {
      f.theirs = text;
      return;
    }
    this.apply(f.model, edits);
    f.synced = text;
    if (f.model.getValue() !== text) {
      // The user's typing is still pending over the carried-over edits: apply it in due time.
      clearTimeout(f.timer);
      f.timer = setTimeout(() => this.flushFile(f), TYPING_DELAY_MS);
    }
  }

  /** Apply edits (in the model's current offsets) as one step of Monaco's own undo. */
  private apply(model: monaco.editor.ITextModel, edits: readonly TextEdit[]): void {
    if (edits.length === 0) return;
    const ops = edits.map((e) => ({
      range: monaco.Range.fromPositions(model.getPositionAt(e.start), model.getPositionAt(e.end)),
      text: e.text,
    }));
    this.applying = true;
    try {
      model.pushStackElement();
      model.pushEditOperations(null, ops, () => null);
      model.pushStackElement();
    } finally {
      this.applying = false;
    }
  }
}
