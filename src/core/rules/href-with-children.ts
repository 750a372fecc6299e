import { SECTION_KINDS } from '../model/kinds';
import { isShadowed } from '../model/json-node';
import { isCollectionKey } from '../model/nav-index';
import type { DroppedList } from './diagnostic';
import { at, kindName, pages, pagesIn, defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { siteKeepsHref } from '../model/safe-href';

/**
 * A tab, anchor, dropdown, product, version, language or menu item with an `href` and child
 * lists too (SPEC.md: "External link instead of pages"): the generator's first form for these
 * is the link, so it keeps the link and silently drops every child list. An error when
 * navigation entries are lost, a warning for empty lists; the fix removes the link.
 */
export const hrefWithChildren = defineRule({
  code: 'href-with-children',
  on: 'other',
  check(ctx, el, out) {
    if (el.node.type !== 'object' || !SECTION_KINDS.includes(el.kind)) return;
    const props = el.node.props;
    let href: string | undefined;
    const lists: string[] = [];
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (isShadowed(props, i)) continue;
      if (p.key === 'href' && p.value.type === 'string') href = p.value.value as string;
      else if (isCollectionKey(p.key) && p.key !== 'global') lists.push(p.key);
    }
    if (href === undefined || !lists.length || !siteKeepsHref(href)) return;
    linkDrops(ctx, el, href, lists, out);
  },
});

/**
 * The diagnostic of a section that is a link `href` and holds `lists` too. Apart from the check
 * because of its closures: V8 allocates the context they share on every call of the function
 * that holds them, and the check is called for every element.
 */
function linkDrops(ctx: RuleContext, el: NavElement, href: string, lists: string[], out: RuleOutput<'href-with-children'>): void {
  const lost = lists.reduce((n, k) => n + pagesIn(ctx.index, el, k), 0);
  // Elements lost are an error even without pages (an empty group is still part of the sidebar).
  const entries = el.children.filter((c) => ctx.index.elements.get(c)!.collection !== 'global').length;
  const drops: DroppedList[] = lists.map((key) => ({ elementId: el.id, key }));
  const names = lists.map((k) => `"${k}"`).join(' and ');
  out.push(
    at(
      ctx,
      el,
      entries ? 'error' : 'warning',
      'href-with-children',
      `${kindName(el.kind)} with an "href" is a link: the site keeps "${href}" and silently drops ${names} (${pages(lost)}). Remove the "href" to keep the pages, or move them to another element.`,
      {
        key: lists[0],
        site: 'drops',
        drops,
        fix: { title: 'Remove "href"', command: 'remove-field', args: { file: el.file, path: el.path, key: 'href' } },
      },
    ),
  );
}
