import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDroppedSetting, legacyConfigKind, migrateMintJson, placeOfPath, upgradeMintConfig } from '../../../src/core/legacy/index';
import { isAbsoluteUrl } from '../../../src/core/legacy/mint-values';
import { parseJson } from '../../../src/core/parse/parse-json';

const FIXTURES = 'test/fixtures/legacy';
const read = (name: string) => readFileSync(join(FIXTURES, name, 'mint.json'), 'utf8');

/** Convert a fixture, failing the test when it is refused. */
function migrate(name: string) {
  const m = migrateMintJson(read(name), 'mint.json');
  if (!m.ok) throw new Error(m.message);
  return m;
}

/** A mint.json text from a value. */
const mint = (value: unknown) => JSON.stringify(value, null, 2);

describe('migrateMintJson on the fixtures', () => {
  // upgraded.json is the generator's own upgrade of each fixture; test/fidelity/upgrade.test.ts checks it still is.
  it.each(readdirSync(FIXTURES).sort())('%s prints the docs.json the generator makes', (name) => {
    expect(migrate(name).text).toBe(readFileSync(join(FIXTURES, name, 'upgraded.json'), 'utf8'));
  });

  it('prints 2-space indented JSON with a final newline', () => {
    const { text } = migrate('groups-only');
    expect(text.startsWith('{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('groups only: the groups, with iconType folded into the icon', () => {
    const nav = migrate('groups-only').docs.navigation as { groups: unknown[] };
    expect(nav.groups[2]).toEqual({ group: 'Reference', pages: ['reference/soil'], icon: { name: 'book', style: 'solid' } });
  });

  it('tabs: pages go to the tab whose url prefixes them, the rest to the primary tab first; a remote tab is a link', () => {
    const nav = migrate('tabs').docs.navigation as {
      tabs: { tab: string; href?: string; groups?: { group: string; pages: unknown[] }[] }[];
    };
    expect(nav.tabs.map((t) => t.tab)).toEqual(['Guides', 'API reference', 'Changelog', 'Status']);
    expect(nav.tabs[1].groups!.map((g) => [g.group, g.pages])).toEqual([
      ['API', ['api-reference/overview', { group: 'Plants', pages: ['api-reference/plants/list', 'api-reference/plants/get'] }]],
      ['Mixed', ['api-reference/mixed']],
    ]);
    expect(nav.tabs[3]).toEqual({ tab: 'Status', href: 'https://status.example.com' });
  });

  it('anchors: a longer sibling prefix keeps its own pages; the top anchor takes the rest (a split nested group whole, as the generator does)', () => {
    const nav = migrate('anchors').docs.navigation as { anchors: { anchor: string; groups?: { pages: unknown[] }[] }[] };
    expect(nav.anchors.map((a) => a.anchor)).toEqual(['Handbook', 'SDK', 'SDK (beta)', 'Community']);
    expect(nav.anchors[1].groups!.flatMap((g) => g.pages)).toEqual(['sdk/install', 'sdk/usage', { group: 'Deep', pages: ['sdk/deep'] }]);
    expect(nav.anchors[2].groups!.flatMap((g) => g.pages)).toEqual(['sdk/beta/preview']);
    expect(nav.anchors[0].groups!.at(-1)).toEqual({
      group: 'Nested',
      pages: ['overview', { group: 'Deep', pages: ['sdk/deep', 'deep/other'] }],
    });
  });

  it('openapi: a local anchor generates under its url, a remote one keeps its link; the root list moves to api.openapi', () => {
    const { docs } = migrate('openapi');
    const anchors = (docs.navigation as { anchors: Record<string, unknown>[] }).anchors;
    expect(anchors.find((a) => a.anchor === 'Webhooks')).toEqual({
      anchor: 'Webhooks',
      openapi: { source: '/webhooks.yaml', directory: 'webhooks' },
      icon: 'bolt',
    });
    expect(anchors.find((a) => a.anchor === 'Remote API')).toMatchObject({ href: 'https://api.example.com/docs' });
    expect(docs.api).toMatchObject({
      openapi: ['/openapi.yaml', 'https://api.example.com/openapi.json'],
      playground: { display: 'simple', proxy: false },
    });
  });

  it('versions: each version gets its own pages and tabs', () => {
    const nav = migrate('versions').docs.navigation as { versions: { version: string; tabs: { tab: string }[] }[] };
    expect(nav.versions.map((v) => [v.version, v.tabs.map((t) => t.tab)])).toEqual([
      ['v2', ['Documentation', 'API v2']],
      ['v1', ['Documentation', 'API v1']],
    ]);
  });

  it('versions with a locale become languages', () => {
    const nav = migrate('languages').docs.navigation as { languages: Record<string, unknown>[] };
    expect(nav.languages.map((l) => l.language)).toEqual(['en', 'fr', 'de']);
    expect(nav.languages[2]).toEqual({ language: 'de', href: 'https://de.example.com' });
  });
});

describe('dropped settings', () => {
  it('lists each setting the conversion leaves out, with its JSON path and line, in file order', () => {
    const { dropped } = migrate('settings');
    expect(dropped.map((d) => [placeOfPath(d.path), d.line])).toEqual([
      ['theme', 4],
      ['layout', 5],
      ['feedback', 14],
      ['search.location', 15],
      ['topbarCtaButton.style', 22],
      ['isWhiteLabeled', 30],
      ['sidebar', 31],
      ['navigation[0].public', 34],
    ]);
    expect(dropped[0].message).toContain('"venus"');
    expect(dropped[0].message).toContain('"palm"');
  });

  it('names a tab with no pages and a page whose version is unknown, each at its line', () => {
    expect(migrate('tabs').dropped.map((d) => formatDroppedSetting(d))).toEqual([
      'mint.json:9:5 tabs[3]: the upgrade makes no tab of it: no page of the navigation is under its url "nothing-here" and it has no OpenAPI file; add it to docs.json if it should stay',
    ]);
    const [page] = migrate('versions').dropped;
    expect([placeOfPath(page.path), page.line, page.message]).toEqual([
      'navigation[3].pages[0]',
      12,
      'the page "v0/old" is left out: its group\'s version "v0" is not one of "versions"; add it to docs.json\'s navigation if it should stay',
    ]);
  });

  it('lists nothing for a mint.json whose settings all carry over', () => {
    expect(migrate('groups-only').dropped).toEqual([]);
    expect(migrate('openapi').dropped).toEqual([]);
  });

  it('says when every version is a link (the upgrade has no place for them)', () => {
    const m = migrateMintJson(
      mint({ versions: [{ name: 'v1', url: 'https://v1.example.com' }], navigation: [{ group: 'A', pages: ['a'] }] }),
    );
    expect(m.ok && m.dropped.map((d) => placeOfPath(d.path))).toEqual(['versions']);
  });

  it('says when the primary tab is not made, and names a tab field the upgrade does not carry', () => {
    const m = migrateMintJson(
      mint({
        primaryTab: { name: 'Home' },
        tabs: [{ name: 'All', url: 'guides', icon: 'book' }],
        navigation: [{ group: 'A', pages: ['guides/a'] }],
      }),
    );
    expect(m.ok && m.dropped.map((d) => placeOfPath(d.path))).toEqual(['primaryTab', 'tabs[0].icon']);
  });
});

describe('refusals', () => {
  it('a text that is not JSON: says so with its line, converts nothing', () => {
    const m = migrateMintJson('{\n  "name": "x",\n  "navigation": [\n}', 'docs/mint.json');
    expect(m.ok).toBe(false);
    expect(!m.ok && [m.message.startsWith('mint.json is not valid JSON (line 4'), m.line]).toEqual([true, 4]);
  });

  it.each([
    ['no navigation', { name: 'x', tabs: [] }, 'has no "navigation" list of groups'],
    ['an empty navigation', { name: 'x', navigation: [] }, 'has no "navigation" list of groups'],
    ['a docs.json', { name: 'x', navigation: { groups: [] } }, 'is already a docs.json'],
    ['an array', [1, 2], 'is not a JSON object'],
  ])('%s', (_what, value, words) => {
    const m = migrateMintJson(mint(value), 'mint.json');
    expect(m.ok).toBe(false);
    expect(!m.ok && m.message).toContain(words);
  });

  it('groups nested past the depth limit are refused instead of overflowing', () => {
    let group: unknown = { group: 'leaf', pages: ['a'] };
    for (let i = 0; i < 150; i++) group = { group: `g${i}`, pages: [group] };
    const m = migrateMintJson(mint({ tabs: [{ name: 'T', url: 'a' }], navigation: [group] }));
    expect(!m.ok && m.message).toContain('nested more than 100 levels');
  });
});

describe('untrusted input', () => {
  it('keys like __proto__ and constructor stay data; Object.prototype is untouched', () => {
    const text =
      '{"name":"x","footerSocials":[{"type":"__proto__","url":"https://evil.example"}],"analytics":{"__proto__":{"polluted":1}},' +
      '"navigation":[{"group":"constructor","constructor":"c","pages":["toString"]}]}';
    const m = migrateMintJson(text);
    expect(m.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const footer = m.ok ? (m.docs.footer as { socials: object }) : undefined;
    expect(Object.getOwnPropertyNames(footer!.socials)).toEqual(['__proto__']);
    expect(m.ok && m.text).toContain('"__proto__": "https://evil.example"');
  });

  it('values of the wrong type are read as absent, never thrown on', () => {
    const config = {
      tabs: 'tabs',
      anchors: [null, 3, { name: 'A', url: 7 }],
      versions: [null],
      navigation: [5, { group: 'G', pages: 'x' }],
    };
    expect(() => upgradeMintConfig(config)).not.toThrow();
    expect(migrateMintJson(mint(config)).ok).toBe(true);
  });
});

describe('recognising a mint.json', () => {
  const kind = (text: string, path = 'x.json') => legacyConfigKind(parseJson(text, path).file.root, path);
  it('by the shape of its navigation, whatever its name', () => {
    expect(kind('{"navigation":[{"group":"A","pages":[]}]}')).toBe('mint');
    expect(kind('{"navigation":{"groups":[]}}', 'mint.json')).toBe('other');
    expect(kind('{"name":"x","navigation":{"pages":["a"]}}')).toBe('other');
  });
  it('by its name or its mint-only keys when it has no navigation', () => {
    expect(kind('{"name":"x"}', 'docs/mint.json')).toBe('mint-without-navigation');
    expect(kind('{"name":"x","topbarLinks":[]}')).toBe('mint-without-navigation');
    expect(kind('{"name":"x"}', 'docs.json')).toBe('other');
  });
});

describe('isAbsoluteUrl agrees with URL.canParse on what a division url holds', () => {
  it.each([
    'https://example.com',
    'http://x',
    'https://',
    'http:example.com',
    'mailto:a@b.c',
    'localhost:3000',
    'api-reference',
    '/guides',
    'c:/x',
    'https://exa mple.com',
    'ftp://files.example.com/x',
    '',
    'data:text/plain,hi',
    '1abc:x',
  ])('%s', (url) => {
    expect(isAbsoluteUrl(url)).toBe(URL.canParse(url));
  });
});
