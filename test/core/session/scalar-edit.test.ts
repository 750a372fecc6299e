import { describe, expect, it } from 'vitest';
import { editText } from '../../../src/core/session/edit-text';
import { EditorSession } from '../../../src/core/session/editor-session';
import { workspaceFromText, type Workspace } from '../../../src/core/model/workspace';
import { parseJson } from '../../../src/core/parse/parse-json';
import type { JsonNode } from '../../../src/core/model/json-node';
import { setFieldCommand } from '../../../src/core/commands/index';
import { setScalarCommand } from '../../../src/core/commands/text-commands';
import { sameChange, scalarEditOf } from '../../../src/core/session/scalar-edit';
import { nodeAt } from '../../../src/core/tree/draft-path';
import { generateConfig } from '../../helpers/generate-config';
import { docsJson } from '../../helpers/check';

// The JSON pane's text that differs inside one scalar value is that value set in place (see
// src/core/session/scalar-edit.ts): the file keeps its source, so the tree, the index and the
// rules keep every other node. Anything else parses the whole text, which replaces the source.

function ws(text: string): Workspace {
  const { workspace, problems } = workspaceFromText(text);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return workspace;
}

function opened(text: string): EditorSession {
  const s = new EditorSession();
  s.load(ws(text));
  return s;
}

const textOf = (s: EditorSession) => s.getSnapshot().text('docs.json')!.text;
const fileOf = (s: EditorSession) => s.getState().workspace!.files['docs.json'];

/** A node as data: types, values, keys in order (duplicates kept); no ids, no ranges. */
function shape(n: JsonNode): unknown {
  if (n.type === 'object') return n.props.map((p) => [p.key, shape(p.value)]);
  if (n.type === 'array') return n.items.map(shape);
  return [n.type, n.value];
}

const NAV = {
  groups: [
    { group: 'A', pages: ['one', 'two', 'three'] },
    { group: 'B', pages: ['four', 'five'] },
  ],
};

