import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { produce } from 'immer';
import { parseJson } from '../../../src/core/parse/parse-json';
import { printJson } from '../../../src/core/parse/print-json';
import { fromValue, toValue, type JsonNode } from '../../../src/core/model/json-node';
import { changedLines } from '../../helpers/line-diff';
import { generateConfig } from '../../helpers/generate-config';
import { rng } from '../../helpers/rng';

/** JSON paths (props/items steps) of every array in the tree. */
function arrays(root: JsonNode): (string | number)[][] {
  const out: (string | number)[][] = [];
  const stack: [JsonNode, (string | number)[]][] = [[root, []]];
  while (stack.length) {
    const [n, p] = stack.pop()!;
    if (n.type === 'array') {
      out.push(p);
      n.items.forEach((it, i) => stack.push([it, [...p, 'items', i]]));
    } else if (n.type === 'object') n.props.forEach((pr, i) => stack.push([pr.value, [...p, 'props', i, 'value']]));
  }
  return out;
}

const at = (d: any, path: (string | number)[]) => path.reduce((c, s) => c[s], d);
const isPrefix = (a: (string | number)[], b: (string | number)[]) => a.length <= b.length && a.every((s, i) => s === b[i]);

/** Move one random array item to a random position of another random array; returns the edited root. */
function randomMove(root: JsonNode, r: () => number): { edited: JsonNode; lines: number } | undefined {
  const all = arrays(root).filter((p) => at(root, p).items.length > 0);
  if (all.length < 1) return undefined;
  const from = all[Math.floor(r() * all.length)];
  const fromArr = at(root, from);
  const i = Math.floor(r() * fromArr.items.length);
  const itemPath = [...from, 'items', i];
  const targets = arrays(root).filter((p) => !isPrefix(itemPath, p));
  const to = targets[Math.floor(r() * targets.length)];
  const item = fromArr.items[i] as JsonNode;
  const lines = JSON.stringify(toValue(item), null, 2).split('\n').length;
  const edited = produce(root, (d: any) => {
    // Resolve both arrays before the removal shifts the indexes on the target's path.
    const src = at(d, from).items;
    const dst = at(d, to).items;
    const [x] = src.splice(i, 1);
    dst.splice(Math.floor(r() * (dst.length + 1)), 0, x);
  });
  return { edited, lines };
}

function checkMoves(text: string, seed: number, count: number) {
  const { file } = parseJson(text);
  const r = rng(seed);
  for (let k = 0; k < count; k++) {
    const m = randomMove(file.root!, r);
    if (!m) return;
    const out = printJson(file, m.edited);
    // The output is JSON, and it says exactly what the edited tree says.
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(toValue(m.edited))));
    // Only the moved entry's lines and its neighbours' commas change.
    expect(changedLines(text, out)).toBeLessThanOrEqual(2 * m.lines + 6);
  }
}

describe('printJson after random moves', () => {
  it('stays valid, exact and minimal on a generated config', () => {
    checkMoves(generateConfig({ pages: 400, versions: 2 }), 1, 60);
  });

  it('handles 4-space, compact and blank-line layouts', () => {
    const text =
      '{\n    "navigation": {\n        "groups": [\n            {"group": "A", "pages": ["a", "b", "c"]},\n\n            {\n                "group": "B",\n                "pages": [\n                    "d",\n                    {"group": "C", "pages": ["e"]}\n                ]\n            }\n        ]\n    }\n}';
    checkMoves(text, 7, 80);
  });

  it('keeps new content in the file style after insertions', () => {
    const text = '{\n    "navigation": {\n        "pages": [\n            "a"\n        ]\n    }\n}\n';
    const { file } = parseJson(text);
    const edited = produce(file.root!, (d: any) => {
      d.props[0].value.props[0].value.items.push(fromValue({ group: 'New', pages: ['x'] }));
    });
    expect(printJson(file, edited)).toBe(
      '{\n    "navigation": {\n        "pages": [\n            "a",\n            {\n                "group": "New",\n                "pages": [\n                    "x"\n                ]\n            }\n        ]\n    }\n}\n',
    );
  });
});

const corpus = '../shared/corpus';
describe.skipIf(!existsSync(corpus))('printJson after random moves on the real corpus (../shared/corpus)', () => {
  it('stays valid, exact and minimal on every config small enough to diff', () => {
    for (const d of readdirSync(corpus)) {
      const f = join(corpus, d, 'docs.json');
      if (!existsSync(f)) continue;
      const text = readFileSync(f, 'utf8');
      if (text.length > 60_000) continue; // the quadratic line diff of the test helper
      checkMoves(text, d.length, 15);
    }
  });
});
