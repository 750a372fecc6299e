import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/parse-json';
import { OriginTable } from '../../../src/core/parse/source-file';
import { fromValue, nextId, type JsonNode } from '../../../src/core/model/json-node';
import { generateConfig } from '../../helpers/generate-config';
import { collectGarbage } from '../../helpers/collect-garbage';

/** Every node of a tree with the id of the container holding it (undefined for the root). */
function truth(root: JsonNode): Map<number, { node: JsonNode; parent: number | undefined }> {
  const out = new Map<number, { node: JsonNode; parent: number | undefined }>();
  const walk = (n: JsonNode, parent: number | undefined) => {
    out.set(n.id, { node: n, parent });
    if (n.type === 'object') n.props.forEach((p) => walk(p.value, n.id));
    else if (n.type === 'array') n.items.forEach((x) => walk(x, n.id));
  };
  walk(root, undefined);
  return out;
}

function expectTable(table: OriginTable, root: JsonNode): void {
  const all = truth(root);
  for (const [id, want] of all) {
    expect(table.get(id)).toEqual(want);
    expect(table.nodeOf(id)).toBe(want.node);
    expect(table.parentOf(id)).toBe(want.parent);
    expect(table.has(id)).toBe(true);
  }
  const ids = [...all.keys()];
  const lo = Math.min(...ids);
  const hi = Math.max(...ids);
  // Ids around and between the tree's own are no origin.
  for (const id of [lo - 1, hi + 1, hi + 1000, 0, -5]) expect(table.has(id)).toBe(false);
  for (let id = lo; id <= hi; id++) if (!all.has(id)) expect(table.get(id)).toBeUndefined();
}

const always = () => true;

describe("the printer's table of origins", () => {
  it('gives every parsed node itself and its container, and nothing for other ids', () => {
    const root = parseJson(generateConfig({ pages: 300, versions: 2 })).file.root!;
    expectTable(new OriginTable(root), root);
  });

  it('gives the same built in slices of any size', () => {
    const root = parseJson(generateConfig({ pages: 3000, versions: 3 })).file.root!;
    const sliced = new OriginTable(root);
    let steps = 1;
    while (!sliced.prepare(always)) steps++;
    expect(steps).toBeGreaterThan(2);
    expectTable(sliced, root);
  });

  it('holds a tree whose ids are far apart (fresh nodes among parsed ones), in slices too', () => {
    const parsed = parseJson('{"a": [1, 2, {"b": "c"}], "d": true}').file.root!;
    if (parsed.type !== 'object') throw new Error('an object');
    for (let k = 0; k < 5000; k++) nextId();
    const fresh = fromValue({ x: ['y', { z: null }] });
    const root: JsonNode = { ...parsed, props: [...parsed.props, { key: 'fresh', value: fresh }] };
    expectTable(new OriginTable(root), root);
    const sliced = new OriginTable(root);
    while (!sliced.prepare(() => true));
    expectTable(sliced, root);
  });

  it('holds such a tree beside the table of the version its ids were matched to (old ids flat, new ones apart), in slices too', () => {
    const file = parseJson(generateConfig({ pages: 300, versions: 2 })).file;
    const parsed = file.root!;
    if (parsed.type !== 'object') throw new Error('an object');
    const old = file.origin;
    for (let k = 0; k < 5000; k++) nextId();
    // Most ids are the old ones; a few nodes are new, and one old node is gone.
    const fresh = fromValue({ x: ['y', { z: null }] });
    const root: JsonNode = { ...parsed, props: [...parsed.props.slice(1), { key: 'fresh', value: fresh }] };
    // The old table not built yet: no range to go by (all through the Map, as before).
    expectTable(new OriginTable(root, new OriginTable(parsed)), root);
    expect(old.nodeOf(parsed.id)).toBe(parsed);
    expectTable(new OriginTable(root, old), root);
    const sliced = new OriginTable(root, old);
    while (!sliced.prepare(() => true));
    expectTable(sliced, root);
    // Mostly new ids: the old range is not used, and nothing is lost.
    const other = fromValue({ many: Array.from({ length: 400 }, (_, i) => ({ i })) });
    const mixed: JsonNode = { ...parsed, props: [...parsed.props, { key: 'other', value: other }] };
    expectTable(new OriginTable(mixed, old), mixed);
  });

  it('keeps only the range of the table its ids were matched to, not that table (nor its tree)', async () => {
    const text = generateConfig({ pages: 300, versions: 2 });
    const make = () => {
      const old = parseJson(text).file;
      old.origin.nodeOf(old.root!.id); // built, so its range is read
      const root = parseJson(text).file.root!;
      return { next: new OriginTable(root, old.origin), ref: new WeakRef(old.origin), root };
    };
    const { next, ref, root } = make();
    await collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expectTable(next, root);
  });

  it('has nothing for a text that was not JSON', () => {
    const table = new OriginTable(undefined);
    expect(table.prepare(always)).toBe(true);
    expect(table.get(1)).toBeUndefined();
  });
});
