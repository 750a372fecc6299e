import { PRIMARY_ORDER } from '../model/kinds';
import { at, defineRule } from './context';
import { isShadowed } from '../model/json-node';

// The generator requires at least one entry in these lists (REFERENCE.md). An empty `pages` is
// fine (a group with no pages is treated as empty), and `menu` is not documented either way.
const NON_EMPTY = new Set<string>(PRIMARY_ORDER.filter((k) => k !== 'pages'));

/**
 * An empty `tabs`, `anchors`, `groups`, `versions`, `languages`, `dropdowns` or `products`
 * list: the generator rejects it ("at least one"). The fix removes the empty key.
 */
export const emptyCollection = defineRule({
  code: 'empty-collection',
  on: 'other',
  check(ctx, el, out) {
    if (el.kind === 'page' || el.node.type !== 'object') return;
    const props = el.node.props;
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (p.value.type !== 'array' || p.value.items.length > 0 || !NON_EMPTY.has(p.key) || isShadowed(props, i)) continue;
      out.push(
        at(
          ctx,
          el,
          'error',
          'empty-collection',
          `"${p.key}" is empty; the site rejects an empty list ("at least one"). Add an entry or remove "${p.key}".`,
          {
            key: p.key,
            fix: { title: `Remove the empty "${p.key}"`, command: 'remove-field', args: { file: el.file, path: el.path, key: p.key } },
          },
        ),
      );
    }
  },
});
