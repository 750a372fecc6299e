import { isCollectionKey } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, elementsOf, kindName, knownKeysOf, type RuleContext } from './context';

/**
 * Keys the kinds table does not know for the element's kind (`isKnownKey`; `$ref` is known):
 * the generator ignores (removes) them. A warning: docsnav keeps them in the file. Child
 * collections a kind may not hold are collection-not-allowed's, not reported twice.
 */
export function unknownKey(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of elementsOf(ctx.index)) {
    if (el.node.type !== 'object' || el.kind === 'page') continue;
    const known = knownKeysOf(el.kind);
    for (const p of el.node.props) {
      if (known.has(p.key) || isCollectionKey(p.key)) continue;
      out.push(
        at(ctx, el, 'warning', 'unknown-key', `"${p.key}" is not a field of ${kindName(el.kind)}; the site ignores it. docsnav keeps it in the file; remove it if it is a leftover or a typo.`, {
          key: p.key,
          fix: { title: `Remove "${p.key}"`, command: 'remove-field', args: { file: el.file, path: el.path, key: p.key } },
        }),
      );
    }
  }
  return out;
}
