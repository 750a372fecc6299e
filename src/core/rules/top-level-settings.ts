import { getProp } from '../model/json-node';
import { REQUIRED_TOP_LEVEL, THEMES } from '../model/settings';
import type { Diagnostic } from './diagnostic';
import type { RuleContext } from './context';

/**
 * The top-level settings the generator requires (theme, name, colors) and the ones that shape
 * navigation (theme, styling.eyebrows, interaction.drilldown) have valid values.
 */
export function topLevelSettings(ctx: RuleContext): Diagnostic[] {
  const file = ctx.ws.mainPath;
  const root = ctx.ws.files[file].root;
  if (root.type !== 'object') return [];
  const out: Diagnostic[] = [];
  const d = (severity: 'error' | 'warning', code: string, path: string[], message: string): Diagnostic => ({ severity, code, message: `${path.join('.') || '(root)'}: ${message}`, file, path });
  for (const key of REQUIRED_TOP_LEVEL) {
    if (key !== 'navigation' && !getProp(root, key)) out.push(d('warning', 'missing-setting', [], `docs.json has no "${key}"; the site generator requires it. Add "${key}" (for example ${key === 'theme' ? '"theme": "mint"' : key === 'colors' ? '"colors": { "primary": "#0D9373" }' : '"name": "My docs"'}).`));
  }
  const theme = getProp(root, 'theme');
  if (theme && (theme.type !== 'string' || !(THEMES as readonly string[]).includes(theme.value as string))) {
    out.push(d('error', 'invalid-theme', ['theme'], `theme ${JSON.stringify(theme.type === 'string' ? theme.value : theme.type)} is not one of ${THEMES.join(', ')}; the site rejects it.`));
  }
  const eyebrows = getProp(getProp(root, 'styling'), 'eyebrows');
  if (eyebrows && (eyebrows.type !== 'string' || !['breadcrumbs', 'section'].includes(eyebrows.value as string))) {
    out.push(d('error', 'wrong-type', ['styling', 'eyebrows'], 'styling.eyebrows must be "breadcrumbs" (the full path above pages) or "section".'));
  }
  const drilldown = getProp(getProp(root, 'interaction'), 'drilldown');
  if (drilldown && drilldown.type !== 'boolean') {
    out.push(d('error', 'wrong-type', ['interaction', 'drilldown'], 'interaction.drilldown must be true or false (remove it to use the theme default).'));
  }
  return out;
}
