import { enablePatches, produceWithPatches, type Patch } from 'immer';
import { applySharedPatches } from './shared-patches';
import type { DocFile, Workspace } from '../model/workspace';
import { refuse, type CanRun, type Command, type CommandContext } from '../commands/command';
import { EMPTY_HISTORY, pushEntry, type History, type HistoryEntry } from './history';

enablePatches();

const NO_PATCHES: readonly Patch[] = Object.freeze([]);

export interface EditorState {
  readonly workspace: Workspace | undefined;
  readonly selection: readonly number[];
  readonly history: History;
  /** Bumped on every change of the workspace: edit, undo, redo, load. */
  readonly revision: number;
  /** True when the workspace differs from what was loaded or last saved. */
  readonly dirty: boolean;
  /** What happened last, for announcements ("Moved 'Quickstart'..."). */
  readonly lastChange?: { readonly kind: 'load' | 'edit' | 'undo' | 'redo'; readonly label: string };
}

export interface RunOptions {
  /** Consecutive runs with the same key within 500 ms merge into one undo step (typing). */
  mergeKey?: string;
}

type Entry = HistoryEntry & { readonly seq: number };

/**
 * One change of the store's state, as it happened: what kind, the states before and after, and
 * the immer patches that turned the workspace before into the one after (an undo's are the
 * step's inverse patches; a load has none: it is another document).
 */
export interface StoreChange {
  readonly kind: 'load' | 'edit' | 'undo' | 'redo' | 'select' | 'saved';
  readonly before: EditorState;
  readonly state: EditorState;
  readonly patches: readonly Patch[];
}

/** How a store is wired into an editor session: who hears each change first, and what commands read. */
export interface DocStoreOptions {
  /** Called with every change, before any subscriber hears of it (the session updates what it derives here). */
  readonly onChange?: (change: StoreChange) => void;
  /** What commands get besides the workspace (the session's index of the current version). */
  readonly context?: () => CommandContext | undefined;
}

/**
 * The document and its history: the workspace, the selection and the undo history. Framework
 * free. Every edit is a named command run over an immer draft; its patches become one undo
 * step. Loading records no step. The editor session (core/session) owns one and derives
 * everything else from its changes (`onChange`).
 *
 * @example
 * const store = new DocStore();
 * store.load(workspace);
 * store.run(moveCommand, { ... }); // one undo step
 * store.undo();
 */
export class DocStore {
  private state: EditorState = { workspace: undefined, selection: [], history: EMPTY_HISTORY, revision: 0, dirty: false };
  private listeners = new Set<() => void>();
  private seq = 0;
  private savedSeq = 0;

  constructor(private readonly options: DocStoreOptions = {}) {}

  getState = (): EditorState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** Replace the document (open a file, restore autosave). Records no undo step; history restarts. */
  load(workspace: Workspace, opts: { dirty?: boolean } = {}): void {
    this.seq += 1;
    this.savedSeq = opts.dirty ? -1 : this.seq;
    this.loadSeq = this.seq;
    this.set(
      {
        workspace,
        selection: [],
        history: EMPTY_HISTORY,
        revision: this.state.revision + 1,
        dirty: !!opts.dirty,
        lastChange: { kind: 'load', label: 'open' },
      },
      'load',
    );
  }

  private loadSeq = 0;

  /** May this command run now? */
  canRun<A>(cmd: Command<A>, args: A): CanRun {
    if (!this.state.workspace) return refuse('no document is open');
    return cmd.canRun(this.state.workspace, args, this.options.context?.());
  }