describe('editText: one scalar changed', () => {
  it('sets the value in place: the same source, every other node the same object, the text as typed', () => {
    const s = opened(docsJson(NAV));
    const before = fileOf(s);
    const typed = textOf(s).replace('"two"', '"twoo"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    const after = fileOf(s);
    expect(after.source).toBe(before.source);
    expect(textOf(s)).toBe(typed);
    const [a0, b0] = [0, 1].map((i) => nodeAt(before.root, ['navigation', 'groups', i]));
    const [a1, b1] = [0, 1].map((i) => nodeAt(after.root, ['navigation', 'groups', i]));
    expect(b1).toBe(b0); // group B untouched
    expect(a1).not.toBe(a0);
    expect(a1!.id).toBe(a0!.id);
    expect(shape(after.root)).toEqual(shape(parseJson(typed).file.root!));
    expect(s.undoLabel()).toBe('edit the JSON text');
    s.undo();
    expect(textOf(s)).toBe(docsJson(NAV));
  });

  it('also after a tree edit moved the text (the place is the printed one, not the parsed one)', () => {
    const s = opened(docsJson(NAV));
    s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: 'A much longer name than before' });
    const source = fileOf(s).source;
    const typed = textOf(s).replace('"five"', '"fives"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    expect(fileOf(s).source).toBe(source);
    expect(textOf(s)).toBe(typed);
    // The value set in place before is found where the printer put it, and set again.
    const again = textOf(s).replace('"A much longer name than before"', '"A much longer name than ever"');
    expect(editText(s, 'docs.json', again).ok).toBe(true);
    expect(fileOf(s).source).toBe(source);
    expect(textOf(s)).toBe(again);
  });

  it('makes the tree it printed to check the edit the file tree, unless that changed since', () => {
    const s = opened(docsJson(NAV));
    const typed = textOf(s).replace('"two"', '"twoo"');
    const edit = scalarEditOf(s.getSnapshot().text('docs.json')!, typed)!;
    expect(edit.base).toBe(fileOf(s).root);
    expect(s.run(setScalarCommand, { file: 'docs.json', ...edit }).ok).toBe(true);
    expect(fileOf(s).root).toBe(edit.root); // the session prints what scalarEditOf printed: see printWithEdits
    expect(textOf(s)).toBe(typed);
    // Found before a tree edit, run after it: the value is set in the tree as it is now.
    const later = scalarEditOf(s.getSnapshot().text('docs.json')!, typed.replace('"five"', '"fivee"'))!;
    s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: 'Renamed' });
    expect(s.run(setScalarCommand, { file: 'docs.json', ...later }).ok).toBe(true);
    expect(fileOf(s).root).not.toBe(later.root);
    expect(textOf(s)).toContain('"fivee"');
    expect(textOf(s)).toContain('"Renamed"');
  });

  it('takes the whole way where one value set would not print as typed, and still gives the text typed', () => {
    const cases: [string, (t: string) => string][] = [
      ['an escape the printer writes otherwise', (t) => t.replace('"two"', '"tw\\u006f"')],
      ['a number spelled otherwise', (t) => t.replace('"version": 1', '"version": 1.0')],
      ['another type', (t) => t.replace('"two"', '2')],
      ['a key', (t) => t.replace('"group": "B"', '"groupe": "B"')],
      ['two values', (t) => t.replace('"one", "two"', '"on", "tw"').replace('"one",\n', '"on",\n').replace('"two",', '"tw",')],
      ['outside any value', (t) => t.replace('"two",', '"two" ,')],
    ];
    for (const [what, edit] of cases) {
      const s = opened(docsJson(NAV, { version: 1 }));
      const source = fileOf(s).source;
      const typed = edit(textOf(s));
      expect(typed, what).not.toBe(textOf(s));
      expect(editText(s, 'docs.json', typed).ok, what).toBe(true);
      expect(fileOf(s).source, what).not.toBe(source);
      expect(textOf(s), what).toBe(typed);
      expect(shape(fileOf(s).root), what).toEqual(shape(parseJson(typed).file.root!));
    }
  });

  it('never edits the other one of a key written twice', () => {
    const text = '{\n  "name": "First",\n  "name": "Last",\n  "navigation": {"pages": ["index"]}\n}\n';
    const s = opened(text);
    const typed = text.replace('"First"', '"Firsts"');
    expect(editText(s, 'docs.json', typed).ok).toBe(true);
    expect(textOf(s)).toBe(typed);
    expect(shape(fileOf(s).root)).toEqual(shape(parseJson(typed).file.root!));
  });

  it('random keystrokes in a generated config: each result is the text typed, parsed; a letter in a value takes the short way', () => {
    const s = opened(generateConfig({ pages: 400, versions: 2, languages: ['en', 'fr'] }));
    let seed = 7;
    const r = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const keys = ['x', 'Z', '-', '/', ' ', '"', '\\', ',', '1', 'é'];
    let inPlace = 0;
    for (let i = 0; i < 300; i++) {
      const text = textOf(s);
      const at = Math.floor(r() * text.length);
      const key = keys[Math.floor(r() * keys.length)];
      const insert = r() < 0.8;
      const typed = insert ? text.slice(0, at) + key + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
      const source = fileOf(s).source;
      const result = editText(s, 'docs.json', typed);
      const parsed = parseJson(typed);
      const what = `keystroke ${i}: ${insert ? JSON.stringify(key) : 'delete'} at ${at}`;
      expect(result.ok, what).toBe(parsed.errors.length === 0);
      if (!result.ok) {
        s.discardText('docs.json');
        continue;
      }
      expect(textOf(s), what).toBe(typed);
      expect(shape(fileOf(s).root), what).toEqual(shape(parsed.file.root!));
      // A character that needs no escape, typed inside a string value (not a key): in place.
      if (insert && !'"\\'.includes(key) && insideStringValue(parseJson(text).file.root!, at)) {
        expect(fileOf(s).source, what).toBe(source);
        inPlace++;
      }
      if (i % 50 === 0) s.run(setFieldCommand, { file: 'docs.json', path: [], key: 'name', value: `Name ${i}` });
    }
    expect(inPlace).toBeGreaterThan(30);
  });
});

/** True when offset `at` lies strictly inside a string value's quotes (not a key's). */
function insideStringValue(n: JsonNode, at: number): boolean {
  if (n.type === 'object') return n.props.some((p) => insideStringValue(p.value, at));
  if (n.type === 'array') return n.items.some((v) => insideStringValue(v, at));
  return n.type === 'string' && n.start! < at && at < n.end!;
}

describe('sameChange: the new print against the typed text, by their edits of the text before', () => {
  const text = '["aa", "b"]';
  const e = { offset: 2, length: 0, content: 'a' }; // "aaa"
  it('is true for the same change, at whichever of its equal places it is written', () => {
    expect(sameChange(text, e, [e])).toBe(true);
    expect(sameChange(text, e, [{ offset: 3, length: 0, content: 'a' }])).toBe(true);
    expect(sameChange(text, e, [{ offset: 2, length: 2, content: 'aaa' }])).toBe(true);
  });
  it('is false for another change, none, or more than one', () => {
    expect(sameChange(text, e, [{ offset: 2, length: 0, content: 'c' }])).toBe(false);
    expect(sameChange(text, e, [{ offset: 8, length: 0, content: 'a' }])).toBe(false);
    expect(sameChange(text, e, [{ offset: 2, length: 1, content: 'ba' }])).toBe(false);
    expect(sameChange(text, e, [])).toBe(false);
    expect(sameChange(text, e, [e, { offset: 8, length: 0, content: 'b' }])).toBe(false);
  });
});
