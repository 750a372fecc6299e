import { canDrop, canInsert, collectionFor, topLevelSelection, type DropTarget } from './can-drop';
import { labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import { onlyList } from '../model/changed-stretch';
import type { Placing } from './move-destinations';
import type { CanRun } from '../commands/command';
import type { KindId } from '../model/kinds';

/*
 * The pure part of dragging in the tree (the tree panel's dnd-kit handlers call it with what
 * the pointer or the keyboard says): where a drop over an element lands, whether the nesting
 * rules allow it, and the words for it. No DOM here, so it is tested without a browser.
 */

/** Where on an element a drag is: before it, after it, or inside it (as its last child). */
export type DropPlace = 'before' | 'after' | 'inside';

/** What a drag over an element means: where it would land, whether the rules allow it, and why not. */
export interface DropProjection {
  readonly overId: number;
  readonly place: DropPlace;
  readonly depthShift: number;
  readonly target?: DropTarget;
  readonly verdict: CanRun;
  /** "into 'Get started', position 2" for the indicator and the announcement. */
  readonly description: string;
}

/** Which part of the row the pointer is in: the top quarter means before, the bottom quarter after, else inside. */
export function placeFromPointer(offsetY: number, height: number, canHold: boolean): DropPlace {
  const f = offsetY / Math.max(1, height);
  if (!canHold) return f < 0.5 ? 'before' : 'after';
  if (f < 0.25) return 'before';
  if (f > 0.75) return 'after';
  return 'inside';
}

/** What `keyboardDropPlaces` needs of a visible row of the tree: its kind and how deep it is. */
export interface VisibleRow {
  /** An element kind, or what the tree shows in its place (a generated page is a 'page'). */
  readonly kind: string;
  readonly depth: number;
}

/**
 * The places a keyboard drag steps through on the visible row `i` (the arrow keys go from one to
 * the next): before it; inside it unless it is a page; and after it only at the end of a list,
 * since elsewhere "after" is the same place as "before" the next row.
 */
export function keyboardDropPlaces(rows: readonly VisibleRow[], i: number): DropPlace[] {
  const r = rows[i];
  const places: DropPlace[] = ['before'];
  if (r.kind !== 'page') places.push('inside');
  const next = rows[i + 1];
  if (!next || next.depth < r.depth) places.push('after');
  return places;
}

function kindsOf(index: NavIndex, placing: Placing): KindId[] {
  return 'ids' in placing ? placing.ids.map((id) => index.elements.get(id)?.kind ?? 'page') : [placing.kind];
}

/**
 * The drop target a pointer position means (like dnd-kit's sortable tree example): before,
 * after or inside the row under the pointer; dragging left while "after" the last child of a
 * list moves the drop out one level per indent step. `placing` is the dragged elements, or
 * the kind of a new element (an unlisted page dragged in).
 */
export function projectDrop(index: NavIndex, placing: Placing, overId: number, place: DropPlace, depthShift = 0): DropProjection {
  const first = index.elements.get(overId);
  if (!first || first.parent === undefined)
    return { overId, place, depthShift, verdict: { ok: false, reason: 'nothing to drop on' }, description: '' };
  const asked = place;
  let over: NavElement = first;
  let target: DropTarget;
  // Indent (dragging right, as in dnd-kit's sortable tree example): after a row means into it,
  // before a row means into the sibling above it; both at the end of that element's list.
  if (depthShift > 0 && place !== 'inside') {
    const into = place === 'after' ? over : previousSibling(index, over);
    if (into && into.kind !== 'page') {
      over = into;
      place = 'inside';
    }
  }
  if (place === 'inside') {
    const kinds = kindsOf(index, placing);
    const collection = collectionFor(over, kinds.includes('page') ? ['page'] : kinds);
    let count = 0;
    for (const c of over.children) if (index.elements.get(c)!.collection === collection) count++;
    target = { parentId: over.id, collection, index: count };
  } else {
    // Outdent: while dragging left after the last child, climb to the parent's level.
    let shift = depthShift;
    while (place === 'after' && shift < 0 && over.parent !== undefined) {
      const parent: NavElement = index.elements.get(over.parent)!;
      const coll = over.collection;
      const siblings = parent.children.filter((c) => index.elements.get(c)!.collection === coll);
      if (siblings[siblings.length - 1] !== over.id || parent.parent === undefined) break;
      over = parent;
      shift++;
    }
    target = { parentId: over.parent!, collection: over.collection, index: over.index + (place === 'after' ? 1 : 0) };
  }
  const verdict = 'ids' in placing ? canDrop(index, placing.ids, target) : canInsert(index, placing.kind, target);
  // `place` stays what the pointer said (the row draws it); the target says where it lands.
  return {
    overId,
    place: asked,
    depthShift,
    target,
    verdict,
    description: targetText(index, { ...target, index: landingIndex(index, placing, target) }),
  };
}

/**
 * The position the first placed element will have once dropped: a target index counts the
 * list as it is before the move, so moved siblings ahead of it shift it left.
 */
export function landingIndex(index: NavIndex, placing: Placing, target: DropTarget): number {
  if (!('ids' in placing)) return target.index;
  let before = 0;
  for (const m of topLevelSelection(index, placing.ids))
    if (m.parent === target.parentId && m.collection === target.collection && m.index < target.index) before++;
  return target.index - before;
}

function previousSibling(index: NavIndex, el: NavElement): NavElement | undefined {
  const parent = index.elements.get(el.parent!)!;
  let prev: NavElement | undefined;
  for (const c of parent.children) {
    if (c === el.id) return prev;
    const sib = index.elements.get(c)!;
    if (sib.collection === el.collection) prev = sib;
  }
  return undefined;
}

/** "into 'Get started', position 2" or "at the top level, position 1": where a target is, for people. */
export function targetText(index: NavIndex, target: DropTarget): string {
  const parent = index.elements.get(target.parentId)!;
  return parent.kind === 'navigation'
    ? `at the top level, position ${target.index + 1}`
    : `into '${labelOf(parent)}', position ${target.index + 1}`;
}

/**
 * What was announced after a move: "Moved 'Quickstart' into 'Get started', position 2 of 5",
 * read from the index after the edit (so the position and count are the real ones).
 */
export function movedText(index: NavIndex, ids: readonly number[], verb = 'Moved'): string {
  const els = topLevelSelection(index, ids);
  if (!els.length) return verb;
  const el = els[0];
  const parent = index.elements.get(el.parent!)!;
  // One list alone (a long flat group's pages): its length, not 200,000 lookups per move.
  const only = onlyList(parent.node);
  let count = 0;
  if (only && only.key === el.collection && only.items.length === parent.children.length) count = parent.children.length;
  else for (const c of parent.children) if (index.elements.get(c)!.collection === el.collection) count++;
  const what = els.length === 1 ? `'${labelOf(el)}'` : `${els.length} elements`;
  const where = parent.kind === 'navigation' ? 'at the top level' : `into '${labelOf(parent)}'`;
  return `${verb} ${what} ${where}, position ${el.index + 1} of ${count}`;
}
