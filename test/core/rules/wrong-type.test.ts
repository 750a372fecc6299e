import { describe, expect, it } from 'vitest';
import { wrongType } from '../../../src/core/rules/wrong-type';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runRule, workspace } from './rule-helpers';

describe('wrong-type', () => {
  it('accepts the types of the kinds table', () => {
    expect(
      runRule(wrongType, {
        groups: [
          { group: 'G', icon: 'house', tag: 'New', hidden: false, boost: 2, pages: ['a', { group: 'N', expanded: true, pages: [] }] },
        ],
      }),
    ).toEqual([]);
  });

  it('reports expanded: "yes" at the field, telling how to write it', () => {
    const [d] = runRule(wrongType, { groups: [{ group: 'G', pages: [{ group: 'N', expanded: 'yes', pages: ['a'] }] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'wrong-type', path: ['navigation', 'groups', 0, 'pages', 0, 'expanded'] });
    expect(d.message).toBe(
      'navigation.groups[0].pages[0]: "expanded" must be true or false, not a string. Because of it, the site rejects the whole config. Write true without quotes.',
    );
    expect(d.site).toBe('rejects');
  });

  it('reports a number in pages, and says which list the site drops: the nearest section list, since a group has no fallback', () => {
    const ws = workspace({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', 42] }] }] });
    const index = buildNavIndex(ws);
    const [d] = wrongType({ ws, index });
    expect(d.path).toEqual(['navigation', 'tabs', 0, 'groups', 0, 'pages', 1]);
    expect(d.message).toContain('a page entry must be a string (a page path or "METHOD /path") or a group object, not a number');
    expect(d.message).toContain('drop the whole "groups" list of navigation.tabs[0] that it lies in');
    expect(d.site).toBe('drops');
    const tab = [...index.elements.values()].find((e) => e.kind === 'tab')!;
    expect(d.drops).toEqual([{ elementId: tab.id, key: 'groups' }]);
  });

  it('says a page entry of the wrong type straight in a section drops that list', () => {
    const [d] = runRule(wrongType, { tabs: [{ tab: 'T', pages: ['a', 42] }] });
    expect(d.message).toContain('drop the whole "pages" list it is in (2 pages)');
  });

  it('reports a non-object in tabs, a collection that is not a list, and a label that is not a string', () => {
    const ds = runRule(wrongType, { tabs: ['Guides', { tab: 7, groups: { group: 'G' } }] });
    expect(ds.map((d) => d.path)).toEqual([
      ['navigation', 'tabs', 0],
      ['navigation', 'tabs', 1, 'tab'],
      ['navigation', 'tabs', 1, 'groups'],
    ]);
    expect(ds[0].message).toContain('a tab must be an object like { "tab": "..." }, not a string; the site rejects the whole config.');
    expect(ds[1].message).toContain(
      '"tab" must be a string, not a number. Because of it, the site rejects the whole config. Put it in quotes: "7".',
    );
    expect(ds[2].message).toContain('"groups" must be a list (an array), not an object');
  });
});

describe('wrong-type: a language banner', () => {
  const nav = (banner: unknown) => ({ languages: [{ language: 'en', banner, groups: [{ group: 'G', pages: ['a'] }] }] });
  it('rejects what the generator rejects: content not a string, dismissible not a boolean, no content', () => {
    for (const banner of [{ content: 5 }, { dismissible: 'yes' }, { dismissible: true }, 'Hello']) {
      const ds = runRule(wrongType, nav(banner));
      expect(ds.length, JSON.stringify(banner)).toBeGreaterThan(0);
      expect(ds.every((d) => d.severity === 'error' && d.site === 'rejects')).toBe(true);
    }
    expect(runRule(wrongType, nav({ dismissible: true }))[0].message).toContain('"banner" needs "content", which the site requires');
  });
  it('accepts a banner with content, and warns on a key the site ignores', () => {
    expect(runRule(wrongType, nav({ content: 'Hi', dismissible: false }))).toEqual([]);
    expect(runRule(wrongType, nav({ content: 'Hi', colour: 'red' })).map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'unknown-key'],
    ]);
  });
});

describe('wrong-type: values the generator refuses beyond their JSON type', () => {
  it('a directory it does not know, an empty root, and a colour written as a string fail the element', () => {
    const ds = runRule(wrongType, {
      tabs: [
        {
          tab: 'T',
          groups: [
            { group: 'Tree', directory: 'tree', pages: ['a'] },
            { group: 'Root', root: '', pages: ['b'] },
          ],
          anchors: [{ anchor: 'A', color: '#ff0000', pages: ['c'] }],
        },
      ],
    });
    expect(ds.map((d) => [d.path.slice(-1)[0], d.site, d.drops?.[0].key])).toEqual([
      ['directory', 'drops', 'groups'],
      ['root', 'drops', 'groups'],
      ['color', 'drops', 'anchors'],
    ]);
    expect(ds[0].message).toContain('"directory" must be one of "none", "accordion", "card", not the string "tree".');
    expect(ds[1].message).toContain('"root" is empty; it must name a page (its path, without extension).');
    expect(ds[2].message).toContain('"color" must be an object { "light": "#hex", "dark": "#hex" }, not the string "#ff0000".');
  });

  it('a colour object needs hex colours and only light and dark', () => {
    const msg = (color: unknown) => runRule(wrongType, { anchors: [{ anchor: 'A', color, pages: ['a'] }] })[0]?.message;
    expect(msg({ light: '#fff', dark: '#000000' })).toBeUndefined();
    expect(msg({ light: 'red' })).toContain('"color.light" must be a hex colour like "#0D9373", not the string "red"');
    expect(msg({ primary: '#fff' })).toContain('"color.primary" is not a key of a colour');
  });

  it('at the root, a refused list is dropped when the root holds another the site keeps, and rejects the config when not', () => {
    const [dropped] = runRule(wrongType, { groups: [{ group: 'G', expanded: 'yes', pages: ['a'] }], pages: ['b'] });
    expect(dropped).toMatchObject({ site: 'drops', drops: [{ key: 'groups' }] });
    const [rejected] = runRule(wrongType, { groups: [{ group: 'G', expanded: 'yes', pages: ['a'] }] });
    expect(rejected).toMatchObject({ site: 'rejects' });
  });
});

describe('wrong-type on the generator\'s "graphql" and "sdk" (measured with its validator)', () => {
  it("checks their values: a path or an https URL, and an SDK's format and source", () => {
    const [d] = runRule(wrongType, { tabs: [{ tab: 'API', graphql: 'ftp://example.com/schema.graphql' }] });
    expect(d).toMatchObject({ severity: 'error', site: 'rejects', path: ['navigation', 'tabs', 0, 'graphql'] });
    expect(d.message).toContain('"graphql" must be a path or an https URL, or an object with "source"');
    const places = (nav: Record<string, unknown>) => runRule(wrongType, nav).map((d) => d.path.join('.'));
    expect(places({ groups: [{ group: 'G', sdk: { format: 'doxygen', source: 'sdk' }, pages: ['a'] }] })).toEqual([
      'navigation.groups.0.sdk',
    ]);
    expect(places({ tabs: [{ tab: 'SDK', sdk: { format: 'typedoc' } }] })).toEqual(['navigation.tabs.0.sdk']);
    expect(places({ tabs: [{ tab: 'API', graphql: { source: 'schema.graphql', directory: 'gql' } }] })).toEqual([]);
    expect(places({ tabs: [{ tab: 'SDK', sdk: { format: 'sphinx', source: 'https://example.com/sdk.zip', directory: 'py' } }] })).toEqual(
      [],
    );
  });
});

describe('wrong-type inside a list global does not hold', () => {
  it('says what the site does: global fails with that list whatever it holds, so the config is rejected, not the list dropped', () => {
    const [d] = runRule(wrongType, { pages: ['a'], global: { menu: [5] } });
    expect(d).toMatchObject({ severity: 'error', site: 'rejects', path: ['navigation', 'global', 'menu', 0] });
    expect(d.message).toContain('the site rejects the whole config');
    expect(d.message).not.toContain('drop');
  });
});
