import type { EditorSession } from '../../core/session/editor-session';
import { editText } from '../../core/session/edit-text';
import type { PrintedText } from '../../core/session/printed-text';
import type { Diagnostic } from '../../core/rules/diagnostic';
import type { PathSegment } from '../../core/model/json-path';
import type { Workspace } from '../../core/model/workspace';
import { editBetween, type Edit } from '../../core/parse/text-edits';
import { textOf, type TypedStretch } from '../../core/parse/edit-within';
import { monaco } from './monaco-setup';
import { modelUri } from './schema-associations';
import { modelOffset, rebaseEdits, widenRegion, type TypedRegion } from './text-edits';

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
  /** The session's text of the file that the model shows, apart from the typing not applied yet. */
  printed: PrintedText;
  /** `printed.text`, or the pane's own text once the session took it (the same string). */
  synced: string;
  /** The typing not applied yet, as a region of `synced` (tracked from the model's changes). */
  typed?: TypedRegion;
  timer?: ReturnType<typeof setTimeout>;
  /** The session's text when it changed a place the user is typing in: the user's text is kept. */
  theirs?: PrintedText;
  listener: monaco.IDisposable;
}

/**
 * The two-way sync between the editor session and one Monaco model per file.
 *
 * Text -> document: typing is applied once it rests for TYPING_DELAY_MS (or the editor loses
 * focus) through the session's `editText`, one undo step of the app, merged with the next while
 * the user keeps typing. Text that does not parse is never applied: the session keeps it as the
 * file's typed text (an error in the problems, the toolbar and Export), the document keeps its
 * last good version, and the text stays as typed.
 *
 * Document -> text: an edit made anywhere else (tree, inspector, quick fix, undo) reaches the
 * model as the session's own edits of the file's text (`PrintedText.edits`, from the printer),
 * applied with `pushEditOperations`, never `setValue`, so the cursor, the scroll position and
 * Monaco's own undo stay right. Typing not yet applied is kept: the edits are carried over it
 * when they touch other places.
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

  /** The syntax error of the file's text, when it does not parse (the session's, for the pane's banner). */
  syntax(path: string): SyntaxStatus | undefined {
    const e = this.store.getSnapshot().typedText.get(path)?.error;
    return e && { line: e.position.line, column: e.position.column, message: e.message.replace(/^line \d+, column \d+: /, '') };
  }

  /** True when the document changed where the user is typing and the user's text was kept. */
  hasConflict(path: string): boolean {
    return this.files.get(path)?.theirs !== undefined;
  }

  /** Apply the file's typed text now (the editor lost focus, a quick fix is about to run). */
  flush(path?: string): void {
    for (const f of this.files.values()) if (path === undefined || f.path === path) this.flushFile(f);
  }

  /**
   * Where a diagnostic of `path` lies in its model's text now: a JSON path by the session's
   * printed text, carried past the typing not applied yet; text that does not parse by its
   * offset, while the model still holds that text. Undefined when it cannot be placed.
   */
  placeOf(path: string, d: Diagnostic): { offset: number; length: number } | undefined {
    const f = this.files.get(path);
    if (!f) return undefined;
    if (d.offset !== undefined) {
      const typed = this.store.getSnapshot().typedText.get(path);
      return typed && typed.text === f.model.getValue() ? { offset: d.offset, length: typed.error.length } : undefined;
    }
    return this.rangeOf(f, d.path);
  }

  /** Where a JSON path of `path` lies in its model's text now (see placeOf). */
  rangeOfPath(path: string, jsonPath: readonly PathSegment[]): { offset: number; length: number } | undefined {
    const f = this.files.get(path);
    return f && this.rangeOf(f, jsonPath);
  }

  /** Drop the user's unapplied text in favour of the document's version of the file. */
  takeDocumentVersion(path: string): void {
    const f = this.files.get(path);
    const printed = this.store.getSnapshot().text(path);
    if (!f || !printed) return;
    clearTimeout(f.timer);
    // The person chose the document's text over theirs: what differs is replaced as one edit.
    const e = editBetween(f.model.getValue(), printed.text);
    if (e) this.apply(f.model, [e]);
    this.settle(f, printed);
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

  private rangeOf(f: FileState, jsonPath: readonly PathSegment[]): { offset: number; length: number } {
    const r = f.printed.rangeOfPath(jsonPath);
    const start = modelOffset(f.typed, r.start);
    return { offset: start, length: Math.max(0, modelOffset(f.typed, r.end) - start) };
  }

  private stateOf(path: string): FileState | undefined {
    const known = this.files.get(path);
    if (known) return known;
    const snapshot = this.store.getSnapshot();
    const doc = snapshot.state.workspace?.files[path];
    const printed = snapshot.text(path);
    if (!doc || !printed) return undefined;
    const uri = monaco.Uri.parse(modelUri(path));
    monaco.editor.getModel(uri)?.dispose(); // left over from an earlier pane
    const model = monaco.editor.createModel(printed.text, 'json', uri);
    const indent = doc.source.indentUnit;
    model.updateOptions({
      insertSpaces: indent !== '\t',
      tabSize: indent === '\t' ? 4 : indent.length,
      indentSize: indent === '\t' ? 4 : indent.length,
    });
    const f: FileState = { path, model, printed, synced: printed.text, listener: { dispose() {} } };
    f.listener = model.onDidChangeContent((e) => {
      if (this.applying) return;
      // In the order Monaco gives them (from the end of the text), each in the text left by the one before.
      for (const c of e.changes) f.typed = widenRegion(f.typed, c.rangeOffset, c.rangeLength, c.text.length);
      clearTimeout(f.timer);
      f.timer = setTimeout(() => this.flushFile(f), TYPING_DELAY_MS);
    });
    this.files.set(path, f);
    return f;
  }

  private flushFile(f: FileState): void {
    clearTimeout(f.timer);
    f.timer = undefined;
    if (!f.typed) return;
    // The model's text as the synced text with the typed stretch replaced: what Monaco holds
    // outside the stretch is the synced text, so it is neither read whole out of the model nor
    // compared with the file's again (see editWithin). Read whole should the lengths disagree.
    const r = f.typed;
    const { model } = f;
    const typed: TypedStretch | undefined =
      f.synced.length + r.grow === model.getValueLength()
        ? {
            base: f.synced,
            start: r.start,
            end: r.end,
            inserted: model.getValueInRange(monaco.Range.fromPositions(model.getPositionAt(r.start), model.getPositionAt(r.end + r.grow))),
          }
        : undefined;
    const text = typed ? textOf(typed) : model.getValue();
    if (text === f.synced) {
      // Typed back to the document's text: nothing to apply, and nothing left that does not parse.
      f.typed = undefined;
      this.store.discardText(f.path);
      const theirs = f.theirs;
      f.theirs = undefined;
      // What the document changed meanwhile can reach the text now.
      if (theirs) this.push(f, theirs);
      this.onStatus();
      return;
    }
    const before = { synced: f.synced, typed: f.typed };
    // Set before: when the text parses, the session's change comes straight back to pull() with it.
    f.synced = text;
    f.typed = undefined;
    const done = editText(this.store, f.path, text, { mergeKey: `json-text:${f.path}` }, typed);
    if (!done.ok) {
      f.synced = before.synced;
      f.typed = before.typed;
    } else f.theirs = undefined;
    this.onStatus();
  }

  /** The session changed: bring every open model to its new text. */
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
    const snapshot = this.store.getSnapshot();
    for (const [path, f] of [...this.files]) {
      const printed = snapshot.text(path);
      if (!printed) {
        clearTimeout(f.timer);
        f.listener.dispose();
        f.model.dispose();
        this.files.delete(path);
        continue;
      }
      if (printed !== f.printed && printed !== f.theirs) this.push(f, printed);
    }
    this.onStatus();
  }

  private push(f: FileState, printed: PrintedText): void {
    if (printed.text === f.synced) {
      // The session took the pane's own text (or came back to it): nothing to change in the model.
      this.settle(f, printed, f.typed);
      return;
    }
    // The session's edits, when they start from the text the model was given; otherwise (a
    // version the pane did not see) the one edit between the two.
    const theirs: readonly Edit[] =
      printed.previous === f.synced ? printed.edits : [editBetween(f.synced, printed.text)].filter((e): e is Edit => e !== undefined);
    if (!f.typed) {
      this.apply(f.model, theirs);
      this.settle(f, printed);
      return;
    }
    const carried = rebaseEdits(theirs, f.typed);
    if (!carried) {
      f.theirs = printed;
      return;
    }
    this.apply(f.model, carried.edits);
    this.settle(f, printed, carried.region);
    // The user's typing is still pending over the carried-over edits: apply it in due time.
    clearTimeout(f.timer);
    f.timer = setTimeout(() => this.flushFile(f), TYPING_DELAY_MS);
  }

  private settle(f: FileState, printed: PrintedText, typed?: TypedRegion): void {
    f.printed = printed;
    f.synced = printed.text;
    f.typed = typed;
    f.theirs = undefined;
  }

  /** Apply edits (in the model's current offsets, ascending) as one step of Monaco's own undo. */
  private apply(model: monaco.editor.ITextModel, edits: readonly Edit[]): void {
    if (edits.length === 0) return;
    const ops = edits.map((e) => ({
      range: monaco.Range.fromPositions(model.getPositionAt(e.offset), model.getPositionAt(e.offset + e.length)),
      text: e.content,
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
