import { getProp, type JsonNode } from '../model/json-node';
import { LONG_LIST, listCounter, nonStringItems, onlyList } from '../model/changed-stretch';
import { keptAs, pageNodeOf, type NavElement, type NavIndex } from '../model/nav-index';

/** The marks of one subtree; null when it has none (most subtrees: no extra array each). */
type Marks = readonly NavElement[] | null;

/**
 * Marks of each element's subtree, by element identity. The index hands the same element
 * object to a later version only when nothing in its subtree changed (see buildNavIndex), so a
 * subtree's marks stay right for as long as the element is in use. Only elements with
 * children are kept (about one in six on the largest config): page entries are looked at where
 * their parent is summed up. An element that stands in for an earlier one (NavElement.standsFor:
 * its offsets moved by an Enter before it, its values kept) is kept by that one, so its marks
 * may be elements of an earlier version: the same ids, which `current` looks up.
 */
const bySubtree = new WeakMap<NavElement, Marks>();
const keptOf = (el: NavElement): Marks | undefined => bySubtree.get(keptAs(el));
const keep = (el: NavElement, marks: Marks) => bySubtree.set(keptAs(el), marks);

/** The whole navigation's marks as this index's elements, per index (`marks` is what the root keeps). */
const currentOf = new WeakMap<NavIndex, { readonly from: Marks; readonly list: readonly NavElement[] }>();

function current(index: NavIndex, marks: Marks | undefined): readonly NavElement[] {
  if (!marks) return NONE;
  let c = currentOf.get(index);
  if (c?.from !== marks) currentOf.set(index, (c = { from: marks, list: marks.map((m) => index.elements.get(m.id)!) }));
  return c.list;
}

const NONE: readonly NavElement[] = Object.freeze([]);

/** True for a page entry whose text may be an operation or webhook ("GET /users", "openapi.yaml GET /x"): it has a space. */
export function isEntryCandidate(el: NavElement): boolean {
  return el.kind === 'page' && mayNameOperation(el.node);
}

/** True for a page entry's node that may name an operation (see isEntryCandidate). */
function mayNameOperation(n: JsonNode): boolean {
  return n.type === 'string' && (n.value as string).indexOf(' ') !== -1;
}

/** True for an element that writes an `openapi` key (a usable value or not). */
function setsOpenapi(el: NavElement): boolean {
  return el.kind !== 'page' && el.node.type === 'object' && getProp(el.node, 'openapi') !== undefined;
}

/**
 * The elements of the navigation that OpenAPI binding looks at, in tree (pre-)order: those that
 * write an `openapi` key, and page entries that may name an operation (`isEntryCandidate`).
 * Everything else (nearly all of a large config, all of one without OpenAPI) is skipped by the
 * binding, the list of documents to load and the entry checks.
 *
 * Incremental: each subtree's marks are kept with its element, and after an edit only the
 * elements the index built anew (the path to the edit) are summed again, so a keystroke on the
 * 2.4 MB corpus config costs a few element visits instead of a walk over its 27,000 elements.
 *
 * @example openapiMarks(navIndexOf(ws)).filter((el) => el.kind !== 'page') // the elements that set "openapi"
 */
export function openapiMarks(index: NavIndex): readonly NavElement[] {
  if (index.rootId === undefined) return [];
  const root = index.elements.get(index.rootId);
  if (!root) return [];
  const kept = keptOf(root);
  if (kept !== undefined) return current(index, kept);
  // The elements whose subtree is not summed yet, each before those below it (a kept subtree
  // is not entered); iterative, as any depth must work. Summed from the end, every element
  // comes after its children.
  const todo: NavElement[] = [];
  const stack: NavElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    todo.push(el);
    if (leafList(el)) continue;
    for (const id of el.children) {
      if (pageNodeOf(index, id)) continue; // no children (nor its element made: see page-leaves.ts)
      const child = index.elements.get(id)!;
      if (child.children.length && keptOf(child) === undefined) stack.push(child);
    }
  }
  for (let i = todo.length - 1; i >= 0; i--) keep(todo[i], sum(index, todo[i]));
  return current(index, keptOf(root));
}

/** How many elements are looked at between two looks at the clock. */
const CHECK_EVERY = 1024;

/**
 * openapiMarks in slices, for the first look at a document just opened: each `step` sums
 * subtrees until `shouldYield()` (asked every 1,024 elements) says to stop, and gives true once
 * the whole navigation is summed (openapiMarks then answers at once). What is summed is kept
 * per subtree as openapiMarks keeps it, so nothing is lost between steps. On a config of 368,000
 * pages the walk took about 100 ms, too long for one task.
 */
export function openapiMarksInSlices(index: NavIndex): { step(shouldYield: () => boolean): boolean } {
  const root = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  const todo: NavElement[] = [];
  const stack: NavElement[] = root && keptOf(root) === undefined ? [root] : [];
  let i = -1;
  return {
    step(shouldYield) {
      let left = CHECK_EVERY;
      // First the elements to sum (as openapiMarks finds them), then their sums from the end.
      while (stack.length) {
        if (--left === 0) {
          left = CHECK_EVERY;
          if (shouldYield()) return false;
        }
        const el = stack.pop()!;
        todo.push(el);
        if (!leafList(el))
          for (const id of el.children) {
            if (pageNodeOf(index, id)) continue;
            const child = index.elements.get(id)!;
            if (child.children.length && keptOf(child) === undefined) stack.push(child);
          }
        if (!stack.length) i = todo.length - 1;
      }
      for (; i >= 0; i--) {
        if (--left === 0) {
          left = CHECK_EVERY;
          if (shouldYield()) return false;
        }
        keep(todo[i], sum(index, todo[i]));
      }
      return true;
    },
  };
}

/**
 * True for a long list of page entries alone (no group among them): none of its children has a
 * subtree to sum, so the walks above do not look them up (200,000 lookups per edit in a flat
 * list of 200,000 pages). Counted from the last version's count (see listCounter).
 */
function leafList(el: NavElement): boolean {
  if (el.children.length < LONG_LIST) return false;
  const only = onlyList(el.node);
  return !!only && only.items.length === el.children.length && nonStringItems(only.items) === 0;
}

/** How many items of a list of pages may give a mark: those not a string without a space (see sum). */
const markedItems = listCounter((n: JsonNode) => n.type !== 'string' || mayNameOperation(n));

/** The marks of `el`'s subtree from its own and its children's (those with children already summed). */
function sum(index: NavIndex, el: NavElement): Marks {
  let out: NavElement[] | null = setsOpenapi(el) ? [el] : null;
  // A long list of pages none of which may name an operation (most: counted from the last
  // version's count, see listCounter) has nothing to add: a move among 200,000 pages reads none.
  const only = el.children.length >= LONG_LIST ? onlyList(el.node) : undefined;
  if (only && only.key === 'pages' && only.items.length === el.children.length && markedItems(only.items) === 0) return out;
  for (const id of el.children) {
    // A page entry by its node: its element is made only for one that may name an operation.
    const n = pageNodeOf(index, id);
    if (!n || mayNameOperation(n)) out = add(index.elements.get(id)!, out);
  }
  return out;
}

/** `out` with the marks of a child whose subtree (if it has children) is summed already. */
function add(child: NavElement, out: NavElement[] | null): NavElement[] | null {
  if (child.children.length) {
    const m = keptOf(child);
    if (m) {
      out ??= [];
      for (const x of m) out.push(x);
    }
  } else if (isEntryCandidate(child) || setsOpenapi(child)) (out ??= []).push(child);
  return out;
}
