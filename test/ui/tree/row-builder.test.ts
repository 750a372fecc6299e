import { describe, expect, it } from 'vitest';
import { LazyRows, RowBuilder, RowList } from '../../../src/ui/tree/row-builder';
import { rng } from '../../helpers/rng';

type R = { n: number };

/** Rows `from` .. `to` - 1 of a list as a list over the same arrays (what a walk keeps of the last one). */
function part<T>(list: RowList<T>, from: number, to = list.length): RowList<T> {
  const b = new RowBuilder<T>();
  list.each(from, to, (arr, a, z) => {
    b.append(new RowList([arr], [a], [0, z - a]));
  });
  return b.rows();
}

/** Every way a RowList is read, against the array it stands for. */
function expectSame(list: RowList<R>, model: readonly R[], r: () => number): void {
  expect(list.length).toBe(model.length);
  // The same objects, not copies: by place and in order.
  expect(model.findIndex((row, i) => list.get(i) !== row)).toBe(-1);
  const listed = [...list];
  expect(listed.length === model.length && listed.every((row, i) => row === model[i])).toBe(true);
  // Unlike Array.prototype.at: nothing before the first row or after the last.
  for (const i of [-1, -2, model.length, model.length + 1, Number.NaN]) expect(list.get(i)).toBeUndefined();
  const a = Math.floor(r() * (model.length + 2)) - 1;
  const b = a + Math.floor(r() * (model.length + 2));
  expect(list.slice(a < 0 ? 0 : a, b)).toEqual(model.slice(Math.max(0, a), b));
  expect([...part(list, Math.max(0, a), b)]).toEqual(model.slice(Math.max(0, a), b));
  const target = model[Math.floor(r() * model.length)];
  if (target) {
    const from = Math.floor(r() * model.length);
    const found = model.findIndex((x, i) => i >= from && x.n === target.n);
    expect(list.placeOf(target.n, (x) => x.n, from)).toBe(found);
  }
}

describe('RowBuilder and RowList', () => {
  it('give the rows pushed and appended, in order, from any earlier place, as one array would', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const r = rng(seed);
      const b = new RowBuilder<R>();
      const model: R[] = [];
      // Lists made earlier, appended again later (a kept subtree's rows).
      const made: { list: RowList<R>; rows: R[] }[] = [];
      let n = 0;
      for (let step = 0; step < 200; step++) {
        const x = r();
        if (x < 0.4) {
          const row = { n: n++ };
          b.push(row);
          model.push(row);
        } else if (x < 0.65) {
          // Arrays short and long: under 16 rows they are copied, from 16 kept whole.
          const list = Array.from({ length: Math.floor(r() * (r() < 0.5 ? 16 : 100)) }, () => ({ n: n++ }));
          b.append(list);
          model.push(...list);
        } else if (x < 0.8 && made.length && model.length < 5000) {
          const { list, rows } = made[Math.floor(r() * made.length)];
          b.append(list);
          model.push(...rows);
        } else {
          const at = Math.floor(r() * (model.length + 1));
          const list = b.from(at);
          expectSame(list, model.slice(at), r);
          made.push({ list, rows: model.slice(at) });
        }
        expect(b.length).toBe(model.length);
      }
      expectSame(b.rows(), model, r);
      // What was handed out earlier did not change with what came after.
      for (const { list, rows } of made) expect([...list].every((row, i) => row === rows[i])).toBe(true);
    }
  });

  it('copy no row to give a subtree or the whole: a list is a few stretches of the arrays it was given', () => {
    const b = new RowBuilder<number>();
    const big = Array.from({ length: 100_000 }, (_, i) => i);
    b.push(-1);
    b.append(big);
    b.push(-2);
    const all = b.rows();
    expect(all.blocks).toBe(3);
    expect(all.get(50_001)).toBe(50_000);
    const tail = b.from(50_001);
    expect(tail.blocks).toBe(2);
    expect(tail.length).toBe(50_001);
    expect(tail.get(0)).toBe(50_000);
    expect(tail.get(50_000)).toBe(-2);
  });

  it('copies the rows into one array once they lie in more than 4,096 stretches, one per 64 rows or more', () => {
    // A long list whose rows are those of the last walk around a new stretch, walk after walk.
    let rows = RowList.of(Array.from({ length: 1000 }, (_, i) => i));
    const model = Array.from({ length: 1000 }, (_, i) => i);
    let most = 0;
    for (let k = 0; k < 5000; k++) {
      const at = (k * 7919) % 1000;
      const b = new RowBuilder<number>();
      b.append(part(rows, 0, at));
      b.push(-k);
      b.append(part(rows, at + 1));
      model[at] = -k;
      rows = b.rows();
      most = Math.max(most, rows.blocks);
    }
    expect(most).toBeLessThanOrEqual(4097);
    expect([...rows]).toEqual(model);
  });

  it('reads a lazy block like an array, making each row once and only when read, kept through parts and copies', () => {
    // Numbers as rows, the one at place j made as -(j + 1); `made` lists the places made.
    class Negated extends LazyRows<number> {
      made: number[] = [];
      protected make(j: number): number {
        this.made.push(j);
        return -(j + 1);
      }
      placeOf(key: number, a: number, b: number): number {
        const j = -key - 1;
        return key < 0 && j >= a && j < b ? j : -1;
      }
    }
    const lazy = new Negated(5000);
    const b = new RowBuilder<number>();
    for (let k = 1; k <= 5000; k++) {
      b.push(k);
      b.append(
        RowList.of([
          k + 0.25,
          k + 0.5,
          k + 0.75,
          k + 0.8,
          k + 0.9,
          k + 0.95,
          k + 0.96,
          k + 0.97,
          k + 0.98,
          k + 0.99,
          k + 0.991,
          k + 0.992,
          k + 0.993,
          k + 0.994,
          k + 0.995,
          k + 0.996,
        ]),
      );
      if (k === 2500) b.append(lazy);
    }
    // Over 4,096 stretches, one per 64 rows or more: copied into fewer, the lazy block kept as it is.
    const rows = b.rows();
    expect(rows.blocks).toBe(3);
    expect(lazy.made).toEqual([]);
    const at = 2500 * 17;
    expect(rows.get(at + 7)).toBe(-8);
    expect(rows.get(at + 7)).toBe(-8);
    expect(part(rows, at, at + 10).slice()).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10]);
    expect(lazy.made).toEqual([7, 0, 1, 2, 3, 4, 5, 6, 8, 9]);
    // Found by key without making rows; the plain rows around it are read by keyOf.
    expect(rows.placeOf(-4322, (n) => n, 100)).toBe(at + 4321);
    expect(rows.placeOf(2501, (n) => n, 0)).toBe(at + 5000);
    expect(rows.placeOf(-6000, (n) => n, 0)).toBe(-1);
    expect(rows.placeOf(-4322, (n) => n, 0, at + 4321)).toBe(-1);
    expect(lazy.made).toHaveLength(10);
    expect(rows.get(rows.length - 1)).toBe(5000.996);
  });

  it('is empty before anything is added', () => {
    const b = new RowBuilder<number>();
    expect(b.rows().length).toBe(0);
    expect([...b.rows()]).toEqual([]);
    expect(b.from(0).length).toBe(0);
    expect(b.rows().get(0)).toBeUndefined();
    expect(b.rows().placeOf(0, (n) => n)).toBe(-1);
  });
});
