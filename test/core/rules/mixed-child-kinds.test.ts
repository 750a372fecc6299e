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

  it('leaves a group with pages and groups to collection-not-allowed (the site reads only its pages)', () => {
    expect(runRule(mixedChildKinds, { groups: [{ group: 'G', pages: ['a'], groups: [{ group: 'H', pages: ['b', 'c'] }] }] })).toEqual([]);
  });

  it('keeps the next list when the first holds an entry the site refuses, as the generator does', () => {
    // A dropdown keeps "groups" before "pages"; a group labelled 5 makes the site refuse "groups" and keep "pages".
    const [d] = runRule(mixedChildKinds, { dropdowns: [{ dropdown: 'D', groups: [{ group: 5, pages: ['a'] }], pages: ['b', 'c'] }] });
    expect(d).toMatchObject({
      severity: 'error',
      site: 'drops',
      drops: [{ key: 'groups' }],
      path: ['navigation', 'dropdowns', 0, 'groups'],
    });
    expect(d.message).toBe(
      'navigation.dropdowns[0]: a dropdown cannot hold both "groups" and "pages" at the same level; the site would keep "pages", since "groups" holds an entry it refuses, and drop "groups" (1 page). Move them into a group of their own, or into a new dropdown.',
    );
    // With the first list empty (refused: "at least one"), the second is kept and nothing is lost: a warning.
    const [empty] = runRule(mixedChildKinds, { tabs: [{ tab: 'T', groups: [], pages: ['a'] }] });
    expect(empty).toMatchObject({ severity: 'warning', drops: [{ key: 'groups' }] });
    expect(empty.message).toContain('the site would keep "pages", since "groups" is empty, and drop "groups" (0 pages)');
  });

  it("follows each kind's own precedence: a tab keeps groups before its menu", () => {
    const [d] = runRule(mixedChildKinds, { tabs: [{ tab: 'T', menu: [{ item: 'M', pages: ['m'] }], groups: groupsOf(2) }] });
    expect(d.message).toContain('the site would drop "menu" (1 page)');
  });

  it('counts an empty collection as a second kind (the generator sees the key) and says when dropped pages are listed elsewhere', () => {
    const [empty] = runRule(mixedChildKinds, { tabs: [{ tab: 'T', pages: [], groups: groupsOf(3) }] });
    expect(empty).toMatchObject({ severity: 'warning' });
    expect(empty.message).toContain('would drop "pages" (0 pages)');
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
