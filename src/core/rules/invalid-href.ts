import type { JsonNode } from '../model/json-node';
import { at, kindName, defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { fieldOf, isGlobalLink } from '../model/kinds';
import { safeHref, siteKeepsHref } from '../model/safe-href';

export { siteKeepsHref };
import { consequenceOf, invalidAt, whenInvalid } from './site-outcome';

/**
 * True when `href` is an http(s) or mailto URL or a relative path (what the generator keeps):
 * no other scheme, no whitespace, not empty. The same check decides whether the preview draws
 * the link (safeHref).
 *
 * @example isValidHref('https://example.com') // true
 * @example isValidHref('javascript:alert(1)') // false
 */
export function isValidHref(href: string): boolean {
  return safeHref(href) !== undefined;
}

/** What is wrong with an href isValidHref refuses, and what to do: the rule's message, also shown by the preview. */
export function invalidHrefMessage(href: string): string {
  return `href ${JSON.stringify(href)} is neither a URL (https://..., mailto:...) nor a relative path; the site would drop the link. Write a full URL or a path like "/guides/intro".`;
}

/**
 * An anchor's (or any element's) `href` must be an http(s)/mailto URL or a path from the site
 * root: on a section the generator silently drops any other value, and the link with it. An
 * entry of `global` (a global anchor, tab...) is only a link, and the generator requires a valid
 * one: without it `global` fails, and the config is rejected at the root (whenInvalid). Only on
 * kinds that have a link: on another (a group, the root) the site ignores the key whatever it
 * holds, as unknown-key says. Codes: `invalid-href`, `missing-href`.
 */
export const invalidHref = defineRule({
  code: ['invalid-href', 'missing-href'],
  on: 'other',
  // Its messages about a global link say what the site does with the list it is in (whenInvalid).
  volatile: true,
  check(ctx, el, out) {
    // A kind without a link (a group, the root, \`global\`): the site ignores the key (unknown-key's).
    if (el.node.type !== 'object' || !fieldOf(el.kind, 'href')) return;
    let href: JsonNode | undefined;
    for (const p of el.node.props) if (p.key === 'href') href = p.value;
    if (href && href.type === 'string') {
      const v = href.value as string;
      if (!siteKeepsHref(v)) {
        // A section falls back to its form without the link; a global link has none, so `global` fails.
        const outcome = isGlobalLink(el.kind) ? whenInvalid(ctx, el) : undefined;
        const then = outcome ? consequenceOf(ctx, el, outcome) : 'the site would drop the link.';
        out.push(
          at(
            ctx,
            el,
            'error',
            'invalid-href',
            `href "${v}" is neither a URL (https://..., mailto:...) nor a path from the site root ("/..."); ${then} Write a full URL or a path like "/guides/intro".`,
            { key: 'href', ...(outcome ?? { site: 'ignores' as const }) },
          ),
        );
      } else if (!isValidHref(v)) {
        out.push(
          at(
            ctx,
            el,
            'warning',
            'invalid-href',
            `href "${v}" uses a scheme docsnav does not open (it follows http(s), mailto and relative links only); the site keeps it as written. Check that it is the link you mean.`,
            { key: 'href', site: 'accepts' },
          ),
        );
      }
    }
    if (isGlobalLink(el.kind) && !href) missingHref(ctx, el, out);
  },
});

/**
 * A global link without an `href`. Apart from the check because of its closure over the element:
 * V8 allocated the context it needs on every call of the check, that is for every element.
 */
function missingHref(ctx: RuleContext, el: NavElement, out: RuleOutput<'missing-href'>): void {
  out.push(
    invalidAt(
      ctx,
      el,
      'missing-href',
      (then) =>
        `${kindName(el.kind)} needs an "href" (a URL or a path from the site root): it is only a link, and the site requires one; ${then} Add "href": "https://...".`,
    ),
  );
}
