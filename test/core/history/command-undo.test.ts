import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { commandById, commandTable } from '../../../src/core/commands/command-list';
import { loadWorkspace, printFile } from '../../../src/core/model/workspace';
import { labelOf, type NavElement } from '../../../src/core/model/nav-index';
import type { PathSegment } from '../../../src/core/model/json-path';

// Every module of the core, so every command registered anywhere in it is known here: a new
// command without an undo case below fails the coverage test instead of going untested.
import.meta.glob(['../../../src/core/**/*.ts', '!**/*.d.ts'], { eager: true });

const DIR = join(process.cwd(), 'test/core/history/fixtures');
const MAIN = readFileSync(join(DIR, 'docs.json'), 'utf8');
const SPLIT = readFileSync(join(DIR, 'split/anchors.json'), 'utf8');

/** A store holding the fixture: a CRLF, four-space docs.json with odd spacing, and a `$ref` split file in another style. */
function load(): EditorSession {
  const { workspace, problems } = loadWorkspace('docs.json', MAIN, (p) => (p === 'split/anchors.json' ? SPLIT : undefined));
  expect(problems).toEqual([]);
  const s = new EditorSession();
  s.load(workspace!);
  return s;
}

function el(s: EditorSession, label: string): NavElement {
  for (const e of s.getIndex().elements.values()) if (labelOf(e) === label) return e;
  throw new Error(`no element labelled ${label}`);
}
const id = (s: EditorSession, label: string) => el(s, label).id;
const texts = (s: EditorSession) => {
  const ws = s.getState().workspace!;
  return Object.fromEntries(Object.keys(ws.files).map((p) => [p, printFile(ws, p)]));
};
const pathOf = (s: EditorSession, label: string): PathSegment[] => [...el(s, label).path];

/** One edit per case: what to run, built from the loaded store (ids are per load). */
type Case = { name: string; args: (s: EditorSession) => unknown };

const CASES: Record<string, Case[]> = {
  move: [
    {
      name: 'a page into another group',
      args: (s) => ({ ids: [id(s, 'quickstart')], target: { parentId: id(s, 'Reference'), collection: 'pages', index: 0 } }),
    },
    {
      name: 'a page out of the split file',
      args: (s) => ({ ids: [id(s, 'split/two')], target: { parentId: id(s, 'Start'), collection: 'pages', index: 1 } }),
    },
  ],
  'keyboard-move': [
    { name: 'down', args: (s) => ({ id: id(s, 'index'), dir: 'down' }) },
    { name: 'inside the split file', args: (s) => ({ id: id(s, 'split/one'), dir: 'down' }) },
  ],
  'remove-element': [{ name: 'a nested group and a page', args: (s) => ({ ids: [id(s, 'Nested'), id(s, 'index')] }) }],
  duplicate: [{ name: 'a group', args: (s) => ({ id: id(s, 'Start') }) }],
  insert: [
    { name: 'a page', args: (s) => ({ parentId: id(s, 'Reference'), collection: 'pages', index: 1, value: 'ref/new' }) },
    {
      name: 'a group into the split file',
      args: (s) => ({
        parentId: id(s, 'From the split file'),
        collection: 'groups',
        index: 1,
        value: { group: 'New', pages: ['split/new'] },
      }),
    },
  ],
  rename: [
    { name: 'a group', args: (s) => ({ id: id(s, 'Reference'), label: 'API reference' }) },
    { name: 'a page entry with an escape', args: (s) => ({ id: id(s, 'ref/été'), label: 'ref/summer' }) },
    { name: 'the anchor of the split file', args: (s) => ({ id: id(s, 'From the split file'), label: 'Renamed in place' }) },
  ],
  ungroup: [{ name: 'a nested group', args: (s) => ({ id: id(s, 'Nested') }) }],
  'set-field': [
    { name: 'an icon', args: (s) => ({ file: 'docs.json', path: pathOf(s, 'Start'), key: 'icon', value: 'star' }) },
    {
      name: 'a new field in the split file',
      args: (s) => ({ file: 'split/anchors.json', path: pathOf(s, 'Split group'), key: 'tag', value: 'New' }),
    },
  ],
  'remove-field': [{ name: 'an icon', args: (s) => ({ file: 'docs.json', path: pathOf(s, 'Guides'), key: 'icon' }) }],
  'set-page-entry': [{ name: 'an operation', args: (s) => ({ file: 'docs.json', path: pathOf(s, 'GET /plants'), value: 'POST /plants' }) }],
  'split-mixed-tab': [{ name: 'the mixed tab', args: (s) => ({ id: id(s, 'Mixed') }) }],
  'replace-file-text': [
    { name: 'docs.json', args: () => ({ file: 'docs.json', text: MAIN.replace('"Undo fixture"', '"Typed"') }) },
    { name: 'the split file', args: () => ({ file: 'split/anchors.json', text: SPLIT.replace('scissors', 'cut') }) },
  ],
  'set-site-setting': [
    { name: 'a new nested setting', args: () => ({ path: ['interaction', 'drilldown'], value: true }) },
    { name: 'the theme', args: () => ({ path: ['theme'], value: 'palm' }) },
  ],
  'convert-kind': [{ name: 'the anchors of a tab to dropdowns', args: (s) => ({ ids: [id(s, 'From the split file'), id(s, 'Plain')] }) }],
  // The args are what the OpenAPI analysis gives for api.yaml (convertGeneratedPlan); the command reads only the workspace.
  'convert-generated-pages': [
    {
      name: 'a group with only openapi',
      args: (s) => ({
        id: id(s, 'Generated'),
        groups: [
          { group: 'Plants', pages: ['GET /plants', 'POST /plants'] },
          { group: 'API Reference', pages: ['webhook watered'] },
        ],
      }),
    },
    { name: 'a tab with only openapi', args: (s) => ({ id: id(s, 'API'), groups: [{ group: 'Plants', pages: ['GET /plants'] }] }) },
  ],
  'add-page-entries': [
    { name: 'two operations', args: (s) => ({ parentId: id(s, 'Start'), entries: ['POST /plants', 'DELETE /plants/{plantId}'] }) },
    { name: 'into the split file', args: (s) => ({ parentId: id(s, 'Split group'), entries: ['split/three'] }) },
  ],
};

describe('every command undoes exactly', () => {
  it('has an undo case for every command of the table', () => {
    const missing = [...commandTable().keys()].filter((c) => !CASES[c]);
    expect(missing, `commands without an undo case in ${__filename}: add one`).toEqual([]);
  });

  for (const [command, cases] of Object.entries(CASES)) {
    for (const c of cases) {
      it.skipIf(!commandById(command))(`${command}: ${c.name}`, () => {
        const s = load();
        const cmd = commandById(command)!;
        const before = texts(s);
        const args = c.args(s);
        expect(s.canRun(cmd, args)).toEqual({ ok: true });
        expect(s.run(cmd, args)).toEqual({ ok: true });
        const after = texts(s);
        expect(after).not.toEqual(before);
        expect(s.getState().dirty).toBe(true);

        expect(s.undo()).toBe(true);
        expect(texts(s)).toEqual(before); // byte for byte, every file
        expect(s.getState().dirty).toBe(false);

        expect(s.redo()).toBe(true);
        expect(texts(s)).toEqual(after);
        expect(s.undo()).toBe(true);
        expect(texts(s)).toEqual(before);
      });
    }
  }
});
