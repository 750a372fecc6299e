import { describe, expect, it } from 'vitest';
import { destinationText, moveDestinations } from '../../../src/core/tree/move-destinations';
import { canDrop } from '../../../src/core/tree/can-drop';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { generateConfig } from '../../helpers/generate-config';
import { moveCommand } from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    { tab: 'Alpha', anchors: [{ anchor: 'Anchored', pages: ['alpha/one'] }] },
    {
      tab: 'Beta',
      groups: [
        { group: 'First', pages: ['beta/one', 'beta/two'] },
        { group: 'Second', pages: ['beta/three', { group: 'Deep', pages: ['beta/four'] }] },
      ],
    },
    { tab: 'Gamma', groups: [{ group: 'Third', pages: ['gamma/one'] }] },
  ],
};

describe('moveDestinations', () => {
  const s = storeWith(docsJson(NAV));
  const idx = s.getIndex();
  const labels = (ids: number[]) => moveDestinations(idx, { ids }).map(destinationText);

  it('a group may go into another tab of groups, a pages list or a group, never into a tab of anchors, itself or its own tab', () => {
    expect(labels([el(s, 'First').id])).toEqual(['Alpha › Anchored', 'Beta › Second', 'Beta › Second › Deep', 'Gamma', 'Gamma › Third']);
  });

  it('a page may go into any group (its own left out) but not into a tab of groups', () => {
    expect(labels([el(s, 'beta/one').id])).toEqual(['Alpha › Anchored', 'Beta › Second', 'Beta › Second › Deep', 'Gamma › Third']);
  });

  it('a tab may only go to the top level, which is its own list: nothing to offer', () => {
    expect(labels([el(s, 'Beta').id])).toEqual([]);
  });

  it('every destination is one canDrop allows, at the end of its list', () => {
    const ids = [el(s, 'beta/two').id, el(s, 'gamma/one').id];
    const ds = moveDestinations(idx, { ids });
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) expect(canDrop(idx, ids, d.target)).toEqual({ ok: true });
    const deep = ds.find((d) => d.label === 'Deep')!;
    expect(deep.target.index).toBe(1);
    s.run(moveCommand, { ids, target: deep.target });
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[1].pages[1].pages).toEqual(['beta/four', 'beta/two', 'gamma/one']);
  });

  it('a new page may go into every group and the anchor holding pages', () => {
    expect(moveDestinations(idx, { kind: 'page' }).map((d) => d.label)).toEqual(['Anchored', 'First', 'Second', 'Deep', 'Third']);
  });

  it('is quick on a 20,000-page config (one selection computed once, not per destination)', () => {
    const big = storeWith(generateConfig({ pages: 20000 }));
    const index = big.getIndex();
    const page = index.order.find((id) => index.elements.get(id)!.kind === 'page')!;
    const ds = moveDestinations(index, { ids: [page] });
    // Every group of the config but its own parent.
    const groups = index.order.filter((id) => index.elements.get(id)!.kind === 'group').length;
    expect(groups).toBeGreaterThan(700);
    expect(ds.length).toBe(groups - 1);
  });
});
