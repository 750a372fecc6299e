import type { NavIndex } from '../model/nav-index';
import { SECTION_KINDS } from '../model/kinds';

/** What the preview must change to show an element. */
export interface RevealPlan {
  /** Section choices to apply: [container id, chosen section id], outermost first. */
  readonly choices: ReadonlyArray<readonly [number, number]>;
  /** Groups to expand, outermost first (the element itself when it is a group). */
  readonly expand: readonly number[];
  /** The page to open, when the element is a page entry. */
  readonly page?: number;
  /** False when the element is not in the navigation (unknown id). */
  readonly found: boolean;
}

/**
 * Which section selections (language, version, tab...) and expanded groups make an element
 * visible in the rendered sidebar. A global anchor is visible everywhere, so it needs no choice.
 *
 * @example revealElement(index, pageId) // { choices: [[rootId, enId], [enId, v2Id], ...], expand: [...], page: pageId }
 */
export function revealElement(index: NavIndex, elementId: number): RevealPlan {
  const el = index.elements.get(elementId);
  if (!el) return { choices: [], expand: [], found: false };
  const chain = [];
  for (let cur: typeof el | undefined = el; cur; cur = cur.parent === undefined ? undefined : index.elements.get(cur.parent))
    chain.unshift(cur);
  const choices: Array<readonly [number, number]> = [];
  const expand: number[] = [];
  for (const e of chain) {
    if ((SECTION_KINDS as readonly string[]).includes(e.kind) && e.parent !== undefined) choices.push([e.parent, e.id]);
    if (e.kind === 'group') expand.push(e.id);
  }
  return { choices, expand, page: el.kind === 'page' ? el.id : undefined, found: true };
}
