import { startTransition, useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '../../io/next-task';

/** What useDrawnRows gives. */
export interface DrawnRows {
  /** Rows to draw now: `total` once `all`. */
  readonly rows: number;
  /** Every row is drawn (or comes with this render). */
  readonly all: boolean;
  /** Drawing stopped at its cap with rows left undrawn (see drawMore). */
  readonly stopped: boolean;
  /** Let the drawing go on `by` rows past its cap. */
  drawMore(by: number): void;
}

export interface DrawnRowsOptions {
  /** Rows drawn by itself at most (from the top of a list), until drawMore. */
  readonly cap?: number;
  /** Hold the drawing for now (the sidebar: the list's end is far below what the reader sees). */
  readonly paused?: boolean;
  /**
   * When the list holds fewer rows than were drawn (an edit mended problems), count from
   * there, so that many rows coming back at once (its undo) are drawn in steps again. Without
   * it, rows come back at once up to as many as were drawn (a group closed and opened again).
   */
  readonly recount?: boolean;
}

/**
 * How many of a list's `total` rows to draw now. A list that appears whole (`list` names it:
 * another document, section or filter) draws `first` rows at once and `more` per task after
 * each paint until every row is drawn (or `cap`), so no one task creates and lays out hundreds
 * of rows; rows added to a list already drawn (the few an edit makes) come at once. The
 * problems list and the sidebar's row budget (src/ui/preview/use-row-budget.ts) draw this way.
 *
 * @example const { rows } = useDrawnRows(`${rootId} ${filter}`, problems.length, 40, 60, { recount: true });
 */
export function useDrawnRows(list: unknown, total: number, first: number, more: number, opts: DrawnRowsOptions = {}): DrawnRows {
  const { cap: firstCap = Infinity, paused = false, recount = false } = opts;
  const [drawn, setDrawn] = useState({ list, rows: first, cap: firstCap });
  // Another list: from the top again (state reset during render, as React advises).
  const rows = drawn.list === list ? drawn.rows : first;
  const cap = drawn.list === list ? drawn.cap : firstCap;
  if (drawn.list !== list) setDrawn({ list, rows, cap });
  // A few more rows than were drawn come at once.
  const all = total <= rows + more;
  const stopped = !all && rows >= cap;
  useEffect(() => {
    const least = Math.max(total, first);
    if (recount && rows > least) return setDrawn((d) => (d.list === list ? { ...d, rows: least } : d));
    if ((all && rows >= total) || stopped || (paused && !all)) return;
    // Everything fits in one more step: remember it, so that a later addition counts from there.
    if (all) return setDrawn((d) => (d.list === list ? { ...d, rows: total } : d));
    return afterNextPaint(() =>
      startTransition(() => setDrawn((d) => (d.list === list ? { ...d, rows: Math.min(d.rows + more, d.cap) } : d))),
    );
  }, [all, stopped, paused, recount, rows, total, list, first, more]);
  const drawMore = useCallback((by: number) => setDrawn((d) => ({ ...d, cap: d.cap + by })), []);
  return { rows: all ? total : rows, all, stopped, drawMore };
}
