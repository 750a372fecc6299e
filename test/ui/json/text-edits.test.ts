import { describe, expect, it } from 'vitest';
import { applyEdits } from 'jsonc-parser';
import { modelOffset, rebaseEdits, widenRegion, type TypedRegion } from '../../../src/ui/json/text-edits';
import { docsJson } from '../../helpers/check';
import { el, storeWith } from '../../helpers/store';
import { rng } from '../../helpers/rng';
import { keyboardMoveCommand } from '../../../src/core/commands/index';

/** Type into `text` (offset and length in the current text, replaced by `insert`), tracking the region as the pane does. */
function type(text: string, region: TypedRegion | undefined, offset: number, length: number, insert: string) {
  return { text: text.slice(0, offset) + insert + text.slice(offset + length), region: widenRegion(region, offset, length, insert.length) };
}

describe('the typed region', () => {
  it('holds every change typed since the text was in step, whatever their order', () => {
    const synced = '{\n  "a": "one",\n  "b": "two",\n  "c": "three"\n}\n';
    const r = rng(5);
    for (let run = 0; run < 200; run++) {
      let text = synced;
      let region: TypedRegion | undefined;
      for (let k = 0; k < 1 + Math.floor(r() * 4); k++) {
        const at = Math.floor(r() * (text.length + 1));
        const len = Math.floor(r() * Math.min(4, text.length - at + 1));
        ({ text, region } = type(text, region, at, len, ['', 'x', 'yz', '\n'][Math.floor(r() * 4)]));
      }
      // Outside the region the model is the synced text, shifted by what was typed.
      const { start, end, grow } = region!;
      expect(text.slice(0, start)).toBe(synced.slice(0, start));
      expect(text.slice(end + grow)).toBe(synced.slice(end));
      expect(modelOffset(region, start)).toBe(start);
      expect(modelOffset(region, end + 1)).toBe(end + 1 + grow);
    }
  });
});

describe('rebaseEdits', () => {
  const base = '{\n  "a": "one",\n  "b": "two",\n  "c": "three"\n}\n';
  const at = (s: string) => base.indexOf(s);

  it('carries a change elsewhere over the text being typed', () => {
    // Typing, not JSON yet: "one" -> "on
    const mine = type(base, undefined, at('"one"') + 3, 2, '');
    const theirs = [{ offset: at('"three"'), length: 7, content: '"3"' }];
    const carried = rebaseEdits(theirs, mine.region)!;
    expect(applyEdits(mine.text, carried.edits)).toBe(mine.text.replace('"three"', '"3"'));
  });

  it('shifts a change after the typed region by what was typed, and the region by a change before it', () => {
    const mine = type(base, undefined, at('"b"') + 1, 1, 'beta');
    const carried = rebaseEdits(
      [
        { offset: at('"a"') + 1, length: 1, content: 'alpha' },
        { offset: at('"c"') + 1, length: 1, content: 'see' },
      ],
      mine.region,
    )!;
    const text = applyEdits(mine.text, carried.edits);
    expect(text).toBe(base.replace('"a"', '"alpha"').replace('"b"', '"beta"').replace('"c"', '"see"'));
    expect(carried.region.start).toBe(mine.region.start + 4);
  });

  it('refuses when both sides changed the same place', () => {
    const mine = type(base, undefined, at('"two"') + 1, 3, 'deux');
    expect(rebaseEdits([{ offset: at('"two"'), length: 5, content: '"2"' }], mine.region)).toBeUndefined();
  });
});

describe("the session's edit of a tree move", () => {
  it('edits only the lines that moved', () => {
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'A', pages: ['one', 'two', 'three', 'four'] },
          { group: 'B', pages: ['five'] },
        ],
      }),
    );
    const before = s.getSnapshot().text('docs.json')!.text;
    s.run(keyboardMoveCommand, { id: el(s, 'one').id, dir: 'down' });
    const t = s.getSnapshot().text('docs.json')!;
    expect(t.previous).toBe(before);
    expect(applyEdits(before, [...t.edits])).toBe(t.text);
    const touched = t.edits.map((e) => before.slice(0, e.offset).split('\n').length);
    // "one" and "two" change places: lines 11 (the list's "[") to 13 ("two"), nothing else.
    expect(touched.every((l) => l >= 11 && l <= 13)).toBe(true);
    expect(t.edits).toHaveLength(2);
    expect(t.edits.reduce((n, e) => n + e.content.length, 0)).toBeLessThan(30);
  });
});
