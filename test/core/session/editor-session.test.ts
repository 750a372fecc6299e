import { editText } from '../../../src/core/session/edit-text';
import { describe, expect, it } from 'vitest';
import { applyEdits } from 'jsonc-parser';
import { EditorSession } from '../../../src/core/session/editor-session';
import { loadWorkspace, printFile, workspaceFromText, type Workspace } from '../../../src/core/model/workspace';
import { labelOf, type NavIndex } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runRules } from '../../../src/core/rules/index';
import { moveCommand } from '../../../src/core/commands/tree-commands';
import type { OpenapiDocumentState } from '../../../src/core/openapi/openapi-types';
import { loadFixture } from '../openapi/openapi-helpers';
import { generateConfig } from '../../helpers/generate-config';
import { docsJson } from '../../helpers/check';
import { manualScheduler } from '../../helpers/scheduler';
import { keyboardMoveCommand, renameCommand, setFieldCommand } from '../../../src/core/commands/index';

const NAV = {
  groups: [
    { group: 'A', pages: ['one', 'two', 'three'] },
    { group: 'B', pages: ['four', 'four'] },
  ],
};

function ws(text: string): Workspace {
  const { workspace, problems } = workspaceFromText(text);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return workspace;
}

function find(index: NavIndex, label: string): number {
  const id = index.order.find((i) => labelOf(index.elements.get(i)!) === label);
  if (id === undefined) throw new Error(`no element labelled ${label}`);
  return id;
}

/** What a session's diagnostics must equal: every rule over an index built from scratch. */
function fromScratch(w: Workspace, pageFiles?: ReadonlySet<string>) {
  return runRules(w, buildNavIndex(w), { pageFiles });
}

describe('EditorSession: one version and what is derived from it', () => {
  it('an edit that changes no problem keeps the list of problems, and their objects; one that does gives a new list', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const before = s.getSnapshot().diagnostics;
    expect(before.map((d) => d.code)).toEqual(['duplicate-page']);
    // Typing in B's label: B's section is checked again and finds the same duplicate.
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 1], key: 'group', value: 'Bx' }, { mergeKey: 'b' });
    expect(s.getSnapshot().diagnostics).toBe(before);
    // A label emptied is a new problem: a new list, equal to a run from scratch.
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 0], key: 'group', value: '' });
    const after = s.getSnapshot().diagnostics;
    expect(after).not.toBe(before);
    expect(after).toEqual(fromScratch(s.getState().workspace!));
    expect(after.map((d) => d.code)).toContain('duplicate-page');
    expect(after.length).toBeGreaterThan(1);
  });

  it('a command updates the index, the diagnostics and the printed text with the edit that made it', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const before = s.getSnapshot();
    const oldText = before.text('docs.json')!.text;
    expect(before.diagnostics.map((d) => d.code)).toEqual(['duplicate-page']);

    const index = s.getIndex();
    const r = s.run(moveCommand, { ids: [find(index, 'four')], target: { parentId: find(index, 'A'), collection: 'pages', index: 0 } });
    expect(r.ok).toBe(true);
    const after = s.getSnapshot();
    expect(after).not.toBe(before);
    const w = after.state.workspace!;
    expect(after.index.order.map((id) => labelOf(after.index.elements.get(id)!))).toEqual(
      buildNavIndex(w).order.map((id) => labelOf(buildNavIndex(w).elements.get(id)!)),
    );
    expect(after.diagnostics).toEqual(fromScratch(w));
    const printed = after.text('docs.json')!;
    expect(printed.text).toBe(printFile(w));
    expect(printed.previous).toBe(oldText);
    expect(applyEdits(oldText, [...printed.edits])).toBe(printed.text);
    // Small edits where the move happened, not the whole text.
    expect(printed.edits.reduce((n, e) => n + e.content.length, 0)).toBeLessThan(40);
  });

  it('prints a changed file once, and keeps an untouched one as it was', () => {
    const main = JSON.stringify(
      {
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { languages: [{ $ref: 'fr.json' }, { language: 'en', pages: ['a', 'b'] }] },
      },
      null,
      2,
    );
    const fr = JSON.stringify({ language: 'fr', pages: ['x', 'y'] }, null, 2);
    const { workspace } = loadWorkspace('docs.json', main, (p) => (p === 'fr.json' ? fr : undefined));
    const s = new EditorSession();
    s.load(workspace!);
    const frText = s.getSnapshot().text('fr.json');
    s.run(keyboardMoveCommand, { id: find(s.getIndex(), 'b'), dir: 'up' });
    const snap = s.getSnapshot();
    expect(snap.text('fr.json')).toBe(frText);
    expect(snap.text('docs.json')).toBe(snap.text('docs.json'));
    expect(snap.text('docs.json')!.text).toBe(snap.text('docs.json')!.text);
  });

  it('one undo gives back the text, and its edit is the inverse of the step', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const original = s.getSnapshot().text('docs.json')!.text;
    s.run(renameCommand, { id: find(s.getIndex(), 'B'), label: 'Bee' });
    const renamed = s.getSnapshot().text('docs.json')!.text;
    expect(s.undo()).toBe(true);
    const t = s.getSnapshot().text('docs.json')!;
    expect(t.text).toBe(original);
    expect(applyEdits(renamed, [...t.edits])).toBe(original);
  });

  it('finds a JSON path on the line a parse of the printed text finds, after edits', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    s.run(keyboardMoveCommand, { id: find(s.getIndex(), 'one'), dir: 'down' });
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 1], key: 'icon', value: { a: [1, 2] } });
    const t = s.getSnapshot().text('docs.json')!;
    const lines = t.text.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(t.lineOfPath(['navigation', 'groups', 0, 'pages', 0])).toBe(lineOf('"two"'));
    expect(t.lineOfPath(['navigation', 'groups', 1, 'icon'])).toBe(lineOf('"icon"'));
    expect(t.lineOfPath(['navigation', 'groups', 1, 'pages', 1])).toBe(lineOf('"four"') + 1);
    expect(t.lineOfPath(['navigation', 'no-such-key'])).toBe(lineOf('"navigation"'));
  });

  it('two sessions over the same text share nothing', () => {
    const text = docsJson(NAV);
    const a = new EditorSession();
    const b = new EditorSession();
    a.load(ws(text));
    b.load(ws(text));
    a.run(renameCommand, { id: find(a.getIndex(), 'one'), label: 'four' });
    expect(a.getSnapshot().diagnostics.filter((d) => d.code === 'duplicate-page')).toHaveLength(2);
    expect(b.getSnapshot().diagnostics.filter((d) => d.code === 'duplicate-page')).toHaveLength(1);
    expect(b.getSnapshot().text('docs.json')!.text).toBe(text);
  });
});

