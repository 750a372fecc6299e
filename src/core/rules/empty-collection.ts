import { isCollectionKey } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

/**
 * The generator rejects an empty `tabs`, `anchors`, `groups`, `versions`, `languages`,
 * `dropdowns`, `products` or `menu` array ("at least one"). An empty `pages` list is fine.
 */
export function emptyCollection(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.node.type !== 'object' || el.kind === 'page') continue;
    for (const p of el.node.props) {
      if (!isCollectionKey(p.key) || p.key === 'global') continue;
      if (p.value.type === 'array' && p.value.items.length === 0 && p.key !== 'pages') {
        out.push(
          at(ctx, el, 'error', 'empty-collection', `"${p.key}" is empty; the site rejects an empty list ("at least one"). Add an entry or remove "${p.key}".`, {
            key: p.key,
            fix: { title: `Remove the empty "${p.key}"`, command: 'remove-field', args: { file: el.file, path: el.path, key: p.key } },
          }),
        );
      } else if (p.value.type !== 'array') {
        out.push(at(ctx, el, 'error', 'wrong-type', `"${p.key}" must be a list (an array), not ${p.value.type === 'object' ? 'an object' : 'a ' + p.value.type}.`, { key: p.key }));
      }
    }
  }
  return out;
}
