import { KINDS, type CollectionKey } from '../model/kinds';
import { isCollectionKey } from '../model/nav-index';
import { at, defineRule, kindName, pages, pagesIn } from './context';
import { isShadowed } from '../model/json-node';

/**
 * A child collection the element's kind may not hold at all (a menu item with "tabs",
 * "global" with "groups", an anchor with "menu"): the generator ignores it, so its pages never
 * reach the site. The kinds table's `children` says what each kind may hold.
 */
export const collectionNotAllowed = defineRule({
  code: 'collection-not-allowed',
  on: 'other',
  check(ctx, el, out) {
    if (el.kind === 'page' || el.node.type !== 'object') return;
    const allowed = KINDS[el.kind].children as readonly string[];
    const props = el.node.props;
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (!isCollectionKey(p.key) || allowed.includes(p.key) || isShadowed(props, i)) continue;
      const key: CollectionKey = p.key;
      const can = allowed.length ? `it can only hold ${allowed.map((k) => `"${k}"`).join(', ')}` : 'it cannot hold child elements';
      out.push(
        at(
          ctx,
          el,
          'error',
          'collection-not-allowed',
          `${kindName(el.kind)} cannot hold "${key}"; ${can}. The site would ignore "${key}" (${pages(pagesIn(ctx.index, el, key))}). Move its entries to an element that can hold them.`,
          { key, site: 'drops', drops: [{ elementId: el.id, key }] },
        ),
      );
    }
  },
});
