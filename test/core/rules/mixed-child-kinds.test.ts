import { describe, expect, it } from 'vitest';
import { mixedChildKinds } from '../../../src/core/rules/mixed-child-kinds';
import { runRule, selected } from './rule-helpers';

const groupsOf = (n: number) => [{ group: 'G', pages: Array.from({ length: n }, (_, i) => `p${i}`) }];

describe('mixed-child-kinds', () => {
  it('accepts one child kind per level', () => {
    expect(runRule(mixedChildKinds, { tabs: [{ tab: 'T', anchors: [{ anchor: 'A', groups: groupsOf(2) }] }] })).toEqual([]);
    expect(runRule(mixedChildKinds, { groups: [{ group: 'G', pages: ['a', { group: 'N', pages: ['b'] }] }] })).toEqual([]);
  });

  it('names what the site drops from a tab with anchors and groups, with the split fix', () => {
    const nav = { tabs: [{ tab: 'API', anchors: [{ anchor: 'A', pages: ['a'] }], groups: [...groupsOf(7), ...groupsOf(5)] }] };
    const [{ d, path }] = selected(nav, mixedChildKinds);
    expect(d.message).toBe(
      'navigation.tabs[0]: a tab cannot hold both "anchors" and "groups" at the same level; the site would drop "groups" (12 pages). Move them into an anchor or a new tab.',
    );
    expect(d).toMatchObject({ severity: 'error', code: 'mixed-child-kinds', path: ['navigation', 'tabs', 0, 'groups'] });
    expect(path).toEqual(['navigation', 'tabs', 0]);
    expect(d.fix).toEqual({ title: 'Move the groups into a new anchor', command: 'split-mixed-tab', args: { id: d.elementId } });
  });

  it('keeps "pages" of a group with both pages and groups', () => {
    const [d] = runRule(mixedChildKinds, { groups: [{ group: 'G', pages: ['a'], groups: [{ group: 'H', pages: ['b', 'c'] }] }] });
    expect(d.message).toContain('a group cannot hold both "pages" and "groups" at the same level; the site would drop "groups" (2 pages)');
    expect(d.message).toContain('Move the nested groups into "pages"');
    expect(d.fix).toBeUndefined();
  });

  it('counts an empty collection as a second kind (the generator sees the key) and says when dropped pages are listed elsewhere', () => {
    const [empty] = runRule(mixedChildKinds, { groups: [{ group: 'G', pages: [], groups: groupsOf(3) }] });
    expect(empty.message).toContain('would drop "groups" (3 pages)');
    const [dup] = runRule(mixedChildKinds, { dropdowns: [{ dropdown: 'D', pages: ['p0'], groups: groupsOf(2) }] });
    expect(dup.message).toContain('a dropdown cannot hold both "groups" and "pages"');
    expect(dup.message).toContain(
      'would drop "pages" (1 page, all also listed under "groups"). Move it into a group of its own, or into a new dropdown.',
    );
  });

  it('leaves the navigation root to multiple-primary-patterns', () => {
    expect(runRule(mixedChildKinds, { tabs: [{ tab: 'T', pages: ['a'] }], groups: groupsOf(1) })).toEqual([]);
  });
});
