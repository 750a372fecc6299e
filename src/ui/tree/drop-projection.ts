import { canDrop, collectionFor, type DropTarget } from '../../core/tree/can-drop';
import { labelOf, type NavElement, type NavIndex } from '../../core/model/nav-index';
import type { CanRun } from '../../core/commands/command';

export type DropPlace = 'before' | 'after' | 'inside';

/** What a drag over a row means: where it would land, whether the rules allow it, and why not. */
export interface Projection {
  readonly overId: number;
  readonly place: DropPlace;
  readonly depthShift: number;
  readonly target?: DropTarget;
  readonly verdict: CanRun;
  /** "Into 'Get started', position 2" for the indicator and the announcement. */
  readonly description: string;
}

/** Which third of the row the pointer is in: the top quarter means before, the bottom quarter after, else inside. */
export function placeFromPointer(offsetY: number, height: number, canHold: boolean): DropPlace {
  const f = offsetY / Math.max(1, height);
  if (!canHold) return f < 0.5 ? 'before' : 'after';
  if (f < 0.25) return 'before';
  if (f > 0.75) return 'after';
  return 'inside';
}

/**
 * The drop target a pointer position means (like dnd-kit's sortable tree example): before,
 * after or inside the row under the pointer; dragging left while "after" the last child of a
 * list moves the drop out one level per indent step.
 */
export function project(index: NavIndex, ids: readonly number[], overId: number, place: DropPlace, depthShift = 0): Projection {
  const first = index.elements.get(overId);
  if (!first || first.parent === undefined) return { overId, place, depthShift, verdict: { ok: false, reason: 'nothing to drop on' }, description: '' };
  let over: NavElement = first;
  let target: DropTarget;
  if (place === 'inside') {
    const kinds = ids.map((id) => index.elements.get(id)?.kind ?? 'page');
    const collection = collectionFor(over, kinds);
    const count = over.children.filter((c) => index.elements.get(c)!.collection === collection).length;
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
  const verdict = canDrop(index, ids, target);
  const parent = index.elements.get(target.parentId)!;
  const description = parent.kind === 'navigation' ? `at the top level, position ${target.index + 1}` : `into '${labelOf(parent)}', position ${target.index + 1}`;
  return { overId, place, depthShift, target, verdict, description };
}
