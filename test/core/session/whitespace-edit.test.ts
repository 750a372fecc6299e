import { describe, expect, it } from 'vitest';
import { editText } from '../../../src/core/session/edit-text';
import { whitespaceEditOf } from '../../../src/core/session/whitespace-edit';
import { parseJson } from '../../../src/core/parse/parse-json';
import { computeLineStarts, detectEol, detectIndentUnit, type SourceFile } from '../../../src/core/parse/source-file';
import { applyEdits } from 'jsonc-parser';
import type { JsonNode } from '../../../src/core/model/json-node';
import { moveCommand, renameCommand, setFieldCommand } from '../../../src/core/commands/index';
import { nodeAt } from '../../../src/core/tree/draft-path';
import { generateConfig } from '../../helpers/generate-config';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { rng } from '../../helpers/rng';
import { treeShape } from '../../helpers/tree-shape';

// The JSON pane's text that differs from the file's source only in whitespace between tokens
// becomes the file's source with the same tree, its offsets moved (src/core/session/whitespace-edit.ts).

const NAV = {
  groups: [
    { group: 'A', pages: ['one', 'two', 'three'] },
    { group: 'B', pages: ['four', 'five'], expanded: true, n: -12.5 },
  ],
};

type Store = ReturnType<typeof storeWith>;
const fileOf = (s: Store) => s.getState().workspace!.files['docs.json'];
const printed = (s: Store) => s.getSnapshot().text('docs.json')!;

/** Every node of a tree, pre-order. */
function nodesOf(root: JsonNode): JsonNode[] {
  const out: JsonNode[] = [];
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n);
    if (n.type === 'object') for (let i = n.props.length - 1; i >= 0; i--) stack.push(n.props[i].value);
    else if (n.type === 'array') for (let i = n.items.length - 1; i >= 0; i--) stack.push(n.items[i]);
  }
  return out;
}

/** The file's tree equals the parse of its text, offsets and key offsets included (ids aside). */
function expectParsedFrom(file: SourceFile, what = ''): void {
  expect(treeShape(file.root!), what).toEqual(treeShape(parseJson(file.text).file.root!));
}

