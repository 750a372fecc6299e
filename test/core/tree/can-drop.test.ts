import { describe, expect, it } from 'vitest';
import { canDrop, canInsert } from '../../../src/core/tree/can-drop';
import { docsJson } from '../../helpers/check';
import { el, storeWith } from '../../helpers/store';

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Get started', pages: ['index', 'quickstart', { group: 'Nested', pages: ['deep'] }] },
        { group: 'More', pages: ['more'] },
      ],
    },
    { tab: 'API', anchors: [{ anchor: 'REST', pages: ['rest'] }] },
    { tab: 'Empty' },
    { tab: 'Menu', menu: [{ item: 'Item', groups: [{ group: 'In menu', pages: ['m'] }] }] },
  ],
  global: { anchors: [{ anchor: 'Blog', href: 'https://example.com' }] },
};

describe('canDrop', () => {
  const s = storeWith(docsJson(NAV));
  const idx = s.getIndex();
  const id = (label: string) => el(s, label).id;

  it('allows a page into a group, a group between tabs, a group into an empty tab', () => {
    expect(canDrop(idx, [id('index')], { parentId: id('More'), index: 0 })).toEqual({ ok: true });
    expect(canDrop(idx, [id('More')], { parentId: id('Empty'), index: 0 })).toEqual({ ok: true });
    expect(canDrop(idx, [id('Nested')], { parentId: id('More'), index: 1 })).toEqual({ ok: true });
  });

  it('refuses a group into a tab that holds anchors, with the reason', () => {
    expect(canDrop(idx, [id('More')], { parentId: id('API'), index: 0 })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both anchors and groups',
    });
  });

  it('refuses a drop into the element itself or its descendants', () => {
    expect(canDrop(idx, [id('Get started')], { parentId: id('Nested'), index: 0 })).toEqual({
      ok: false,
      reason: "'Get started' cannot go inside itself",
    });
  });

  it('refuses kinds a parent cannot hold', () => {
    expect(canDrop(idx, [id('API')], { parentId: id('Item'), index: 0 }).ok).toBe(false);
    expect(canDrop(idx, [id('API')], { parentId: id('Item'), index: 0 })).toMatchObject({
      reason: expect.stringContaining('a menu item can only hold groups, pages and links'),
    });
    expect(canDrop(idx, [id('index')], { parentId: id('Guides'), index: 0 })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both groups and pages',
    });
    expect(canDrop(idx, [id('More')], { parentId: id('index'), index: 0 })).toEqual({
      ok: false,
      reason: 'a page cannot hold other elements',
    });
    expect(canDrop(idx, [id('Blog')], { parentId: id('Guides'), index: 0 }).ok).toBe(false);
  });

  it('allows a tab to move among tabs but not into a group', () => {
    expect(canDrop(idx, [id('API')], { parentId: idx.rootId!, index: 0 })).toEqual({ ok: true });
    expect(canDrop(idx, [id('API')], { parentId: id('More'), index: 0 }).ok).toBe(false);
  });

  it('counts a collection that the move empties as gone', () => {
    // Moving REST (the only anchor) out of API leaves it free to receive groups later; moving it into Guides is refused (Guides holds groups).
    expect(canDrop(idx, [id('REST')], { parentId: id('Guides'), index: 0 })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both groups and anchors',
    });
  });

  it('canInsert applies the same rules to an element that does not exist yet', () => {
    expect(canInsert(idx, 'page', { parentId: id('More'), index: 1 })).toEqual({ ok: true });
    expect(canInsert(idx, 'group', { parentId: id('API'), index: 0 })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both anchors and groups',
    });
    expect(canInsert(idx, 'page', { parentId: id('index'), index: 0 })).toEqual({ ok: false, reason: 'a page cannot hold other elements' });
    expect(canInsert(idx, 'page', { parentId: id('More'), index: 5 })).toEqual({ ok: false, reason: 'that position is outside the list' });
    expect(canInsert(idx, 'tab', { parentId: id('More'), index: 0 }).ok).toBe(false);
  });

  it('a multi-selection of one item behaves as that item; nested picks move with their ancestor', () => {
    expect(canDrop(idx, [id('Get started'), id('Nested')], { parentId: id('Empty'), index: 0 })).toEqual({ ok: true });
    expect(canDrop(idx, [id('index'), id('Nested')], { parentId: id('More'), index: 0 })).toEqual({ ok: true });
  });
});
