import { describe, expect, it } from 'vitest';
import { ElementsById } from '../../../src/core/model/elements-by-id';
import { rng } from '../../helpers/rng';

interface El {
  readonly id: number;
  readonly children: readonly number[];
  readonly v: number;
}

const ROOT = 1;

/**
 * A table checked against a plain Map of what it should hold, version after version. The root's
 * children list every other element, so the walk of `seal` reaches all of them.
 */
function check(table: ElementsById<El>, model: ReadonlyMap<number, El>, probe: readonly number[]): void {
  expect(table.size).toBe(model.size);
  for (const id of probe) if (table.get(id) !== model.get(id)) expect.fail(`id ${id}: ${table.get(id)?.v} against ${model.get(id)?.v}`);
}

describe('the elements of an index by id, from version to version', () => {
  it('hold what was put and not what was removed, small edits and large ones, ids in the range of the last base and outside it', () => {
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
    let table = ElementsById.of([...model.values()]);
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
  });
});
