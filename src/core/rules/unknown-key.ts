import type { Fix } from './diagnostic';
import { isListOn } from '../model/nav-index';
import { at, kindName, knownKeysOf, defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { getProp, isShadowed } from '../model/json-node';
import { invalidAt } from './site-outcome';
import { refusedKeys } from '../model/site-acceptance';
import { REFUSED_KEYS, fieldOf } from '../model/kinds';

/**
 * Keys the kinds table does not know for the element's kind (`isKnownKey`; `$ref` is known):
 * the generator ignores (removes) them. A warning: docsnav keeps them in the file. `global` is
 * the exception: the generator refuses any key there but its lists, so `global` fails (and the
 * config is rejected at the root, see whenInvalid), an error: a list it does not hold too
 * ("menu", "pages", even empty). Other child collections a kind may not hold are
 * collection-not-allowed's, not reported twice. The generator's `graphql` and `sdk` (not in
 * SPEC.md) are refused too where they are not fields, and a tab holding one is refused with any
 * key beside it but its own fields and "groups" (refusedKeys): errors, with the outcome.
 */
export const unknownKey = defineRule({
  code: 'unknown-key',
  on: 'other',
  // Its messages about `global` say what the site does with the element holding it (whenInvalid).
  volatile: true,
  check(ctx, el, out) {
    if (el.node.type !== 'object' || el.kind === 'page') return;
    const known = knownKeysOf(el.kind);
    const props = el.node.props;
    const refused = refusedKeys(el);
    for (let i = 0; i < props.length; i++) {
      const p = props[i];
      // A list is collection-not-allowed's (in `global`, only the lists it holds).
      if (known.has(p.key) || isListOn(el.kind, p.key) || isShadowed(props, i) || refused.includes(p.key)) continue;
      unknownKeyAt(ctx, el, p.key, out);
    }
    for (const key of refused) {
      const fix: Fix = { title: `Remove "${key}"`, command: 'remove-field', args: { file: el.file, path: el.path, key } };
      const by = el.kind === 'tab' ? REFUSED_KEYS.find((k) => k !== key && fieldOf(el.kind, k) && getProp(el.node, k)) : undefined;
      const why = by
        ? `"${key}" cannot sit beside "${by}" on a tab: the site then takes only the tab's own fields and "groups", and refuses any other key;`
        : `"${key}" is read only on a tab${key === 'sdk' ? ' or a group' : ''}, and the site refuses it anywhere else;`;
      out.push(invalidAt(ctx, el, 'unknown-key', (then) => `${why} ${then} Remove "${key}".`, { key, fix }));
    }
  },
});

/**
 * The diagnostic of a key `el`'s kind does not know. Apart from the check because of its closure
 * over the key: V8 then allocated a context for every key of every element checked.
 */
function unknownKeyAt(ctx: RuleContext, el: NavElement, key: string, out: RuleOutput<'unknown-key'>): void {
  const fix: Fix = { title: `Remove "${key}"`, command: 'remove-field', args: { file: el.file, path: el.path, key } };
  if (el.kind === 'global') {
    out.push(
      invalidAt(
        ctx,
        el,
        'unknown-key',
        (then) => `"${key}" is not a list "global" can hold, and the site refuses any other key there; ${then} Remove "${key}".`,
        { key, fix },
      ),
    );
    return;
  }
  out.push(
    at(
      ctx,
      el,
      'warning',
      'unknown-key',
      `"${key}" is not a field of ${kindName(el.kind)}; the site ignores it. docsnav keeps it in the file; remove it if it is a leftover or a typo.`,
      { key, fix, site: 'ignores' },
    ),
  );
}