describe('EditorSession: work in slices', () => {
  // Problems of several rules, big enough for many slices.
  const BIG = generateConfig({ pages: 3000, versions: 2, languages: ['en', 'xx'] }).replace('"en/v0/t0/g0/page-1"', '"en/v0/t0/g0/page-0"');

  it('runs the rules over a document just opened after it is shown, in slices, then answers after each edit at once', () => {
    const scheduler = manualScheduler();
    const s = new EditorSession({ scheduler });
    let heard = 0;
    s.subscribe(() => heard++);
    s.load(ws(BIG));
    expect(heard).toBe(1);
    expect(s.getSnapshot().checking).toBe(true);
    expect(s.getSnapshot().diagnostics).toEqual([]);
    expect(scheduler.queue[0].when).toBe('after-paint');
    // The first slices: the OpenAPI analysis, then the rules, which stop when the slice's time is up.
    scheduler.runNext();
    scheduler.runNext();
    expect(s.getSnapshot().checking).toBe(true);
    expect(scheduler.runAll()).toBeGreaterThan(0);
    const w = s.getState().workspace!;
    expect(s.getSnapshot().checking).toBe(false);
    expect(s.getSnapshot().diagnostics).toEqual(fromScratch(w));
    expect(new Set(s.getSnapshot().diagnostics.map((d) => d.code))).toEqual(new Set(['unsupported-language', 'duplicate-page']));

    // An edit: answered before the session tells its listeners, nothing left for later.
    const page = find(s.getIndex(), 'en/v0/t0/g0/page-2');
    s.run(renameCommand, { id: page, label: 'en/v0/t0/g0/page-0' });
    expect(scheduler.queue).toHaveLength(0);
    expect(s.getSnapshot().diagnostics).toEqual(fromScratch(s.getState().workspace!));
  });

  it('keeps the last answer while a run for the same navigation goes on, and drops it for another document', () => {
    const scheduler = manualScheduler();
    const s = new EditorSession({ scheduler });
    s.load(ws(BIG));
    scheduler.runAll();
    const answer = s.getSnapshot().diagnostics;
    expect(answer.length).toBeGreaterThan(0);
    // New page files: every message may change, so the run starts again, in slices.
    s.setInputs({ pageFiles: new Set(['en/v0/t0/g0/page-0']) });
    expect(s.getSnapshot().checking).toBe(true);
    expect(s.getSnapshot().diagnostics).toBe(answer);
    scheduler.runAll();
    expect(s.getSnapshot().diagnostics.some((d) => d.code === 'page-not-found')).toBe(true);
    s.load(ws(docsJson(NAV)));
    expect(s.getSnapshot().diagnostics).toEqual([]);
  });
});

