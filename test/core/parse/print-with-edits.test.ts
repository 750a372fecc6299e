import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { produce } from 'immer';
import { applyEdits } from 'jsonc-parser';
import { parseJson } from '../../../src/core/parse/parse-json';
import { printJson, printWithEdits, type PrintResult } from '../../../src/core/parse/print-json';
import { rangeOfPath } from '../../../src/core/parse/range-of-path';
import { computeLineStarts, type SourceFile } from '../../../src/core/parse/source-file';
import { composeEdits, editBetween, lineStartsAfter, type LineStarts } from '../../../src/core/parse/text-edits';
import { fromValue, toValue, type JsonNode } from '../../../src/core/model/json-node';
import type { PathSegment } from '../../../src/core/model/json-path';
import { rng } from '../../helpers/rng';

// One-line arrays, blank lines, a key written on one line and its value on the next, a key
// written twice: places where a print copies, re-indents and re-writes text.
const TEXT = `{
  "$schema": "https://mintlify.com/docs.json",
  "name": "Garden",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start", "pages": ["index", "quickstart"] },

          {
            "group": "Plants",
            "pages": [
              "plants/roses",
              { "group": "Trees", "pages": ["plants/oak", "plants/elm"] },
              "plants/ferns"
            ]
          }
        ]
      },
      {
        "tab": "Reference",
        "groups": [{ "group": "API", "pages": ["api/one", "api/two", "api/three"] }],
        "icon":
          "book",
        "icon": "leaf"
      },
      {
        "tab": "Long",
        "pages": [
          "long/01",
          "long/02",
          "long/03",

          "long/04",
          {
            "group": "Deep",
            "pages": ["long/deep-1", "long/deep-2"]
          },
          "long/05", "long/06",
          "long/07",
          "long/08"
        ]
      }
    ]
  }
}
`;

/** Every path of a tree, plus a missing key and a missing item under each container. */
function allPaths(root: JsonNode): PathSegment[][] {
  const out: PathSegment[][] = [];
  const stack: [JsonNode, PathSegment[]][] = [[root, []]];
  while (stack.length) {
    const [n, path] = stack.pop()!;
    out.push(path);
    if (n.type === 'object') {
      out.push([...path, 'no-such-key', 0]);
      n.props.forEach((p) => stack.push([p.value, [...path, p.key]]));
    } else if (n.type === 'array') {
      out.push([...path, n.items.length, 'x']);
      n.items.forEach((it, i) => stack.push([it, [...path, i]]));
    }
  }
  return out;
}

type Steps = (string | number)[];

/** Draft paths (props/items steps) of every container, arrays and objects apart. */
function containers(root: JsonNode): { arrays: Steps[]; objects: Steps[]; strings: Steps[] } {
  const out = { arrays: [] as Steps[], objects: [] as Steps[], strings: [] as Steps[] };
  const stack: [JsonNode, Steps][] = [[root, []]];
  while (stack.length) {
    const [n, p] = stack.pop()!;
    if (n.type === 'array') {
      out.arrays.push(p);
      n.items.forEach((it, i) => stack.push([it, [...p, 'items', i]]));
    } else if (n.type === 'object') {
      out.objects.push(p);
      n.props.forEach((pr, i) => stack.push([pr.value, [...p, 'props', i, 'value']]));
    } else if (n.type === 'string') out.strings.push(p);
  }
  return out;
}

const at = (d: any, path: Steps) => path.reduce((c, s) => c[s], d);
const isPrefix = (a: Steps, b: Steps) => a.length <= b.length && a.every((s, i) => s === b[i]);

/** One random edit of the kinds commands and undo make: moves (across depths), inserts, removals, new values. */
function randomEdit(root: JsonNode, r: () => number): JsonNode {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const { arrays, objects, strings } = containers(root);
  const kind = r();
  return produce(root, (d: any) => {
    if (kind < 0.35) {
      const from = pick(arrays.filter((p) => at(root, p).items.length));
      if (!from) return;
      const i = Math.floor(r() * at(d, from).items.length);
      const to = pick(arrays.filter((p) => !isPrefix([...from, 'items', i], p)));
      const target = at(d, to);
      const [item] = at(d, from).items.splice(i, 1);
      target.items.splice(Math.floor(r() * (target.items.length + 1)), 0, item);
    } else if (kind < 0.6 && !arrays.length) {
      // Every array removed by earlier steps: nothing to insert into or remove from.
    } else if (kind < 0.5) {
      const to = at(d, pick(arrays));
      to.items.splice(Math.floor(r() * (to.items.length + 1)), 0, fromValue(pick(['new/page', { group: 'New', pages: ['a', 'b'] }, []])));
    } else if (kind < 0.6) {
      const from = at(d, pick(arrays));
      if (from.items.length) from.items.splice(Math.floor(r() * from.items.length), 1);
    } else if (kind < 0.7) {
      const o = at(d, pick(objects));
      if (o.props.length) o.props.splice(Math.floor(r() * o.props.length), 1);
    } else if (kind < 0.8) {
      const o = at(d, pick(objects));
      o.props.splice(Math.floor(r() * (o.props.length + 1)), 0, {
        key: pick(['hidden', 'icon', 'tag']),
        value: fromValue(pick([true, 'x', { a: [1] }])),
      });
    } else if (strings.length) {
      const s = at(d, pick(strings));
      s.value = `${s.value}x`;
    }
  });
}

