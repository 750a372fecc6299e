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
  const was = carry && !carry.dirty.has(id) ? carry.from.get(id) : undefined;
  if (was !== undefined) {
    known.set(id, was);
    return was;
  }
  return pathIn(index, id, known);
}

// The label paths asked of each version of the navigation: the problems list asks for hundreds
// after every edit, most under the same few sections. Weak: it goes with its index.
const paths = new WeakMap<NavIndex, Map<number, string>>();

// What a version of the index may take over from the label paths of the one before (see
// carryLabelPaths): that one's paths, and the ids whose path changed. Weak, and never the
// version before itself, so no chain of versions is kept.
const carried = new WeakMap<NavIndex, { readonly from: ReadonlyMap<number, string>; readonly dirty: ReadonlySet<number> }>();

/**
 * Let `next`, made from `prev` by an edit that rebuilt the elements `rebuilt` (every other
 * element of `next` is `prev`'s, at the same place), take over `prev`'s label paths. After a
 * move in the largest corpus config at 16x, the problems list asked for the paths of all 389
 * problems again, walking some 1,700 elements: 3.4 ms of each drop in Chromium. A rebuilt
 * element with the same label under the same parent changes no path; one that changed is
 * followed when it is a page entry (nothing lies below it); any other change and nothing is
 * taken over.
 */
export function carryLabelPaths(prev: NavIndex, next: NavIndex, rebuilt: Iterable<number>): void {
  const dirty = new Set<number>();
  for (const id of rebuilt) {
    const now = next.elements.get(id);
    const was = prev.elements.get(id);
    if (!now || (was && was.parent === now.parent && was.kind === now.kind && stepLabel(was) === stepLabel(now))) continue;
    if (now.children.length > 0 || (was && was.children.length > 0)) return;
    dirty.add(id);
  }
  let from = paths.get(prev);
  if (!from) paths.set(prev, (from = new Map()));
  carried.set(next, { from, dirty });
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
