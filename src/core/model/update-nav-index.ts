import { changedStretch, LONG_LIST, noteChange, onlyList, replaceStretch } from './changed-stretch';
import { getProp, type JsonNode } from './json-node';
import { valueCopyOf, type ValueCopy } from './value-copies';
import type { CollectionKey } from './kinds';
import { keptAs } from './nav-index';
import type { Workspace } from './workspace';
import { IndexedElement, IndexedPage, SAME_PATH, type Indexed } from './indexed-element';
import { BuiltNavIndex } from './built-nav-index';
import { childAt, indexFromScratch, pushChildren, resolveNavigationRoot } from './index-from-scratch';
import { carryLabelPaths } from './label-path';

/**
 * The index of an edited document from the index of an earlier version: walk down from the
 * root, building only elements whose node or place changed and taking over every other subtree
 * whole. An element may be taken over when its node is the same object, at the same place
 * (parent, collection, position, file) under a parent whose own path did not change, with no
 * `$ref` below it (a split file can change while the object pointing at it does not).
 */
export function updateNavIndex(ws: Workspace, navNode: JsonNode, prev: BuiltNavIndex): BuiltNavIndex {
  const [rootNode, rootFile, rootRef] = resolveNavigationRoot(ws, navNode, ws.mainPath);
  const oldRoot = prev.elements.get(prev.rootId!) as IndexedElement;
  // Another document (or a replaced navigation): nothing to take over.
  if (oldRoot.id !== rootNode.id) return indexFromScratch(ws, navNode);
  const table = prev.elements.derive();
  const copy = valueCopyIn(ws, oldRoot);
  // The ids built in this pass, in an array: a Set of them (made below only when some element
  // moved or went) cost more than the rest of an update that rebuilt 16,000 elements.
  const built: number[] = [];
  const candidates: Indexed[] = [];
  const root = new IndexedElement(rootNode, 'navigation', undefined, undefined, 0, 0, rootFile, rootRef);
  if (oldRoot.file === root.file && oldRoot.refNode === root.refNode) root.flags |= SAME_PATH;
  if (rootRef === undefined) root.ownPath = ['navigation'];
  // An Enter typed anywhere in the navigation: the whole of it stands in for the old one.
  if (copy && !oldRoot.refBelow && rootRef === undefined && copy.same(oldRoot.node)) root.standsFor = keptAs(oldRoot);

  const fresh: Indexed[] = [];
  const stack: Indexed[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    table.put(el);
    built.push(el.id);
    // A page entry has no children: nothing below to build or compare.
    if (el instanceof IndexedPage) continue;
    fresh.length = 0;
    const old = prev.elements.get(el.id) as Indexed | undefined;
    // Standing in for an old element whose node lies after the change: every node below is a copy,
    // so no old page entry can be taken over and none is looked up (23,000 after an Enter on crewAI).
    const allNew = copy !== undefined && el.standsFor !== undefined && copy.after(old!.node);
    // Pages are taken over as they are made (see pushChildren) only where the parent's path is the same.
    const same = el.samePath && !allNew ? (prev.elements as ReadonlyMap<number, Indexed>) : undefined;
    const moved = same && movedWithin(el as IndexedElement, old);
    if (moved) {
      // A long list moved within: only the stretch that changed is built; the children before
      // and after it are the old ones (each would be taken over: see movedWithin).
      for (let i = moved.start; i < moved.end; i++) fresh.push(childAt(ws, el as IndexedElement, moved.key, moved.items[i], i, same));
    } else pushChildren(ws, el, fresh, same);
    const start = stack.length;
    for (const child of fresh) {
      const was = allNew && child instanceof IndexedPage ? undefined : (prev.elements.get(child.id) as Indexed | undefined);
      const parent = el as IndexedElement; // only elements have children
      if (was && parent.samePath && reusable(was, child, parent)) {
        el.children.push(was.id);
        continue;
      }
      if (was && parent.samePath && child instanceof IndexedElement && samePlace(was, child)) {
        child.flags |= SAME_PATH;
        if (was instanceof IndexedElement) {
          if (was.ownPath) child.ownPath = was.ownPath;
          if (copy && sameButNode(was, child, parent) && was.file === ws.mainPath && copy.same(was.node)) child.standsFor = keptAs(was);
        }
      }
      el.children.push(child.id);
      stack.push(child);
    }
    if (moved) {
      // One new list: pushing 200,000 ids one by one cost more than the rest of the update.
      const c = old!.children;
      const children = replaceStretch(c, moved.start, moved.end, el.children);
      noteChange(c, children, moved.start, c.length - moved.end);
      (el as { children: number[] }).children = children;
    }
    // Pushed in document order; reverse them so they pop in document order.
    for (let a = start, b = stack.length - 1; a < b; a++, b--) {
      const t = stack[a];
      stack[a] = stack[b];
      stack[b] = t;
    }
    // Old children that are not children here any more moved or were removed: none of an element
    // standing in for the old one (a value copy of its node has the same children).
    if (old && old.children.length && !el.standsFor)
      droppedChildren(old.children, el.children, (c) => candidates.push(prev.elements.get(c) as Indexed));
  }
  // A candidate built elsewhere in this pass moved; otherwise it and its old subtree are gone,
  // except the parts that moved out of it (built in this pass, and handled there).
  const rebuilt = candidates.length ? new Set(built) : undefined;
  const gone: Indexed[] = candidates.filter((c) => !rebuilt!.has(c.id));
  while (gone.length) {
    const g = gone.pop()!;
    table.remove(g.id);
    for (const c of g.children) if (!rebuilt!.has(c)) gone.push(prev.elements.get(c) as Indexed);
  }
  const next = new BuiltNavIndex(root.id, table.seal(root.id));
  carryLabelPaths(prev, next);
  return next;
}

