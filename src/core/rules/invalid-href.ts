import type { JsonNode } from '../model/json-node';
import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, eachElement, type RuleContext } from './context';
import { safeHref } from '../model/safe-href';

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
 * An anchor's (or any element's) `href` must be an http(s)/mailto URL or a relative path: the
 * generator silently drops any other value, and the link with it. A global anchor needs one: it
 * has no pages of its own. Codes: `invalid-href`, `missing-href`.
 */
export function invalidHref(ctx: RuleContext): Diagnostic[] {
  return eachElement(ctx, invalidHref.check);
}

invalidHref.on = 'other' as const;
invalidHref.check = (ctx: RuleContext, el: NavElement, out: Diagnostic[]): void => {
  if (el.node.type !== 'object' || el.kind === 'page') return;
  let href: JsonNode | undefined;
  for (const p of el.node.props) if (p.key === 'href') href = p.value;
  if (href && href.type === 'string' && !isValidHref(href.value as string)) {
    out.push(at(ctx, el, 'error', 'invalid-href', invalidHrefMessage(href.value as string), { key: 'href' }));
  }
  if (el.kind === 'globalAnchor' && !href) {
    out.push(
      at(
        ctx,
        el,
        'error',
        'missing-href',
        'a global anchor needs an "href" (a URL or a relative page path): it has no pages of its own, so the site shows a dead link. Add "href": "https://...".',
      ),
    );
  }
};
