import { describe, expect, it } from 'vitest';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { changedLines } from '../../helpers/line-diff';
import {
  duplicateCommand,
  insertCommand,
  keyboardMoveCommand,
  moveCommand,
  removeElementCommand,
  removeFieldCommand,
  renameCommand,
  replaceFileTextCommand,
  setFieldCommand,
  setPageEntryCommand,
  splitMixedTabCommand,
  ungroupCommand,
} from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Get started', pages: ['index', 'quickstart', 'install'] },
        { group: 'More', pages: ['more', 'faq'] },
      ],
    },
    { tab: 'Reference', groups: [{ group: 'API', pages: ['api/one'] }] },
  ],
};

/** Run a command, then check undo restores the text exactly and redo re-applies it exactly. */
function roundTrip(store: ReturnType<typeof storeWith>, run: () => void) {
  const before = text(store);
  run();
  const after = text(store);
  expect(after).not.toBe(before);
  expect(store.undo()).toBe(true);
  expect(text(store)).toBe(before);
  expect(store.redo()).toBe(true);
  expect(text(store)).toBe(after);
  return { before, after };
}

describe('commands through the store', () => {
  it('loading records no undo step', () => {
    const s = storeWith(docsJson(NAV));
    expect(s.getState().history.undo).toEqual([]);
    expect(s.getState().dirty).toBe(false);
  });

  it('move: one page entry between groups changes two lines, undoes exactly, and is labelled', () => {
    const s = storeWith(docsJson(NAV));
    const { before, after } = roundTrip(s, () => {
      expect(s.run(moveCommand, { ids: [el(s, 'quickstart').id], target: { parentId: el(s, 'More').id, index: 1 } })).toEqual({ ok: true });
    });
    expect(changedLines(before, after)).toBe(2);
    expect(JSON.parse(after).navigation.tabs[0].groups[1].pages).toEqual(['more', 'quickstart', 'faq']);
    expect(s.undoLabel()).toBe("move 'quickstart'");
  });

  it('move: a group of N lines to another tab changes about N + 2 lines', () => {
    const s = storeWith(docsJson(NAV));
    const { before, after } = roundTrip(s, () => {
      s.run(moveCommand, { ids: [el(s, 'More').id], target: { parentId: el(s, 'Reference').id, index: 1 } });
    });
    const n = 7; // the group object spans 7 lines at 2-space indent
    expect(changedLines(before, after)).toBeLessThanOrEqual(2 * n + 2);
    expect(JSON.parse(after).navigation.tabs[1].groups.map((g: { group: string }) => g.group)).toEqual(['API', 'More']);
  });

  it('a refused move changes nothing and records nothing', () => {
    const s = storeWith(
      docsJson({
        tabs: [
          { tab: 'A', anchors: [{ anchor: 'X', pages: ['x'] }] },
          { tab: 'B', groups: [{ group: 'G', pages: ['g'] }] },
        ],
      }),
    );
    const before = text(s);
    const r = s.run(moveCommand, { ids: [el(s, 'G').id], target: { parentId: el(s, 'A').id, index: 0 } });
    expect(r).toEqual({ ok: false, reason: 'a tab cannot hold both anchors and groups' });
    expect(text(s)).toBe(before);
    expect(s.getState().history.undo).toEqual([]);
  });

  it('keyboard moves: Alt+Down, Alt+Up, in and out', () => {
    const s = storeWith(docsJson(NAV));
    roundTrip(s, () => s.run(keyboardMoveCommand, { id: el(s, 'index').id, dir: 'down' }));
    expect(JSON.parse(text(s)).navigation.tabs[0].groups[0].pages).toEqual(['quickstart', 'index', 'install']);
    expect(s.run(keyboardMoveCommand, { id: el(s, 'quickstart').id, dir: 'up' })).toEqual({
      ok: false,
      reason: "'quickstart' is already first",
    });
    s.run(keyboardMoveCommand, { id: el(s, 'More').id, dir: 'in' });
    expect(JSON.parse(text(s)).navigation.tabs[0].groups[0].pages.at(-1)).toMatchObject({ group: 'More' });
    s.run(keyboardMoveCommand, { id: el(s, 'More').id, dir: 'out' });
    expect(JSON.parse(text(s)).navigation.tabs[0].groups.map((g: { group: string }) => g.group)).toEqual(['Get started', 'More']);
  });

  it('multi-select moves keep document order', () => {
    const s = storeWith(docsJson(NAV));
    s.run(moveCommand, { ids: [el(s, 'install').id, el(s, 'index').id], target: { parentId: el(s, 'API').id, index: 1 } });
    expect(JSON.parse(text(s)).navigation.tabs[1].groups[0].pages).toEqual(['api/one', 'index', 'install']);
  });

  it('moving the last group out of a tab removes the emptied "groups" (the site refuses an empty list)', () => {
    const s = storeWith(docsJson(NAV));
    s.run(moveCommand, { ids: [el(s, 'API').id], target: { parentId: el(s, 'Guides').id, index: 2 } });
    expect(JSON.parse(text(s)).navigation.tabs[1]).toEqual({ tab: 'Reference' });
  });

  it('moving the last item out of a menu keeps the empty "menu", which the site accepts (kinds.ts mayBeEmpty)', () => {
    const s = storeWith(
      docsJson({
        tabs: [
          { tab: 'A', menu: [{ item: 'Only', pages: ['a'] }] },
          { tab: 'B', menu: [{ item: 'Other', pages: ['b'] }] },
        ],
      }),
    );
    s.run(moveCommand, { ids: [el(s, 'Only').id], target: { parentId: el(s, 'B').id, index: 1 } });
    expect(JSON.parse(text(s)).navigation.tabs[0]).toEqual({ tab: 'A', menu: [] });
  });

  it('rename, delete, duplicate, insert, ungroup', () => {
    const s = storeWith(docsJson(NAV));
    roundTrip(s, () => s.run(renameCommand, { id: el(s, 'More').id, label: 'Further' }));
    expect(text(s)).toContain('"group": "Further"');
    roundTrip(s, () => s.run(removeElementCommand, { id: el(s, 'faq').id }));
    roundTrip(s, () => s.run(duplicateCommand, { id: el(s, 'API').id }));
    expect(JSON.parse(text(s)).navigation.tabs[1].groups).toHaveLength(2);
    roundTrip(s, () =>
      s.run(insertCommand, { parentId: el(s, 'Guides').id, collection: 'groups', index: 0, value: { group: 'New', pages: [] } }),
    );
    expect(text(s)).toContain(
      '          {\n            "group": "New",\n            "pages": []\n          },\n          {\n            "group": "Get started",',
    );
    s.run(insertCommand, { parentId: el(s, 'New').id, collection: 'pages', index: 0, value: { group: 'Inner', pages: ['x', 'y'] } });
    roundTrip(s, () => s.run(ungroupCommand, { id: el(s, 'Inner').id }));
    expect(JSON.parse(text(s)).navigation.tabs[0].groups[0].pages).toEqual(['x', 'y']);
  });

  it('typing in one field merges into one undo step', () => {
    const s = storeWith(docsJson(NAV));
    const before = text(s);
    const path = el(s, 'More').path;
    const args = (v: string) => ({ file: 'docs.json', path, key: 'group', value: v });
    s.run(setFieldCommand, args('M'), { mergeKey: 'label' });
    s.run(setFieldCommand, args('Mo'), { mergeKey: 'label' });
    s.run(setFieldCommand, args('Mor'), { mergeKey: 'label' });
    s.undo();
    expect(text(s)).toBe(before);
  });

  it('quick-fix commands: set-field, remove-field, set-page-entry, split-mixed-tab', () => {
    const s = storeWith(
      docsJson({
        tabs: [{ tab: 'T', anchors: [{ anchor: 'A', pages: ['a'] }], groups: [{ group: 'G', expanded: true, pages: ['get /users'] }] }],
      }),
    );
    const g = el(s, 'G');
    roundTrip(s, () => s.run(removeFieldCommand, { file: 'docs.json', path: g.path, key: 'expanded' }));
    roundTrip(s, () => s.run(setPageEntryCommand, { file: 'docs.json', path: [...g.path, 'pages', 0], value: 'GET /users' }));
    roundTrip(s, () => s.run(splitMixedTabCommand, { id: el(s, 'T').id }));
    expect(JSON.parse(text(s)).navigation.tabs[0]).toEqual({
      tab: 'T',
      anchors: [
        { anchor: 'A', pages: ['a'] },
        { anchor: 'T', groups: [{ group: 'G', pages: ['GET /users'] }] },
      ],
    });
    roundTrip(s, () => s.run(setFieldCommand, { file: 'docs.json', path: ['styling'], key: 'eyebrows', value: 'breadcrumbs' }));
    expect(JSON.parse(text(s)).styling).toEqual({ eyebrows: 'breadcrumbs' });
    // Objects missing on the way are made, at every level; an existing one is written into.
    roundTrip(s, () => s.run(setFieldCommand, { file: 'docs.json', path: ['seo', 'metatags'], key: 'og:title', value: 'Docs' }));
    roundTrip(s, () => s.run(setFieldCommand, { file: 'docs.json', path: ['styling', 'codeblocks'], key: 'theme', value: 'dracula' }));
    expect(JSON.parse(text(s))).toMatchObject({
      seo: { metatags: { 'og:title': 'Docs' } },
      styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: 'dracula' } },
    });
    // Into an element's own field, deep in the navigation.
    const moved = el(s, 'G');
    roundTrip(s, () => s.run(setFieldCommand, { file: 'docs.json', path: [...moved.path, 'icon'], key: 'name', value: 'rocket' }));
    expect(JSON.parse(text(s)).navigation.tabs[0].anchors[1].groups[0].icon).toEqual({ name: 'rocket' });
  });

  it('replace-file-text: a parsed text is one step; a broken one is refused with its line', () => {
    const s = storeWith(docsJson(NAV));
    const edited = text(s).replace('"More"', '"Typed"');
    roundTrip(s, () => s.run(replaceFileTextCommand, { file: 'docs.json', text: edited }));
    expect(text(s)).toBe(edited);
    expect(s.run(replaceFileTextCommand, { file: 'docs.json', text: '{"a": }' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('line 1, column 7'),
    });
  });
});
