import { useEffect, useRef } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Rows, RowLookup } from './rows';
import { ROW_HEIGHT } from './use-tree-drag';

interface Options {
  activeId: number | undefined;
  rows: Rows;
  rowIndex: RowLookup;
  virtual: Virtualizer<HTMLDivElement, Element>;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  renamingId: number | undefined;
  /** Set when an action asked for focus on the active row (a drop, a dialog closing). */
  wantFocus: React.RefObject<boolean>;
  /** Focus is inside the tree (set on focus, cleared when it leaves for another control). */
  treeHadFocus: React.RefObject<boolean>;
  focusTick: number;
  /** The active row is among the rows drawn now (the virtualiser draws a window of them). */
  activeRendered: boolean;
}

/**
 * Keeps the focused row in view and in DOM focus: scrolls to it when it or its position
 * changed, and gives it focus back after re-renders that re-created it (moves, deletes), so a
 * keyboard user never falls out of the tree onto the page.
 */
export function useTreeFocus({
  activeId,
  rows,
  rowIndex,
  virtual,
  scrollRef,
  renamingId,
  wantFocus,
  treeHadFocus,
  focusTick,
  activeRendered,
}: Options): void {
  // Scroll only when the focused row or its position changed: scrolling forces a layout, and a
  // keystroke in the inspector re-renders the tree without moving anything.
  const scrolledTo = useRef<[number | undefined, number | undefined]>([undefined, undefined]);
  useEffect(() => {
    if (activeId === undefined) return;
    const i = rowIndex.get(activeId);
    if (i === undefined || (scrolledTo.current[0] === activeId && scrolledTo.current[1] === i)) return;
    scrolledTo.current = [activeId, i];
    // Already in view (as on every open, where focus lands on the first row): asking the
    // virtualizer anyway made it read the scroll height, a forced layout of the whole page
    // (4-6 ms on the largest config) before the first paint of a new document.
    const top = virtual.scrollOffset;
    const height = virtual.scrollRect?.height;
    if (top !== null && height && i * ROW_HEIGHT >= top && (i + 1) * ROW_HEIGHT <= top + height) return;
    virtual.scrollToIndex(i, { align: 'auto' });
  }, [activeId, rowIndex, virtual]);

  // Keep DOM focus on the focused row after re-renders: moves and deletes re-create rows, and a
  // deleted row's focus would otherwise fall to the page, out of the keyboard user's reach.
  useEffect(() => {
    if (activeId === undefined || renamingId !== undefined) return;
    if (!wantFocus.current && !treeHadFocus.current) return;
    const node = document.getElementById(`tree-row-${activeId}`);
    if (!node) return; // not rendered yet: the scroll effect brings it into view
    const lost = document.activeElement === document.body || !!scrollRef.current?.contains(document.activeElement);
    if (document.activeElement !== node && (wantFocus.current || lost)) node.focus({ preventScroll: true });
    wantFocus.current = false;
    // activeRendered: End on a long tree scrolls to a row that is drawn only after the scroll.
  }, [activeId, rows, focusTick, renamingId, wantFocus, treeHadFocus, scrollRef, activeRendered]);
}
