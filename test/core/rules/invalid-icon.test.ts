import { describe, expect, it } from 'vitest';
import { invalidIcon } from '../../../src/core/rules/invalid-icon';
import { runAll, runRule } from './rule-helpers';

describe('invalid-icon', () => {
  it('rejects a leading fa- with a fix that strips it, saying what the site does', () => {
    const [d] = runRule(invalidIcon, { tabs: [{ tab: 'T', icon: 'fa-house', pages: ['a'] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'icon-fa-prefix', site: 'rejects', path: ['navigation', 'tabs', 0, 'icon'] });
    expect(d.message).toBe(
      'navigation.tabs[0]: icon "fa-house" starts with "fa-", which the site refuses; the site rejects the whole config. Write "house".',
    );
    // Below the root, the site drops the list the element is in, and the export lists its pages.
    const [nested] = runRule(invalidIcon, { tabs: [{ tab: 'T', groups: [{ group: 'G', icon: 'fa-house', pages: ['a'] }] }] });
    expect(nested).toMatchObject({ site: 'drops', drops: [{ key: 'groups' }] });
    expect(d.fix).toEqual({
      title: 'Use "house"',
      command: 'set-field',
      args: { file: 'docs.json', path: ['navigation', 'tabs', 0], key: 'icon', value: 'house' },
    });
  });

  it('fixes the name inside an icon object', () => {
    const [d] = runRule(invalidIcon, { groups: [{ group: 'G', icon: { name: 'fa-star' }, pages: [] }] });
    expect(d.fix!.args).toEqual({ file: 'docs.json', path: ['navigation', 'groups', 0, 'icon'], key: 'name', value: 'star' });
  });

  it('rejects an unknown library or style and an icon object without a name', () => {
    const ds = runRule(invalidIcon, {
      anchors: [
        { anchor: 'A', icon: { name: 'x', library: 'material', style: 'bold' }, pages: [] },
        { anchor: 'B', icon: { library: 'lucide' }, pages: [] },
      ],
    });
    expect(ds.map((d) => d.code)).toEqual(['invalid-icon', 'invalid-icon', 'invalid-icon']);
    expect(ds[0].message).toContain('icon library "material" is not one of fontawesome, lucide, tabler');
    expect(ds[1].message).toContain('icon style "bold" is not one of brands, duotone');
    expect(ds[2].message).toContain('navigation.anchors[1]: the icon object needs a "name" string');
  });

  it('accepts names, and objects with a known library and style', () => {
    expect(
      runRule(invalidIcon, {
        groups: [
          {
            group: 'G',
            icon: 'rocket',
            pages: [{ group: 'N', icon: { name: 'star', library: 'fontawesome', style: 'sharp-solid' }, pages: [] }],
          },
        ],
      }),
    ).toEqual([]);
  });

  it('leaves an icon on a kind without one (a version, a language, the root) to unknown-key: the site ignores the key, whatever it holds', () => {
    const config = {
      icon: { name: 5 },
      versions: [{ version: 'v1', icon: 'fa-book', languages: [{ language: 'en', icon: { library: 'material' }, pages: ['a'] }] }],
    };
    expect(runRule(invalidIcon, config)).toEqual([]);
    const ds = runAll(config);
    expect(ds.filter((d) => d.severity === 'error')).toEqual([]);
    expect(ds.filter((d) => d.code === 'unknown-key').map((d) => d.path)).toEqual([
      ['navigation', 'icon'],
      ['navigation', 'versions', 0, 'icon'],
      ['navigation', 'versions', 0, 'languages', 0, 'icon'],
    ]);
  });
});
