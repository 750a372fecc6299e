import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import type { JsonNode } from '../../../src/core/model/json-node';
import type { PathSegment } from '../../../src/core/model/nav-index';
import { produce } from 'immer';
import { fromValue } from '../../../src/core/model/json-node';
import { printFile } from '../../../src/core/model/workspace';
import { printJson } from '../../../src/core/parse/print-json';
import { parseJson } from '../../../src/core/parse/parse-json';
import { rangeOfPath } from '../../../src/core/parse/range-of-path';
import { computeLineStarts, positionInText } from '../../../src/core/parse/source-file';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { printedLines } from '../../../src/ui/problems/printed-lines';
import { storeWith } from '../../helpers/store';
import { rng } from '../../helpers/rng';

/** Every path of a tree, plus a missing key and a missing item under each container. */
function allPaths(root: JsonNode): PathSegment[][] {
  const out: PathSegment[][] = [];
  const walk = (n: JsonNode, path: PathSegment[]) => {
    out.push(path);
    if (n.type === 'object') {
      out.push([...path, 'no-such-key', 0]);
      n.props.forEach((p) => walk(p.value, [...path, p.key]));
    } else if (n.type === 'array') {
      out.push([...path, n.items.length, 'x']);
      n.items.forEach((it, i) => walk(it, [...path, i]));
    }
  };
  walk(root, []);
  return out;
}

/** The reference: print the file, parse all of it, and read each path's line. */
function reference(store: EditorSession, paths: readonly PathSegment[][]): number[] {
  const text = printFile(store.getState().workspace!);
  const root = parseJson(text).file.root!;
  const starts = computeLineStarts(text);
  return paths.map((p) => positionInText(starts, rangeOfPath(root, p).start).line);
}

function check(store: EditorSession): void {
  const text = printFile(store.getState().workspace!);
  const paths = allPaths(parseJson(text).file.root!);
  const doc = store.getState().workspace!.files['docs.json'];
  expect(printedLines(doc, paths)).toEqual(reference(store, paths));
}

