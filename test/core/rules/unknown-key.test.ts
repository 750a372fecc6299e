import { describe, expect, it } from 'vitest';
import { unknownKey } from '../../../src/core/rules/unknown-key';
import { runRule } from './rule-helpers';

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
