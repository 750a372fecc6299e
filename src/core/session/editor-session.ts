import type { Patch } from 'immer';
import { DocStore, type EditorState, type RunOptions, type StoreChange } from '../history/doc-store';
import type { CanRun, Command } from '../commands/command';
import { OK, refuse } from '../commands/command';
import { replaceFileTextCommand } from '../commands/text-commands';
import type { NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { parseJson } from '../parse/parse-json';
import { SLICE_MS, type Scheduler } from './scheduler';
import type { SessionField, SessionInputs, Transaction, TypedText } from './session-field';
import { FIELDS, SessionSnapshot } from './session-snapshot';

/** How a session is made: its scheduler (none: deferred work is done at once) and its first inputs. */
export interface SessionOptions {
  readonly scheduler?: Scheduler;
  readonly inputs?: SessionInputs;
}

const NO_PATCHES: readonly Patch[] = Object.freeze([]);
const NO_FILES: ReadonlySet<string> = new Set();
const NO_INPUTS: ReadonlySet<keyof SessionInputs> = new Set();

/**
 * The editor session: one document version and everything derived from it, in the manner of
 * ProseMirror's `EditorState.apply(tr)` with its state fields, framework free. It owns the
 * document store (edits as commands, undo) and, per transaction, updates each field from what
 * the transaction says changed (core/session/session-snapshot.ts lists them: the navigation
 * index, the structure rules' diagnostics, the OpenAPI analysis, text that does not parse, all
 * diagnostics merged, the printed text of each file). Work too long for one go (the rules' first
 * run over a large document) is done in slices through the injected scheduler.
 *
 * The app binds to it as TanStack Query's React adapter binds to its observer:
 * `useSyncExternalStore(session.subscribe, session.getSnapshot)`; the CLI uses the same session
 * without a scheduler (everything is computed before it answers).
 *
 * @example
 * const session = new EditorSession();
 * session.load(workspace, { inputs: { pageFiles } });
 * session.run(moveCommand, { ids: [id], target });
 * session.getSnapshot().diagnostics; // of the moved version
 * session.getSnapshot().text('docs.json')!.edits; // what the move changed in the text
 */
export class EditorSession {
  private readonly store: DocStore;
  private readonly scheduler: Scheduler | undefined;
  private inputs: SessionInputs;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private cancelSlice: (() => void) | undefined;
  /** Nested `batch` calls: listeners hear once, at the end. */
  private batching = 0;
  private changed = false;

  constructor(options: SessionOptions = {}) {
    this.scheduler = options.scheduler;
    this.inputs = options.inputs ?? {};
    this.store = new DocStore({
      onChange: (c) => this.commit(transactionOf(c)),
      context: () => (this.snapshot.state.workspace ? { index: this.snapshot.index } : undefined),
    });
    this.snapshot = this.make(undefined, { kind: 'load', ...change(this.store.getState()) });
  }

  /** The current snapshot (a new object after every change: compare by identity). */
  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** The document state: workspace, selection, history. */
  getState = (): EditorState => this.snapshot.state;

  /** The navigation index of the current version. */
  getIndex(): NavIndex {
    return this.snapshot.index;
  }

  /**
   * Open a document (no undo step; history restarts), with the inputs of its project when they
   * change with it (given ones replace the current ones; those not given stay).
   */
  load(workspace: Workspace, opts: { dirty?: boolean; inputs?: SessionInputs } = {}): void {
    if (opts.inputs) this.inputs = { ...this.inputs, ...opts.inputs };
    this.store.load(workspace, { dirty: opts.dirty });
  }

  /** Replace some inputs (the project's files, the OpenAPI documents as they load). Only those given change. */
  setInputs(inputs: SessionInputs): void {
    const changed = new Set<keyof SessionInputs>();
    for (const k of Object.keys(inputs) as (keyof SessionInputs)[]) if (inputs[k] !== this.inputs[k]) changed.add(k);
    if (changed.size === 0) return;
    this.inputs = { ...this.inputs, ...inputs };
    const state = this.snapshot.state;
    this.commit({ kind: 'inputs', before: state, state, patches: NO_PATCHES, files: NO_FILES, inputs: changed });
  }

  canRun<A>(cmd: Command<A> | string, args: A): CanRun {
    return this.store.canRun(cmd, args);
  }

  /** Run a command as one undo step (see DocStore.run). */
  run<A>(cmd: Command<A> | string, args: A, opts?: RunOptions): CanRun {
    return this.store.run(cmd, args, opts);
  }

  undo(): boolean {
    return this.store.undo();
  }

  redo(): boolean {
    return this.store.redo();
  }

  select(ids: readonly number[]): void {
    this.store.select(ids);
  }

  markSaved(): void {
    this.store.markSaved();
  }

  undoLabel(): string | undefined {
    return this.store.undoLabel();
  }

  redoLabel(): string | undefined {
    return this.store.redoLabel();
  }

  /**
   * The JSON pane's text for a file. Text that parses becomes the file (one undo step, merged
   * with the next while typing goes on: `mergeKey`), parsed once here; text that does not is
   * kept as the file's typed text (an error everywhere; the document keeps its last version that
   * parsed) and refused with where it breaks. Text equal to the file's own clears that.
   */
  editText(file: string, text: string, opts?: RunOptions): CanRun {
    const doc = this.snapshot.state.workspace?.files[file];
    if (!doc) return refuse(`${file} is not open`);
    return this.batch(() => {
      if (text === this.snapshot.text(file)?.text) {
        this.setTyped(file, undefined);
        return OK;
      }
      const parsed = parseJson(text, file);
      if (parsed.errors.length) {
        this.setTyped(file, { file, text, error: parsed.errors[0] });
        return refuse(parsed.errors[0].message);
      }
      this.setTyped(file, undefined);
      return this.store.run(replaceFileTextCommand, { file, text, parsed }, opts);
    });
  }

  /** Forget a file's typed text (the pane took the document's version, or closed). */
  discardText(file: string): void {
    this.setTyped(file, undefined);
  }

  /** Stop the deferred work (the session is no longer shown). */
  dispose(): void {
    this.cancelSlice?.();
    this.cancelSlice = undefined;
    this.listeners.clear();
  }

  private setTyped(file: string, typed: TypedText | undefined): void {
    const cur = this.snapshot.typedText.get(file);
    if (cur === typed || (cur && typed && cur.text === typed.text)) return;
    const state = this.snapshot.state;
    this.commit({ kind: 'text', before: state, state, patches: NO_PATCHES, files: NO_FILES, inputs: NO_INPUTS, text: { file, typed } });
  }

  /** Apply a transaction: every field in order, then the deferred work, then the listeners. */
  private commit(tr: Transaction, settled?: ReadonlyMap<SessionField<unknown>, unknown>): void {
    this.batch(() => {
      this.snapshot = this.make(this.snapshot, tr, settled);
      this.changed = true;
      this.schedule(tr.kind === 'load' ? 'after-paint' : 'soon');
    });
  }

  private make(prev: SessionSnapshot | undefined, tr: Transaction, settled?: ReadonlyMap<SessionField<unknown>, unknown>): SessionSnapshot {
    const values = new Map<SessionField<unknown>, unknown>();
    const view = new SessionSnapshot(tr.state, this.inputs, values, this.budget());
    for (const field of FIELDS) {
      if (settled?.has(field)) values.set(field, settled.get(field));
      else values.set(field, !prev || tr.kind === 'load' ? field.init(view) : field.apply(tr, prev.get(field), view));
    }
    return new SessionSnapshot(tr.state, this.inputs, values);
  }

  /** A budget of one slice for work done now; without a scheduler, none (all of it now). */
  private budget(): () => boolean {
    const s = this.scheduler;
    if (!s) return () => false;
    const end = s.now() + SLICE_MS;
    return () => s.now() > end;
  }

  /** See to the work the fields still owe: now without a scheduler, else in a slice to come. */
  private schedule(when: 'after-paint' | 'soon'): void {
    if (!this.scheduler) {
      // Without a scheduler nothing yields, so each resume finishes its field.
      for (let f = this.pendingField(); f; f = this.pendingField()) this.slice();
      return;
    }
    if (this.cancelSlice || !this.pendingField()) return;
    this.cancelSlice = this.scheduler.schedule(() => {
      this.cancelSlice = undefined;
      this.slice();
    }, when);
  }

  private pendingField(): SessionField<unknown> | undefined {
    return FIELDS.find((f) => f.pending?.(this.snapshot.get(f)));
  }

  /** One slice of owed work: each field that owes some goes on while the budget lasts; what finishes is a 'settled' transaction. */
  private slice(): void {
    const view = new SessionSnapshot(this.snapshot.state, this.inputs, valuesOf(this.snapshot), this.budget());
    for (const field of FIELDS) {
      const value = this.snapshot.get(field);
      if (!field.pending?.(value)) continue;
      const done = field.resume!(value, view);
      if (done !== undefined) {
        const state = this.snapshot.state;
        this.commit(
          { kind: 'settled', before: state, state, patches: NO_PATCHES, files: NO_FILES, inputs: NO_INPUTS },
          new Map([[field, done]]),
        );
        return;
      }
      if (!this.scheduler) throw new Error(`the session field "${field.name}" did not finish its work without a time limit`);
      if (view.shouldYield()) break;
    }
    this.schedule('soon');
  }

  private batch<T>(fn: () => T): T {
    this.batching++;
    try {
      return fn();
    } finally {
      if (--this.batching === 0 && this.changed) this.notify();
    }
  }

  private notify(): void {
    this.changed = false;
    for (const fn of [...this.listeners]) fn();
  }
}

/** The values of a snapshot, for a view over it. */
function valuesOf(s: SessionSnapshot): Map<SessionField<unknown>, unknown> {
  return new Map(FIELDS.map((f) => [f, s.get(f)]));
}

function change(state: EditorState): Omit<Transaction, 'kind'> {
  return { before: state, state, patches: NO_PATCHES, files: NO_FILES, inputs: NO_INPUTS };
}

/** A store change as a transaction: the files its patches touch (all of them for a load). */
function transactionOf(c: StoreChange): Transaction {
  const files = new Set<string>();
  const ws = c.state.workspace;
  const all = () => {
    for (const w of [c.before.workspace, ws]) if (w) for (const p of Object.keys(w.files)) files.add(p);
  };
  if (c.kind === 'load') all();
  else
    for (const p of c.patches) {
      if (p.path[0] !== 'files' || p.path.length < 2) all();
      else files.add(String(p.path[1]));
    }
  return { kind: c.kind, before: c.before, state: c.state, patches: c.patches, files, inputs: NO_INPUTS };
}