describe('whitespaceEditOf', () => {
  it('a line broken half-way: the typed text is the source, every id kept, the head the same objects', () => {
    const s = storeWith(docsJson(NAV));
    const before = fileOf(s);
    const ids = nodesOf(before.root).map((n) => n.id);
    const typed = text(s).replace('"three"', '\n      "three"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    const after = fileOf(s);
    expect(after.source.text).toBe(typed);
    expect(text(s)).toBe(typed);
    expect(nodesOf(after.root).map((n) => n.id)).toEqual(ids);
    expect(nodeAt(after.root, ['colors'])).toBe(nodeAt(before.root, ['colors']));
    expect(nodeAt(after.root, ['navigation', 'groups', 0, 'pages', 1])).toBe(nodeAt(before.root, ['navigation', 'groups', 0, 'pages', 1]));
    expect(nodeAt(after.root, ['navigation', 'groups', 1])).not.toBe(nodeAt(before.root, ['navigation', 'groups', 1]));
    expectParsedFrom(after.source);
    // A tree edit after it prints the text as typed, but for the edit's own place.
    s.run(renameCommand, { id: el(s, 'five').id, label: 'fives' });
    expect(text(s)).toBe(typed.replace('"five"', '"fives"'));
    s.undo();
    s.undo();
    expect(text(s)).toBe(docsJson(NAV));
  });

  it('takes no whitespace inside a string, a key or a number, no other character, and no tree edited since', () => {
    const s = storeWith(docsJson(NAV));
    const p = printed(s);
    const t = p.text;
    for (const typed of [
      t.replace('"three"', '"thr ee"'),
      t.replace('"group": "A"', '"gro up": "A"'),
      t.replace('-12.5', '-12 .5'),
      t.replace('"three"', ' "three",'),
    ])
      expect(whitespaceEditOf(p, typed), typed).toBeUndefined();
    expect(whitespaceEditOf(p, t.replace('true', 'true  '))).toBeDefined();
    // Before a byte order mark: it would be one no more, and the text no JSON.
    const bom = storeWith('\ufeff' + docsJson(NAV));
    expect(whitespaceEditOf(printed(bom), ' ' + text(bom))).toBeUndefined();
    expect(editText(bom, 'docs.json', ' ' + text(bom)).ok).toBe(false);
    s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: 'Other' });
    const q = printed(s);
    expect(whitespaceEditOf(q, q.text.replace('"three"', '\n"three"'))).toBeUndefined();
    // And the whole way still takes it, keeping the ids by matching.
    const typed = q.text.replace('"three"', '\n"three"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    expect(text(s)).toBe(typed);
  });

  it('takes no tree moved since its parse, even when it prints as its source (two equal entries swapped)', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'A', pages: ['same', 'same', 'other'] }] }));
    const group = el(s, 'A');
    const second = s.getIndex().elements.get(group.id)!.children[1];
    expect(s.run(moveCommand, { ids: [second], target: { parentId: group.id, collection: 'pages', index: 0 } }).ok).toBe(true);
    const p = printed(s);
    expect(p.text).toBe(fileOf(s).source.text); // the same text, but each entry holds the other's offsets
    const typed = p.text.replace('"other"', '\n"other"');
    expect(whitespaceEditOf(p, typed)).toBeUndefined();
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    expectParsedFrom(fileOf(s).source);
  });

  it('keeps the line ending and the indent unit, or reads them again when the edit is where they are decided', () => {
    // Over 200 indented lines: the indent unit is decided by the first 200 (detectIndentUnit).
    const s = storeWith(generateConfig({ pages: 300 }));
    const base = text(s);
    const lines = base.split('\n');
    expect(lines.length).toBeGreaterThan(400);
    const lineStart = (k: number) => lines.slice(0, k).reduce((n, l) => n + l.length + 1, 0);
    const take = (typed: string) => {
      expect(editText(s, 'docs.json', typed).ok).toBe(true);
      const { eol, indentUnit } = fileOf(s).source;
      return [eol, indentUnit];
    };
    // A line broken far down: both as they were.
    const far = lineStart(lines.length - 3);
    expect(take(base.slice(0, far) + '\n' + base.slice(far))).toEqual(['\n', '  ']);
    // The second line indented with a tab: tabs win.
    let t = text(s);
    const second = lineStart(1);
    expect(t.slice(second, second + 2)).toBe('  ');
    expect(take(t.slice(0, second) + '\t' + t.slice(second + 2))).toEqual(['\n', '\t']);
    // A line broken far down again: still a tab.
    t = text(s);
    expect(take(t.slice(0, far) + '\n' + t.slice(far))).toEqual(['\n', '\t']);
    // The first line break made CRLF: the file's line ending is read again.
    t = text(s);
    expect(take(t.slice(0, 1) + '\r' + t.slice(1))).toEqual(['\r\n', '\t']);
    // The tab taken out again: two spaces.
    t = text(s);
    const at = t.indexOf('\t');
    expect(take(t.slice(0, at) + '  ' + t.slice(at + 1))).toEqual(['\r\n', '  ']);
  });

  it('random whitespace typed and deleted in a generated config: the parse of the text typed, ids kept', () => {
    const s = storeWith(generateConfig({ pages: 300, versions: 2, languages: ['en', 'fr'] }));
    const r = rng(5);
    const bits = ['\n', ' ', '\t', '\r\n', '\n\n    '];
    let taken = 0;
    for (let i = 0; i < 300; i++) {
      const before = text(s);
      const at = Math.floor(r() * before.length);
      const typed =
        r() < 0.7
          ? before.slice(0, at) + bits[Math.floor(r() * bits.length)] + before.slice(at)
          : /\s/.test(before[at])
            ? before.slice(0, at) + before.slice(at + 1)
            : before;
      const p = printed(s);
      void fileOf(s).source.lines.starts; // computed: the new source's line starts are made from them
      const quick = whitespaceEditOf(p, typed);
      const ids = nodesOf(fileOf(s).root).map((n) => n.id);
      const what = `edit ${i} at ${at}`;
      const parsed = parseJson(typed);
      if (quick) {
        taken++;
        expect(parsed.errors, what).toEqual([]);
        expect(quick.lines.starts, what).toEqual(computeLineStarts(typed));
        expect([quick.eol, quick.indentUnit], what).toEqual([detectEol(typed), detectIndentUnit(typed)]);
        expectParsedFrom(quick, what);
        expect(
          nodesOf(quick.root!).map((n) => n.id),
          what,
        ).toEqual(ids);
      }
      const result = editText(s, 'docs.json', typed, { mergeKey: 'json' });
      expect(result.ok, what).toBe(parsed.errors.length === 0);
      if (!result.ok) s.discardText('docs.json');
      else {
        expect(text(s), what).toBe(typed);
        // What the JSON pane applies: the edits from the text printed before to this one.
        const now = printed(s);
        if (typed !== before) expect(applyEdits(now.previous!, [...now.edits]), what).toBe(typed);
      }
      if (i % 60 === 0) s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: `Name ${i}` });
    }
    expect(taken).toBeGreaterThan(100);
  });
});
