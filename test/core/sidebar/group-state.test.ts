import { describe, expect, it } from 'vitest';
import { canCollapse, initialExpanded, selectGroup } from '../../../src/core/sidebar/group-state';

// One test per row of SPEC.md "States and transitions", plus the drilldown/root rules of the issue.
describe('initial display (SPEC.md states table)', () => {
  it('a nested group with expanded: true starts expanded', () => {
    expect(initialExpanded({ topLevel: false, expanded: true })).toBe(true);
  });
  it('a nested group with expanded: false starts collapsed', () => {
    expect(initialExpanded({ topLevel: false, expanded: false })).toBe(false);
  });
  it('a nested group without expanded starts collapsed', () => {
    expect(initialExpanded({ topLevel: false })).toBe(false);
  });
  it('a top-level group is always expanded, whatever expanded says', () => {
    expect(initialExpanded({ topLevel: true })).toBe(true);
    expect(initialExpanded({ topLevel: true, expanded: false })).toBe(true);
  });
  it('a top-level group cannot be collapsed', () => {
    expect(canCollapse({ topLevel: true })).toBe(false);
    expect(selectGroup({ topLevel: true, firstPage: 'p' }, true, false)).toEqual({ expanded: true });
    expect(canCollapse({ topLevel: false })).toBe(true);
  });
});

describe('the reader selects a group', () => {
  const nested = { topLevel: false, firstPage: 'first' };
  it('drilldown false: a collapsed group expands and no navigation occurs', () => {
    expect(selectGroup(nested, false, false)).toEqual({ expanded: true });
  });
  it('drilldown false: an expanded group collapses and no navigation occurs', () => {
    expect(selectGroup(nested, true, false)).toEqual({ expanded: false });
  });
  it('drilldown true: navigates to the first page of the group and shows it expanded', () => {
    expect(selectGroup(nested, false, true)).toEqual({ expanded: true, open: 'first' });
    expect(selectGroup({ topLevel: true, firstPage: 'first' }, true, true)).toEqual({ expanded: true, open: 'first' });
  });
  it('drilldown true: the root page comes before the first page', () => {
    expect(selectGroup({ ...nested, rootPage: 'root' }, false, true)).toEqual({ expanded: true, open: 'root' });
  });
  it('drilldown true on an empty group only toggles', () => {
    expect(selectGroup({ topLevel: false }, false, true)).toEqual({ expanded: true });
    expect(selectGroup({ topLevel: false }, true, true)).toEqual({ expanded: false });
  });
  it('selecting the title of a group with root opens that page, even with drilldown false', () => {
    expect(selectGroup({ ...nested, rootPage: 'root' }, false, false)).toEqual({ expanded: true, open: 'root' });
    expect(selectGroup({ topLevel: true, rootPage: 'root' }, true, false)).toEqual({ expanded: true, open: 'root' });
  });
});
