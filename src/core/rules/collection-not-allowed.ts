import { KINDS, SECTION_KINDS, type CollectionKey } from '../model/kinds';
import { isListOn } from '../model/nav-index';
import { at, kindName, pages, pagesIn, defineRule } from './context';
import { isShadowed } from '../model/json-node';

const HOLDS_GLOBAL = new Set<string>(['navigation', ...SECTION_KINDS]);

/**
 * A child collection the element's kind may not hold. Two cases, from the kinds table:
 *
 * - the site generator does not read it (not in the kind's `siteChildren`: a group's "groups",
 *   an anchor's "menu", a global link's "pages"): it silently drops it, pages and all, an error
 *   (`collection-not-allowed`; a warning when the list holds nothing). Not in `global`, which
 *   the generator fails for any key but its lists, even an empty list: unknown-key says so;
 * - the generator reads it but SPEC.md does not list it there (in `siteChildren`, not in
 *   `children`: a menu item's "tabs", `global`'s "tabs"): the site keeps it, so docsnav only
 *   says that SPEC.md does not describe it (`collection-not-in-spec`, a warning).
 */
export const collectionNotAllowed = defineRule({
  code: ['collection-not-allowed', 'collection-not-in-spec'],
  on: 'other',
  check(ctx, el, out) {
    if (el.kind === 'page' || el.node.type !== 'object') return;
    const spec = KINDS[el.kind];
    const offered = spec.children as readonly string[];
    const props = el.node.props;
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      // Any other list in `global` fails it: unknown-key's, as any other key there.
      if (!isListOn(el.kind, p.key) || isShadowed(props, i)) continue;
      const key: CollectionKey = p.key;
      const read = key === 'global' ? HOLDS_GLOBAL.has(el.kind) : spec.siteChildren.includes(key);
      if (read && offered.includes(key)) continue;
      const n = pages(pagesIn(ctx.index, el, key));
      if (read) {
        out.push(
          at(
            ctx,
            el,
            'warning',
            'collection-not-in-spec',
            el.kind === 'global'
              ? `SPEC.md's "global" holds only "anchors"; the site generator also accepts "${key}" here and shows each entry as a link on every page (each needs an "href"). It works on the site, but SPEC.md does not describe it: use global anchors to follow SPEC.md.`
              : `SPEC.md says ${kindName(el.kind)} holds only ${offered.map((k) => `"${k}"`).join(', ')}; the site generator also accepts "${key}" here and keeps it (${n}). It works on the site, but SPEC.md does not describe it: move its entries to an element that SPEC.md lets hold them to follow it.`,
            { key, site: 'accepts' },
          ),
        );
        continue;
      }
      const elements = p.value.type === 'array' ? p.value.items.length : p.value.type === 'object' ? p.value.props.length : 0;
      const can = spec.siteChildren.length
        ? `it can only hold ${spec.siteChildren.map((k) => `"${k}"`).join(', ')}`
        : 'it cannot hold child elements';
      const advice =
        el.kind === 'group' && key === 'groups'
          ? 'Move the nested groups into "pages" (a group object is a valid page entry).'
          : 'Move its entries to an element that can hold them.';
      out.push(
        at(
          ctx,
          el,
          elements ? 'error' : 'warning',
          'collection-not-allowed',
          `${kindName(el.kind)} cannot hold "${key}"; ${can}. The site silently drops "${key}" (${n}). ${advice}`,
          { key, site: 'drops', drops: [{ elementId: el.id, key }] },
        ),
      );
    }
  },
});