/** Everything a print with edits promises, against the print and parse it saves. */
function expectFaithful(source: SourceFile, root: JsonNode, r: PrintResult): void {
  expect(r.text).toBe(printJson(source, root));
  expect(applyEdits(source.text, [...r.edits])).toBe(r.text);
  for (let k = 1; k < r.edits.length; k++) expect(r.edits[k].offset).toBeGreaterThan(r.edits[k - 1].offset + r.edits[k - 1].length);
  const parsed = parseJson(r.text).file.root!;
  expect(toValue(parsed)).toEqual(toValue(root));
  const paths = allPaths(parsed);
  // Every path of a small file; a spread of a large one's.
  const step = Math.max(1, Math.floor(paths.length / 3000));
  const wrong: unknown[] = [];
  for (let k = 0; k < paths.length; k += step) {
    const [got, want] = [r.layout.rangeOfPath(root, paths[k]), rangeOfPath(parsed, paths[k])];
    if (got.start !== want.start || got.end !== want.end || got.exact !== want.exact || got.valueStart !== want.valueStart)
      wrong.push({ path: paths[k], got, want });
  }
  expect(wrong.slice(0, 3)).toEqual([]);
}

/**
 * The print that matches only the stretch where a long array changed (every array counts as long
 * here) gives what the print matching every item gives: the same text, edits and layout.
 */
function expectSameByStretch(source: SourceFile, root: JsonNode, paths: readonly PathSegment[][]): void {
  const whole = printWithEdits(source, root, { longList: Infinity });
  const byStretch = printWithEdits(source, root, { longList: 1 });
  expect(byStretch.text).toBe(whole.text);
  expect(byStretch.edits).toEqual(whole.edits);
  expect(printJson(source, root, { longList: 1 })).toBe(whole.text);
  const step = Math.max(1, Math.floor(paths.length / 3000));
  const wrong: unknown[] = [];
  for (let k = 0; k < paths.length; k += step) {
    const [got, want] = [byStretch.layout.rangeOfPath(root, paths[k]), whole.layout.rangeOfPath(root, paths[k])];
    if (got.start !== want.start || got.end !== want.end || got.exact !== want.exact || got.valueStart !== want.valueStart)
      wrong.push({ path: paths[k], got, want });
  }
  expect(wrong.slice(0, 3)).toEqual([]);
}

function sequence(text: string, seed: number, steps: number, edit = randomEdit): void {
  const source = parseJson(text).file;
  const r = rng(seed);
  let root = source.root!;
  let prev = printWithEdits(source, root);
  expectFaithful(source, root, prev);
  let starts: LineStarts = computeLineStarts(prev.text);
  for (let step = 0; step < steps; step++) {
    // Now and then back to an earlier version, as undo does (equal values, new objects: patches are cloned).
    root = r() < 0.1 ? produce(source.root!, () => {}) : edit(root, r);
    const cur = printWithEdits(source, root);
    expectFaithful(source, root, cur);
    expectSameByStretch(source, root, allPaths(root));
    const composed = composeEdits(source.text, prev.edits, cur.edits);
    expect(applyEdits(prev.text, composed)).toBe(cur.text);
    expect(Array.from(lineStartsAfter(computeLineStarts(prev.text), composed))).toEqual(computeLineStarts(cur.text));
    // And from the last version's result (a typed array), as the session takes it edit after edit.
    starts = lineStartsAfter(starts, composed);
    expect(Array.from(starts)).toEqual(computeLineStarts(cur.text));
    prev = cur;
  }
}

