import { describeType, getProp, isShadowed, type JsonNode } from '../model/json-node';
import { REQUIRED_TOP_LEVEL, THEMES } from '../model/settings';
import { settingShape } from '../model/settings-table';
import { checkSetting } from '../model/check-setting';
import { refTarget, resolveRelative } from '../model/workspace';
import type { Diagnostic, Severity } from './diagnostic';
import type { RuleContext } from './context';
import { duplicatedKeys } from './duplicate-key';

const EXAMPLE: Record<string, string> = {
  theme: '"theme": "mint"',
  colors: '"colors": { "primary": "#0D9373" }',
  name: '"name": "My docs"',
};

/** "styling.eyebrows", "redirects[0].source": a setting's place for messages. */
function placeOfPath(path: readonly (string | number)[]): string {
  let s = '';
  for (const seg of path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  return s || '(root)';
}

/**
 * The top-level settings around the navigation: the ones the generator requires (`theme`,
 * `name`, `colors`: without one it rejects the whole config, an error that says what to add),
 * `theme` from REFERENCE.md's list, every other setting against the settings table (model/
 * settings-table.ts: a value of the wrong shape is an error, the generator rejects the config;
 * a key it does not know a warning, it ignores it), and a top-level key written twice (the site
 * keeps the last; a second "navigation" silently replaces the first). Codes: `missing-setting`,
 * `invalid-theme`, `invalid-setting`, `unknown-setting`, `duplicate-key`.
 */
export function invalidSetting(ctx: RuleContext, memo?: SettingsMemo): Diagnostic[] {
  const file = ctx.ws.mainPath;
  const root = ctx.ws.files[file]?.root;
  if (!root || root.type !== 'object') return [];
  const out: Diagnostic[] = [];
  const d = (severity: Severity, code: string, path: (string | number)[], message: string): Diagnostic => ({
    severity,
    code,
    message: `${placeOfPath(path)}: ${message}`,
    file,
    path,
  });
  const unknown = (path: (string | number)[], message: string): Diagnostic => ({
    ...d('warning', 'unknown-setting', path, `${message} docsnav keeps it in the file; remove it if it is a leftover or a typo.`),
    site: 'ignores',
    fix: {
      title: `Remove "${path[path.length - 1]}"`,
      command: 'remove-field',
      args: { file, path: path.slice(0, -1), key: String(path[path.length - 1]) },
    },
  });
  for (const key of REQUIRED_TOP_LEVEL) {
    if (key !== 'navigation' && !getProp(root, key)) {
      out.push({
        ...d(
          'error',
          'missing-setting',
          [],
          `"${key}" is missing: the site generator requires it and rejects the whole config without it. Add ${EXAMPLE[key]}.`,
        ),
        site: 'rejects',
      });
    }
  }
  for (const { key, ignored, values } of duplicatedKeys(root.props)) {
    const ignoredWhat = ignored === 1 ? 'the first' : `the first ${ignored}`;
    const nav = key === 'navigation';
    out.push({
      ...d(
        nav ? 'error' : 'warning',
        'duplicate-key',
        [],
        `"${key}" is written ${ignored + 1} times at the top of docs.json; the site keeps only the last one and ignores ${ignoredWhat}${nav ? ', with all its pages' : ''}. Merge them into one, or remove the one you do not want.`,
      ),
      ...(nav ? { site: 'drops' as const, unread: values.map((value) => ({ key, value })) } : { site: 'ignores' as const }),
    });
  }
  const theme = getProp(root, 'theme');
  if (theme && (theme.type !== 'string' || !(THEMES as readonly string[]).includes(theme.value as string))) {
    out.push({
      ...d(
        'error',
        'invalid-theme',
        ['theme'],
        `theme ${theme.type === 'string' ? `"${theme.value}"` : describeType(theme)} is not one of ${THEMES.join(', ')}; the site rejects the whole config. Choose one of those.`,
      ),
      site: 'rejects',
    });
  }
  // Every other setting against the settings table: a wrong shape is rejected, an unknown key
  // ignored. What a setting gave is kept by its value node (immer keeps an untouched one), so
  // an edit of the navigation does not check the redirects again (1 ms on a 30 KB list).
  const props = root.props;
  const kept = memo?.byValue;
  const next = memo ? new Map<JsonNode, KeptSetting>() : undefined;
  for (let i = 0; i < props.length; i++) {
    const p = props[i];
    if (p.key === 'navigation' || p.key === 'theme' || isShadowed(props, i)) continue;
    // A setting split into its own file ({ "$ref": "redirects.json" }) is checked as that file holds it.
    const ref = refTarget(p.value);
    const value = ref === undefined ? p.value : ctx.ws.files[resolveRelative(file, ref)]?.root;
    const was = kept?.get(p.value);
    const found = was && was.key === p.key && was.value === value ? was.diags : checkOne(p.key, value, d, unknown);
    next?.set(p.value, { key: p.key, value, diags: found });
    for (const x of found) out.push(x);
  }
  if (memo) memo.byValue = next!;
  return out;
}

/**
 * What invalidSetting keeps between runs over versions of one document with the same main
 * file (the rules runner holds one per generation, see startRules): each setting's
 * diagnostics by its value node, for the settings of the last run only.
 */
export interface SettingsMemo {
  byValue: ReadonlyMap<JsonNode, KeptSetting>;
}

/** One setting's diagnostics, for its key and value (the split file's root, for a `$ref`). */
interface KeptSetting {
  readonly key: string;
  readonly value: JsonNode | undefined;
  readonly diags: readonly Diagnostic[];
}

type Make = (severity: Severity, code: string, path: (string | number)[], message: string) => Diagnostic;

/** The diagnostics of one top-level setting (not navigation or theme) whose value is `value`. */
function checkOne(
  key: string,
  value: JsonNode | undefined,
  d: Make,
  unknown: (path: (string | number)[], message: string) => Diagnostic,
): Diagnostic[] {
  const shape = settingShape(key);
  if (!shape) return [unknown([key], `"${key}" is not a setting the site generator knows; it ignores it.`)];
  if (!value) return [];
  const out: Diagnostic[] = [];
  for (const problem of checkSetting(value, shape, [key])) {
    const path = problem.path as string[];
    out.push(
      problem.kind === 'wrong'
        ? {
            ...d('error', 'invalid-setting', path, `${problem.message}; the site rejects the whole config. Fix the value or remove it.`),
            site: 'rejects',
          }
        : unknown(path, `"${path[path.length - 1]}" ${problem.message}.`),
    );
  }
  return out;
}
