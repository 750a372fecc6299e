import { describe, expect, it } from 'vitest';
import { unknownKey } from '../../../src/core/rules/unknown-key';
import { runAll, runRule } from './rule-helpers';

describe('unknown-key', () => {
  it('warns that the site ignores a key the kinds table does not know, and that docsnav keeps it', () => {
    const [d] = runRule(unknownKey, { tabs: [{ tab: 'T', colour: 'red', pages: ['a'] }] });
    expect(d).toMatchObject({ severity: 'warning', code: 'unknown-key', path: ['navigation', 'tabs', 0, 'colour'] });
    expect(d.message).toBe(
      'navigation.tabs[0]: "colour" is not a field of a tab; the site ignores it. docsnav keeps it in the file; remove it if it is a leftover or a typo.',
    );
    expect(d.fix).toEqual({
      title: 'Remove "colour"',
      command: 'remove-field',
      args: { file: 'docs.json', path: ['navigation', 'tabs', 0], key: 'colour' },
    });
  });

  it('treats $ref as known and __proto__ as plain data', () => {
    const text = '{"navigation": {"groups": [{"group": "G", "pages": [], "__proto__": {"x": 1}, "constructor": 1}]}}';
    const ds = runRule(unknownKey, text);
    expect(ds.map((d) => d.path[d.path.length - 1])).toEqual(['__proto__', 'constructor']);
    expect(runRule(unknownKey, { languages: [{ $ref: 'missing.json' }] })).toEqual([]);
  });

  it('accepts the fields REFERENCE.md adds (hidden, public, boost...)', () => {
    expect(
      runRule(unknownKey, {
        groups: [{ group: 'G', hidden: true, public: true, boost: 3, searchable: false, directory: 'none', root: 'a', pages: [] }],
      }),
    ).toEqual([]);
  });
});

describe('unknown-key in global', () => {
  it('is an error: the site refuses any key of global but its lists, and so the whole config at the root', () => {
    const [d] = runRule(unknownKey, { pages: ['a'], global: { anchors: [{ anchor: 'S', href: 'https://s.example.com' }], mode: 'x' } });
    expect(d).toMatchObject({ severity: 'error', code: 'unknown-key', site: 'rejects', path: ['navigation', 'global', 'mode'] });
    expect(d.message).toBe(
      'navigation.global: "mode" is not a list "global" can hold, and the site refuses any other key there; the site rejects the whole config. Remove "mode".',
    );
    // A tab's global fails the tab, and so the list the tab is in.
    const [nested] = runRule(unknownKey, { anchors: [{ anchor: 'A', tabs: [{ tab: 'T', pages: ['a'], global: { mode: 'x' } }] }] });
    expect(nested).toMatchObject({ site: 'drops', drops: [{ key: 'tabs' }] });
  });
});

describe('the generator\'s "graphql" and "sdk" (measured with its validator: test/fidelity/field-probe.test.ts)', () => {
  const sdk = { format: 'typedoc', source: 'sdk/out' };

  it('are fields where the site reads them: a tab\'s "graphql" or "sdk" (beside groups), a group\'s "sdk"', () => {
    expect(runRule(unknownKey, { tabs: [{ tab: 'API', icon: 'code', graphql: 'schema.graphql' }] })).toEqual([]);
    expect(runRule(unknownKey, { tabs: [{ tab: 'SDK', sdk, groups: [{ group: 'G', pages: ['a'] }] }] })).toEqual([]);
    expect(runRule(unknownKey, { groups: [{ group: 'G', sdk, pages: ['a'] }] })).toEqual([]);
    // No rule says more: a tab whose pages come from a GraphQL schema holds no list of its own.
    expect(runAll({ tabs: [{ tab: 'API', graphql: { source: 'https://api.example.com/schema.graphql', directory: 'gql' } }] })).toEqual([]);
  });

  it('are refused anywhere else: an error with what the site does, and the fix that removes it', () => {
    const [g] = runRule(unknownKey, { groups: [{ group: 'G', graphql: 'schema.graphql', pages: ['a'] }] });
    expect(g).toMatchObject({ severity: 'error', code: 'unknown-key', site: 'rejects', path: ['navigation', 'groups', 0, 'graphql'] });
    expect(g.message).toBe(
      'navigation.groups[0]: "graphql" is read only on a tab, and the site refuses it anywhere else; the site rejects the whole config. Remove "graphql".',
    );
    expect(g.fix?.command).toBe('remove-field');
    const places = (nav: Record<string, unknown>) => runRule(unknownKey, nav).map((d) => [d.severity, d.path.join('.')]);
    expect(places({ sdk, pages: ['a'] })).toEqual([['error', 'navigation.sdk']]);
    expect(places({ anchors: [{ anchor: 'A', sdk, pages: ['a'] }] })).toEqual([['error', 'navigation.anchors.0.sdk']]);
    expect(places({ pages: ['a'], global: { anchors: [{ anchor: 'A', href: 'https://a.example.com', graphql: 'x' }] } })).toEqual([
      ['error', 'navigation.global.anchors.0.graphql'],
    ]);
  });

  it('make a tab strict: any key beside them but its own fields and "groups" is refused', () => {
    const ds = runRule(unknownKey, { tabs: [{ tab: 'API', graphql: 'schema.graphql', pages: ['a'], colour: 'x', sdk }] });
    expect(ds.map((d) => [d.severity, d.path.join('.')])).toEqual([
      ['error', 'navigation.tabs.0.sdk'],
      ['error', 'navigation.tabs.0.pages'],
      ['error', 'navigation.tabs.0.colour'],
    ]);
    expect(ds[1].message).toBe(
      'navigation.tabs[0]: "pages" cannot sit beside "graphql" on a tab: the site then takes only the tab\'s own fields and "groups", and refuses any other key; the site rejects the whole config. Remove "pages".',
    );
  });
});
