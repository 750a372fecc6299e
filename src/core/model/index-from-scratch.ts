import type { JsonNode } from './json-node';
import { isShadowed } from './json-node';
import { childKindOf, type CollectionKey, type KindId } from './kinds';
import { refTarget, resolveRelative, type Workspace } from './workspace';
import { isCollectionKey } from './nav-index';
import { IndexedElement, IndexedPage, REF_BELOW, type Indexed } from './indexed-element';
import { BuiltNavIndex } from './built-nav-index';
import { ElementsById } from './elements-by-id';
import { PageLeaves } from './page-leaves';

/** Resolve a `{ "$ref" }` object to the root of its loaded split file: [node, file, ref id]. */
export function resolveNavigationRoot(ws: Workspace, node: JsonNode, file: string): [JsonNode, string, number | undefined] {
  if (node.type === 'object') {
    const ref = refTarget(node);
    if (ref !== undefined) {
      const target = resolveRelative(file, ref);
      const f = ws.files[target];
      if (f) return [f.root, target, node.id];
    }
  }
  return [node, file, undefined];
}

/** Mark every ancestor of `el` as holding a `$ref` below it (so it is never reused as a whole). */
function markRefAbove(el: Indexed): void {
  for (let p = el.parentEl; p && !(p.flags & REF_BELOW); p = p.parentEl) p.flags |= REF_BELOW;
}

/** The index of every element under `navNode`, built from scratch in pre-order. */
export function indexFromScratch(ws: Workspace, navNode: JsonNode): BuiltNavIndex {
  return indexInSlices(ws, navNode).step(never)!;
}

const never = () => false;

/** How many elements are built between two looks at the clock. */
const CHECK_EVERY = 1024;

/**
 * indexFromScratch in slices: each `step` builds elements until `shouldYield()` (asked every
 * 1,024 elements) says to stop, and the last gives the index. For the app's open of a very
 * large config (368,000 pages take over 100 ms to index), so no task holds the page that long.
 * Page entries are kept in a PageLeaves (no object each until asked for: see page-leaves.ts).
 */
export function indexInSlices(ws: Workspace, navNode: JsonNode): { step(shouldYield: () => boolean): BuiltNavIndex | undefined } {
  const elements: IndexedElement[] = [];
  const pages = new PageLeaves();
  const [rootNode, rootFile, rootRef] = resolveNavigationRoot(ws, navNode, ws.mainPath);
  const root = new IndexedElement(rootNode, 'navigation', undefined, undefined, 0, 0, rootFile, rootRef);
  if (rootRef === undefined) root.ownPath = ['navigation'];
  // An element to build the children of, or a page entry's id (kept in `pages` already).
  const stack: (IndexedElement | number)[] = [root];
  let done: BuiltNavIndex | undefined;
  return {
    step(shouldYield) {
      let left = CHECK_EVERY;
      while (!done && stack.length) {
        if (--left === 0) {
          left = CHECK_EVERY;
          if (shouldYield()) return undefined;
        }
        const el = stack.pop()!;
        if (typeof el === 'number') continue;
        elements.push(el);
        const start = stack.length;
        pushChildren(ws, el, stack, undefined, pages);
        // The children just made are the element's, in order: their ids in a list of exactly
        // that length. Pushed one by one as each child was reached, the list of a group of three
        // pages had room for seventeen, and the copies made while growing were garbage.
        const n = stack.length - start;
        if (n > 0) {
          const ids: number[] = new Array(n);
          for (let k = 0; k < n; k++) {
            const c = stack[start + k];
            ids[k] = typeof c === 'number' ? c : c.id;
          }
          (el as { children: number[] }).children = ids;
        }
        // Children were pushed in order; reverse them so they pop in document order.
        for (let a = start, b = stack.length - 1; a < b; a++, b--) {
          const t = stack[a];
          stack[a] = stack[b];
          stack[b] = t;
        }
      }
      return (done ??= new BuiltNavIndex(root.id, ElementsById.of<Indexed, PageLeaves>(elements, pages)));
    },
  };
}

/**
 * Create the child elements of `el` (in document order) and hand each to `out`. A child that is
 * a `$ref` object (loaded or not) marks its ancestors here, when it is created, so that the mark
 * is set whether the child is then used or an earlier index's element is taken over for it.
 * Given `pages`, a page entry is kept there and `out` gets its id instead of an element.
 */
