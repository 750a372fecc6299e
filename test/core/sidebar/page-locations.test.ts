import { describe, expect, it } from 'vitest';
import { PageLocations } from '../../../src/core/sidebar/page-locations';
import type { SidebarGroup, SidebarItem, SidebarPage } from '../../../src/core/sidebar/sidebar-types';

const page = (key: string): SidebarPage =>
  ({ type: 'page', key, entry: key, title: key, address: key, form: 'file', generated: false, fileStatus: 'unknown' }) as SidebarPage;
const group = (key: string, label: string, children: SidebarItem[], root?: SidebarPage): SidebarGroup =>
  ({ type: 'group', key, label, topLevel: false, children, generated: false, root }) as unknown as SidebarGroup;

const items: SidebarItem[] = [group('g1', 'Start', [page('a'), group('g2', 'Deeper', [page('b'), page('c')], page('r2'))]), page('d')];

describe('page locations, found when asked', () => {
  it('answers each key as the full index does: the page, its groups and its trail', () => {
    const asked = new PageLocations(items, ['Guides']);
    const full = new Map(new PageLocations(items, ['Guides']));
    expect([...full.keys()]).toEqual(['a', 'r2', 'b', 'c', 'd']);
    for (const [key, loc] of full) expect(asked.get(key)).toEqual(loc);
    expect(asked.get('c')).toMatchObject({ groups: ['g1', 'g2'], trail: ['Guides', 'Start', 'Deeper'] });
    expect(asked.get('nope')).toBeUndefined();
    expect(asked.has('d')).toBe(true);
  });

  it('the first page is the first of the walk (a group root before its pages)', () => {
    expect(new PageLocations(items, []).first()?.page.key).toBe('a');
    expect(new PageLocations([group('g', 'G', [page('x')], page('root'))], []).first()?.page.key).toBe('root');
    expect(new PageLocations([], []).first()).toBeUndefined();
  });
});