describe('printWithEdits', () => {
  it('gives the same text as printJson, the edits that make it from the source, and where every path is', () => {
    sequence(TEXT, 7, 120);
  });

  it('holds for tabs, CRLF line breaks and escapes', () => {
    sequence(TEXT.replace(/ {2}/g, '\t').replace(/\n/g, '\r\n').replace('Garden', 'Gar\\u0064en'), 11, 80);
  });

  it('an untouched file is its source: no edits, every path where the parser found it', () => {
    const source = parseJson(TEXT).file;
    const r = printWithEdits(source, source.root!);
    expect(r.text).toBe(TEXT);
    expect(r.edits).toEqual([]);
    for (const path of allPaths(source.root!)) expect(r.layout.rangeOfPath(source.root!, path)).toEqual(rangeOfPath(source.root!, path));
  });

  it('edits only around the change: renaming a page replaces its text and nothing else', () => {
    const source = parseJson(TEXT).file;
    const root = produce(source.root!, (d: any) => {
      d.props[2].value.props[0].value.items[0].props[1].value.items[0].props[1].value.items[1].value = 'start';
    });
    const r = printWithEdits(source, root);
    expect(r.edits).toHaveLength(1);
    expect(TEXT.slice(r.edits[0].offset, r.edits[0].offset + r.edits[0].length)).toBe('"quickstart"');
    expect(r.edits[0].content).toBe('"start"');
  });

  it('gives the print it made last again for the same tree and source, and prints anew otherwise', () => {
    const source = parseJson(TEXT).file;
    const edit = (name: string) =>
      produce(source.root!, (d: any) => {
        d.props[1].value.value = name;
      });
    const a = edit('A');
    const first = printWithEdits(source, a);
    expect(printWithEdits(source, a)).toBe(first);
    expect(printWithEdits(parseJson(TEXT).file, a)).not.toBe(first); // another source
    const b = edit('B');
    expect(printWithEdits(source, b).text).toContain('"B"');
    expect(printWithEdits(source, a)).not.toBe(first); // one print kept: b's replaced a's
    expect(printWithEdits(source, a).text).toBe(first.text);
    expect(printWithEdits(source, a, { longList: 1 })).not.toBe(printWithEdits(source, a, { longList: 1 }));
  });

  it('a long list with one item moved: the two lines change places, the rest is copied, every item is found', () => {
    const pages = Array.from({ length: 2000 }, (_, i) => `p/${i}`);
    const text = JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }, null, 2) + '\n';
    const source = parseJson(text).file;
    const root = produce(source.root!, (d: any) => {
      const items = d.props[0].value.props[0].value.items[0].props[1].value.items;
      const [moved] = items.splice(700, 1);
      items.splice(701, 0, moved);
    });
    const r = printWithEdits(source, root);
    [pages[700], pages[701]] = [pages[701], pages[700]];
    expect(r.text).toBe(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }, null, 2) + '\n');
    // The edits replace what lies between the two items' places, not the list.
    expect(r.edits.reduce((n, e) => n + e.length + e.content.length, 0)).toBeLessThan(60);
    expectFaithful(source, root, r);
  });

  it('a long list edited in one stretch (moves, insertions, removals, one-line items) prints as when every item is matched', () => {
    const pages = Array.from({ length: 1500 }, (_, i) => `p/${i}`);
    let text =
      JSON.stringify(
        {
          navigation: {
            groups: [
              { group: 'All', pages },
              { group: 'Other', pages: ['o/1', 'o/2'] },
            ],
          },
        },
        null,
        2,
      ) + '\n';
    // Items sharing a line and a blank line: leads without a line break, and one with two.
    text = text.replace('"p/10",\n        "p/11"', '"p/10", "p/11"').replace('"p/900",\n', '"p/900",\n\n');
    // Most edits are moves of a few places within the long list (a drop, Alt+Up/Down).
    const nearMove = (root: JsonNode, r: () => number): JsonNode => {
      const { arrays } = containers(root);
      if (r() < 0.2 || !arrays.length) return randomEdit(root, r);
      const longest = arrays.reduce((a, b) => (at(root, b).items.length > at(root, a).items.length ? b : a));
      return produce(root, (d: any) => {
        const items = at(d, longest).items;
        if (!items.length) return;
        const i = Math.floor(r() * items.length);
        // Now and then a copy of an item elsewhere, under the same id: matched as a whole list matches it.
        if (r() < 0.05) return void items.splice(i, 0, { ...items[Math.floor(r() * items.length)] });
        const [x] = items.splice(i, 1);
        items.splice(Math.max(0, Math.min(items.length, i + Math.floor(r() * 7) - 3)), 0, x);
      });
    };
    sequence(text, 5, 60, nearMove);
  });

  const crew = '../shared/corpus/crewAIInc__crewAI/docs.json';
  it.skipIf(!existsSync(crew))('on the largest corpus config (skipped without ../shared/corpus)', () => {
    sequence(readFileSync(crew, 'utf8'), 3, 3);
  });
});

describe('editBetween', () => {
  it('is the one edit between two texts, never splitting a CRLF', () => {
    expect(editBetween('{"a": 1}', '{"a": 2}')).toEqual({ offset: 6, length: 1, content: '2' });
    expect(editBetween('a\r\nb', 'a\r\nc\r\nb')).toEqual({ offset: 3, length: 0, content: 'c\r\n' });
    expect(editBetween('same', 'same')).toBeUndefined();
  });
});