  /**
   * Run a command as one undo step. Refuses (and changes nothing) when `canRun` says no; a
   * command that changes nothing records nothing.
   */
  run<A>(cmd: Command<A>, args: A, opts: RunOptions = {}): CanRun {
    const c = cmd;
    const ws = this.state.workspace;
    if (!ws) return refuse('no document is open');
    const ctx = this.options.context?.();
    const can = c.canRun(ws, args, ctx);
    if (!can.ok) return can;
    const label = c.label(ws, args, ctx);
    let select: number[] | undefined;
    let produced: readonly [Workspace, readonly Patch[], readonly Patch[]];
    try {
      produced = produceWithPatches(ws, (draft) => {
        const r = c.run(draft, args, ctx);
        if (r && r.select) select = r.select;
      });
    } catch (e) {
      // A command that throws is a bug, but the user's document must survive it: immer drops
      // the draft, so nothing changed, and the caller shows the refusal like any other.
      return refuse(`could not ${label}: ${(e as Error).message}`);
    }
    const [next, patches, inversePatches] = produced;
    if (patches.length === 0) return can;
    this.seq += 1;
    const entry: Entry = {
      seq: this.seq,
      label,
      patches,
      inversePatches,
      selectionBefore: this.state.selection,
      // The same array when the command selects what was selected (a move keeps its element
      // selected): the panels' sets of selected ids, and every row drawn from them, stay as they are.
      selectionAfter: select && !sameIds(select, this.state.selection) ? select : this.state.selection,
      mergeKey: opts.mergeKey,
      time: Date.now(),
      weight: textWeight(patches),
    };
    const history = pushEntry(this.state.history, entry);
    this.set(
      {
        workspace: next,
        selection: entry.selectionAfter,
        history,
        revision: this.state.revision + 1,
        dirty: this.isDirty(history),
        lastChange: { kind: 'edit', label },
      },
      'edit',
      patches,
    );
    return can;
  }

  undo(): boolean {
    const { history, workspace } = this.state;
    const e = history.undo[history.undo.length - 1];
    if (!e || !workspace) return false;
    const h: History = { ...history, undo: history.undo.slice(0, -1), redo: [...history.redo, e] };
    this.set(
      {
        workspace: applySharedPatches(workspace, e.inversePatches),
        selection: e.selectionBefore,
        history: h,
        revision: this.state.revision + 1,
        dirty: this.isDirty(h),
        lastChange: { kind: 'undo', label: e.label },
      },
      'undo',
      e.inversePatches,
    );
    return true;
  }

  redo(): boolean {
    const { history, workspace } = this.state;
    const e = history.redo[history.redo.length - 1];
    if (!e || !workspace) return false;
    const h: History = { ...history, undo: [...history.undo, e], redo: history.redo.slice(0, -1) };
    this.set(
      {
        workspace: applySharedPatches(workspace, e.patches),
        selection: e.selectionAfter,
        history: h,
        revision: this.state.revision + 1,
        dirty: this.isDirty(h),
        lastChange: { kind: 'redo', label: e.label },
      },
      'redo',
      e.patches,
    );
    return true;
  }

  /** Set the selection (no undo step). */
  select(ids: readonly number[]): void {
    if (sameIds(this.state.selection, ids)) return;
    this.set({ ...this.state, selection: [...ids] }, 'select');
  }

  /** The current state is what the user saved or exported. */
  markSaved(): void {
    const top = this.state.history.undo[this.state.history.undo.length - 1] as Entry | undefined;
    this.savedSeq = top ? top.seq : this.loadSeq;
    this.set({ ...this.state, dirty: false }, 'saved');
  }

  /** What undo would undo ("move 'Quickstart'"), or undefined. */
  undoLabel(): string | undefined {
    return this.state.history.undo[this.state.history.undo.length - 1]?.label;
  }

  /** What redo would redo, or undefined. */
  redoLabel(): string | undefined {
    return this.state.history.redo[this.state.history.redo.length - 1]?.label;
  }

  private isDirty(h: History): boolean {
    const top = h.undo[h.undo.length - 1] as Entry | undefined;
    // With every kept step undone, the document is the one after the last step let go (floor), not the one loaded.
    return (top ? top.seq : (h.floor ?? this.loadSeq)) !== this.savedSeq;
  }

  private set(next: EditorState, kind: StoreChange['kind'], patches: readonly Patch[] = NO_PATCHES): void {
    const before = this.state;
    this.state = next;
    this.options.onChange?.({ kind, before, state: next, patches });
    for (const fn of [...this.listeners]) fn();
  }
}

/**
 * Characters of whole file texts the patches hold: a value that is a file (a JSON pane edit
 * replaces the file, its new source text and tree with it). Tree edits hold nodes only: 0.
 */
function textWeight(patches: readonly Patch[]): number {
  let n = 0;
  for (const p of patches) n += (p.value as Partial<DocFile> | undefined)?.source?.text.length ?? 0;
  return n;
}

/** The same ids in the same order. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
