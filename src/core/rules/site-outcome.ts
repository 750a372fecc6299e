import { SECTION_KINDS } from '../model/kinds';
import type { NavElement } from '../model/nav-index';
import type { DroppedList } from './diagnostic';
import { pages, pagesIn, placeOfElement, type RuleContext } from './context';

/** What the site does with an element it cannot accept: reject the config, or drop one list. */
export type InvalidOutcome = { readonly site: 'rejects' } | { readonly site: 'drops'; readonly drops: readonly DroppedList[] };

const FALLBACK = new Set<string>(SECTION_KINDS);

/**
 * What the generator does when element `el` itself is invalid (no label, a label or field of
 * the wrong type, an invalid icon...). Its validator has a fallback form for every section kind
 * (tab, anchor, dropdown, product, version, language, menu item: the same element without
 * children), but none for a group or `global`: an invalid element fails its list, a failed list
 * fails the group or `global` holding it, and so on up to the nearest section, which then falls
 * back and silently drops the list on the way; with no section on the way, the navigation
 * root fails and the config is rejected. (Measured against the generator: test/fidelity.)
 */
export function whenInvalid(ctx: RuleContext, el: NavElement): InvalidOutcome {
  let cur = el;
  for (;;) {
    const parent = cur.parent === undefined ? undefined : ctx.index.elements.get(cur.parent);
    if (!parent || parent.kind === 'navigation') return { site: 'rejects' };
    if (FALLBACK.has(parent.kind) && cur.collection !== 'global')
      return { site: 'drops', drops: [{ elementId: parent.id, key: cur.collection! }] };
    cur = parent;
  }
}

/**
 * The end of a message about an invalid element: "the site rejects the whole config.", or "the
 * site would silently drop the whole "groups" list it is in (12 pages).". When the list dropped
 * is further up (the element sits in a group), it names the list's place without counting its
 * pages: runRules re-checks an element when its parent changes, not when a grandparent does.
 */
export function consequenceOf(ctx: RuleContext, el: NavElement, outcome: InvalidOutcome = whenInvalid(ctx, el)): string {
  if (outcome.site === 'rejects') return 'the site rejects the whole config.';
  const { elementId, key } = outcome.drops[0];
  const holder = ctx.index.elements.get(elementId)!;
  if (holder.id === el.parent)
    return `the site would silently drop the whole "${key}" list it is in (${pages(pagesIn(ctx.index, holder, key))}).`;
  return `the site would silently drop the whole "${key}" list of ${placeOfElement(ctx, holder)} that it lies in.`;
}
