import type { Patch } from 'immer';

/** One undoable step: what it was called and the patches that redo and undo it. */
export interface HistoryEntry {
  readonly label: string;
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  readonly selectionBefore: readonly number[];
  readonly selectionAfter: readonly number[];
  /** Steps with the same merge key within MERGE_WINDOW_MS become one (typing in one field). */
  readonly mergeKey?: string;
  readonly time: number;
  /** A unique number per step; a merged step takes the newer one (so "saved" stays exact). */
  readonly seq?: number;
}

export interface History {
  readonly undo: readonly HistoryEntry[];
  readonly redo: readonly HistoryEntry[];
}

/** Typing in one field merges into one undo step when edits come this close (ProseMirror's newGroupDelay). */
export const MERGE_WINDOW_MS = 500;

/** The most steps kept; the oldest fall off. */
export const HISTORY_LIMIT = 500;

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/**
 * Push a step onto the undo stack, clearing redo. A step with the same `mergeKey` as the top one,
 * within MERGE_WINDOW_MS, is merged into it: its patches are appended and its inverse patches
 * prepended, so one undo reverts both.
 */
export function pushEntry(h: History, e: HistoryEntry): History {
  const top = h.undo[h.undo.length - 1];
  if (top && e.mergeKey && top.mergeKey === e.mergeKey && e.time - top.time <= MERGE_WINDOW_MS) {
    const merged: HistoryEntry = {
      ...top,
      patches: [...top.patches, ...e.patches],
      inversePatches: [...e.inversePatches, ...top.inversePatches],
      selectionAfter: e.selectionAfter,
      time: e.time,
      seq: e.seq,
    };
    return { undo: [...h.undo.slice(0, -1), merged], redo: [] };
  }
  const undo = h.undo.length >= HISTORY_LIMIT ? h.undo.slice(1) : h.undo;
  return { undo: [...undo, e], redo: [] };
}
