import { getProp } from '../model/json-node';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

const URL_LIKE = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
const RELATIVE = /^(\/|\.{0,2}\/)?[A-Za-z0-9_\-.~%][^\s:]*$|^\/$/;

/** True when `href` is an http(s)/mailto URL or a relative path (what the generator keeps). */
export function isValidHref(href: string): boolean {
  return URL_LIKE.test(href) || (RELATIVE.test(href) && !/^[a-z][a-z0-9+.-]*:/i.test(href));
}

/**
 * An `href` must be a URL or a relative path: the generator drops any other value (and the
 * link with it). Global anchors need one: they have no pages of their own.
 */
export function invalidHref(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.node.type !== 'object') continue;
    const href = getProp(el.node, 'href');
    if (href && href.type === 'string' && !isValidHref(href.value as string)) {
      out.push(at(ctx, el, 'error', 'invalid-href', `href "${href.value}" is neither a URL (https://...) nor a relative path; the site would drop the link. Write a full URL or a path like "/guides/intro".`, { key: 'href' }));
    }
    if (el.kind === 'globalAnchor' && !href) {
      out.push(at(ctx, el, 'error', 'missing-href', 'a global anchor needs an "href" (a URL or a relative page path): it has no pages of its own.'));
    }
  }
  return out;
}
