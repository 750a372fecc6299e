import { describe, expect, it } from 'vitest';
import { editBetween } from '../../../src/core/parse/text-edits';
import { editWithin, textOf, type TypedStretch } from '../../../src/core/parse/edit-within';
import { rng } from '../../helpers/rng';

describe('editWithin: the edit from a text to the same with one stretch replaced', () => {
  it('is editBetween of the two whole texts, to the offset, over 5,000 random stretches', () => {
    const random = rng(17);
    // Few letters, line breaks of both kinds and a surrogate pair: repeats around the stretch,
    // and the CRLF and pair edges editBetween never splits.
    const alphabet = ['a', 'a', 'b', ' ', '\n', '\r\n', '"', '😀', '{', '}'];
    const word = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    let same = 0;
    for (let k = 0; k < 5000; k++) {
      const base = word(Math.floor(random() * 40));
      const start = Math.floor(random() * (base.length + 1));
      const end = start + Math.floor(random() * (base.length - start + 1));
      const inserted = random() < 0.2 ? base.slice(start, end) : word(Math.floor(random() * 6));
      const t: TypedStretch = { base, start, end, inserted };
      const text = textOf(t);
      expect(text).toBe(base.slice(0, start) + inserted + base.slice(end));
      const want = editBetween(base, text);
      if (!want) same++;
      expect(editWithin(t), JSON.stringify(t)).toEqual(want);
    }
    expect(same).toBeGreaterThan(100);
  });

  it('a letter typed in a long text, and a stretch typed back as it was', () => {
    const base = 'x'.repeat(100_000) + '"name"' + 'y'.repeat(100_000);
    const t = { base, start: 100_003, end: 100_003, inserted: 'Z' };
    expect(editWithin(t)).toEqual({ offset: 100_003, length: 0, content: 'Z' });
    expect(editWithin({ base, start: 5, end: 6, inserted: 'x' })).toBeUndefined();
  });
});
