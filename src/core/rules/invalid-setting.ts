import { describeType, getProp } from '../model/json-node';
import { EYEBROWS, REQUIRED_TOP_LEVEL, THEMES } from '../model/settings';
import type { Diagnostic, Severity } from './diagnostic';
import type { RuleContext } from './context';
import { duplicatedKeys } from './duplicate-key';

const EXAMPLE: Record<string, string> = {
  theme: '"theme": "mint"',
  colors: '"colors": { "primary": "#0D9373" }',
  name: '"name": "My docs"',
};

/**
 * The top-level settings around the navigation: the ones the generator requires (`theme`,
 * `name`, `colors`; a warning, since docsnav edits navigation and can still show it) and the
 * ones that shape navigation (`theme` from REFERENCE.md's list, `styling.eyebrows`,
 * `interaction.drilldown`), and a top-level key written twice (the site keeps the last; a
 * second "navigation" silently replaces the first). Codes: `missing-setting`, `invalid-theme`,
 * `wrong-type`, `duplicate-key`.
 */
export function invalidSetting(ctx: RuleContext): Diagnostic[] {
  const file = ctx.ws.mainPath;
  const root = ctx.ws.files[file]?.root;
  if (!root || root.type !== 'object') return [];
  const out: Diagnostic[] = [];
  const d = (severity: Severity, code: string, path: string[], message: string): Diagnostic => ({
    severity,
    code,
    message: `${path.join('.') || '(root)'}: ${message}`,
    file,
    path,
  });
  for (const key of REQUIRED_TOP_LEVEL) {
    if (key !== 'navigation' && !getProp(root, key)) {
      out.push(d('warning', 'missing-setting', [], `docs.json has no "${key}", which the site generator requires. Add ${EXAMPLE[key]}.`));
    }
  }
  for (const { key, ignored } of duplicatedKeys(root.props)) {
    const ignoredWhat = ignored === 1 ? 'the first' : `the first ${ignored}`;
    out.push(
      d(
        key === 'navigation' ? 'error' : 'warning',
        'duplicate-key',
        [],
        `"${key}" is written ${ignored + 1} times at the top of docs.json; the site keeps only the last one and ignores ${ignoredWhat}${key === 'navigation' ? ', with all its pages' : ''}. Merge them into one, or remove the one you do not want.`,
      ),
    );
  }
  const theme = getProp(root, 'theme');
  if (theme && (theme.type !== 'string' || !(THEMES as readonly string[]).includes(theme.value as string))) {
    out.push(
      d(
        'error',
        'invalid-theme',
        ['theme'],
        `theme ${theme.type === 'string' ? `"${theme.value}"` : describeType(theme)} is not one of ${THEMES.join(', ')}; the site rejects it. Choose one of those.`,
      ),
    );
  }
  const eyebrows = getProp(getProp(root, 'styling'), 'eyebrows');
  if (eyebrows && (eyebrows.type !== 'string' || !(EYEBROWS as readonly string[]).includes(eyebrows.value as string))) {
    out.push(
      d(
        'error',
        'wrong-type',
        ['styling', 'eyebrows'],
        `must be "breadcrumbs" (the full navigation path above pages) or "section", not ${eyebrows.type === 'string' ? `"${eyebrows.value}"` : describeType(eyebrows)}.`,
      ),
    );
  }
  const drilldown = getProp(getProp(root, 'interaction'), 'drilldown');
  if (drilldown && drilldown.type !== 'boolean') {
    out.push(
      d(
        'error',
        'wrong-type',
        ['interaction', 'drilldown'],
        `must be true or false, not ${describeType(drilldown)}; remove it to use the theme default.`,
      ),
    );
  }
  return out;
}
