import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Row, RowLookup } from './rows';
import { ROW_HEIGHT } from './use-tree-drag';

interface Options {
  rows: readonly Row[];
  rowIndex: RowLookup;
  /**
   * What a person changes rows with: the document, the expansion, the filter. Rows that change
   * while each of these is the same object came from data arriving (the pages an OpenAPI
   * document generates, parsed in a worker after the tree has drawn).
   */
  causes: readonly unknown[];
  scrollRef: React.RefObject<HTMLDivElement | null>;
}

/** Pointer handlers for the tree's scroll element: where the pointer is, the row that stays put. */
export interface RowAnchorHandlers {
  onPointerMove(e: React.PointerEvent): void;
  onPointerLeave(): void;
}

/**
 * Rows that arrive on their own never move the row a person is aiming at. The generated pages of
 * an OpenAPI binding come from a worker, up to a second after the tree first draws: inserted above
 * the row under the pointer they pushed it down (out of the drawn window, when the insert was
 * longer than the rows drawn past the view), so a click aimed at it landed on another row or on
 * nothing. Here the row under the pointer (else the first row in view, as the browser's own scroll
 * anchoring does) keeps its place on screen: the tree scrolls by what was inserted above it,
 * before the browser paints. Changes a person makes (an edit, opening a row, the filter) scroll
 * as they always did.
 */
export function useRowAnchor({ rows, rowIndex, causes, scrollRef }: Options): RowAnchorHandlers {
  const pointerY = useRef<number | undefined>(undefined);
  const last = useRef<{ rows: readonly Row[]; causes: readonly unknown[] } | undefined>(undefined);

  useLayoutEffect(() => {
    const before = last.current;
    last.current = { rows, causes };
    const el = scrollRef.current;
    if (!before || !el || before.rows === rows || !before.rows.length) return;
    if (before.causes.length !== causes.length || before.causes.some((c, i) => c !== causes[i])) return;
    const top = el.scrollTop;
    const firstInView = Math.floor(top / ROW_HEIGHT);
    const pointed =
      pointerY.current === undefined ? -1 : Math.floor((pointerY.current - el.getBoundingClientRect().top + top) / ROW_HEIGHT);
    const at = pointed >= 0 && pointed < before.rows.length ? pointed : Math.min(firstInView, before.rows.length - 1);
    const now = rowIndex.get(before.rows[at].id);
    if (now !== undefined && now !== at) el.scrollTop = top + (now - at) * ROW_HEIGHT;
  }, [rows]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per new row list; the rest is read then

  const onPointerMove = useCallback((e: React.PointerEvent) => void (pointerY.current = e.clientY), []);
  const onPointerLeave = useCallback(() => void (pointerY.current = undefined), []);
  return { onPointerMove, onPointerLeave };
}
