import { describe, expect, it } from 'vitest';
import { ElementsById, type Leaves } from '../../../src/core/model/elements-by-id';
import { rng } from '../../helpers/rng';

interface El {
  readonly id: number;
  readonly children: readonly number[];
  readonly v: number;
}

const ROOT = 1;

/** Leaves as the index's page entries are kept: each element handed out when first asked for, counted. */
class TestLeaves implements Leaves<El> {
  made = 0;
  private readonly given = new Set<number>();
  constructor(readonly els: readonly El[]) {}
  get count(): number {
    return this.els.length;
  }
  get minId(): number {
    return Math.min(...this.els.map((e) => e.id));
  }
  get maxId(): number {
    return Math.max(...this.els.map((e) => e.id));
  }
  forEach(fn: (id: number, k: number) => void): void {
    this.els.forEach((e, k) => fn(e.id, k));
  }
  element(k: number): El {
    if (!this.given.has(k)) {
      this.given.add(k);
      this.made++;
    }
    return this.els[k];
  }
}

/**
 * A table checked against a plain Map of what it should hold, version after version. The root's
 * children list every other element, so the walk of `seal` reaches all of them. An id the table
 * says it holds as a leaf is the leaf the first base was given for it, unchanged since.
 */
function check(table: ElementsById<El, TestLeaves>, model: ReadonlyMap<number, El>, probe: readonly number[]): void {
  expect(table.size).toBe(model.size);
  for (const id of probe) {
    const k = table.leaf(id);
    if (k >= 0 && table.leaves!.els[k] !== model.get(id)) expect.fail(`id ${id}: a leaf, but ${model.get(id)?.v} is not it`);
    if (table.has(id) !== model.has(id)) expect.fail(`id ${id}: has says ${table.has(id)}`);
    if (table.get(id) !== model.get(id)) expect.fail(`id ${id}: ${table.get(id)?.v} against ${model.get(id)?.v}`);
  }
}

describe('the elements of an index by id, from version to version', () => {
  it('make a leaf an element only when it is asked for', () => {
    const leaves = new TestLeaves([2, 3, 5].map((id) => ({ id, children: [], v: id })));
    const root = { id: ROOT, children: [2, 3, 5], v: 0 };
    const table = ElementsById.of<El, TestLeaves>([root], leaves);
    expect(table.size).toBe(4);
    expect([table.leaf(ROOT), table.leaf(2), table.leaf(3), table.leaf(4)]).toEqual([-1, 0, 1, -1]);
    expect(leaves.made).toBe(0);
    expect(table.get(3)).toBe(leaves.els[1]);
    expect(table.get(4)).toBeUndefined();
    expect(leaves.made).toBe(1);
    // A leaf replaced or removed in a later version is no leaf there, and still one in the first.
    const next = table.derive();
    next.put({ id: 2, children: [], v: 99 });
    next.remove(5);
    expect([next.leaf(2), next.leaf(3), next.leaf(5), next.get(5)]).toEqual([-1, 1, -1, undefined]);
    expect([table.leaf(2), table.get(5)?.v]).toEqual([0, 5]);
  });

  it('replace, remove and answer `has` for a leaf without making its element', () => {
    // An edit puts a new element for each one it rebuilt: an Enter half-way down the largest
    // corpus config made 11,488 page entries' elements only to replace them.
    const leaves = new TestLeaves([2, 3, 5, 7].map((id) => ({ id, children: [], v: id })));
    const table = ElementsById.of<El, TestLeaves>([{ id: ROOT, children: [2, 3, 5, 7], v: 0 }], leaves);
    const next = table.derive();
    next.put({ id: 2, children: [], v: 99 });
    next.remove(5);
    expect([next.has(2), next.has(3), next.has(5), next.has(6), next.has(7), next.size]).toEqual([true, true, false, false, true, 4]);
    expect(leaves.made).toBe(0);
    // Removed twice counts once; put again, it is held again.
    next.remove(5);
    next.put({ id: 5, children: [], v: 55 });
    expect([next.size, next.get(5)?.v, leaves.made]).toEqual([5, 55, 0]);
  });

  it.each([
    ['elements only', false],
    ['a third of them leaves', true],
  ])(
    'hold what was put and not what was removed, small edits and large ones, ids in the range of the last base and outside it (%s)',
    (_, withLeaves) => {
      const r = rng(7);
      let v = 0;
      // Ids 2, 4, ... : close enough together for the table of positions, with gaps an edit can fill.
      const model = new Map<number, El>();
      for (let k = 1; k <= 1500; k++) model.set(2 * k, { id: 2 * k, children: [], v: v++ });
      const withRoot = () => {
        model.set(ROOT, { id: ROOT, children: [...model.keys()].filter((id) => id !== ROOT), v: v++ });
        return model.get(ROOT)!;
      };
      withRoot();
      const all = [...model.values()];
      const leaves = new TestLeaves(withLeaves ? all.filter((e) => e.id % 3 === 0) : []);
      let table = ElementsById.of<El, TestLeaves>(
        all.filter((e) => !leaves.els.includes(e)),
        leaves,
      );
      const probe = [...Array(3400).keys()].concat([5000, 9999, 123456]);
      check(table, model, probe);
      // Edits of 10 to 900 changes: those past the overlay's size (a sixteenth of the base, at
      // least 256) fill a dense copy of the base; ids past 3,000 lie outside the range of the
      // first base, and odd ids below it in its gaps.
      for (const changes of [10, 300, 900, 40, 600, 280, 5, 700, 257, 256, 1000]) {
        const next = table.derive();
        for (let c = 0; c < changes; c++) {
          const u = r();
          const id = u < 0.1 ? 3000 + Math.floor(r() * 400) : u < 0.3 ? 2 * Math.floor(r() * 1500) + 1 : 2 * (1 + Math.floor(r() * 1500));
          if (id === ROOT) continue;
          if (r() < 0.25) {
            next.remove(id);
            model.delete(id);
          } else {
            const el = { id, children: [], v: v++ };
            next.put(el);
            model.set(id, el);
          }
          if (c % 97 === 0) check(next, model, probe);
        }
        next.put(withRoot());
        check(next, model, probe);
        table = next.seal(ROOT);
        check(table, model, probe);
        // The version sealed is not changed by the next one's edits.
        const kept = new Map(model);
        const other = table.derive();
        for (let c = 0; c < 400; c++) other.put({ id: 2 * (1 + c), children: [], v: -1 });
        other.remove(4);
        check(table, kept, probe);
      }
    },
  );
});
