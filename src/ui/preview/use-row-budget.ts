import { useCallback, useMemo, useRef, useState } from 'react';
import type { SidebarItem } from '../../core/sidebar/sidebar-types';
import { canCollapse, factsOf, initialExpanded } from '../../core/sidebar/group-state';
import { LONG_LIST, listCounter } from '../../core/model/changed-stretch';
import { useDrawnRows } from '../common/use-drawn-rows';

/**
 * Rows drawn at once when a long list appears, and rows added per step after that. A row of
 * the sidebar costs about 70 µs to create, style and lay out: the 1,223 pages GitHub's REST
 * document generates, drawn in one go, made an 80-250 ms task. 80 rows (26-28 px each) fill a
 * sidebar 1,000 px tall with room to scroll; 100 more per step. With 150 and 200, the frame
 * that drew those pages as they arrived from the worker laid out and painted for 40-60 ms, the
 * longest task of loading that document (measured in Chromium, three opens in turns with
 * this: 54-61 ms at most against 63-99).
 */
export const FIRST_ROWS = 80;
export const MORE_ROWS = 100;

const counted = new WeakMap<SidebarItem, readonly [ReadonlyMap<string, boolean>, number]>();

/**
 * How many rows an item draws for a reader with this expanded state: a page or link is one;
 * a group is its title, its "pages generated from" note, and the rows of its children while
 * it is open (a collapsed group draws no children). Kept per item and expanded-state map.
 */
export function rowsOf(item: SidebarItem, expanded: ReadonlyMap<string, boolean>): number {
  if (item.type !== 'group') return 1;
  const kept = counted.get(item);
  if (kept && kept[0] === expanded) return kept[1];
  let n = item.pendingOpenapi ? 2 : 1;
  const children = item.children;
  // A long list of pages alone is one row each: no walk of its 200,000 items after a move, as
  // the count of its groups is taken from the last version's (see listCounter).
  if (isOpen(item, expanded)) {
    if (children.length >= LONG_LIST && groupItems(children) === 0) n += children.length;
    else for (const c of children) n += rowsOf(c, expanded);
  }
  counted.set(item, [expanded, n]);
  return n;
}

/** How many items of a list are groups (the only items that draw more than one row). */
const groupItems = listCounter((it: SidebarItem) => it.type === 'group');

/** Is this group shown open (the reader's choice, else its initial display)? */
export function isOpen(group: SidebarItem & { type: 'group' }, expanded: ReadonlyMap<string, boolean>): boolean {
  if (!canCollapse(group)) return true;
  return expanded.get(group.key) ?? initialExpanded(factsOf(group));
}

/**
 * Rows a list draws by itself: past this it stops, and the reader asks for more (the panel's
 * "draw more" button). A group of 200,000 pages drew on for a thousand frames after it opened,
 * held 150 MB of rows, and every edit meanwhile waited for the drawing to settle.
 */
export const MAX_ROWS = 5000;

/** How many rows the sidebar draws now, and what is left undrawn. */
export interface RowBudget {
  /** Rows to draw; undefined for all of them. */
  readonly budget: number | undefined;
  /** Rows not drawn once the drawing stopped at its limit (0 while it goes on, or when all are drawn). */
  readonly hidden: number;
  /** Draw up to MAX_ROWS more. */
  drawMore(): void;
  /**
   * For an empty element right after the list, inside the element that scrolls it: the list
   * grows while that element is within AHEAD pixels below what the reader sees (see useRowBudget).
   */
  end(el: Element | null): void;
}

/**
 * How far below the visible part of the sidebar the drawn rows reach before drawing pauses:
 * about 50 rows, so a reader scrolling down finds them drawn.
 */
const AHEAD = 1500;

/**
 * How many rows of `items` the sidebar draws now: undefined for all of them. A long list (a
 * new document, another section, or an OpenAPI document's pages arriving) is drawn
 * `FIRST_ROWS` first and `MORE_ROWS` more per task after that, so no single task creates and
 * lays out more than a few hundred rows; the reader sees the top at once and the rest follows
 * within a few frames, up to MAX_ROWS (then `drawMore`). `list` names the list: another one
 * starts over from the top.
 *
 * The list grows only while its end is near what the reader sees (`end`, AHEAD), and again when
 * they scroll down to it. Drawn to MAX_ROWS by itself, a group of 200,000 pages went on drawing
 * for some 50 frames after it opened, and the first moves in the tree waited for those frames.
 * Where the browser cannot tell (no IntersectionObserver), the list grows as before.
 */
export function useRowBudget(list: string, items: readonly SidebarItem[] | undefined, expanded: ReadonlyMap<string, boolean>): RowBudget {
  const total = useMemo(() => (items ? items.reduce((n, it) => n + rowsOf(it, expanded), 0) : 0), [items, expanded]);
  const [near, setNear] = useState(true);
  const watch = useRef<IntersectionObserver>(undefined);
  const end = useCallback((el: Element | null) => {
    watch.current?.disconnect();
    watch.current = undefined;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    watch.current = new IntersectionObserver((entries) => setNear(entries[entries.length - 1].isIntersecting), {
      root: el.parentElement,
      rootMargin: `0px 0px ${AHEAD}px 0px`,
    });
    watch.current.observe(el);
  }, []);
  // A few more rows than were drawn (a group opened, a page added) come at once, wherever the end is.
  const drawn = useDrawnRows(list, total, FIRST_ROWS, MORE_ROWS, { cap: MAX_ROWS, paused: !near });
  const { drawMore: more } = drawn;
  const drawMore = useCallback(() => more(MAX_ROWS), [more]);
  return { budget: drawn.all ? undefined : drawn.rows, hidden: drawn.stopped ? total - drawn.rows : 0, drawMore, end };
}