/**
 * Hand each id of `before` that `after` lacks to `dropped`. Only the stretch where the two lists
 * differ is compared (the ids before it and after it are the same ones in both, and an id is in
 * a list once): a move in a list of 200,000 compares a few ids, not a set of all of them.
 */
export function droppedChildren(before: readonly number[], after: readonly number[], dropped: (id: number) => void): void {
  const { start, endBefore, endAfter } = changedStretch(before, after);
  const stretch = after.slice(start, endAfter);
  const now = stretch.length > 16 ? new Set(stretch) : stretch;
  for (let k = start; k < endBefore; k++) if (!(now instanceof Set ? now.has(before[k]) : now.includes(before[k]))) dropped(before[k]);
}

/**
 * Where the children of `el` changed, when its one child list is a long list (LONG_LIST items or
 * more) whose items were moved within one stretch, the same length as before (a drop or Alt+Up
 * among its pages), under the element it had, without a `$ref` below it: then each child before
 * and after the stretch is the old one at the same place (same node, position, parent and file),
 * which the walk would take over whole, so it is not made again. A move among 200,000 pages
 * builds the few that moved instead of walking all of them. Else undefined.
 */
function movedWithin(
  el: IndexedElement,
  old: Indexed | undefined,
): { key: CollectionKey; items: readonly JsonNode[]; start: number; end: number } | undefined {
  if (!(old instanceof IndexedElement) || old.children.length < LONG_LIST || old.refBelow) return undefined;
  if (old.kind !== el.kind || old.depth !== el.depth || old.file !== el.file || old.refNode !== el.refNode) return undefined;
  const was = onlyList(old.node);
  const now = onlyList(el.node);
  if (!was || !now || was.key !== now.key || was.items.length !== now.items.length || old.children.length !== was.items.length)
    return undefined;
  const { start, endBefore, endAfter } = changedStretch(was.items, now.items);
  return endBefore === endAfter ? { key: now.key, items: now.items, start, end: endAfter } : undefined;
}

/** May `was` (of the earlier index) stand for `child` with its whole subtree? See `update`. */
function reusable(was: Indexed, child: Indexed, parent: IndexedElement): boolean {
  return was.node === child.node && sameButNode(was, child, parent);
}

/** What reusable asks besides the node: the same kind and place, and no `$ref` below. */
function sameButNode(was: Indexed, child: Indexed, parent: IndexedElement): boolean {
  return (
    was.kind === child.kind && was.depth === child.depth && !was.refBelow && samePlace(was, child) && was.parentEl!.kind === parent.kind
  );
}

/**
 * When the main file's tree is a value copy (the JSON pane's whitespace or splice edit: see
 * value-copies.ts) of the tree whose navigation `oldRoot` was built over, the test of an old
 * node whose new namesake has the same value all the way down: a rebuilt element over such a
 * node, at its old place, stands in for the old element (NavElement.standsFor). Undefined
 * otherwise, and for a navigation in a file of its own.
 */
function valueCopyIn(ws: Workspace, oldRoot: IndexedElement): ValueCopy | undefined {
  const copy = valueCopyOf(ws.files[ws.mainPath].root);
  // Built from that tree: its navigation is the old index's root (every element of the main file is then that tree's).
  return !copy || oldRoot.refNode !== undefined || getProp(copy.of, 'navigation') !== oldRoot.node ? undefined : copy;
}

/** Same parent, collection, position, file and `$ref`: the element's path is unchanged when its parent's is. */
function samePlace(was: Indexed, el: Indexed): boolean {
  return (
    was.parent === el.parent &&
    was.collection === el.collection &&
    was.index === el.index &&
    was.file === el.file &&
    was.refNode === el.refNode
  );
}