export function pushChildren(
  ws: Workspace,
  el: Indexed,
  out: { push(e: Indexed | number): unknown },
  prev?: ReadonlyMap<number, Indexed>,
  pages?: PageLeaves,
): void {
  const node = el.node;
  if (node.type !== 'object' || !(el instanceof IndexedElement)) return;
  const depth = el.depth + 1;
  const props = node.props;
  for (let j = 0; j < props.length; j++) {
    const p = props[j];
    // A collection written twice is the last one to the site (JSON.parse keeps it); the earlier is
    // no element at all, only data the duplicate-key rule reports (and paths would name the last).
    if (!isCollectionKey(p.key) || isShadowed(props, j)) continue;
    const key = p.key;
    const value = p.value;
    if (key === 'global') {
      if (value.type === 'object') out.push(objectChild(ws, el, value, 'global', key, 0, depth));
      continue;
    }
    if (value.type !== 'array') continue;
    const items = value.items;
    const base = childKindOf(el.kind, key);
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item.type === 'object') out.push(objectChild(ws, el, item, base, key, i, depth));
      else if (base !== 'page') out.push(new IndexedElement(item, base, el, key, i, depth, el.file, undefined));
      else if (pages) out.push(pages.add(el, items, i));
      else out.push(samePage(prev?.get(item.id), item, el, i) ?? new IndexedPage(item, el, i));
    }
  }
}

/**
 * The element for item `i` of `el`'s array `key`, as pushChildren makes it: for an update that
 * builds the children of a changed stretch of a long list only (see updateNavIndex).
 */
export function childAt(
  ws: Workspace,
  el: IndexedElement,
  key: CollectionKey,
  item: JsonNode,
  i: number,
  prev?: ReadonlyMap<number, Indexed>,
): Indexed {
  const base = childKindOf(el.kind, key);
  if (item.type === 'object') return objectChild(ws, el, item, base, key, i, el.depth + 1);
  if (base === 'page') return samePage(prev?.get(item.id), item, el, i) ?? new IndexedPage(item, el, i);
  return new IndexedElement(item, base, el, key, i, el.depth + 1, el.file, undefined);
}

/**
 * The earlier index's page for `item` when it is that entry at the same place (same node, same
 * position under an element of the same id, kind, depth and file; `prev` is given only when the
 * parent's path is unchanged, see updateNavIndex's `reusable`): taken over, so a list that
 * changed makes new pages only for the entries that moved (200,000 objects per move in a flat
 * list otherwise).
 */
function samePage(was: Indexed | undefined, item: JsonNode, parent: IndexedElement, i: number): Indexed | undefined {
  if (!(was instanceof IndexedPage) || was.node !== item || was.index !== i) return undefined;
  const p = was.parentEl;
  return p.id === parent.id && p.kind === parent.kind && p.depth === parent.depth && p.file === parent.file ? was : undefined;
}

/** True when `el` or one of its ancestors lives in `file` (following a `$ref` to it would loop). */
function insideFile(el: IndexedElement, file: string): boolean {
  for (let cur: IndexedElement | undefined = el; cur; cur = cur.parentEl) if (cur.file === file) return true;
  return false;
}

/** The element for an object in a collection, following it when it is a `$ref` (and marking that). */
function objectChild(
  ws: Workspace,
  parent: IndexedElement,
  item: JsonNode,
  base: KindId,
  key: CollectionKey,
  i: number,
  depth: number,
): IndexedElement {
  const ref = refTarget(item);
  let n = item;
  let file = parent.file;
  let refNode: number | undefined;
  if (ref !== undefined) {
    const target = resolveRelative(parent.file, ref);
    const f = ws.files[target];
    // A file that leads back to one this element is already inside would never end: the
    // `{ "$ref" }` object stays an element of its own, and the circular-ref rule reports it.
    if (f && !insideFile(parent, target)) {
      n = f.root;
      file = target;
      refNode = item.id;
    }
  }
  const child = new IndexedElement(n, key === 'pages' && n.type === 'object' ? 'group' : base, parent, key, i, depth, file, refNode);
  if (ref !== undefined) markRefAbove(child);
  return child;
}
