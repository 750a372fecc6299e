import type { Patch } from 'immer';
import type { EditorState, StoreChange } from '../history/doc-store';
import { EMPTY_HISTORY } from '../history/history';
import type { NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
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
const CLOSED: EditorState = { workspace: undefined, selection: [], history: EMPTY_HISTORY, revision: 0, dirty: false };

/**
 * One document version and everything derived from it, in the manner of ProseMirror's
 * `EditorState.apply(tr)` with its state fields, framework free: per transaction, each field
 * (core/session/session-snapshot.ts lists them: the navigation index, the structure rules'
 * diagnostics, the OpenAPI analysis, text that does not parse, all diagnostics merged, the
 * printed text of each file) is updated from what the transaction says changed. Work too long
 * for one go (the rules' first run over a large document) is done in slices through the
 * injected scheduler.
 *
 * This is the session that only reads: a document is `open`ed, and nothing edits it, so none of
 * the editing machinery (the store, the commands, immer) is loaded. `docsnav check` runs it;
 * the editor runs EditorSession, which adds the edits and their undo.
 *
 * @example
 * const session = new DocumentSession();
 * session.open(workspace, { inputs: { pageFiles } });
 * session.getSnapshot().diagnostics; // every rule's, checked to the end (no scheduler)
 */
export class DocumentSession {
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
    this.snapshot = this.make(undefined, {
      kind: 'load',
      before: CLOSED,
      state: CLOSED,
      patches: NO_PATCHES,
      files: NO_FILES,
      inputs: NO_INPUTS,
    });
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
   * Open a document to read, with the inputs of its project when they change with it (given ones
   * replace the current ones; those not given stay).
   */
  open(workspace: Workspace, opts: { inputs?: SessionInputs } = {}): void {
    if (opts.inputs) this.takeInputs(opts.inputs);
    const state: EditorState = {
      ...CLOSED,
      workspace,
      revision: this.snapshot.state.revision + 1,
      lastChange: { kind: 'load', label: 'open' },
    };
    this.apply({ kind: 'load', before: this.snapshot.state, state, patches: NO_PATCHES });
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

  /**
   * Take new inputs without a transaction of their own: only right before a load, whose fields
   * start from them (a transaction would first check the old document against them).
   */
  protected takeInputs(inputs: SessionInputs): void {
    this.inputs = { ...this.inputs, ...inputs };
  }

  /** Apply a change of the document state (an open here; every store change in EditorSession). */
  protected apply(c: StoreChange): void {
    this.commit(transactionOf(c));
  }

  /** Record (or clear) a file's typed text that does not parse: a 'text' transaction. */
  protected setTyped(file: string, typed: TypedText | undefined): void {
    const cur = this.snapshot.typedText.get(file);
    if (cur === typed || (cur && typed && cur.text === typed.text)) return;
    const state = this.snapshot.state;
    this.commit({ kind: 'text', before: state, state, patches: NO_PATCHES, files: NO_FILES, inputs: NO_INPUTS, text: { file, typed } });
  }

  /** Run `fn` with the listeners told once, at its end, whatever it changed. */
  protected batch<T>(fn: () => T): T {
    this.batching++;
    try {
      return fn();
    } finally {
      if (--this.batching === 0 && this.changed) this.notify();
    }
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

  private notify(): void {
    this.changed = false;
    for (const fn of [...this.listeners]) fn();
  }
}

/** The values of a snapshot, for a view over it. */
function valuesOf(s: SessionSnapshot): Map<SessionField<unknown>, unknown> {
  return new Map(FIELDS.map((f) => [f, s.get(f)]));
}

/** A store change as a transaction: the files its patches touch (all of them for a load). */
function transactionOf(c: StoreChange): Transaction {
  const files = new Set<string>();
  const all = () => {
    for (const w of [c.before.workspace, c.state.workspace]) if (w) for (const p of Object.keys(w.files)) files.add(p);
  };
  if (c.kind === 'load') all();
  else
    for (const p of c.patches) {
      if (p.path[0] !== 'files' || p.path.length < 2) all();
      else files.add(String(p.path[1]));
    }
  return { kind: c.kind, before: c.before, state: c.state, patches: c.patches, files, inputs: NO_INPUTS };
}
