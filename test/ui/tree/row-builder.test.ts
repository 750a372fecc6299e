import { describe, expect, it } from 'vitest';
import { RowBuilder } from '../../../src/ui/tree/row-builder';
import { rng } from '../../helpers/rng';

describe('RowBuilder', () => {
  it('gives the rows pushed and appended, in order, from any earlier place, as one array would', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed);
      const b = new RowBuilder<{ n: number }>();
      const model: { n: number }[] = [];
      let n = 0;
      for (let step = 0; step < 200; step++) {
        const x = r();
        if (x < 0.5) {
          const row = { n: n++ };
          b.push(row);
          model.push(row);
        } else if (x < 0.8) {
          // Blocks short and long: under 16 rows they are copied, from 16 kept whole.
          const list = Array.from({ length: Math.floor(r() * (r() < 0.5 ? 16 : 100)) }, () => ({ n: n++ }));
          b.append(list);
          model.push(...list);
        } else {
          const at = Math.floor(r() * (model.length + 1));
          expect(b.from(at)).toEqual(model.slice(at));
        }
        expect(b.length).toBe(model.length);
      }
      const all = b.rows();
      expect(all).toEqual(model);
      // The same objects, in a new array: the blocks it kept are not handed out to be changed.
      all.forEach((row, i) => expect(row).toBe(model[i]));
    }
  });

  it('joins more blocks than one call takes at once', () => {
    const b = new RowBuilder<number>();
    const model: number[] = [];
    for (let k = 0; k < 20_000; k++) {
      const list = Array.from({ length: 16 }, (_, i) => k * 16 + i);
      b.append(list);
      b.push(-k);
      model.push(...list, -k);
    }
    expect(b.rows()).toEqual(model);
    expect(b.from(5)).toEqual(model.slice(5));
  });

  it('is empty before anything is added', () => {
    const b = new RowBuilder<number>();
    expect(b.rows()).toEqual([]);
    expect(b.from(0)).toEqual([]);
  });
});
