import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Rows, RowLookup } from './rows';
import { ROW_HEIGHT } from './use-tree-drag';

interface Options {
  rows: Rows;
  rowIndex: RowLookup;
  /**
   * What a person changes rows with: the document, the expansion, the filter. Rows that change
   * while each of these is the same object came from data arriving (the pages an OpenAPI
   * document generates, parsed in a worker after the tree has drawn).
   */
  causes: readonly unknown[];
  scrollRef: React.RefObject<HTMLDivElement | null>;
}

/** Handlers for the tree's scroll element: where the pointer is and how far the tree is scrolled. */
export interface RowAnchorHandlers {
  onPointerMove(e: React.PointerEvent<HTMLElement>): void;
  onPointerLeave(): void;
  onScroll(e: React.UIEvent<HTMLElement>): void;
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
 *
 * Where the pointer is and how far the tree is scrolled are kept from their own events, not read
 * from the element here: this runs in React's commit, right after the new rows (and the
 * preview's new sidebar) went into the page, and reading `scrollTop` then made the browser lay
 * the whole page out inside the commit. With GitHub's 1,223 generated pages that layout was
 * 15-40 ms of the longest task while the document loaded; now it waits for the frame, and only
 * a correction (rows inserted above the anchor) writes, and so lays out, at once.
 */
export function useRowAnchor({ rows, rowIndex, causes, scrollRef }: Options): RowAnchorHandlers {
  // The pointer's distance from the scroll element's top edge, while it is over the tree.
  const pointerY = useRef<number | undefined>(undefined);
  const scrollTop = useRef(0);
  const last = useRef<{ rows: Rows; causes: readonly unknown[] } | undefined>(undefined);

  useLayoutEffect(() => {
    const before = last.current;
    last.current = { rows, causes };
    const el = scrollRef.current;
    if (!before || !el || before.rows === rows || !before.rows.length) return;
    if (before.causes.length !== causes.length || before.causes.some((c, i) => c !== causes[i])) return;
    const top = scrollTop.current;
    const firstInView = Math.floor(top / ROW_HEIGHT);
    const pointed = pointerY.current === undefined ? -1 : Math.floor((pointerY.current + top) / ROW_HEIGHT);
    const at = pointed >= 0 && pointed < before.rows.length ? pointed : Math.min(firstInView, before.rows.length - 1);
    const now = rowIndex.get(before.rows.get(at)!.id);
    if (now !== undefined && now !== at) el.scrollTop = scrollTop.current = top + (now - at) * ROW_HEIGHT;
  }, [rows]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per new row list; the rest is read then

  const onPointerMove = useCallback(
    (e: React.PointerEvent<HTMLElement>) => void (pointerY.current = e.clientY - e.currentTarget.getBoundingClientRect().top),
    [],
  );
  const onPointerLeave = useCallback(() => void (pointerY.current = undefined), []);
  const onScroll = useCallback((e: React.UIEvent<HTMLElement>) => void (scrollTop.current = e.currentTarget.scrollTop), []);
  return { onPointerMove, onPointerLeave, onScroll };
}
