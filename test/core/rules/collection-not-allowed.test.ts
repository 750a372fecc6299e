import { describe, expect, it } from 'vitest';
import { collectionNotAllowed } from '../../../src/core/rules/collection-not-allowed';
import { runAll, runRule } from './rule-helpers';

describe('collection-not-allowed', () => {
  it('accepts the collections the kinds table allows', () => {
    expect(runRule(collectionNotAllowed, { tabs: [{ tab: 'T', menu: [{ item: 'M', groups: [{ group: 'G', pages: ['a'] }] }] }] })).toEqual(
      [],
    );
  });

  it('says a menu item with tabs works on the site (the generator keeps them) but is not in SPEC.md: a warning, not an error', () => {
    const [d] = runRule(collectionNotAllowed, { tabs: [{ tab: 'T', menu: [{ item: 'M', tabs: [{ tab: 'X', pages: ['a', 'b'] }] }] }] });
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'collection-not-in-spec',
      site: 'accepts',
      path: ['navigation', 'tabs', 0, 'menu', 0, 'tabs'],
    });
    expect(d.message).toBe(
      'navigation.tabs[0].menu[0]: SPEC.md says a menu item holds only "groups", "pages"; the site generator also accepts "tabs" here and keeps it (2 pages). It works on the site, but SPEC.md does not describe it: move its entries to an element that SPEC.md lets hold them to follow it.',
    );
    expect(d.drops).toBeUndefined();
  });

  it('says global tabs are links the site shows on every page, not an error', () => {
    const ds = runAll({ pages: ['a'], global: { tabs: [{ tab: 'Blog', href: 'https://blog.example.com' }] } });
    const d = ds.find((x) => x.code === 'collection-not-in-spec')!;
    expect(d).toMatchObject({ severity: 'warning', site: 'accepts', path: ['navigation', 'global', 'tabs'] });
    expect(d.message).toContain('shows each entry as a link on every page (each needs an "href")');
    expect(ds.filter((x) => x.severity === 'error')).toEqual([]);
  });

  it('leaves a list global cannot hold to unknown-key, as a rejection: the generator refuses any key there but its lists', () => {
    const ds = runAll({ pages: ['a'], global: { groups: [{ group: 'G', pages: ['b'] }] } });
    expect(ds.filter((x) => x.code === 'collection-not-allowed')).toEqual([]);
    const d = ds.find((x) => x.code === 'unknown-key')!;
    expect(d).toMatchObject({ severity: 'error', site: 'rejects', path: ['navigation', 'global', 'groups'] });
    expect(d.drops).toBeUndefined();
    expect(d.message).toBe(
      'navigation.global: "groups" is not a list "global" can hold, and the site refuses any other key there; the site rejects the whole config. Remove "groups".',
    );
    expect(d.fix).toMatchObject({ title: 'Remove "groups"', command: 'remove-field' });
  });

  it('flags an empty "menu" or "pages" in global as an error too: the generator rejects the config for the key alone', () => {
    for (const key of ['menu', 'pages']) {
      const ds = runAll({ pages: ['a'], global: { [key]: [] } });
      expect(ds).toMatchObject([{ severity: 'error', code: 'unknown-key', site: 'rejects', path: ['navigation', 'global', key] }]);
    }
  });

  it("says what the site does when a section's global holds a list it cannot: the section fails with it", () => {
    const one = runAll({ tabs: [{ tab: 'A', pages: ['a'], global: { menu: [] } }] });
    expect(one).toMatchObject([{ severity: 'error', code: 'unknown-key', site: 'rejects' }]);
    // Beside an accepted primary list at the root, the failed one is dropped instead.
    const two = runAll({ pages: ['b'], tabs: [{ tab: 'A', pages: ['a'], global: { menu: [] } }] }).filter((x) => x.code === 'unknown-key');
    expect(two).toMatchObject([{ severity: 'error', site: 'drops', drops: [{ key: 'tabs' }] }]);
  });

  it('flags a group holding "groups" (the site reads only its pages), with the way to nest groups', () => {
    const [d] = runRule(collectionNotAllowed, { groups: [{ group: 'G', groups: [{ group: 'H', pages: ['b', 'c'] }] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'collection-not-allowed', site: 'drops' });
    expect(d.message).toBe(
      'navigation.groups[0]: a group cannot hold "groups"; it can only hold "pages". The site silently drops "groups" (2 pages). Move the nested groups into "pages" (a group object is a valid page entry).',
    );
  });

  it('is a warning when the list the site drops is empty', () => {
    const [d] = runRule(collectionNotAllowed, { anchors: [{ anchor: 'A', pages: ['a'], menu: [] }] });
    expect(d).toMatchObject({ severity: 'warning', code: 'collection-not-allowed', path: ['navigation', 'anchors', 0, 'menu'] });
  });
});
