/**
 * docsnav's verdicts against the generator's own validator on the settings beside the
 * navigation: every top-level setting of the settings table (src/core/model/settings-table.ts)
 * set to odd values, and each key of it (and of its objects one level down) likewise, inside an
 * otherwise minimal value of that setting. The same properties as on the corpus
 * (differential.ts). It found the checks the generator makes inside values: the lengths of
 * integration IDs, a Plausible domain written with "https://", a Transcend bundle ID, a logo's
 * length and link, the footer's one to four columns, and a font's "source" without "format".
 */
import { describe, expect, it } from 'vitest';
import { ORACLE_SKIP_REASON, oracleInstalled } from './oracle';
import { describe as explain, disagreementReport, judge } from './differential';
import { SETTINGS, type SettingShape } from '../../src/core/model/settings-table';

const HEAD = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Probe',
  colors: { primary: '#000000' },
  navigation: { pages: ['a'] },
};

const VALUES: readonly unknown[] = [
  ...[[], {}, 5, 0, true, null, '', 'x', 'light', 'woff2', 'fa-x'],
  ...['https://a.example.com', '#000000', '/p', ['x'], [{}], { light: 'x', dark: 'y' }, { name: 'x' }],
];

/** A value of `s` with its required keys only, each the simplest of its shape (not always one the site accepts). */
function simplest(s: SettingShape): unknown {
  switch (s.t) {
    case 'string':
      return s.url ? 'https://a.example.com' : s.hex ? '#000000' : 'x';
    case 'boolean':
      return true;
    case 'number':
      return 1;
    case 'enum':
      return s.values[0];
    case 'anyOf':
      return simplest(s.of[0]);
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, simplest(s.keys[k])]));
    case 'record':
      return {};
    case 'array':
    case 'any':
      return [];
  }
}

/** The object shapes a setting may take: itself, or each object among its alternatives. */
const objectsOf = (s: SettingShape): Extract<SettingShape, { t: 'object' }>[] =>
  s.t === 'object' ? [s] : s.t === 'anyOf' ? s.of.flatMap(objectsOf) : [];

function cases(): { name: string; config: unknown }[] {
  const out: { name: string; config: unknown }[] = [];
  const add = (name: string, key: string, value: unknown) =>
    out.push({ name: `${name}: ${JSON.stringify(value)}`, config: { ...HEAD, [key]: value } });
  for (const [key, shape] of Object.entries(SETTINGS)) {
    for (const v of VALUES) add(key, key, v);
    for (const o of objectsOf(shape)) {
      const base = simplest(o) as Record<string, unknown>;
      for (const sub of [...o.names, 'unknownKey']) {
        for (const v of VALUES) add(`${key}.${sub}`, key, { ...base, [sub]: v });
        const inner = o.keys[sub];
        if (inner?.t !== 'object') continue;
        for (const sub2 of [...inner.names, 'unknownKey'])
          for (const v of VALUES.slice(0, 8))
            add(`${key}.${sub}.${sub2}`, key, { ...base, [sub]: { ...(simplest(inner) as object), [sub2]: v } });
      }
    }
  }
  return out;
}

describe.skipIf(!oracleInstalled)(
  `the generator's validator on every setting and its keys (skips without it: ${ORACLE_SKIP_REASON})`,
  () => {
    it('agrees with docsnav on each odd value of each setting', { timeout: 600_000 }, async () => {
      const all = cases();
      const judged = await judge(all.map((c) => c.config));
      const failures = all.flatMap((c, i) => (judged[i].disagreements.length ? [`${c.name}:\n${explain(judged[i].disagreements)}`] : []));
      expect(all.length).toBeGreaterThan(3_000);
      expect(disagreementReport(failures, all.length)).toBe('');
    });
  },
);
