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
