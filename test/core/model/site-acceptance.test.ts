/**
 * docsnav's model of what the site generator accepts and keeps (model/site-acceptance.ts). Each
 * case is a fact measured against the generator's validator (test/fidelity checks the model on
 * the corpus and 720 mutations; these pin the cases one by one).
 */
import { describe, expect, it } from 'vitest';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { labelOf, type NavElement } from '../../../src/core/model/nav-index';
import { elementAccepted, keptForm, listAccepted } from '../../../src/core/model/site-acceptance';
import { KINDS, mayBeEmpty } from '../../../src/core/model/kinds';
import { workspace } from '../rules/rule-helpers';

function elements(navigation: unknown) {
  const index = buildNavIndex(workspace(navigation), null);
  const all = index.order.map((id) => index.elements.get(id)!);
  const find = (label: string): NavElement => all.find((e) => labelOf(e) === label)!;
  return { index, find, root: index.elements.get(index.rootId!)! };
}

describe('keptForm: the list the site keeps', () => {
  it('a tab with a menu and groups keeps its groups (the menu is its last form)', () => {
    const { index, find } = elements({ tabs: [{ tab: 'T', menu: [{ item: 'M', pages: ['m'] }], groups: [{ group: 'G', pages: ['g'] }] }] });
    expect(keptForm(index, find('T'))).toBe('groups');
  });

  it('a valid href wins over every list; an href the site refuses picks no form', () => {
    const { index, find } = elements({
      tabs: [
        { tab: 'Link', href: 'https://example.com', pages: ['a'] },
        { tab: 'Bad', href: 'not a url', pages: ['b'] },
      ],
    });
    expect(keptForm(index, find('Link'))).toBe('href');
    expect(keptForm(index, find('Bad'))).toBe('pages');
  });

  it('with several lists, the first one it accepts whole: an invalid entry in the first makes it keep the next', () => {
    const { index, find } = elements({
      dropdowns: [
        { dropdown: 'Ok', groups: [{ group: 'G', pages: ['a'] }], pages: ['b'] },
        { dropdown: 'Bad', groups: [{ group: 5, pages: ['a'] }], pages: ['b'] },
        { dropdown: 'Empty', groups: [], pages: ['b'] },
        { dropdown: 'None', groups: 'x', pages: [''] },
      ],
    });
    expect(keptForm(index, find('Ok'))).toBe('groups');
    expect(keptForm(index, find('Bad'))).toBe('pages');
    expect(keptForm(index, find('Empty'))).toBe('pages');
    expect(keptForm(index, find('None'))).toBeUndefined();
  });

  it("follows each kind's order: a menu item keeps tabs before groups and pages; a group only its pages", () => {
    const { index, find } = elements({
      tabs: [{ tab: 'T', menu: [{ item: 'M', pages: ['p'], tabs: [{ tab: 'Inner', pages: ['i'] }] }] }],
    });
    expect(keptForm(index, find('M'))).toBe('tabs');
    const g = elements({ groups: [{ group: 'G', groups: [{ group: 'H', pages: ['a'] }] }] });
    expect(keptForm(g.index, g.find('G'))).toBeUndefined();
  });

  it('at the root, an empty products list is accepted and kept (the site then has no pages)', () => {
    const { index, root } = elements({ products: [], groups: [{ group: 'G', pages: ['a'] }] });
    expect(keptForm(index, root)).toBe('products');
  });
});

describe('elementAccepted: what the site refuses in an entry', () => {
  it('accepts a page of only spaces, refuses the empty string', () => {
    const { index, root } = elements({ pages: [' ', 'a'] });
    expect(listAccepted(index, root, 'pages')).toBe(true);
    const empty = elements({ pages: ['', 'a'] });
    expect(listAccepted(empty.index, empty.root, 'pages')).toBe(false);
  });

  it('refuses a colour that is a string, a directory it does not know, an empty root, a label of the wrong type', () => {
    const { index, find } = elements({
      anchors: [
        { anchor: 'Red', color: '#ff0000', pages: ['a'] },
        { anchor: 'Pair', color: { light: '#ff0000', dark: '#000' }, pages: ['a'] },
      ],
      groups: [
        { group: 'Tree', directory: 'tree', pages: ['a'] },
        { group: 'Card', directory: 'card', pages: ['a'] },
        { group: 'NoRoot', root: '', pages: ['a'] },
      ],
    });
    expect(elementAccepted(index, find('Red'))).toBe(false);
    expect(elementAccepted(index, find('Pair'))).toBe(true);
    expect(elementAccepted(index, find('Tree'))).toBe(false);
    expect(elementAccepted(index, find('Card'))).toBe(true);
    expect(elementAccepted(index, find('NoRoot'))).toBe(false);
  });

  it('a group fails for an entry of its pages; a section does not fail for its lists', () => {
    const { index, find } = elements({ tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', { group: 'H', pages: [''] }] }] }] });
    expect(elementAccepted(index, find('G'))).toBe(false);
    expect(elementAccepted(index, find('T'))).toBe(true);
  });

  it('global: only its six lists of links, each with a valid href; any other key fails it, and the section holding it', () => {
    const ok = elements({ tabs: [{ tab: 'T', pages: ['a'], global: { tabs: [{ tab: 'Blog', href: 'https://b.example.com' }] } }] });
    expect(elementAccepted(ok.index, ok.find('T'))).toBe(true);
    const noHref = elements({ tabs: [{ tab: 'T', pages: ['a'], global: { anchors: [{ anchor: 'S' }] } }] });
    expect(elementAccepted(noHref.index, noHref.find('T'))).toBe(false);
    const extra = elements({ tabs: [{ tab: 'T', pages: ['a'], global: { anchors: [], mode: 'x' } }] });
    expect(elementAccepted(extra.index, extra.find('T'))).toBe(false);
  });
});

describe('mayBeEmpty: one fact per list, read by the rules, the JSON Schema and the tree', () => {
  it('pages, products, dropdowns, menu and the lists of global may be empty; the others may not', () => {
    const may = (['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'] as const).filter((k) =>
      mayBeEmpty('tab', k),
    );
    expect(may).toEqual(['products', 'dropdowns', 'pages', 'menu']);
    expect(KINDS.global.siteChildren.every((k) => mayBeEmpty('global', k))).toBe(true);
  });
});