describe('EditorSession: OpenAPI documents as input', () => {
  const OPENAPI_NAV = {
    groups: [
      { group: 'API', openapi: 'users.json' },
      { group: 'Guides', pages: ['intro'] },
    ],
  };

  it('names the documents to load, and analyses them as they are given', async () => {
    const s = new EditorSession();
    s.load(ws(docsJson(OPENAPI_NAV)));
    const snap = s.getSnapshot();
    expect(snap.openapiSources.map((x) => x.key)).toEqual(['users.json']);
    const api = find(snap.index, 'API');
    expect(snap.openapi!.generatedPages(api)).toBeUndefined(); // loading
    const users: OpenapiDocumentState = await loadFixture('users.json');
    s.setInputs({ openapiDocuments: new Map([['users.json', users]]) });
    expect(s.getSnapshot().openapi!.generatedPages(api)!.length).toBeGreaterThan(0);
    // An edit that does not touch a binding keeps the list (the loader has nothing to do).
    s.run(renameCommand, { id: find(s.getIndex(), 'Guides'), label: 'Docs' });
    expect(s.getSnapshot().openapiSources).toBe(snap.openapiSources);
  });

  it('keeps the analysis across an edit of a navigation that binds nothing, and makes a new one once it binds', async () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const before = s.getSnapshot().openapi!;
    expect(before.bindsNothing).toBe(true);
    // A label typed: no answer of the analysis can change, and the panels keep the same one.
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 0], key: 'group', value: 'Alpha' });
    expect(s.getSnapshot().openapi).toBe(before);
    // A binding added: a new analysis, which knows the document.
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 1], key: 'openapi', value: 'users.json' });
    const bound = s.getSnapshot().openapi!;
    expect(bound).not.toBe(before);
    expect(bound.bindsNothing).toBe(false);
    expect(bound.documentFor(find(s.getIndex(), 'B'))).toBe('users.json');
    // With a document bound, every edit gets its own analysis (its answers read the navigation).
    s.setInputs({ openapiDocuments: new Map([['users.json', await loadFixture('users.json')]]) });
    const loaded = s.getSnapshot().openapi!;
    s.run(setFieldCommand, { file: 'docs.json', path: ['navigation', 'groups', 0], key: 'group', value: 'Alpha 2' });
    expect(s.getSnapshot().openapi).not.toBe(loaded);
  });

  it('does not keep the analysis when an edit names an operation by file, with no binding in scope', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const before = s.getSnapshot().openapi!;
    const text = s.getSnapshot().text('docs.json')!.text;
    expect(editText(s, 'docs.json', text.replace('"one"', '"users.json GET /users"')).ok).toBe(true);
    const after = s.getSnapshot().openapi!;
    expect(after).not.toBe(before);
    expect(after.bindsNothing).toBe(false);
    expect(after.documents.has('users.json')).toBe(true);
  });
});

describe('EditorSession: text that does not parse', () => {
  it('is an error with its place, the document keeps its last version, and the text that parses clears it', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    const text = s.getSnapshot().text('docs.json')!.text;
    const broken = '}}' + text;
    const r = editText(s, 'docs.json', broken);
    expect(r.ok).toBe(false);
    const snap = s.getSnapshot();
    const d = snap.diagnostics[0];
    expect(d).toMatchObject({ severity: 'error', code: 'not-json', file: 'docs.json', offset: 0 });
    expect(d.message).toMatch(/^docs\.json, line 1, column 1: the JSON text does not parse/);
    expect(snap.text('docs.json')!.text).toBe(text);
    expect(snap.typedText.get('docs.json')!.text).toBe(broken);

    // Fixed: one step of the document, and the error is gone.
    const fixed = text.replace('"A"', '"Alpha"');
    expect(editText(s, 'docs.json', fixed).ok).toBe(true);
    expect(s.getSnapshot().diagnostics.some((d) => d.code === 'not-json')).toBe(false);
    expect(s.getSnapshot().text('docs.json')!.text).toBe(fixed);
    s.undo();
    expect(s.getSnapshot().text('docs.json')!.text).toBe(text);
  });

  it('is forgotten when the pane lets it go, or another document opens', () => {
    const s = new EditorSession();
    s.load(ws(docsJson(NAV)));
    editText(s, 'docs.json', '{');
    expect(s.getSnapshot().typedText.size).toBe(1);
    s.discardText('docs.json');
    expect(s.getSnapshot().typedText.size).toBe(0);
    editText(s, 'docs.json', '{');
    s.load(ws(docsJson(NAV)));
    expect(s.getSnapshot().diagnostics.some((d) => d.code === 'not-json')).toBe(false);
  });
});
