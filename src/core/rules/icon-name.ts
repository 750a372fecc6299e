import { getProp } from '../model/json-node';
import { ICON_LIBRARIES, ICON_STYLES } from '../model/settings';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

/** Icons: no "fa-" prefix (the generator rejects it); icon objects name a known library and style. */
export function iconName(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    const icon = el.node.type === 'object' ? getProp(el.node, 'icon') : undefined;
    if (!icon) continue;
    const name = icon.type === 'string' ? (icon.value as string) : icon.type === 'object' ? getProp(icon, 'name') : undefined;
    const nameText = typeof name === 'string' ? name : name && name.type === 'string' ? (name.value as string) : undefined;
    if (nameText?.startsWith('fa-')) {
      const bare = nameText.slice(3);
      out.push(
        at(ctx, el, 'error', 'icon-fa-prefix', `icon "${nameText}" starts with "fa-", which the site rejects; write "${bare}".`, {
          key: 'icon',
          fix: icon.type === 'string' ? { title: `Use "${bare}"`, command: 'set-field', args: { file: el.file, path: el.path, key: 'icon', value: bare } } : undefined,
        }),
      );
    }
    if (icon.type === 'object') {
      const lib = getProp(icon, 'library');
      if (lib && (lib.type !== 'string' || !(ICON_LIBRARIES as readonly string[]).includes(lib.value as string))) {
        out.push(at(ctx, el, 'error', 'icon-library', `icon library ${JSON.stringify(lib.type === 'string' ? lib.value : lib.type)} is not one of ${ICON_LIBRARIES.join(', ')}; the site rejects it.`, { key: 'icon' }));
      }
      const style = getProp(icon, 'style');
      if (style && (style.type !== 'string' || !(ICON_STYLES as readonly string[]).includes(style.value as string))) {
        out.push(at(ctx, el, 'error', 'icon-style', `icon style ${JSON.stringify(style.type === 'string' ? style.value : style.type)} is not one of ${ICON_STYLES.join(', ')}.`, { key: 'icon' }));
      }
      if (!nameText) out.push(at(ctx, el, 'error', 'icon-name', 'an icon object needs a "name".', { key: 'icon' }));
    }
  }
  return out;
}
