/**
 * A language banner's Markdown, reduced to what a banner needs: text, links, bold, italic and
 * code, on one line. Nothing here is ever HTML: the renderer turns tokens into elements, so raw
 * HTML in the content shows as text. Links are kept only for http(s), mailto and relative
 * targets; anything else (`javascript:`, `data:`, `vbscript:`, `//host`) becomes plain text.
 */

import { safeHref } from '../model/safe-href';

export type BannerToken =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strong' | 'em' | 'code'; readonly text: string }
  | { readonly type: 'link'; readonly text: string; readonly href: string };

// The one link check, shared with the preview's selectors and the invalid-href rule.
export { safeHref };

const INLINE =
  /\[([^\]]*)\]\(\s*(<[^>]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\s*\)|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_]+)_|`([^`]+)`/g;

/**
 * Tokenise banner Markdown. A link with an unsafe target becomes a text token with the link's
 * text only (the target is dropped, so it cannot be copied into a click either).
 *
 * @example parseBanner('Read [the docs](/docs)') // [{type:'text',text:'Read '},{type:'link',text:'the docs',href:'/docs'}]
 */
export function parseBanner(markdown: string): BannerToken[] {
  const out: BannerToken[] = [];
  let last = 0;
  const push = (t: BannerToken) => {
    const prev = out[out.length - 1];
    if (t.type === 'text' && prev && prev.type === 'text') out[out.length - 1] = { type: 'text', text: prev.text + t.text };
    else if (t.type !== 'text' || t.text) out.push(t);
  };
  for (const m of markdown.matchAll(INLINE)) {
    push({ type: 'text', text: markdown.slice(last, m.index) });
    last = m.index! + m[0].length;
    if (m[1] !== undefined) {
      const target = m[2].startsWith('<') ? m[2].slice(1, -1) : m[2];
      const href = safeHref(target);
      push(href ? { type: 'link', text: m[1], href } : { type: 'text', text: m[1] });
    } else if (m[3] !== undefined || m[4] !== undefined) push({ type: 'strong', text: m[3] ?? m[4] });
    else if (m[5] !== undefined || m[6] !== undefined) push({ type: 'em', text: m[5] ?? m[6] });
    else push({ type: 'code', text: m[7] });
  }
  push({ type: 'text', text: markdown.slice(last) });
  return out;
}
