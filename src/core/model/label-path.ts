import { getProp } from './json-node';
import { KINDS } from './kinds';
import { languageName } from './languages';
import type { NavElement, NavIndex } from './nav-index';

/** What separates the steps of a label path. */
export const LABEL_PATH_SEPARATOR = ' > ';

/**
 * How a person names one element: its label; a language by its name ("English"), the global
 * anchors as such, and an element without a label by its kind in brackets ("(group)"), so a
 * missing label reads as missing rather than as a label.
 */
export function stepLabel(el: NavElement): string {
  if (el.kind === 'global') return KINDS.global.title;
  if (el.kind === 'page') return el.node.type === 'string' ? (el.node.value as string) : `(${KINDS.page.title.toLowerCase()})`;
  const key = KINDS[el.kind].labelKey;
  const v = key ? getProp(el.node, key) : undefined;
  const text = v && v.type === 'string' ? (v.value as string).trim() : '';
  if (!text) return `(${KINDS[el.kind].title.toLowerCase()})`;
  return el.kind === 'language' ? (languageName(text) ?? text) : text;
}

/**
 * The labels from the outermost section down to element `id`, the way a person finds it in the
 * tree and on the site: "English > Use > Workflow > (group)". The navigation root is left out.
 * Empty for the root itself or an id the index does not hold.
 *
 * @example labelPath(index, groupId) // 'English > v2 > Guides > Get started'
 */
export function labelPath(index: NavIndex, id: number): string {
  let known = paths.get(index);
  if (!known) paths.set(index, (known = new Map()));
  const hit = known.get(id);
  if (hit !== undefined) return hit;
  // Taken over from the version before, when this edit changed no label above it.
  const carry = carried.get(index);
  const was = carry?.from.get(id);
  if (was !== undefined && sameChain(index.elements, carry!.before, id)) {
    known.set(id, was);
    return was;
  }
  return pathIn(index, id, known);
}

// The label paths asked of each version of the navigation: the problems list asks for hundreds
// after every edit, most under the same few sections. Weak: it goes with its index.
const paths = new WeakMap<NavIndex, Map<number, string>>();

// What a version of the index may take over from the one it was built from (see
// carryLabelPaths): that one's paths, and its elements to check them by. Weak, and never the
// index before itself (only its table of elements), so no chain of versions is kept.
const carried = new WeakMap<NavIndex, { readonly from: ReadonlyMap<number, string>; readonly before: ReadonlyMap<number, NavElement> }>();

/**
 * Let `next`, made from `prev` by an edit, take over `prev`'s label paths: each is given again
 * when asked of `next` if the element and every one above it are still in place with the same
 * labels (see sameChain). After a move in the largest corpus config at 16x, the problems list
 * asked for the paths of all 389 problems again, walking some 1,700 elements: 3.4 ms of each
 * drop in Chromium. Checked per path asked, not per element rebuilt: an Enter in the JSON pane
 * half-way down the largest corpus config rebuilds 16,000 elements, and comparing the labels
 * of each took 6.7 ms in Chromium.
 */
export function carryLabelPaths(prev: NavIndex, next: NavIndex): void {
  let from = paths.get(prev);
  if (!from) paths.set(prev, (from = new Map()));
  carried.set(next, { from, before: prev.elements });
}

/**
 * True when element `id` is in `now`, and it and each element above it are where they were in
 * `before` (same parent) with the same kind and label: then its label path is the same. An
 * element the index took over is the same object, but a label above it may still have changed,
 * so the walk goes to the root.
 */
function sameChain(now: ReadonlyMap<number, NavElement>, before: ReadonlyMap<number, NavElement>, id: number): boolean {
  let a = now.get(id);
  let b = before.get(id);
  if (!a) return false;
  while (a) {
    if (a !== b && (!b || a.parent !== b.parent || a.kind !== b.kind || stepLabel(a) !== stepLabel(b))) return false;
    if (a.parent === undefined) return true;
    a = now.get(a.parent);
    b = before.get(b!.parent!);
  }
  return false;
}

function pathIn(index: NavIndex, id: number, known: Map<number, string>): string {
  const hit = known.get(id);
  if (hit !== undefined) return hit;
  const el = index.elements.get(id);
  let path = '';
  if (el && el.kind !== 'navigation') {
    const above = el.parent === undefined ? '' : pathIn(index, el.parent, known);
    path = above ? above + LABEL_PATH_SEPARATOR + stepLabel(el) : stepLabel(el);
  }
  known.set(id, path);
  return path;
}
