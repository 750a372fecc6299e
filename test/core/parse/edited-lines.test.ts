import { describe, expect, it } from 'vitest';
import { applyEdits, type Edit } from 'jsonc-parser';
import { EditedLines, MAX_RUNS } from '../../../src/core/parse/edited-lines';
import { computeLineStarts, lastAtOrBefore, LineMap } from '../../../src/core/parse/source-file';
import { editedLines } from '../../../src/core/session/whitespace-edit';
import { rng } from '../../helpers/rng';

const PIECES = ['a', 'bc', '\n', '\r\n', 'x\ny', '\n\n', '  "k": 1,\n', ''];

/** Ascending edits of `text`, neither overlapping nor touching: some insert, some remove lines, some replace across them. */
function randomEdits(text: string, r: () => number, most: number): Edit[] {
  const count = 1 + Math.floor(r() * most);
  const edits: Edit[] = [];
  let at = 0;
  for (let i = 0; i < count && at <= text.length; i++) {
    const offset = at + Math.floor(r() * Math.min(12, text.length - at + 1));
    if (offset > text.length) break;
    const length = Math.floor(r() * Math.min(8, text.length - offset + 1));
    let content = '';
    for (let k = Math.floor(r() * 3); k > 0; k--) content += PIECES[Math.floor(r() * PIECES.length)];
    edits.push({ offset, length, content });
    at = offset + length + 1;
  }
  return edits;
}

function expectLines(lines: EditedLines, text: string): void {
  const want = computeLineStarts(text);
  expect(lines.length).toBe(want.length);
  expect(Array.from(lines.toArray())).toEqual(want);
  expect([...lines]).toEqual(want);
  for (let i = 0; i < want.length; i++) expect(lines.at(i)).toBe(want[i]);
  for (let o = 0; o <= text.length + 1; o++)
    if (lines.lineAt(o) !== lastAtOrBefore(want, o)) expect([o, lines.lineAt(o)]).toEqual([o, lastAtOrBefore(want, o)]);
}

describe('line starts after edits, as runs', () => {
  it('are those of the edited text, version after version', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = rng(seed);
      let text = '{\n  "a": [\n    "b",\n    "c"\n  ]\n}\n';
      let lines = EditedLines.of(computeLineStarts(text));
      for (let step = 0; step < 150; step++) {
        const edits = randomEdits(text, r, 4);
        lines = lines.after(edits);
        text = applyEdits(text, edits);
        expectLines(lines, text);
      }
    }
  });

  it('start from a typed array as from a plain one, and leave it as it was', () => {
    const text = 'a\nbb\nccc\n';
    const base = Int32Array.from(computeLineStarts(text));
    const lines = EditedLines.of(base).after([{ offset: 2, length: 3, content: 'q\n\nr' }]);
    expectLines(lines, applyEdits(text, [{ offset: 2, length: 3, content: 'q\n\nr' }]));
    expect(Array.from(base)).toEqual(computeLineStarts(text));
  });

  it('hold over thousands of versions, past the number of runs that makes them one array again', () => {
    const r = rng(9);
    let text = 'x\n'.repeat(6000);
    let lines = EditedLines.of(computeLineStarts(text));
    let most = 0;
    let collapsed = false;
    for (let step = 0; step < 2500; step++) {
      // Two edits anywhere in the text: their runs stay apart, so the runs grow until copied.
      const at = [Math.floor(r() * text.length), Math.floor(r() * text.length)].sort((a, b) => a - b);
      const edits: Edit[] = [{ offset: at[0], length: Math.floor(r() * 2), content: PIECES[Math.floor(r() * 5)] }];
      if (at[1] > at[0] + 3) edits.push({ offset: at[1], length: r() < 0.5 ? 1 : 0, content: PIECES[Math.floor(r() * 5)] });
      const runs = lines.runCount;
      lines = lines.after(edits);
      if (lines.runCount < runs / 2) collapsed = true;
      most = Math.max(most, lines.runCount);
      text = applyEdits(text, edits);
      if (step % 500 === 499) expectLines(lines, text);
    }
    expectLines(lines, text);
    expect(collapsed).toBe(true);
    expect(most).toBeLessThanOrEqual(MAX_RUNS);
  });

  it('of an empty text is one line, before and after', () => {
    const lines = EditedLines.of(computeLineStarts(''));
    expectLines(lines, '');
    expectLines(lines.after([{ offset: 0, length: 0, content: 'a\nb' }]), 'a\nb');
  });
});

describe('editedLines', () => {
  it("gives the edited text's line starts from the old ones: 2,000 random edits, line breaks made, taken out and cut in two", () => {
    const r = rng(23);
    let text = '{\n  "a": 1,\r\n  "b": [\n\n    "x"\n  ]\n}\n';
    let map = new LineMap(text);
    void map.starts; // computed: the next map is made from them
    for (let step = 0; step < 2000; step++) {
      const [e] = randomEdits(text, r, 1);
      if (!e) continue;
      const next = applyEdits(text, [e]);
      const edited = editedLines(map, next, { from: e.offset, to: e.offset + e.length, content: e.content });
      expect(edited.starts).toEqual(computeLineStarts(next));
      // Now and then a map whose starts were never asked for: the next is computed on first use.
      map = step % 7 === 0 ? new LineMap(next) : edited;
      text = next.length > 400 ? '{\n}\n' : next;
      if (text !== next) map = new LineMap(text, computeLineStarts(text));
    }
  });
});
