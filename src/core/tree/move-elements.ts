import type { Draft } from 'immer';
import { nextId, propOf, type JsonNode } from '../model/json-node';
import type { NavElement, NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { collectionFor, topLevelSelection, type DropTarget } from './can-drop';
import { asDraftArray, draftObjectAt, removeProp, type DraftArray, type DraftObject } from './draft-path';

/** Collections the generator rejects when empty: moving their last child out removes the key. */
const REJECTED_WHEN_EMPTY = new Set(['tabs', 'anchors', 'groups', 'versions', 'languages', 'dropdowns', 'products', 'menu']);

/** The draft array that holds an element, and the object that holds that array. */
function containerOf(draft: Draft<Workspace>, index: NavIndex, el: NavElement): { arr: DraftArray; owner: DraftObject; key: string } {
  const parent = index.elements.get(el.parent!)!;
  // An element reached through `$ref` sits in its parent's file, as the `{ "$ref" }` object.
  const owner = draftObjectAt(draft, parent.file, parent.path);
  const key = el.collection!;
  const arr = asDraftArray(propOf(owner, key)!.value);
  return { arr, owner, key };
}

/**
 * Remove elements from the draft (pre-edit index), removing a collection key the generator
 * would reject once empty. Returns the removed nodes in document order.
 */
export function removeElements(
  draft: Draft<Workspace>,
  index: NavIndex,
  ids: readonly number[],
  keep?: { owner: DraftObject; key: string },
): JsonNode[] {
  const moved = topLevelSelection(index, ids);
  const nodes: JsonNode[] = new Array(moved.length);
  // Later elements first: removing them never shifts the path of an earlier one.
  for (let i = moved.length - 1; i >= 0; i--) {
    const el = moved[i];
    if (el.collection === 'global') {
      // `global` is an object, not a list: removing it removes the key.
      const owner = draftObjectAt(draft, index.elements.get(el.parent!)!.file, index.elements.get(el.parent!)!.path);
      nodes[i] = propOf(owner, 'global')!.value;
      removeProp(owner, 'global');
      continue;
    }
    const { arr, owner, key } = containerOf(draft, index, el);
    const at = el.refNode !== undefined ? arr.items.findIndex((n) => n.id === el.refNode) : el.index;
    nodes[i] = arr.items.splice(at, 1)[0];
    const kept = keep && keep.owner === owner && keep.key === key;
    if (arr.items.length === 0 && REJECTED_WHEN_EMPTY.has(key) && !kept) removeProp(owner, key);
  }
  return nodes;
}

/**
 * Move elements (a multi-selection keeps its document order) into `target`, as one edit of the
 * draft. Callers check `canDrop` first. Only the arrays on the way change, so every untouched
 * subtree stays the same object and prints byte for byte.
 */
export function moveElements(draft: Draft<Workspace>, index: NavIndex, ids: readonly number[], target: DropTarget): void {
  const moved = topLevelSelection(index, ids);
  const parent = index.elements.get(target.parentId)!;
  const collection =
    target.collection ??
    collectionFor(
      parent,
      moved.map((m) => m.kind),
    )!;
  const owner = draftObjectAt(draft, parent.file, parent.path);
  // Resolve the target array before removals shift any index on its path.
  let prop = propOf(owner, collection);
  const targetArr = prop && prop.value.type === 'array' ? asDraftArray(prop.value) : undefined;
  // Removing moved siblings that sit before the target position shifts it left.
  const before = moved.filter((m) => m.parent === parent.id && m.collection === collection && m.index < target.index).length;
  const nodes = removeElements(draft, index, ids, { owner, key: collection });
  let arr = targetArr;
  prop = propOf(owner, collection);
  if (!prop) {
    owner.props.push({ key: collection, value: { type: 'array', id: nextId(), items: [] } });
    arr = asDraftArray(owner.props[owner.props.length - 1].value);
  } else if (!arr) arr = asDraftArray(prop.value);
  arr!.items.splice(Math.max(0, target.index - before), 0, ...nodes);
}
