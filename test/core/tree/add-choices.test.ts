import { describe, expect, it } from 'vitest';
import { addChildChoices, addSiblingChoices, newElementValue } from '../../../src/core/tree/add-choices';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { insertCommand } from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', { group: 'Nested', pages: ['deep'] }] }] },
    { tab: 'API', anchors: [{ anchor: 'REST', pages: ['rest'] }] },
    { tab: 'Empty' },
    { tab: 'Menu', menu: [{ item: 'Item', groups: [{ group: 'In menu', pages: ['m'] }] }] },
  ],
  global: { anchors: [{ anchor: 'Blog', href: 'https://example.com' }] },
};

describe('addChildChoices', () => {
  const s = storeWith(docsJson(NAV));
  const idx = s.getIndex();
  const kinds = (label: string) => addChildChoices(idx, el(s, label).id).map((c) => c.kind);

  it('offers only what the rules allow now: a tab of groups takes groups, a tab of anchors anchors', () => {
    expect(kinds('Guides')).toEqual(['group']);
    expect(kinds('API')).toEqual(['anchor']);
    expect(kinds('Menu')).toEqual(['menuItem']);
  });

  it('a group takes pages and groups, a menu item groups and pages, an empty tab any section kind', () => {
    expect(kinds('Start')).toEqual(['page', 'group']);
    expect(kinds('Item')).toEqual(['group']);
    expect(kinds('Empty')).toEqual(['menuItem', 'product', 'language', 'version', 'dropdown', 'anchor', 'group', 'page']);
  });

  it('the root holding tabs takes tabs; global takes global anchors; a page takes nothing', () => {
    expect(addChildChoices(idx, idx.rootId!).map((c) => c.kind)).toEqual(['tab']);
    expect(kinds('Global anchors')).toEqual(['globalAnchor']);
    expect(kinds('index')).toEqual([]);
  });

  it('each choice lands at the end of its list and runs as one insert', () => {
    const [page] = addChildChoices(idx, el(s, 'Start').id);
    expect(page).toMatchObject({ collection: 'pages', index: 2, value: 'new-page' });
    const before = text(s);
    expect(s.run(insertCommand, page)).toEqual({ ok: true });
    expect(JSON.parse(text(s)).navigation.tabs[0].groups[0].pages.at(-1)).toBe('new-page');
    s.undo();
    expect(text(s)).toBe(before);
  });
});

describe('addSiblingChoices', () => {
  const s = storeWith(docsJson(NAV));
  const idx = s.getIndex();

  it('a page in a pages list gets a page or a group right after it', () => {
    const c = addSiblingChoices(idx, el(s, 'index').id);
    expect(c.map((x) => x.kind)).toEqual(['page', 'group']);
    expect(c[0]).toMatchObject({ parentId: el(s, 'Start').id, collection: 'pages', index: 1 });
  });

  it('a tab gets a tab; the global anchors and the root get nothing', () => {
    expect(addSiblingChoices(idx, el(s, 'API').id).map((x) => x.kind)).toEqual(['tab']);
    expect(addSiblingChoices(idx, el(s, 'Global anchors').id)).toEqual([]);
    expect(addSiblingChoices(idx, idx.rootId!)).toEqual([]);
  });
});

describe('newElementValue', () => {
  it('gives each kind its label key and what the site requires', () => {
    expect(newElementValue('group')).toEqual({ group: 'New group', pages: [] });
    expect(newElementValue('globalAnchor')).toEqual({ anchor: 'New anchor', href: 'https://example.com' });
    expect(newElementValue('menuItem')).toEqual({ item: 'New item' });
    expect(newElementValue('page')).toBe('new-page');
  });

  it('a new language takes the first supported code not used yet', () => {
    expect(newElementValue('language', ['ar', 'cs'])).toEqual({ language: 'cn' });
    const s = storeWith(docsJson({ languages: [{ language: 'ar', groups: [{ group: 'G', pages: ['a'] }] }] }));
    expect(addSiblingChoices(s.getIndex(), el(s, 'ar').id)[0].value).toEqual({ language: 'cs' });
  });
});
