/**
 * The arithmetic of the side-by-side panes (split-panes.tsx): each sized pane's share of the row
 * in percent, the range a share may take so that every pane keeps its minimum width, and the
 * shares a person chose, kept in localStorage for the next visit.
 */

/** A pane of the row. Exactly one pane has no `defaultShare`: it takes what the others leave. */
export interface PaneSpec {
  readonly id: string;
  /** The narrowest the pane may be, in CSS pixels. */
  readonly minPx: number;
  /** Its share of the row in percent until a person sets one; none for the flexible pane. */
  readonly defaultShare?: number;
}

/** Each sized pane's share of the row, in percent, by pane id. */
export type PaneShares = ReadonlyMap<string, number>;

/** The lowest and highest share (percent) a pane may take. */
export interface ShareRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The storage key of the shares. It is the one react-resizable-panels used for the same group
 * (`react-resizable-panels:<id>`), with its value shape (`{"tree": 26, "centre": 50, ...}`), so the
 * sizes people chose before the app drew its own panes are still theirs.
 */
export const sharesKey = (id: string) => `react-resizable-panels:${id}`;

/**
 * The shares kept under `id`, each checked (a number strictly between 0 and 100, read as an own
 * property: the stored text is anything a page or a person left there), else the pane's default.
 */
export function readShares(storage: Pick<Storage, 'getItem'>, id: string, panes: readonly PaneSpec[]): PaneShares {
  let kept: unknown;
  try {
    kept = JSON.parse(storage.getItem(sharesKey(id)) ?? 'null');
  } catch {
    kept = undefined;
  }
  const out = new Map<string, number>();
  for (const p of panes) {
    if (p.defaultShare === undefined) continue;
    const v = kept && typeof kept === 'object' && Object.hasOwn(kept, p.id) ? (kept as Record<string, unknown>)[p.id] : undefined;
    out.set(p.id, typeof v === 'number' && v > 0 && v < 100 ? v : p.defaultShare);
  }
  return out;
}

/** Keep the shares for the next visit; the flexible pane is written as the rest, as the library wrote it. */
export function writeShares(storage: Pick<Storage, 'setItem'>, id: string, panes: readonly PaneSpec[], shares: PaneShares): void {
  const sized = [...shares.values()].reduce((a, b) => a + b, 0);
  const value: Record<string, number> = {};
  for (const p of panes) value[p.id] = round(shares.get(p.id) ?? 100 - sized);
  try {
    storage.setItem(sharesKey(id), JSON.stringify(value));
  } catch {
    // Storage full or refused: the layout is a nicety, the panes still resize.
  }
}

/**
 * The range of `paneId`'s share in a row `rowPx` wide: from its own minimum to what the other
 * panes leave at their minimums (growing, a pane takes the flexible pane's room first, then the
 * other sized panes', as react-resizable-panels did). Unmeasured (`rowPx` 0, as in a test
 * without layout), 0 to 100.
 */
export function shareRange(panes: readonly PaneSpec[], paneId: string, rowPx: number): ShareRange {
  if (!(rowPx > 0)) return { min: 0, max: 100 };
  let own = 0;
  let others = 0;
  for (const p of panes) {
    if (p.id === paneId) own = (p.minPx / rowPx) * 100;
    else others += (p.minPx / rowPx) * 100;
  }
  const max = Math.max(own, 100 - others);
  return { min: round(Math.min(own, max)), max: round(max) };
}

/**
 * The shares once `paneId` takes `share` (kept within its range): when the flexible pane would
 * go under its minimum, the other sized panes give up what it lacks, each down to its own minimum.
 */
export function resizePane(panes: readonly PaneSpec[], shares: PaneShares, paneId: string, share: number, rowPx: number): PaneShares {
  const next = new Map(shares).set(paneId, clampShare(share, shareRange(panes, paneId, rowPx)));
  if (!(rowPx > 0)) return next;
  const pct = (px: number) => (px / rowPx) * 100;
  const flexMin = panes.filter((p) => p.defaultShare === undefined).reduce((a, p) => a + pct(p.minPx), 0);
  let lacking = [...next.values()].reduce((a, b) => a + b, 0) + flexMin - 100;
  for (const p of panes) {
    if (lacking <= 0) break;
    if (p.id === paneId || p.defaultShare === undefined) continue;
    const now = next.get(p.id) ?? p.defaultShare;
    const give = Math.min(lacking, Math.max(0, now - pct(p.minPx)));
    next.set(p.id, round(now - give));
    lacking -= give;
  }
  return next;
}

/** `share` moved into `range`. */
export function clampShare(share: number, range: ShareRange): number {
  return round(Math.min(range.max, Math.max(range.min, share)));
}

/** Keyboard steps on a separator, in percent of the row (Shift: a bigger step), as the library moved. */
export const KEY_STEP = 5;
export const BIG_KEY_STEP = 20;

/**
 * The share a key press on a separator asks for, or undefined for a key it does not handle.
 * Arrows move the separator the way they point (`side` is 1 when the sized pane is left of the
 * separator, -1 when it is right of it); Home and End take the share to its least and most.
 */
export function shareForKey(key: string, shift: boolean, share: number, side: 1 | -1, range: ShareRange): number | undefined {
  const step = shift ? BIG_KEY_STEP : KEY_STEP;
  if (key === 'ArrowLeft') return clampShare(share - side * step, range);
  if (key === 'ArrowRight') return clampShare(share + side * step, range);
  if (key === 'Home') return range.min;
  if (key === 'End') return range.max;
  return undefined;
}

/** Shares are kept to three decimals, as the library kept them: whole pixels need no more. */
function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
