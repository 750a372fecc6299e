import { editText } from '../../../src/core/session/edit-text';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { applyEdits } from 'jsonc-parser';
import type { JsonNode } from '../../../src/core/model/json-node';
import type { PathSegment } from '../../../src/core/model/json-path';
import { printFile } from '../../../src/core/model/workspace';
import { parseJson } from '../../../src/core/parse/parse-json';
import { rangeOfPath } from '../../../src/core/parse/range-of-path';
import { computeLineStarts, positionInText } from '../../../src/core/parse/source-file';
import type { EditorSession } from '../../../src/core/session/editor-session';
import { storeWith } from '../../helpers/store';
import { textParts } from '../../../src/io/stored-texts';
import { rng } from '../../helpers/rng';
import {
  duplicateCommand,
  keyboardMoveCommand,
  removeElementCommand,
  removeFieldCommand,
  setFieldCommand,
} from '../../../src/core/commands/index';

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

/** What the session's printed text of docs.json must agree with: a print and a whole parse of it. */
function check(s: EditorSession, previous: string | undefined, lines = true): string {
  const t = s.getSnapshot().text('docs.json')!;
  const text = printFile(s.getState().workspace!);
  // What autosave stores a large file from, before and after the text is joined.
  expect(textParts(t).join('')).toBe(text);
  expect(t.text).toBe(text);
  if (previous !== undefined) {
    expect(t.previous).toBe(previous);
    expect(applyEdits(previous, [...t.edits])).toBe(text);
  }
  // Printed and read, but nobody asked where its lines are (the next version has no line map
  // of this one to carry over).
  if (!lines) return text;
  expect(Array.from(t.lineStarts())).toEqual(computeLineStarts(text));
  const root = parseJson(text).file.root!;
  const starts = computeLineStarts(text);
  const paths = allPaths(root);
  const step = Math.max(1, Math.floor(paths.length / 2000));
  const wrong: unknown[] = [];
  for (let k = 0; k < paths.length; k += step) {
    const want = positionInText(starts, rangeOfPath(root, paths[k]).start).line;
    const got = t.lineOfPath(paths[k]);
    if (got !== want) wrong.push({ path: paths[k], got, want });
  }
  expect(wrong.slice(0, 3)).toEqual([]);
  return text;
}

// One-line arrays, blank lines, a key written on one line and its value on the next: places
// where a change of a few characters moves lines.
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

/** Random edits of every kind the editor makes, each checked against a print and a whole parse. */
function randomEdits(s: EditorSession, seed: number, steps: number, linesEvery = 1): void {
  const next = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  let text = check(s, undefined);
  for (let step = 0; step < steps; step++) {
    const index = s.getIndex();
    const els = index.order.map((id) => index.elements.get(id)!).filter((e) => e.parent !== undefined);
    const el = pick(els);
    const r = next();
    if (r < 0.25 && el.kind === 'group') {
      // Typing in a label, one character at a time.
      const cur = (el.node.type === 'object' && (el.node.props.find((p) => p.key === 'group')?.value as { value?: unknown })?.value) || '';
      s.run(setFieldCommand, { file: el.file, path: el.path, key: 'group', value: `${cur}x` }, { mergeKey: `label-${el.id}` });
    } else if (r < 0.35 && el.node.type === 'object') {
      s.run(setFieldCommand, { file: el.file, path: el.path, key: 'openapi', value: { source: 'openapi.yaml', directory: 'api' } });
    } else if (r < 0.45 && el.node.type === 'object') {
      s.run(removeFieldCommand, { file: el.file, path: el.path, key: pick(['openapi', 'icon', 'pages', 'hidden']) });
    } else if (r < 0.55) {
      // The JSON pane's own text: a new source for the file.
      editText(s, 'docs.json', s.getSnapshot().text('docs.json')!.text.replace('"Garden"', `"Garden ${step}"`));
    } else if (r < 0.8) {
      s.run(keyboardMoveCommand, { id: el.id, dir: pick(['up', 'down', 'in', 'out'] as const) });
    } else if (r < 0.85 && els.length > 4) {
      s.run(removeElementCommand, { id: el.id });
    } else if (r < 0.9) {
      s.run(duplicateCommand, { id: el.id });
    } else if (r < 0.95) {
      s.undo();
    } else {
      s.redo();
    }
    text = check(s, s.getSnapshot().text('docs.json')!.text === text ? undefined : text, step % linesEvery === 0);
  }
}

describe("the session's printed text", () => {
  it('is the print, with the edits from the text before it, its line map, and each path on the line a whole parse finds', () => {
    randomEdits(storeWith(TEXT), 7, 150);
  });

  it('finds its lines when the versions before it were printed but their lines never asked for', () => {
    randomEdits(storeWith(TEXT), 11, 150, 3);
    // Lines first asked after several edits, the version before asked for nothing.
    const s = storeWith(TEXT);
    for (const label of ['Start x', 'Start xy', 'Start xyz']) {
      const group = s
        .getIndex()
        .order.map((id) => s.getIndex().elements.get(id)!)
        .find((e) => e.kind === 'group')!;
      s.run(setFieldCommand, { file: group.file, path: group.path, key: 'group', value: label });
      void s.getSnapshot().text('docs.json')!.text;
    }
    s.run(keyboardMoveCommand, { id: s.getIndex().order.find((id) => s.getIndex().elements.get(id)!.kind === 'page')!, dir: 'down' });
    check(s, undefined);
  });

  it('answers for a file untouched since it was opened from its source', () => {
    const t = storeWith(TEXT).getSnapshot().text('docs.json')!;
    expect(t.text).toBe(TEXT);
    expect(t.lineOfPath(['navigation', 'tabs', 1, 'icon'])).toBe(24);
    expect(t.lineOfPath(['navigation', 'tabs', 0, 'groups', 1, 'pages', 1])).toBe(15);
  });

  const crew = '../shared/corpus/crewAIInc__crewAI/docs.json';
  it.skipIf(!existsSync(crew))('stays exact on the largest corpus config (skipped without ../shared/corpus)', () => {
    randomEdits(storeWith(readFileSync(crew, 'utf8')), 3, 8);
  });
});
