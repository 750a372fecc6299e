import { KINDS, SECTION_KINDS, type CollectionKey } from '../model/kinds';
import { isListOn, type NavElement } from '../model/nav-index';
import { listAccepted } from '../model/site-acceptance';
import { hasProp } from '../model/json-node';
import type { Diagnostic, DroppedList, Fix } from './diagnostic';
import { at, pages, pagesIn, placeOfElement, type RuleContext } from './context';

/** What the site does with an element it cannot accept: reject the config, or drop one list. */
export type InvalidOutcome = { readonly site: 'rejects' } | { readonly site: 'drops'; readonly drops: readonly DroppedList[] };

const FALLBACK = new Set<string>(SECTION_KINDS);

/**
 * What the generator does when element `el` itself is invalid (no label, a label or field of
 * the wrong type, an invalid icon...). Its validator has a fallback form for every section kind
 * (tab, anchor, dropdown, product, version, language, menu item: the same element without
 * children), but none for a group or `global`: an invalid element fails its list, a failed list
 * fails the group or `global` holding it, and so on up to the nearest section, which then falls
 * back and silently drops the list on the way. At the navigation root, the list is dropped when
 * the root holds another primary list the site accepts (it keeps that one), and the whole config
 * is rejected otherwise, or when the failure is in `global`. A list the generator never reads
 * (a group's `groups`, anything inside a global link) is dropped whole anyway, whatever it
 * holds. (Measured against the generator: test/fidelity; the model is model/site-acceptance.ts.)
 *
 * WARNING: at the root this reads the root's other lists, so runRules re-checks the elements
 * whose diagnostics call it on every run (rules flagged `volatile`, see rules/index.ts).
 */
export function whenInvalid(ctx: RuleContext, el: NavElement): InvalidOutcome {
  const parent = el.parent === undefined ? undefined : ctx.index.elements.get(el.parent);
  return parent ? whenListFails(ctx, parent, el.collection!) : { site: 'rejects' };
}

/**
 * What the generator does when it refuses collection `key` of `holder` (a list of the wrong
 * type, an empty one that may not be, one with an invalid entry): a section drops the list; the
 * root drops it when it holds another primary list the site accepts, else the config is
 * rejected; a group or `global` fails whole (see whenInvalid); a list the holder's kind never
 * reads is dropped anyway, except in `global`, which fails with it. For `global` itself, its
 * holder fails.
 */
export function whenListFails(ctx: RuleContext, holder: NavElement, key: CollectionKey): InvalidOutcome {
  const drops: InvalidOutcome = { site: 'drops', drops: [{ elementId: holder.id, key }] };
  // `global` is in every form of the root and of a section: refused, it fails its holder.
  if (key === 'global') return holder.kind === 'navigation' || FALLBACK.has(holder.kind) ? whenInvalid(ctx, holder) : drops;
  // A list `global` does not hold fails it whatever the list holds (unknown-key says so).
  if (holder.kind === 'global' && !isListOn('global', key)) return whenInvalid(ctx, holder);
  if (!KINDS[holder.kind].siteChildren.includes(key)) return drops;
  if (holder.kind === 'navigation') {
    const other = KINDS.navigation.siteChildren.some((k) => k !== key && hasProp(holder.node, k) && listAccepted(ctx.index, holder, k));
    return other ? drops : { site: 'rejects' };
  }
  if (FALLBACK.has(holder.kind)) return drops;
  return whenInvalid(ctx, holder);
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

/**
 * An error on element `el`, which the site cannot accept as it is: `message` gets the end that
 * says what the site then does (consequenceOf: rejects the config, or drops the list it is in),
 * and the diagnostic carries that outcome (`site`, `drops`) for the export dialog.
 */
export function invalidAt<C extends string>(
  ctx: RuleContext,
  el: NavElement,
  code: C,
  message: (then: string) => string,
  opts: { key?: string; fix?: Fix } = {},
): Diagnostic & { readonly code: C } {
  const outcome = whenInvalid(ctx, el);
  return at(ctx, el, 'error', code, message(consequenceOf(ctx, el, outcome)), { ...opts, ...outcome });
}
