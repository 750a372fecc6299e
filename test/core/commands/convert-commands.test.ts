import { describe, expect, it } from 'vitest';
import { planConversion } from '../../../src/core/commands/convert-commands';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { changedLines } from '../../helpers/line-diff';
import { convertKindCommand, insertCommand, renameCommand } from '../../../src/core/commands/index';

describe('convert-kind', () => {
  it('turns the only group of the root into a tab, keeping shared fields and unknown keys, dropping group-only ones', () => {
    const s = storeWith(
      docsJson({ groups: [{ group: 'Guides', icon: 'book', tag: 'New', root: 'intro', custom: 1, pages: ['intro', 'more'] }] }),
    );
    const before = text(s);
    expect(s.canRun(convertKindCommand, { ids: [el(s, 'Guides').id] })).toEqual({ ok: true });
    expect(s.run(convertKindCommand, { ids: [el(s, 'Guides').id] })).toEqual({ ok: true });
    expect(JSON.parse(text(s)).navigation).toEqual({ tabs: [{ tab: 'Guides', icon: 'book', custom: 1, pages: ['intro', 'more'] }] });
    expect(s.undoLabel()).toBe(`convert 'Guides' to a tab (drops "tag", "root")`);
    // The selection follows the converted element (same node, same id).
    expect(s.getState().selection).toEqual([el(s, 'Guides').id]);
    s.undo();
    expect(text(s)).toBe(before);
  });

  it("turns every tab of a version into groups at once, a tab's groups becoming nested pages", () => {
    const s = storeWith(
      docsJson({
        versions: [
          {
            version: 'v1',
            tabs: [
              { tab: 'A', pages: ['a'] },
              { tab: 'B', href: 'https://x.dev', groups: [{ group: 'G', pages: ['g'] }] },
            ],
          },
        ],
      }),
    );
    const ids = [el(s, 'A').id, el(s, 'B').id];
    expect(s.run(convertKindCommand, { ids })).toEqual({ ok: true });
    expect(JSON.parse(text(s)).navigation.versions[0]).toEqual({
      version: 'v1',
      groups: [
        { group: 'A', pages: ['a'] },
        { group: 'B', pages: [{ group: 'G', pages: ['g'] }] },
      ],
    });
    expect(s.undoLabel()).toBe('convert 2 tabs to groups (drops "href")');
  });

  it('converts an anchor to a dropdown and back, touching only the renamed lines (both keep a colour, as the site does)', () => {
    const color = { light: '#ff0000' };
    const s = storeWith(docsJson({ anchors: [{ anchor: 'Docs', icon: 'book', color, groups: [{ group: 'G', pages: ['g'] }] }] }));
    const before = text(s);
    s.run(convertKindCommand, { ids: [el(s, 'Docs').id] });
    const after = text(s);
    expect(JSON.parse(after).navigation).toEqual({
      dropdowns: [{ dropdown: 'Docs', icon: 'book', color, groups: [{ group: 'G', pages: ['g'] }] }],
    });
    expect(changedLines(before, after)).toBeLessThanOrEqual(6);
    s.run(convertKindCommand, { ids: [el(s, 'Docs').id] });
    expect(JSON.parse(text(s)).navigation).toEqual({
      anchors: [{ anchor: 'Docs', icon: 'book', color, groups: [{ group: 'G', pages: ['g'] }] }],
    });
  });

  it('refuses, with the reason, what would break the nesting rules', () => {
    const s = storeWith(
      docsJson({
        tabs: [
          {
            tab: 'T',
            groups: [
              { group: 'One', pages: ['a', { group: 'Inner', pages: ['b'] }] },
              { group: 'Two', pages: ['c'] },
            ],
          },
          { tab: 'Anch', anchors: [{ anchor: 'X', dropdowns: [{ dropdown: 'D', pages: ['d'] }] }] },
          { tab: 'Mixed', menu: [{ item: 'I', pages: ['e'] }] },
        ],
      }),
    );
    const reason = (labels: string[]) => s.canRun(convertKindCommand, { ids: labels.map((l) => el(s, l).id) });
    expect(reason(['One', 'Two'])).toEqual({ ok: false, reason: 'a tab cannot hold tabs' });
    expect(reason(['Inner'])).toEqual({
      ok: false,
      reason: "'Inner' sits in a pages list, where tabs cannot go; move it into a list of groups first",
    });
    expect(reason(['X'])).toEqual({ ok: false, reason: "'X' holds dropdowns, and a dropdown cannot; move them out first" });
    expect(reason(['a'])).toMatchObject({ ok: false, reason: expect.stringContaining('a page cannot be converted') });
    expect(reason(['T', 'Anch', 'Mixed'])).toEqual({ ok: false, reason: "'Anch' holds anchors, and a group cannot; move them out first" });
    expect(reason(['One', 'Anch'])).toEqual({
      ok: false,
      reason: 'the selection mixes kinds; select elements of one kind to convert them',
    });
    const before = text(s);
    expect(s.run(convertKindCommand, { ids: [el(s, 'One').id] }).ok).toBe(false);
    expect(text(s)).toBe(before);
  });

  it('a list converts as a whole: one group beside others cannot become a tab alone', () => {
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'One', pages: ['a'] },
          { group: 'Two', pages: ['b'] },
          { group: 'Three', pages: ['c'] },
        ],
      }),
    );
    expect(s.canRun(convertKindCommand, { ids: [el(s, 'One').id] })).toEqual({
      ok: false,
      reason: 'this list also holds 2 other groups, and tabs cannot sit beside groups; select all 3 to convert them together',
    });
    expect(s.run(convertKindCommand, { ids: [el(s, 'One').id, el(s, 'Two').id, el(s, 'Three').id] })).toEqual({ ok: true });
    expect(JSON.parse(text(s)).navigation.tabs.map((t: { tab: string }) => t.tab)).toEqual(['One', 'Two', 'Three']);
  });

  it('plans report the dropped fields for the menu', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'G', expanded: true, public: true, pages: ['a'] }] }));
    const r = planConversion(s.getIndex(), [el(s, 'G').id]);
    expect(r.ok && r.plan.dropped).toEqual(['expanded', 'public']);
  });
});

describe('insert follows the nesting rules', () => {
  it('refuses a group into a tab of anchors and a string into a list of objects', () => {
    const s = storeWith(docsJson({ tabs: [{ tab: 'A', anchors: [{ anchor: 'X', pages: ['x'] }] }] }));
    expect(s.run(insertCommand, { parentId: el(s, 'A').id, collection: 'groups', index: 0, value: { group: 'G', pages: [] } })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both anchors and groups',
    });
    expect(s.run(insertCommand, { parentId: el(s, 'A').id, collection: 'anchors', index: 0, value: 'oops' })).toEqual({
      ok: false,
      reason: '"anchors" holds objects',
    });
    expect(s.run(insertCommand, { parentId: el(s, 'X').id, collection: 'pages', index: 1, value: 'y' })).toEqual({ ok: true });
  });

  it('rename refuses an empty label and an unsupported language code', () => {
    const s = storeWith(docsJson({ languages: [{ language: 'en', groups: [{ group: 'G', pages: ['x'] }] }] }));
    expect(s.run(renameCommand, { id: el(s, 'G').id, label: '  ' })).toEqual({ ok: false, reason: 'a label cannot be empty' });
    expect(s.run(renameCommand, { id: el(s, 'en').id, label: 'en-US' }).ok).toBe(false);
    expect(s.run(renameCommand, { id: el(s, 'en').id, label: 'de' })).toEqual({ ok: true });
  });
});
