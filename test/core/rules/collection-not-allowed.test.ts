import { describe, expect, it } from 'vitest';
import { collectionNotAllowed } from '../../../src/core/rules/collection-not-allowed';
import { runAll, runRule } from './rule-helpers';

describe('collection-not-allowed', () => {
  it('accepts the collections the kinds table allows', () => {
    expect(runRule(collectionNotAllowed, { tabs: [{ tab: 'T', menu: [{ item: 'M', groups: [{ group: 'G', pages: ['a'] }] }] }] })).toEqual(
      [],
    );
  });

  it('flags a menu item with tabs, naming what it may hold and the pages lost', () => {
    const [d] = runRule(collectionNotAllowed, { tabs: [{ tab: 'T', menu: [{ item: 'M', tabs: [{ tab: 'X', pages: ['a', 'b'] }] }] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'collection-not-allowed', path: ['navigation', 'tabs', 0, 'menu', 0, 'tabs'] });
    expect(d.message).toBe(
      'navigation.tabs[0].menu[0]: a menu item cannot hold "tabs"; it can only hold "groups", "pages". The site would ignore "tabs" (2 pages). Move its entries to an element that can hold them.',
    );
  });

  it('flags global with groups, and is not reported again as an unknown key', () => {
    const ds = runAll({ pages: ['a'], global: { groups: [{ group: 'G', pages: ['b'] }] } });
    const d = ds.find((x) => x.code === 'collection-not-allowed')!;
    expect(d.message).toContain('navigation.global: "global" cannot hold "groups"; it can only hold "anchors"');
    expect(ds.filter((x) => x.code === 'unknown-key')).toEqual([]);
  });
});