// One-line arrays, blank lines, a key written on one line and its value on the next: places
// where a change of a few characters can pair brackets differently or move lines.
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
          "book"
      }
    ]
  }
}
`;

describe('printedLines', () => {
  it('finds each path on the line a whole re-parse finds, through edits of every kind', () => {
    const store = storeWith(TEXT);
    const next = rng(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
    check(store);
    for (let step = 0; step < 150; step++) {
      const index = store.getIndex();
      const els = index.order.map((id) => index.elements.get(id)!).filter((e) => e.parent !== undefined);
      const el = pick(els);
      const r = next();
      if (r < 0.3 && el.kind === 'group') {
        // Typing in a label, one character at a time (the bench's keystroke).
        const cur =
          (el.node.type === 'object' && (el.node.props.find((p) => p.key === 'group')?.value as { value?: unknown })?.value) || '';
        store.run('set-field', { file: el.file, path: el.path, key: 'group', value: `${cur}x` }, { mergeKey: `label-${el.id}` });
      } else if (r < 0.4 && el.node.type === 'object') {
        // A value that prints over several lines, then its removal.
        store.run('set-field', { file: el.file, path: el.path, key: 'openapi', value: { source: 'openapi.yaml', directory: 'api' } });
      } else if (r < 0.5 && el.node.type === 'object') {
        store.run('remove-field', { file: el.file, path: el.path, key: pick(['openapi', 'icon', 'pages', 'hidden']) });
      } else if (r < 0.55 && el.node.type === 'object') {
        store.run('set-field', { file: el.file, path: el.path, key: 'hidden', value: true });
      } else if (r < 0.8) {
        store.run('keyboard-move', { id: el.id, dir: pick(['up', 'down', 'in', 'out'] as const) });
      } else if (r < 0.85 && els.length > 4) {
        store.run('remove-element', { id: el.id });
      } else if (r < 0.9) {
        store.run('duplicate', { ids: [el.id] });
      } else if (r < 0.95) {
        store.undo();
      } else {
        store.redo();
      }
      check(store);
    }
  });

  it('answers for a file untouched since it was opened from its source, without printing', () => {
    const store = storeWith(TEXT);
    const doc = store.getState().workspace!.files['docs.json'];
    expect(
      printedLines(doc, [
        ['navigation', 'tabs', 1, 'icon'],
        ['navigation', 'tabs', 0, 'groups', 1, 'pages', 1],
      ]),
    ).toEqual([24, 15]);
  });

  it('parses the whole text when the change pairs the brackets around it differently', () => {
    // [[1, 2]] -> [[1], [2]]: the inner array's brackets lie outside the change, yet the text
    // between them is no longer one array.
    const source = parseJson('{"a": [[1, 2]]}').file;
    const root = produce(source.root!, (d: any) => {
      const outer = d.props[0].value;
      outer.items[0].items.pop();
      outer.items.push(fromValue([2]));
    });
    const doc = { path: 'docs.json', source, root };
    const text = printJson(source, root);
    expect(text).toMatch(/^\{"a": \[\[1\], \[\s+2\s+\]\]\}$/);
    const paths: PathSegment[][] = [['a'], ['a', 0], ['a', 1], ['a', 1, 0], ['a', 2]];
    const parsed = parseJson(text).file.root!;
    const starts = computeLineStarts(text);
    expect(printedLines(doc, paths)).toEqual(paths.map((p) => positionInText(starts, rangeOfPath(parsed, p).start).line));
    expect(printedLines(doc, [['a', 1, 0]])).toEqual([2]);
  });

  it('stays exact when the change is inside a key written twice', () => {
    // Padded so that the changed container is a small part of the file (a large one is parsed whole).
    const pad = `  "pad": [\n${Array.from({ length: 40 }, (_, i) => `    ${i}`).join(',\n')}\n  ],\n`;
    const source = parseJson(`{\n${pad}  "a": {\n    "x": [1]\n  },\n  "b": 0,\n  "a": {\n    "y": [2]\n  }\n}\n`).file;
    for (const which of [0, 2]) {
      const root = produce(source.root!, (d: any) => {
        d.props[which + 1].value.props[0].value.items.push(fromValue({ z: [3] }));
      });
      const doc = { path: 'docs.json', source, root };
      const text = printJson(source, root);
      const parsed = parseJson(text).file.root!;
      const starts = computeLineStarts(text);
      const paths = allPaths(parsed).concat([['a', 'x', 1, 'z'], ['a', 'y', 1, 'z', 0], ['b']]);
      expect(printedLines(doc, paths)).toEqual(paths.map((p) => positionInText(starts, rangeOfPath(parsed, p).start).line));
    }
  });

  const crew = '/work/shared/corpus/crewAIInc__crewAI/docs.json';
  describe.skipIf(!existsSync(crew))('on the largest corpus config', () => {
    it('stays exact while a label is typed and pages move', () => {
      const store = storeWith(readFileSync(crew, 'utf8'));
      const index = store.getIndex();
      const group = index.order.map((id) => index.elements.get(id)!).find((e) => e.kind === 'group')!;
      const page = index.order.map((id) => index.elements.get(id)!).find((e) => e.kind === 'page' && e.index > 0)!;
      const paths: PathSegment[][] = [
        [...group.path],
        [...page.path],
        ['navigation'],
        [...page.path.slice(0, -1), 0],
        ['navigation', 'no-such-key'],
      ];
      for (let i = 0; i < 6; i++) {
        store.run(
          'set-field',
          { file: group.file, path: group.path, key: 'group', value: `Label ${'x'.repeat(i)}` },
          { mergeKey: 'label' },
        );
        if (i % 2) store.run('keyboard-move', { id: page.id, dir: 'up' });
        const doc = store.getState().workspace!.files['docs.json'];
        expect(printedLines(doc, paths)).toEqual(reference(store, paths));
      }
    });
  });
});
