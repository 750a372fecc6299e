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
  const steps: string[] = [];
  for (
    let el = index.elements.get(id);
    el && el.kind !== 'navigation';
    el = el.parent === undefined ? undefined : index.elements.get(el.parent)
  )
    steps.push(stepLabel(el));
  return steps.reverse().join(LABEL_PATH_SEPARATOR);
}
