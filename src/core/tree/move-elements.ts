import type { Draft } from 'immer';
import { nextId, propOf, type JsonNode } from '../model/json-node';
import type { NavElement, NavIndex } from '../model/nav-index';
import type { Workspace } from '../model/workspace';
import { mayBeEmpty, type CollectionKey, type KindId } from '../model/kinds';
import { noteChange, replaceStretch } from '../model/changed-stretch';
import { collectionFor, topLevelSelection, type DropTarget } from './can-drop';
import { asDraftArray, draftObjectAt, plainItems, removeProp, type DraftArray, type DraftObject } from './draft-path';

/**
 * The edits of one list: removals at pre-edit positions, and what is inserted once they are
 * done (at a position counted after them). Applied as one new array per list (spliceItems).
 */
interface ListEdit {
  readonly arr: DraftArray;
  readonly owner: DraftObject;
  readonly key: CollectionKey;
  /** The kind of the element that holds the list (whether the list may be left empty: kinds.ts mayBeEmpty). */
  readonly kind: KindId;
  /** The depth of the element that holds the list: deeper lists are rebuilt first. */
  readonly depth: number;
  readonly remove: number[];
  insertAt?: number;
  insert?: JsonNode[];
}

/**
 * Every list edit of a move or a removal, applied deepest list first. A list is rebuilt as a
 * new plain array from its draft's current state (see spliceItems), so a list nested inside it
 * must be edited before, through drafts that still belong to the tree; every list is resolved
 * before any is rebuilt.
 */
class ListEdits {
  private readonly edits = new Map<DraftArray, ListEdit>();

  constructor(private readonly draft: Draft<Workspace>) {}

  /** The edit of the list that holds `key` of element `parent` (created on first use). */
  of(parent: NavElement, key: CollectionKey): ListEdit {
    // An element reached through `$ref` sits in its parent's file, as the `{ "$ref" }` object.
    const owner = draftObjectAt(this.draft, parent.file, parent.path);
    const prop = propOf(owner, key);
    let arr: DraftArray;
    if (prop && prop.value.type === 'array') arr = asDraftArray(prop.value);
    else {
      // A move into a collection the parent does not have yet: it is added, as an empty list.
      owner.props.push({ key, value: { type: 'array', id: nextId(), items: [] } });
      arr = asDraftArray(owner.props[owner.props.length - 1].value);
    }
    let e = this.edits.get(arr);
    if (!e) this.edits.set(arr, (e = { arr, owner, key, kind: parent.kind, depth: parent.depth, remove: [] }));
    return e;
  }

  /** Rebuild each list once, deepest first; `keep` is a list not to remove when it ends empty. */
  apply(keep?: ListEdit): void {
    const all = [...this.edits.values()].sort((a, b) => b.depth - a.depth);
    for (const e of all) {
      // Spread, not slice: the list is frozen (see below), and V8 slices a frozen array item by
      // item through its slow path (35 ms for 200,000 pages, where a spread takes 1.4 ms).
      const was = plainItems(e.arr);
      const next = [...was];
      e.remove.sort((a, b) => b - a);
      for (const at of e.remove) next.splice(at, 1);
      const kept = next.length;
      const at = Math.min(e.insertAt ?? kept, kept);
      if (e.insert) next.splice(at, 0, ...e.insert);
      // Nothing changed before the first removal or the insertion, nor after the last of them.
      const first = Math.min(e.remove.length ? e.remove[e.remove.length - 1] : Infinity, e.insert ? at : Infinity);
      const tail = Math.min(e.remove.length ? was.length - 1 - e.remove[0] : was.length, e.insert ? kept - at : kept);
      noteChange(was, next, first, tail);
      // Frozen, as the parser leaves lists: immer's finalisation skips a frozen value, where it
      // would otherwise walk all of a new plain array's items looking for drafts (a third of a
      // move in a 200,000-page list). Its items hold no draft: they come from plainItems.
      e.arr.items = Object.freeze(next) as JsonNode[];
      // A list the generator refuses empty goes with its last entry; one it accepts empty stays.
      if (next.length === 0 && !mayBeEmpty(e.kind, e.key) && e !== keep) removeProp(e.owner, e.key);
    }
  }
}

/**
 * Replace `remove` items of a draft list from `at` by `insert`, as one new list, as a move does
 * (see ListEdits.apply): one patch and a copy of pointers, where a splice on the draft made a
 * patch per item after `at` (400,000 for an insertion among 200,000 pages), and a note of
 * what it left alone for changedStretch.
 */
export function spliceList(arr: DraftArray, at: number, remove: number, insert: readonly JsonNode[]): void {
  const was = plainItems(arr);
  const next = replaceStretch(was, at, at + remove, insert);
  noteChange(was, next, at, was.length - at - remove);
  arr.items = Object.freeze(next) as JsonNode[];
}

/** Plan the removal of elements (pre-edit index); returns the removed nodes in document order. */
function planRemovals(edits: ListEdits, draft: Draft<Workspace>, index: NavIndex, ids: readonly number[]): JsonNode[] {
  const moved = topLevelSelection(index, ids);
  const nodes: JsonNode[] = new Array(moved.length);
  // Later elements first: removing `global` (a key, not a list item) never shifts a path the
  // lists after it are found by.
  for (let i = moved.length - 1; i >= 0; i--) {
    const el = moved[i];
    const parent = index.elements.get(el.parent!)!;
    if (el.collection === 'global') {
      // `global` is an object, not a list: removing it removes the key.
      const owner = draftObjectAt(draft, parent.file, parent.path);
      nodes[i] = propOf(owner, 'global')!.value;
      removeProp(owner, 'global');
      continue;
    }
    const e = edits.of(parent, el.collection!);
    const items = plainItems(e.arr);
    const at = el.refNode !== undefined ? items.findIndex((n) => n.id === el.refNode) : el.index;
    nodes[i] = items[at];
    e.remove.push(at);
  }
  return nodes;
}

/**
 * Remove elements from the draft (pre-edit index), removing a collection key the generator
 * would reject once empty. Returns the removed nodes in document order.
 */
export function removeElements(draft: Draft<Workspace>, index: NavIndex, ids: readonly number[]): JsonNode[] {
  const edits = new ListEdits(draft);
  const nodes = planRemovals(edits, draft, index, ids);
  edits.apply();
  return nodes;
}

/**
 * Move elements (a multi-selection keeps its document order) into `target`, as one edit of the
 * draft. Callers check `canDrop` first. Only the lists on the way change, each rebuilt once, so
 * every untouched subtree stays the same object and prints byte for byte, and a move costs
 * what it changes, not the length of the lists it passes through.
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
  const edits = new ListEdits(draft);
  // The target list is resolved before the removals are planned: `global` removals change props.
  const into = edits.of(parent, collection);
  // Removing moved siblings that sit before the target position shifts it left.
  const before = moved.filter((m) => m.parent === parent.id && m.collection === collection && m.index < target.index).length;
  const nodes = planRemovals(edits, draft, index, ids);
  into.insertAt = Math.max(0, target.index - before);
  into.insert = nodes;
  edits.apply(into);
}
