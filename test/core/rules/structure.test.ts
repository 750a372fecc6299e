import { describe, expect, it } from 'vitest';
import { check, codes } from '../../helpers/check';

describe('primary pattern at the navigation root', () => {
  it('accepts exactly one primary pattern plus global', () => {
    expect(check({ tabs: [{ tab: 'A', pages: ['a'] }], global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev' }] } })).toEqual([]);
  });

  it('says which patterns the site drops and how many pages that loses', () => {
    const ds = check({ groups: [{ group: 'G', pages: ['a', 'b'] }], tabs: [{ tab: 'T', pages: ['c'] }] });
    const d = ds.find((x) => x.code === 'multiple-primary-patterns')!;
    expect(d.severity).toBe('error');
    expect(d.message).toContain('keeps only "tabs"');
    expect(d.message).toContain('drops "groups" (2 pages)');
    expect(d.path).toEqual(['navigation', 'groups']);
  });

  it('reports a navigation without a primary pattern, a missing navigation, and a non-object file', () => {
    expect(codes(check({ global: { anchors: [] } }))).toContain('no-primary-pattern');
    expect(codes(check('{"name": "x", "theme": "mint", "colors": {}}'))).toEqual(['missing-navigation']);
    expect(codes(check('[1, 2]'))).toEqual(['not-an-object']);
  });
});

describe('one child kind per level', () => {
  it('flags a tab with anchors and groups, naming what the site drops, with the split fix', () => {
    const ds = check({ tabs: [{ tab: 'API', anchors: [{ anchor: 'A', pages: ['a'] }], groups: [{ group: 'G', pages: ['b', 'c'] }] }] });
    const d = ds.find((x) => x.code === 'mixed-child-kinds')!;
    expect(d.message).toBe(
      'navigation.tabs[0].groups: a tab cannot hold both "anchors" and "groups" at the same level; the site would drop "groups" (2 pages). Move them into an anchor or a new tab.',
    );
    expect(d.fix?.command).toBe('split-mixed-tab');
  });

  it('flags a group with both pages and groups: the site keeps pages', () => {
    const d = check({ groups: [{ group: 'G', pages: ['a'], groups: [{ group: 'H', pages: ['b'] }] }] }).find((x) => x.code === 'mixed-child-kinds')!;
    expect(d.message).toContain('would drop "groups" (1 page)');
  });

  it('flags a collection the kind may not hold at all', () => {
    const ds = check({ tabs: [{ tab: 'T', menu: [{ item: 'M', tabs: [{ tab: 'X', pages: ['a'] }] }] }] });
    const d = ds.find((x) => x.code === 'collection-not-allowed')!;
    expect(d.message).toContain('a menu item cannot hold "tabs"; it can only hold "groups", "pages"');
  });
});

describe('element shape', () => {
  it('requires labels and says which list the site drops', () => {
    const ds = check({ tabs: [{ tab: 'T', groups: [{ pages: ['a'] }, { group: 'ok', pages: ['b'] }] }] });
    const d = ds.find((x) => x.code === 'missing-label')!;
    expect(d.message).toContain('a group needs a "group" label');
    expect(d.message).toContain('drop the whole "groups" list it is in (2 pages)');
    expect(codes(check({ groups: [{ group: '  ', pages: [] }] }))).toContain('missing-label');
  });

  it('checks field types from the kinds table', () => {
    const ds = check({ groups: [{ group: 'G', pages: [{ group: 'N', expanded: 'yes', pages: ['a'] }] }] });
    const d = ds.find((x) => x.code === 'wrong-type')!;
    expect(d.message).toContain('"expanded" must be true or false, not a string. Write true without quotes.');
    expect(d.path).toEqual(['navigation', 'groups', 0, 'pages', 0, 'expanded']);
  });

  it('rejects a number in pages and a string in tabs', () => {
    const ds = check({ tabs: ['oops', { tab: 'T', pages: ['a', 42] }] });
    expect(ds.filter((d) => d.code === 'wrong-type').map((d) => d.path)).toEqual([
      ['navigation', 'tabs', 0],
      ['navigation', 'tabs', 1, 'pages', 1],
    ]);
  });

  it('rejects empty collections except an empty group pages list', () => {
    expect(codes(check({ tabs: [] }))).toContain('empty-collection');
    expect(check({ groups: [{ group: 'G', pages: [] }] })).toEqual([]);
  });
});

describe('languages', () => {
  it('suggests the nearest supported code and offers the fix', () => {
    const d = check({ languages: [{ language: 'en-US', groups: [{ group: 'G', pages: ['a'] }] }] })[0];
    expect(d.code).toBe('unsupported-language');
    expect(d.message).toContain('"en-US" is not a supported language code; did you mean "en"?');
    expect(d.message).toContain('Supported: ar, cs, cn, zh-Hant');
    expect(d.fix).toEqual({ title: 'Use "en"', command: 'set-field', args: { file: 'docs.json', path: ['navigation', 'languages', 0], key: 'language', value: 'en' } });
  });

  it('hints when the generator accepts a code SPEC.md lacks', () => {
    const d = check({ languages: [{ language: 'ja', pages: ['a'] }] })[0];
    expect(d.message).toContain('did you mean "jp"');
    expect(d.message).toContain('generator itself also accepts "ja"');
  });
});

describe('warnings with fixes', () => {
  it('expanded on a top-level group has no effect; on a nested group it is fine', () => {
    const ds = check({ groups: [{ group: 'Top', expanded: true, pages: [{ group: 'Nested', expanded: false, pages: ['a'] }] }] });
    expect(ds.map((d) => [d.code, d.severity])).toEqual([['expanded-on-top-level-group', 'warning']]);
    expect(ds[0].fix?.command).toBe('remove-field');
  });

  it('a lowercase method is a file path: the fix uppercases it', () => {
    const d = check({ groups: [{ group: 'API', openapi: 'openapi.yaml', pages: ['get /users', 'openapi.yaml post /users'] }] });
    expect(d.map((x) => x.fix?.args)).toEqual([
      { file: 'docs.json', path: ['navigation', 'groups', 0, 'pages', 0], value: 'GET /users' },
      { file: 'docs.json', path: ['navigation', 'groups', 0, 'pages', 1], value: 'openapi.yaml POST /users' },
    ]);
  });

  it('fa- icons are rejected; unknown icon libraries too', () => {
    const ds = check({ groups: [{ group: 'G', icon: 'fa-house', pages: ['a'] }, { group: 'H', icon: { name: 'x', library: 'material' }, pages: ['b'] }] });
    expect(codes(ds)).toEqual(['icon-fa-prefix', 'icon-library']);
    expect(ds[0].fix?.args).toMatchObject({ key: 'icon', value: 'house' });
  });

  it('hrefs must be URLs or relative paths; global anchors need one', () => {
    const ds = check({ tabs: [{ tab: 'T', pages: ['a'] }], global: { anchors: [{ anchor: 'Bad', href: 'javascript:alert(1)' }, { anchor: 'None' }, { anchor: 'Ok', href: '/guides/intro' }] } });
    expect(codes(ds)).toEqual(['invalid-href', 'missing-href']);
  });

  it('unknown keys are warnings and stay in the file', () => {
    const ds = check({ groups: [{ group: 'G', isDefaultOpen: true, pages: ['a'] }] });
    expect(ds[0]).toMatchObject({ code: 'unknown-key', severity: 'warning', path: ['navigation', 'groups', 0, 'isDefaultOpen'] });
  });

  it('duplicate entries in one section, with a fix that removes the later one', () => {
    const ds = check({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['a', 'b'] }, { group: 'H', pages: ['a'] }] }, { tab: 'B', pages: ['a'] }] });
    expect(ds.map((d) => d.code)).toEqual(['duplicate-page']);
    expect(ds[0].path).toEqual(['navigation', 'tabs', 0, 'groups', 1, 'pages', 0]);
    expect(ds[0].fix?.command).toBe('remove-element');
  });

  it('page entries must match a page file when a folder is open', () => {
    const ds = check({ groups: [{ group: 'G', root: 'missing-root', pages: ['index', '/quickstart', 'nope', 'GET /users'] }] }, { pageFiles: ['index', 'quickstart'] });
    expect(ds.map((d) => d.message)).toEqual([
      'navigation.groups[0].root: the group\'s root page "missing-root.mdx" is not in the opened folder. Create it or choose another root.',
      'navigation.groups[0].pages[2]: no page file "nope.mdx" (or .md) in the opened folder; the site would show a broken link. Create the page or fix the path.',
    ]);
  });

  it('openapi values: http(s) or paths only', () => {
    expect(codes(check({ groups: [{ group: 'G', openapi: 'ftp://x/openapi.json', pages: [] }] }))).toEqual(['invalid-openapi-value']);
    expect(check({ groups: [{ group: 'G', openapi: { source: 'a.yaml', directory: 'api' } }] })).toEqual([]);
  });
});

describe('robustness', () => {
  it('handles a navigation nested 1,000 levels deep', () => {
    let g: unknown = 'leaf';
    for (let i = 0; i < 1000; i++) g = { group: `g${i}`, pages: [g] };
    expect(() => check({ groups: [g] })).not.toThrow();
  });

  it('keeps __proto__ keys as data and warns about them', () => {
    const text = '{"name":"x","theme":"mint","colors":{},"navigation":{"groups":[{"group":"G","__proto__":{"x":1},"pages":["a"]}]}}';
    expect(codes(check(text))).toEqual(['unknown-key']);
  });
});
