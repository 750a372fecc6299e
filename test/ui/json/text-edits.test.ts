import { describe, expect, it } from 'vitest';
import { applyEdits, minimalEdit, rebaseEdits, textEdits } from '../../../src/ui/json/text-edits';
import { docsJson } from '../../helpers/check';
import { storeWith, el, text } from '../../helpers/store';

describe('minimalEdit', () => {
  it('replaces only the characters that differ', () => {
    expect(minimalEdit('{"a": 1}', '{"a": 2}')).toEqual({ start: 6, end: 7, text: '2' });
    expect(minimalEdit('abc', 'abc')).toBeUndefined();
    expect(minimalEdit('abc', 'abXc')).toEqual({ start: 2, end: 2, text: 'X' });
  });

  it('never splits a CRLF line break or a surrogate pair', () => {
    const e = minimalEdit('a\r\nb', 'a\nb')!;
    expect(e.start).toBeLessThanOrEqual(1);
    expect(applyEdits('a\r\nb', [e])).toBe('a\nb');
    const s = minimalEdit('x😀y', 'x😃y')!;
    expect(s).toEqual({ start: 1, end: 3, text: '😃' });
  });
});

describe('textEdits', () => {
  it('turns a move into a removal and an insertion, leaving the lines between alone', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `  "line ${i}",`);
    const before = lines.join('\n') + '\n';
    const moved = [...lines.slice(1, 40), lines[0], ...lines.slice(40)];
    const after = moved.join('\n') + '\n';
    const edits = textEdits(before, after);
    expect(edits).toHaveLength(2);
    expect(applyEdits(before, edits)).toBe(after);
    // Nothing between the two places is touched: line 20 keeps its offset in `before`.
    const line20 = before.indexOf('"line 20"');
    expect(edits.every((e) => e.end <= line20 || e.start > line20 + 10)).toBe(true);
  });

  it('trims each block to the characters that differ', () => {
    const before = '{\n  "a": "one",\n  "b": "two"\n}\n';
    expect(textEdits(before, before.replace('"one"', '"uno"'))).toEqual([{ start: 10, end: 13, text: 'uno' }]);
  });

  it('handles changes at the very start and end, with and without a final newline', () => {
    for (const [a, b] of [
      ['a\nb', 'a\nb\nc'],
      ['a\nb\nc', 'a\nb'],
      ['a\nb\n', 'x\na\nb\n'],
      ['', 'a'],
      ['a', ''],
      ['a\r\nb\r\n', 'a\r\nc\r\nb\r\n'],
    ]) {
      expect(applyEdits(a, textEdits(a, b)), JSON.stringify([a, b])).toBe(b);
    }
  });

  it('always rebuilds the new text exactly (random edits)', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const alphabet = ['a', 'b', '\n', '\r\n', '{', '"x"', ' '];
    const make = () => Array.from({ length: rnd(30) }, () => alphabet[rnd(alphabet.length)]).join('');
    for (let t = 0; t < 500; t++) {
      const a = make();
      const b = rnd(2) ? make() : a.slice(0, rnd(a.length + 1)) + make() + a.slice(rnd(a.length + 1));
      expect(applyEdits(a, textEdits(a, b)), JSON.stringify([a, b])).toBe(b);
    }
  });

  it('a tree move in a docs.json edits only the lines that moved', () => {
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'A', pages: ['one', 'two', 'three', 'four'] },
          { group: 'B', pages: ['five'] },
        ],
      }),
    );
    const before = text(s);
    s.run('keyboard-move', { id: el(s, 'one').id, dir: 'down' });
    const after = text(s);
    const edits = textEdits(before, after);
    expect(applyEdits(before, edits)).toBe(after);
    const touched = edits.map((e) => before.slice(0, e.start).split('\n').length);
    // "one" leaves its line and comes back after "two": lines 12 to 14, nothing else.
    expect(touched).toEqual([12, 14]);
    expect(edits.map((e) => e.text)).toEqual(['', '          "one",\n']);
    expect(edits.reduce((n, e) => n + e.text.length, 0)).toBeLessThan(30);
  });
});

describe('rebaseEdits', () => {
  const base = '{\n  "a": "one",\n  "b": "two",\n  "c": "three"\n}\n';

  it('carries a change elsewhere over the text being typed', () => {
    const mine = base.replace('"one"', '"on'); // typing, not JSON yet
    const next = base.replace('"three"', '"3"');
    const edits = rebaseEdits(base, next, mine)!;
    expect(applyEdits(mine, edits)).toBe(mine.replace('"three"', '"3"'));
  });

  it('shifts a change after the typed region by what was typed', () => {
    const mine = base.replace('"a"', '"alpha"');
    const edits = rebaseEdits(base, base.replace('"c"', '"see"'), mine)!;
    expect(applyEdits(mine, edits)).toBe(base.replace('"a"', '"alpha"').replace('"c"', '"see"'));
  });

  it('refuses when both sides changed the same place', () => {
    expect(rebaseEdits(base, base.replace('"two"', '"2"'), base.replace('"two"', '"deux"'))).toBeUndefined();
  });
});
