import type { JsonNode } from '../model/json-node';
import { at, defineRule } from './context';
import { safeHref } from '../model/safe-href';
import { consequenceOf, whenInvalid } from './site-outcome';

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
 * True when the site generator keeps `href` as a link: a path from the root ("/..."), an
 * in-page link ("#..."), mailto, or anything a URL parser reads as an absolute URL (a scheme,
 * and a host for the schemes that need one). A bare relative path ("guides/intro") is not one:
 * the generator drops it.
 */
export function siteKeepsHref(href: string): boolean {
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('mailto:')) return true;
  const m = /^([a-z][a-z0-9+.-]*):(.*)$/is.exec(href);
  if (!m) return false;
  if (/^(https?|ftp|wss?|file)$/i.test(m[1])) return /^\/\/[^\s/?#]+/.test(m[2]) || m[1].toLowerCase() === 'file';
  return !/\s/.test(m[2]);
}

/**
 * An anchor's (or any element's) `href` must be an http(s)/mailto URL or a relative path: the
 * generator silently drops any other value, and the link with it. A global anchor needs one: it
 * has no pages of its own. Codes: `invalid-href`, `missing-href`.
 */
export const invalidHref = defineRule({
  code: ['invalid-href', 'missing-href'],
  on: 'other',
  check(ctx, el, out) {
    if (el.node.type !== 'object' || el.kind === 'page') return;
    let href: JsonNode | undefined;
    for (const p of el.node.props) if (p.key === 'href') href = p.value;
    if (href && href.type === 'string') {
      const v = href.value as string;
      if (!siteKeepsHref(v)) {
        // A section falls back to its form without the link; a global anchor has none, so `global` fails.
        const outcome = el.kind === 'globalAnchor' ? whenInvalid(ctx, el) : undefined;
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
  },
});
