import type { KindId } from '../model/kinds';
import { labelOf, type NavIndex } from '../model/nav-index';
import { canPlace, collectionFor, topLevelSelection, type DropTarget } from './can-drop';

/** A place the "Move to..." dialog offers: the end of one element's list. */
export interface Destination {
  readonly parentId: number;
  readonly kind: KindId;
  readonly label: string;
  /** Labels of the ancestors, outermost first (the navigation root left out): where it is. */
  readonly trail: readonly string[];
  readonly depth: number;
  readonly target: DropTarget;
}

/** What is being placed: existing elements (a move) or a new element of a kind (an unlisted page). */
export type Placing = { readonly ids: readonly number[] } | { readonly kind: KindId };

/**
 * Every place the elements may go, in document order, each at the end of the list it would
 * join: only the destinations `canDrop` (or, for a new element, `canInsert`) allows. Their
 * current parent is left out of a move, since moving there changes nothing but the order.
 *
 * @example moveDestinations(index, { ids: [groupId] }).map((d) => d.label) // ['Beta', 'Gamma']
 */
export function moveDestinations(index: NavIndex, placing: Placing): Destination[] {
  // Computed once: each check below reuses it instead of sorting the selection again.
  const moving = 'ids' in placing ? topLevelSelection(index, placing.ids) : placing.kind;
  const kinds: KindId[] = typeof moving === 'string' ? [moving] : [...new Set(moving.map((m) => m.kind))];
  if (kinds.length === 0) return [];
  const pageFirst = kinds.includes('page') ? ['page' as KindId] : kinds;
  const currentParents = new Set(typeof moving === 'string' ? [] : moving.map((m) => m.parent));
  const out: Destination[] = [];
  // Labels of the open ancestors while walking in pre-order: a stack by depth.
  const trail: string[] = [];
  for (const id of index.order) {
    const el = index.elements.get(id)!;
    if (el.kind === 'page') continue;
    trail.length = Math.max(0, el.depth - 1);
    const label = el.kind === 'navigation' ? 'Top level' : labelOf(el);
    if (currentParents.has(id)) {
      if (el.depth > 0) trail.push(label);
      continue;
    }
    const collection = collectionFor(el, pageFirst);
    if (collection) {
      let size = 0;
      for (const c of el.children) if (index.elements.get(c)!.collection === collection) size++;
      const target: DropTarget = { parentId: id, collection, index: size };
      if (canPlace(index, moving, target).ok) out.push({ parentId: id, kind: el.kind, label, trail: [...trail], depth: el.depth, target });
    }
    if (el.depth > 0) trail.push(label);
  }
  return out;
}

/** "Guides › Get started": the trail and label of a destination, for lists and announcements. */
export function destinationText(d: Pick<Destination, 'trail' | 'label'>): string {
  return [...d.trail, d.label].join(' › ');
}
