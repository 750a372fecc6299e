/**
 * docsnav's verdicts against the generator's own validator on the settings beside the
 * navigation: every place inside every setting of the settings table
 * (src/core/model/settings-table.ts), down through objects, lists, maps and alternatives, set
 * to odd values inside an otherwise minimal value of that setting. The same properties as on the
 * corpus (differential.ts). It found the checks the generator makes inside values: the lengths
 * of integration IDs, a Plausible domain written with "https://", a Transcend bundle ID, a
 * logo's length and link, the footer's one to four columns of at least one link each, a font's
 * "source" without "format", the links of the navbar and footer, the footer's social platforms
 * and their https URLs, icons in settings, OpenAPI and AsyncAPI sources that are URLs of another
 * scheme, the SEO folder paths, and custom code languages.
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
  ...[[], {}, 5, 0, true, null, '', 'x', 'light', 'woff2', 'fa-x', 'fa-book', '#000000', '/p', ['x'], [{}]],
  ...[{ light: 'x', dark: 'y' }, { name: 'x' }, 'x.png', './x', 'a b', 'guides/v2', 'guides//v2', 'guides/./v2'],
  // Links and sources: what a URL parser reads, and the generator's https-only checks.
  ...['https://a.example.com', 'http://a.example.com', 'HTTPS://A.example.com', ' https://a.example.com ', 'https://'],
  ...['https:a.example.com', 'ftp://a.example.com', 'ftp://', 'mailto:a@example.com', 'mailto:', 'javascript:x', 'data:x'],
  ...['c:\\x', 'foo:bar', '//x', '#x', 'https://a.example.com/?q=1', 'https://a.example.com/#y', 'https://a.example.com/%zz'],
  ...['https://a.example.com/a.SVG', 'https://a.example.com/b.zip/', 'https://a.example.com/a.svg#y'],
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
      return Array.from({ length: s.min ?? 0 }, () => simplest(s.of));
    case 'any':
      return [];
  }
}

/**
 * Add the cases of every place in `shape`: this one (`wrap` makes a value of the top-level
 * setting from a value here), then the places inside it.
 */
function probe(name: string, shape: SettingShape, wrap: (v: unknown) => unknown, add: (n: string, v: unknown) => void): void {
  for (const v of VALUES) add(name, wrap(v));
  within(name, shape, wrap, add);
}

function within(name: string, shape: SettingShape, wrap: (v: unknown) => unknown, add: (n: string, v: unknown) => void): void {
  switch (shape.t) {
    case 'array': {
      const before = Array.from({ length: Math.max(0, (shape.min ?? 0) - 1) }, () => simplest(shape.of));
      return probe(`${name}[]`, shape.of, (v) => wrap([...before, v]), add);
    }
    case 'record':
      if (shape.keys) probe(`${name}.unknownKey`, { t: 'any' }, (v) => wrap({ unknownKey: v }), add);
      return probe(`${name}.${shape.keys?.[0] ?? 'k'}`, shape.of, (v) => wrap({ [shape.keys?.[0] ?? 'k']: v }), add);
    case 'anyOf':
      for (const alt of shape.of) within(name, alt, wrap, add);
      return;
    case 'object': {
      const base = simplest(shape) as Record<string, unknown>;
      for (const sub of [...shape.names, 'unknownKey'])
        probe(`${name}.${sub}`, shape.keys[sub] ?? { t: 'any' }, (v) => wrap({ ...base, [sub]: v }), add);
    }
  }
}

/** What one value at one place cannot show: lists with an entry twice, maps with several keys. */
const LISTS: readonly [string, unknown][] = [
  [
    'redirects',
    [
      { source: '/a', destination: '/b' },
      { source: '/a', destination: '/c' },
    ],
  ],
  [
    'redirects',
    [
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/a' },
    ],
  ],
  ['contextual', { options: ['copy', 'view', 'copy'] }],
  [
    'contextual',
    {
      options: [
        { title: 't', description: 'd', href: 'x' },
        { title: 't', description: 'd', href: 'x' },
      ],
    },
  ],
  [
    'seo',
    {
      paths: [
        { path: 'a', metatags: {} },
        { path: 'a', metatags: { k: 'v' } },
      ],
    },
  ],
  [
    'seo',
    {
      paths: [
        { path: 'a', metatags: {} },
        { path: 'a/b', metatags: {} },
      ],
    },
  ],
  ['footer', { socials: { x: 'https://x.com/a', github: 'https://github.com/a', website: 'https://a.example.com' } }],
];

function cases(): { name: string; config: unknown }[] {
  const out = new Map<string, { name: string; config: unknown }>();
  for (const [key, v] of LISTS) out.set(key + JSON.stringify(v), { name: `${key}: ${JSON.stringify(v)}`, config: { ...HEAD, [key]: v } });
  for (const [key, shape] of Object.entries(SETTINGS))
    probe(
      key,
      shape,
      (v) => v,
      (name, v) => {
        const config = { ...HEAD, [key]: v };
        const id = JSON.stringify(config);
        if (!out.has(id)) out.set(id, { name: `${name}: ${JSON.stringify(v)}`, config });
      },
    );
  return [...out.values()];
}

describe.skipIf(!oracleInstalled)(
  `the generator's validator on every place in every setting (skips without it: ${ORACLE_SKIP_REASON})`,
  () => {
    it('agrees with docsnav on each odd value at each place of each setting', { timeout: 600_000 }, async () => {
      const all = cases();
      const judged = await judge(all.map((c) => c.config));
      const failures = all.flatMap((c, i) => (judged[i].disagreements.length ? [`${c.name}:\n${explain(judged[i].disagreements)}`] : []));
      expect(all.length).toBeGreaterThan(10_000);
      expect(disagreementReport(failures, all.length)).toBe('');
    });
  },
);
