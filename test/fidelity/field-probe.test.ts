/**
 * docsnav's verdicts against the generator's own validator on small configs that set every key
 * of every kind of element (its fields, its lists, keys of other kinds, one unknown) to odd
 * values: empty lists and objects, numbers, booleans, null, "fa-" names, icon objects, URLs and
 * paths, lists of pages and of groups. The same properties as on the corpus (differential.ts).
 * The mutated corpus configs (mutated-validation.test.ts) reach most places by chance; this
 * reaches each on purpose: it found the generator's `asyncapi`, `graphql` and `sdk` fields, an
 * icon on a version said to fail the config, and a foreign list in `global` called a drop.
 */
import { describe, expect, it } from 'vitest';
import { ORACLE_SKIP_REASON, oracleInstalled } from './oracle';
import { describe as explain, disagreementReport, judge } from './differential';

const HEAD = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Probe', colors: { primary: '#000000' } };
type Fields = Record<string, unknown>;

/** Where the probed element stands: each kind, and some beside a sibling list or a sibling element. */
const PLACES: readonly [string, (o: Fields) => Fields][] = [
  ['root', (o) => ({ pages: ['a'], ...o })],
  ['root with tabs', (o) => ({ tabs: [{ tab: 'T', pages: ['a'] }], ...o })],
  ['global', (o) => ({ pages: ['a'], global: { anchors: [{ anchor: 'x', href: 'https://a.example.com' }], ...o } })],
  ['language', (o) => ({ languages: [{ language: 'en', pages: ['a'], ...o }] })],
  [
    'language beside another',
    (o) => ({
      languages: [
        { language: 'en', pages: ['a'], ...o },
        { language: 'fr', pages: ['b'] },
      ],
    }),
  ],
  ['version', (o) => ({ versions: [{ version: 'v1', pages: ['a'], ...o }] })],
  ['tab', (o) => ({ tabs: [{ tab: 'T', pages: ['a'], ...o }] })],
  ['tab without a list', (o) => ({ tabs: [{ tab: 'T', ...o }] })],
  ['tab with groups', (o) => ({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a'] }], ...o }] })],
  [
    'tab beside another',
    (o) => ({
      tabs: [
        { tab: 'T', pages: ['a'], ...o },
        { tab: 'U', pages: ['b'] },
      ],
    }),
  ],
  ['dropdown', (o) => ({ dropdowns: [{ dropdown: 'D', pages: ['a'], ...o }] })],
  ['anchor', (o) => ({ anchors: [{ anchor: 'A', pages: ['a'], ...o }] })],
  ['product', (o) => ({ products: [{ product: 'P', pages: ['a'], ...o }] })],
  ['menu item', (o) => ({ tabs: [{ tab: 'T', menu: [{ item: 'M', pages: ['a'], ...o }] }] })],
  ['group', (o) => ({ groups: [{ group: 'G', pages: ['a'], ...o }] })],
  ['group with openapi', (o) => ({ groups: [{ group: 'G', openapi: 'o.json', pages: ['a'], ...o }] })],
  [
    'group in a tab',
    (o) => ({
      tabs: [
        { tab: 'T', groups: [{ group: 'G', pages: ['a'], ...o }] },
        { tab: 'U', pages: ['b'] },
      ],
    }),
  ],
  ['nested group', (o) => ({ groups: [{ group: 'G', pages: ['z', { group: 'H', pages: ['a'], ...o }] }] })],
  ['global anchor', (o) => ({ pages: ['a'], global: { anchors: [{ anchor: 'x', href: 'https://a.example.com', ...o }] } })],
  ['global tab', (o) => ({ pages: ['a'], global: { tabs: [{ tab: 'x', href: 'https://a.example.com', ...o }] } })],
  ['global version', (o) => ({ pages: ['a'], global: { versions: [{ version: 'x', href: 'https://a.example.com', ...o }] } })],
  ['global language', (o) => ({ pages: ['a'], global: { languages: [{ language: 'en', href: 'https://a.example.com', ...o }] } })],
];

const KEYS = [
  ...['group', 'tab', 'anchor', 'dropdown', 'product', 'item', 'language', 'version'],
  ...['icon', 'color', 'description', 'href', 'hidden', 'directory', 'openapi', 'asyncapi', 'graphql', 'sdk', 'tag', 'root', 'expanded'],
  ...['public', 'boost', 'searchable', 'align', 'default', 'banner', 'footer', 'navbar', 'name'],
  ...['pages', 'groups', 'tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu', 'global', 'colour'],
];

const VALUES: readonly unknown[] = [
  ...[[], {}, 5, true, null, '', 'x', 'en', 'start'],
  ...['fa-x', { name: 5 }, { name: 'house', library: 'lucide' }, { light: '#000000' }, { source: 'o.json' }],
  ...['https://a.example.com', '/p', 'guides/x', ['a'], ['x', 'y'], [{ group: 'G', pages: ['b'] }]],
  ...['schema.graphql', { format: 'typedoc', source: 'sdk' }, { source: 'http://a.example.com/s.graphql' }],
  // What a URL parser reads as a URL of another scheme: an OpenAPI source the site rejects.
  ...['javascript:x', 'C:\\specs\\api.yaml', 'https://'],
];

describe.skipIf(!oracleInstalled)(`the generator's validator on every key of every kind (skips without it: ${ORACLE_SKIP_REASON})`, () => {
  it(`agrees with docsnav on ${PLACES.length * KEYS.length * VALUES.length} small configs`, { timeout: 600_000 }, async () => {
    const cases = PLACES.flatMap(([where, place]) =>
      KEYS.flatMap((key) =>
        VALUES.map((v) => ({ name: `${where}: "${key}": ${JSON.stringify(v)}`, config: { ...HEAD, navigation: place({ [key]: v }) } })),
      ),
    );
    const judged = await judge(cases.map((c) => c.config));
    const failures = cases.flatMap((c, i) => (judged[i].disagreements.length ? [`${c.name}:\n${explain(judged[i].disagreements)}`] : []));
    expect(disagreementReport(failures, cases.length)).toBe('');
  });
});
