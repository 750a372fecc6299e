import type { Fix } from './diagnostic';
import { KINDS, mayBeEmpty } from '../model/kinds';
import { isCollectionKey } from '../model/nav-index';
import { at, defineRule } from './context';
import { isShadowed } from '../model/json-node';
import { whenListFails } from './site-outcome';

/**
 * An empty list the generator does not accept empty (kinds.ts `mayBeEmpty`: `tabs`, `anchors`,
 * `groups`, `versions`, `languages`; `pages`, `products`, `dropdowns`, `menu` and the lists of
 * `global` may be empty). At the navigation root the config is rejected ("at least one"), an
 * error, unless the root holds another primary list the site keeps; below it the site drops the
 * empty list and loses nothing, a warning. The fix removes the empty key.
 */
export const emptyCollection = defineRule({
  code: 'empty-collection',
  on: 'other',
  // At the root, what the site does depends on the root's other lists (see whenListFails).
  volatile: true,
  check(ctx, el, out) {
    if (el.kind === 'page' || el.node.type !== 'object') return;
    const props = el.node.props;
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      if (p.value.type !== 'array' || p.value.items.length > 0 || !isCollectionKey(p.key) || isShadowed(props, i)) continue;
      // A list the kind cannot hold at all is collection-not-allowed's.
      if (mayBeEmpty(el.kind, p.key) || !KINDS[el.kind].siteChildren.includes(p.key)) continue;
      const outcome = whenListFails(ctx, el, p.key);
      const fix: Fix = {
        title: `Remove the empty "${p.key}"`,
        command: 'remove-field',
        args: { file: el.file, path: el.path, key: p.key },
      };
      out.push(
        outcome.site === 'rejects'
          ? at(
              ctx,
              el,
              'error',
              'empty-collection',
              `"${p.key}" is empty; the site rejects the whole config for an empty list here ("at least one"). Add an entry or remove "${p.key}".`,
              { key: p.key, fix, ...outcome },
            )
          : at(
              ctx,
              el,
              'warning',
              'empty-collection',
              `"${p.key}" is empty; the site drops an empty "${p.key}" list here, so it has no effect. Add an entry or remove "${p.key}".`,
              { key: p.key, fix, ...outcome },
            ),
      );
    }
  },
});
