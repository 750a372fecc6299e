import { describe, expect, it } from 'vitest';
import { emptyCollection } from '../../../src/core/rules/empty-collection';
import { runRule } from './rule-helpers';

describe('empty-collection', () => {
  it('rejects tabs: [] at the root with a fix that removes it', () => {
    const [d] = runRule(emptyCollection, { tabs: [] });
    expect(d).toMatchObject({ severity: 'error', code: 'empty-collection', site: 'rejects', path: ['navigation', 'tabs'] });
    expect(d.message).toBe(
      'navigation: "tabs" is empty; the site rejects the whole config for an empty list here ("at least one"). Add an entry or remove "tabs".',
    );
    expect(d.fix).toEqual({
      title: 'Remove the empty "tabs"',
      command: 'remove-field',
      args: { file: 'docs.json', path: ['navigation'], key: 'tabs' },
    });
  });

  it('accepts the lists the generator accepts empty: pages, products, dropdowns, menu, and those of global', () => {
    expect(runRule(emptyCollection, { groups: [{ group: 'G', pages: [] }] })).toEqual([]);
    expect(runRule(emptyCollection, { products: [] })).toEqual([]);
    expect(
      runRule(emptyCollection, {
        tabs: [
          { tab: 'T', menu: [] },
          { tab: 'U', dropdowns: [] },
        ],
      }),
    ).toEqual([]);
    expect(runRule(emptyCollection, { pages: ['a'], global: { anchors: [], tabs: [] } })).toEqual([]);
  });

  it('warns about nested empty groups, anchors and versions, which the site drops, losing nothing', () => {
    const ds = runRule(emptyCollection, {
      tabs: [
        { tab: 'T', anchors: [] },
        { tab: 'U', groups: [] },
      ],
      versions: [],
    });
    expect(ds.map((d) => d.path.join('.'))).toEqual(['navigation.versions', 'navigation.tabs.0.anchors', 'navigation.tabs.1.groups']);
    // The root keeps its valid "tabs" (the empty "versions" before them is dropped), so nothing is rejected.
    expect(ds.map((d) => [d.severity, d.site])).toEqual([
      ['warning', 'drops'],
      ['warning', 'drops'],
      ['warning', 'drops'],
    ]);
    expect(ds[1].message).toBe(
      'navigation.tabs[0]: "anchors" is empty; the site drops an empty "anchors" list here, so it has no effect. Add an entry or remove "anchors".',
    );
  });
});
