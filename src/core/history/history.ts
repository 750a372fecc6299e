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
  /**
   * Characters of whole file texts the step holds (a JSON pane edit holds the file's new text
   * and its parsed tree): what HISTORY_TEXT_LIMIT counts. 0 or absent for a tree edit.
   */
  readonly weight?: number;
}

export interface History {
  readonly undo: readonly HistoryEntry[];
  readonly redo: readonly HistoryEntry[];
  /** The step the oldest kept one came after, once older ones were let go (its `seq`; see pushEntry). */
  readonly floor?: number;
}

/** Typing in one field merges into one undo step when edits come this close (ProseMirror's newGroupDelay). */
export const MERGE_WINDOW_MS = 500;

/** The most steps kept; the oldest fall off. */
export const HISTORY_LIMIT = 500;

/**
 * The most characters of whole file texts the undo steps may hold together (HistoryEntry.weight);
 * the oldest fall off, the newest is always kept. Each JSON pane edit that parses keeps the
 * file's whole new text and tree for its undo: typing in crewAI's 2.3 MB docs.json added 8 MB of
 * the page's heap per step, so a few hundred steps of a large config would end the tab. 32 M
 * characters keep the last 14 such steps of that config, and every tree edit.
 */
export const HISTORY_TEXT_LIMIT = 32 * 2 ** 20;

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/**
 * Push a step onto the undo stack, clearing redo. A step with the same `mergeKey` as the top one,
 * within MERGE_WINDOW_MS, is merged into it: its patches are appended and its inverse patches
 * prepended, so one undo reverts both. The oldest steps then go past HISTORY_LIMIT steps or
 * HISTORY_TEXT_LIMIT characters of text, and `floor` says which step the oldest kept one follows.
 */
export function pushEntry(h: History, e: HistoryEntry): History {
  const top = h.undo[h.undo.length - 1];
  if (top && e.mergeKey && top.mergeKey === e.mergeKey && e.time - top.time <= MERGE_WINDOW_MS) {
    // Two steps that each replace one and the same value (a file's text typed in the JSON pane)
    // merge into the newer value and the oldest one: the versions between are never reached.
    const replaced = sameReplace(top.patches, e.patches) && sameReplace(top.inversePatches, e.inversePatches);
    const merged: HistoryEntry = {
      ...top,
      patches: replaced ? e.patches : [...top.patches, ...e.patches],
      inversePatches: replaced ? top.inversePatches : [...e.inversePatches, ...top.inversePatches],
      selectionAfter: e.selectionAfter,
      time: e.time,
      seq: e.seq,
      weight: replaced ? e.weight : (top.weight ?? 0) + (e.weight ?? 0),
    };
    return trimmed(h, [...h.undo.slice(0, -1), merged]);
  }
  return trimmed(h, [...h.undo, e]);
}

/** `h` with these undo steps and no redo, the oldest let go while there are too many or they hold too much text. */
function trimmed(h: History, undo: HistoryEntry[]): History {
  let total = 0;
  for (const u of undo) total += u.weight ?? 0;
  let drop = 0;
  while (drop < undo.length - 1 && (undo.length - drop > HISTORY_LIMIT || total > HISTORY_TEXT_LIMIT)) total -= undo[drop++].weight ?? 0;
  if (!drop) return { ...h, undo, redo: [] };
  return { undo: undo.slice(drop), redo: [], floor: undo[drop - 1].seq };
}

/** True when `a` and `b` are each one replace of the same path. */
function sameReplace(a: readonly Patch[], b: readonly Patch[]): boolean {
  const [p, q] = [a[0]?.path, b[0]?.path];
  return (
    a.length === 1 &&
    b.length === 1 &&
    a[0].op === 'replace' &&
    b[0].op === 'replace' &&
    p.length === q.length &&
    p.every((x, i) => x === q[i])
  );
}
