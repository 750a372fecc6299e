import { describeType, getProp, type JsonNode } from '../model/json-node';
import { ICON_LIBRARIES, ICON_STYLES } from '../model/settings';
import { defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { invalidAt } from './site-outcome';
import { fieldOf } from '../model/kinds';

const LIBRARIES = new Set<string>(ICON_LIBRARIES);
const STYLES = new Set<string>(ICON_STYLES);

/**
 * Icons the generator refuses: a name with the "fa-" prefix (`fa-house`; the fix strips it),
 * and an icon object without a name or with a library other than fontawesome / lucide /
 * tabler or an unknown style. The element is then invalid: the config is rejected at the root,
 * the list it is in dropped below (whenInvalid). Only on kinds that have an icon: on another
 * (a version, a language, the root) the site ignores the key whatever it holds, as unknown-key
 * says. Codes: `icon-fa-prefix`, `invalid-icon`.
 */
export const invalidIcon = defineRule({
  code: ['invalid-icon', 'icon-fa-prefix'],
  on: 'other',
  // Its messages count the pages of the list the element is in (see consequenceOf).
  volatile: true,
  check(ctx, el, out) {
    // A kind without an icon (a version, a language, the root): the site ignores it (unknown-key's).
    if (el.node.type !== 'object' || !fieldOf(el.kind, 'icon')) return;
    let icon;
    for (const p of el.node.props) if (p.key === 'icon') icon = p.value;
    if (!icon || (icon.type !== 'string' && icon.type !== 'object')) return; // wrong-type
    // A plain name is refused only for its prefix: most elements with an icon stop here.
    if (icon.type === 'string' && !(icon.value as string).startsWith('fa-')) return;
    iconProblems(ctx, el, icon, out);
  },
});

/**
 * The diagnostics of an element's `icon`. Apart from the check because of its closures: V8
 * allocates the context they share on every call of the function that holds them, and the check
 * is called for every element.
 */
function iconProblems(ctx: RuleContext, el: NavElement, icon: JsonNode, out: RuleOutput<'invalid-icon' | 'icon-fa-prefix'>): void {
  const nameNode = icon.type === 'string' ? icon : getProp(icon, 'name');
  const name = nameNode?.type === 'string' ? (nameNode.value as string) : undefined;
  if (name?.startsWith('fa-')) {
    const bare = name.slice(3);
    // Where the name lives: the `icon` string itself, or `icon.name` of an icon object.
    const args =
      icon.type === 'string'
        ? { file: el.file, path: el.path, key: 'icon', value: bare }
        : { file: el.file, path: [...el.path, 'icon'], key: 'name', value: bare };
    out.push(
      invalidAt(ctx, el, 'icon-fa-prefix', (then) => `icon "${name}" starts with "fa-", which the site refuses; ${then} Write "${bare}".`, {
        key: 'icon',
        fix: { title: `Use "${bare}"`, command: 'set-field', args },
      }),
    );
  }
  if (icon.type !== 'object') return;
  const invalid = (message: (then: string) => string) => out.push(invalidAt(ctx, el, 'invalid-icon', message, { key: 'icon' }));
  if (name === undefined)
    invalid(
      (then) =>
        `the icon object needs a "name" string${nameNode ? `, not ${describeType(nameNode)}` : ''}, which the site requires; ${then} Add "name": "house" (an icon name) or use a plain string.`,
    );
  // A library or style the generator does not know: the same message for both.
  for (const [key, known, list] of [
    ['library', LIBRARIES, ICON_LIBRARIES],
    ['style', STYLES, ICON_STYLES],
  ] as const) {
    const v = getProp(icon, key);
    if (v && !(v.type === 'string' && known.has(v.value as string)))
      invalid(
        (then) =>
          `icon ${key} ${v.type === 'string' ? `"${v.value}"` : describeType(v)} is not one of ${list.join(', ')}, which the site refuses; ${then} Use one of those or remove "${key}".`,
      );
  }
}
