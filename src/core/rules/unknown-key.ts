import { KINDS, isKnownKey } from '../model/kinds';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';
import { article } from './mixed-child-kinds';

/** Keys the kinds table does not know: the generator ignores (removes) them; docsnav keeps them in the file. */
export function unknownKey(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.node.type !== 'object' || el.kind === 'page') continue;
    for (const p of el.node.props) {
      if (isKnownKey(el.kind, p.key)) continue;
      out.push(
        at(ctx, el, 'warning', 'unknown-key', `"${p.key}" is not a field of ${article(KINDS[el.kind].title)}; the site ignores it. docsnav keeps it in the file; remove it if it is a leftover or a typo.`, {
          key: p.key,
        }),
      );
    }
  }
  return out;
}
