import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * How many of a list's `total` rows to draw now. A list that appears whole (`list` names it:
 * another document, another filter) draws `first` rows at once and `more` per task after each
 * paint until every row is drawn, so no one task creates and lays out hundreds of rows; rows
 * added to a list already drawn (the few an edit makes) come at once.
 *
 * @example const drawn = useDrawnRows(`${rootId} ${filter}`, problems.length, 40, 60);
 */
export function useDrawnRows(list: unknown, total: number, first: number, more: number): number {
  const [drawn, setDrawn] = useState({ list, rows: first });
  // Another list: from the top again (state reset during render, as React advises).
  const rows = drawn.list === list ? drawn.rows : first;
  if (drawn.list !== list) setDrawn({ list, rows });
  const all = total <= rows + more;
  useEffect(() => {
    // Fewer rows now (an edit mended problems): count from there, so that many coming back are drawn in steps again.
    if (rows > Math.max(total, first)) return setDrawn((d) => (d.list === list ? { list, rows: Math.max(total, first) } : d));
    if (rows >= total) return;
    // Everything fits in one more step: remember it, so that a later addition counts from there.
    if (all) return setDrawn((d) => (d.list === list ? { list, rows: total } : d));
    return afterNextPaint(() => startTransition(() => setDrawn((d) => (d.list === list ? { list, rows: d.rows + more } : d))));
  }, [all, rows, total, list, first, more]);
  return all ? total : rows;
}
