import { describe, expect, it } from 'vitest';
import { keyboardDropPlaces, landingIndex, movedText, placeFromPointer, projectDrop } from '../../../src/core/tree/project-drop';
import { docsJson } from '../../helpers/check';
import { el, storeWith } from '../../helpers/store';
import { moveCommand } from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Start', pages: ['index', 'quickstart', { group: 'Deep', pages: ['deep/one'] }] },
        { group: 'More', pages: ['more'] },
      ],
    },
    { tab: 'API', anchors: [{ anchor: 'REST', pages: ['rest'] }] },
  ],
};

describe('placeFromPointer', () => {
  it('a row that holds elements has before, inside and after; a page only before and after', () => {
    expect([2, 13, 24].map((y) => placeFromPointer(y, 26, true))).toEqual(['before', 'inside', 'after']);
    expect([2, 12, 14, 24].map((y) => placeFromPointer(y, 26, false))).toEqual(['before', 'before', 'after', 'after']);
  });
});

describe('projectDrop', () => {
  const s = storeWith(docsJson(NAV));
  const idx = s.getIndex();
  const id = (label: string) => el(s, label).id;

  it('before, after and inside a row, with where it lands', () => {
    const ids = [id('more')];
    expect(projectDrop(idx, { ids }, id('quickstart'), 'before')).toMatchObject({
      target: { parentId: id('Start'), collection: 'pages', index: 1 },
      verdict: { ok: true },
      description: "into 'Start', position 2",
    });
    expect(projectDrop(idx, { ids }, id('Deep'), 'inside')).toMatchObject({
      target: { parentId: id('Deep'), collection: 'pages', index: 1 },
      description: "into 'Deep', position 2",
    });
  });

  it('dragging left after the last child of a list climbs out one level per step', () => {
    const ids = [id('index')];
    expect(projectDrop(idx, { ids }, id('deep/one'), 'after', 0).target).toMatchObject({ parentId: id('Deep'), index: 1 });
    expect(projectDrop(idx, { ids }, id('deep/one'), 'after', -1).target).toMatchObject({ parentId: id('Start'), index: 3 });
    // Two levels up is Guides' groups: a page cannot go there, and the verdict says why.
    const out = projectDrop(idx, { ids }, id('deep/one'), 'after', -2);
    expect(out.target).toMatchObject({ parentId: id('Guides'), collection: 'groups', index: 1 });
    expect(out.verdict).toEqual({ ok: false, reason: 'pages cannot go into "groups" of a tab' });
  });

  it('dragging right indents: after a row goes into it, before a row into the sibling above', () => {
    const ids = [id('more')];
    expect(projectDrop(idx, { ids }, id('Deep'), 'after', 1).target).toMatchObject({ parentId: id('Deep'), index: 1 });
    expect(projectDrop(idx, { ids }, id('Deep'), 'before', 1).target).toMatchObject({
      parentId: id('Start'),
      collection: 'pages',
      index: 2,
    });
    // The sibling above a group is a page: nothing to indent into, so it stays before.
    expect(projectDrop(idx, { ids }, id('Deep'), 'before', 1).place).toBe('before');
  });

  it('the position said is where it will be once moved, not the index before the move', () => {
    const ids = [id('index')];
    const p = projectDrop(idx, { ids }, id('Deep'), 'before');
    expect(p.target!.index).toBe(2);
    expect(landingIndex(idx, { ids }, p.target!)).toBe(1);
    expect(p.description).toBe("into 'Start', position 2");
  });

  it('a new page (from the unlisted list) is checked like an insert', () => {
    expect(projectDrop(idx, { kind: 'page' }, id('REST'), 'inside')).toMatchObject({
      verdict: { ok: true },
      description: "into 'REST', position 2",
    });
    expect(projectDrop(idx, { kind: 'page' }, id('API'), 'inside').verdict.ok).toBe(false);
  });

  it('movedText reads the document after the move', () => {
    s.run(moveCommand, { ids: [id('index'), id('more')], target: { parentId: id('Deep'), collection: 'pages', index: 1 } });
    expect(movedText(s.getIndex(), [id('more'), id('index')])).toBe("Moved 2 elements into 'Deep', position 2 of 3");
    expect(movedText(s.getIndex(), [id('index')], 'Added')).toBe("Added 'index' into 'Deep', position 2 of 3");
  });

  it("movedText counts the moved element's own list: one list alone, or one of several", () => {
    const pages = Array.from({ length: 1500 }, (_, i) => `p-${i}`);
    const long = storeWith(docsJson({ groups: [{ group: 'Long', pages }] }));
    expect(movedText(long.getIndex(), [el(long, 'p-7').id])).toBe("Moved 'p-7' into 'Long', position 8 of 1500");
    // Two lists under one parent (a problem the rules report, but the index keeps both).
    const mixed = storeWith(docsJson({ groups: [{ group: 'G', pages: ['a', 'b', 'c'] }], pages: ['x', 'y'] }));
    expect(movedText(mixed.getIndex(), [el(mixed, 'y').id])).toBe("Moved 'y' at the top level, position 2 of 2");
    expect(movedText(mixed.getIndex(), [el(mixed, 'G').id])).toBe("Moved 'G' at the top level, position 1 of 1");
  });
});

describe('keyboardDropPlaces', () => {
  it('steps before every row, inside a row that holds elements, and after a row only at the end of its list', () => {
    const rows = [
      { kind: 'group', depth: 0 },
      { kind: 'page', depth: 1 },
      { kind: 'page', depth: 1 },
      { kind: 'group', depth: 0 },
    ];
    expect(rows.map((_, i) => keyboardDropPlaces(rows, i))).toEqual([
      ['before', 'inside'],
      ['before'],
      ['before', 'after'],
      ['before', 'inside', 'after'],
    ]);
  });
});
