import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EditorSession } from '../../../src/core/session/editor-session';
import { rulesField } from '../../../src/core/session/rules-field';
import { iconsField } from '../../../src/core/session/icons-field';
import { iconCheck, iconLibrariesNeeded, unknownIcons } from '../../../src/core/icons/unknown-icon';
import type { IconNameLists } from '../../../src/core/icons/icon-names';
import { OK, type Command } from '../../../src/core/commands/command';
import { loadWorkspace, type Workspace } from '../../../src/core/model/workspace';
import { labelOf, type NavElement, type NavIndex } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { fromValue, type JsonNode } from '../../../src/core/model/json-node';
import { printJson } from '../../../src/core/parse/print-json';
import { RULES, RulesMemo, runRules } from '../../../src/core/rules/index';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { generateConfig } from '../../helpers/generate-config';
import { validJson } from '../../helpers/check';
import { editText } from '../../../src/core/session/edit-text';
import { openapiMarks } from '../../../src/core/openapi/openapi-marks';
import { rng } from '../../helpers/rng';
import {
  duplicateCommand,
  keyboardMoveCommand,
  moveCommand,
  removeElementCommand,
  renameCommand,
  replaceFileTextCommand,
  setFieldCommand,
  setPageEntryCommand,
} from '../../../src/core/commands/index';

/** What a full run gives: every rule's whole-index form over an index built from scratch. */
function reference(ws: Workspace, pageFiles?: ReadonlySet<string>): Diagnostic[] {
  const index = buildNavIndex(ws, null);
  return RULES.flatMap((rule) => rule({ ws, index, pageFiles }));
}

/** One element as a line of text (its node by id and position in `nodes`), to compare indexes cheaply. */
function describe1(index: NavIndex, id: number, nodes: Map<unknown, number>): string {
  const e = index.elements.get(id)!;
  let n = nodes.get(e.node);
  if (n === undefined) nodes.set(e.node, (n = nodes.size));
  return [id, n, e.kind, e.parent, e.collection, e.index, e.depth, e.file, e.path.join('/'), e.refNode, e.children.join(',')].join(' ');
}

/** The index the store keeps (built from the previous one) equals one built from scratch. */
function expectSameIndex(store: EditorSession, before: NavIndex | undefined): NavIndex {
  const ws = store.getState().workspace!;
  const inc = store.getIndex();
  const full = buildNavIndex(ws, null);
  expect(inc.rootId).toBe(full.rootId);
  expect(inc.order.length).toBe(full.order.length);
  // Nodes are compared by identity: the same object must stand at the same place.
  const nodes = new Map<unknown, number>();
  for (let k = 0; k < full.order.length; k++) {
    const a = describe1(inc, inc.order[k], nodes);
    const b = describe1(full, full.order[k], nodes);
    if (a !== b) expect(a).toBe(b);
  }
  expect(inc.elements.size).toBe(full.elements.size);
  // Elements of the previous version that are gone are gone from the table too.
  if (before)
    for (const id of before.order)
      if (inc.elements.has(id) !== full.elements.has(id))
        expect.fail(`element ${id} is ${inc.elements.has(id) ? 'still' : 'not'} in the table`);
  expect([...inc.elements.keys()]).toEqual(full.order);
  return inc;
}

type Step = ['p' | 'i', number];

/** Paths (as props/items steps) of every node under `navigation`, and of every array among them. */
function nodesUnder(root: JsonNode): { all: Step[][]; arrays: Step[][]; objects: Step[][]; strings: Step[][] } {
  const out = { all: [] as Step[][], arrays: [] as Step[][], objects: [] as Step[][], strings: [] as Step[][] };
  if (root.type !== 'object') return out;
  const nav = root.props.findIndex((p) => p.key === 'navigation');
  if (nav < 0) return out;
  const stack: [JsonNode, Step[]][] = [[root.props[nav].value, [['p', nav]]]];
  while (stack.length) {
    const [n, path] = stack.pop()!;
    out.all.push(path);
    if (n.type === 'array') {
      out.arrays.push(path);
      n.items.forEach((it, i) => stack.push([it, [...path, ['i', i]]]));
    } else if (n.type === 'object') {
      out.objects.push(path);
      n.props.forEach((p, i) => stack.push([p.value, [...path, ['p', i]]]));
    } else if (n.type === 'string') out.strings.push(path);
  }
  return out;
}

// Draft navigation along steps (props[i].value / items[i]).
const walk = (node: any, steps: Step[]) => steps.reduce((n, [t, i]) => (t === 'p' ? n.props[i].value : n.items[i]), node);
const isPrefix = (a: Step[], b: Step[]) => a.length <= b.length && a.every((s, k) => s[0] === b[k][0] && s[1] === b[k][1]);

interface RawEdit {
  file: string;
  op: 'add-prop' | 'remove-prop' | 'insert-item' | 'remove-item' | 'move-item' | 'set-string';
  at: Step[];
  to?: Step[];
  i: number;
  j: number;
  key?: string;
  value?: unknown;
}

/**
 * Edits the commands of the editor refuse (they keep the nesting valid) but the JSON pane
 * allows: any key, any value, any move. Run through the store like any command, so immer's
 * structural sharing and the undo history are the real ones.
 */
const rawEdit: Command<RawEdit> = {
  id: 'test-raw-edit',
  label: () => 'raw edit',
  canRun: () => OK,
  run: (draft, a) => {
    const root = draft.files[a.file].root as any;
    const n = walk(root, a.at);
    // A key the object does not have yet: paths address the first of two equal keys, so the
    // editor's commands cannot reach into the second (the JSON pane reports duplicates).
    if (a.op === 'add-prop' && !n.props.some((p: { key: string }) => p.key === a.key))
      n.props.splice(a.i % (n.props.length + 1), 0, { key: a.key, value: fromValue(a.value) });
    else if (a.op === 'remove-prop' && n.props.length) n.props.splice(a.i % n.props.length, 1);
    else if (a.op === 'insert-item') n.items.splice(a.i % (n.items.length + 1), 0, fromValue(a.value));
    else if (a.op === 'remove-item' && n.items.length) n.items.splice(a.i % n.items.length, 1);
    else if (a.op === 'set-string') n.value = a.value;
    else if (a.op === 'move-item' && n.items.length) {
      // The target first: taking the item out may shift the steps that lead to it.
      const target = walk(root, a.to!);
      const [item] = n.items.splice(a.i % n.items.length, 1);
      target.items.splice(a.j % (target.items.length + 1), 0, item);
    }
  },
};

const KEYS = [
  'pages',
  'groups',
  'tabs',
  'anchors',
  'versions',
  'menu',
  'global',
  'expanded',
  'icon',
  'href',
  'group',
  'tab',
  'anchor',
  'language',
  'openapi',
  'root',
  'foo',
  'hidden',
];
const VALUES: unknown[] = [
  '',
  'index',
  '/index',
  'get /users',
  'GET /users',
  'fa-house',
  'javascript:x',
  'yes',
  true,
  3,
  null,
  [],
  ['a', 'a'],
  { group: '' },
  { group: 'G', pages: ['index', 'index'] },
  { pages: ['x'] },
  { tab: 'T', groups: [], pages: [] },
  { icon: { name: 'x', library: 'nope' } },
];

// Where the settings edits write (an object's path, and a key in it), and what.
const SETTING_PLACES: [(string | number)[], string][] = [
  [[], 'redirects'],
  [[], 'seo'],
  [[], 'theme'],
  [[], 'name'],
  [[], 'colors'],
  [[], 'foo'],
  [[], 'icons'],
  [['icons'], 'library'],
  [['colors'], 'primary'],
  [['seo'], 'indexing'],
  [['footer'], 'socials'],
];
const SETTING_VALUES: unknown[] = [
  'lucide',
  'tabler',
  'fontawesome',
  '#0D9373',
  'mint',
  'nope',
  3,
  true,
  [{ source: '/a', destination: '/b' }],
  [{ source: '/a' }, 'x'],
  { library: 'lucide' },
  { primary: 'red' },
  { $ref: 'missing.json' },
];

/** One random edit: a command of the editor, a raw edit, a text edit, undo or redo. */
function randomEdit(store: EditorSession, r: () => number, pick: <T>(xs: readonly T[]) => T): void {
  const ws = store.getState().workspace!;
  const index = store.getIndex();
  const ids = index.order.slice(1);
  const any = () => index.elements.get(pick(ids))!;
  const file = pick(Object.keys(ws.files));
  const u = r();
  if (!ids.length || u < 0.08) {
    store.undo();
  } else if (u < 0.13) {
    store.redo();
  } else if (u < 0.25) {
    store.run(keyboardMoveCommand, { id: any().id, dir: pick(['up', 'down', 'in', 'out'] as const) });
  } else if (u < 0.35) {
    const el = any();
    const target = index.elements.get(pick(index.order))!;
    store.run(moveCommand, { ids: [el.id], target: { parentId: target.id, index: Math.floor(r() * 4) } });
  } else if (u < 0.4) {
    // Not "global": its value is an object, not a list, and remove-element throws on it.
    const el = any();
    if (el.collection !== 'global') store.run(removeElementCommand, { id: el.id });
  } else if (u < 0.45) {
    // Not an element that reaches a split file: its copy would make two places for one file's
    // nodes, which an index keyed by node id cannot hold (see the report of issue 8).
    const el = any();
    if (!holdsRef(index, el)) store.run(duplicateCommand, { id: el.id });
  } else if (u < 0.5) {
    // Commands that write into the element take an object (or a page entry): on an element of the
    // wrong type (made by a raw edit) they throw instead of refusing, which is not what this tests.
    const el = any();
    if (el.kind !== 'page' && el.node.type !== 'object') return;
    store.run(renameCommand, { id: el.id, label: r() < 0.5 ? labelOf(el) + 'x' : pick(['index', 'en', 'Guide']) });
  } else if (u < 0.55) {
    const el = any();
    if (el.node.type !== 'object') return;
    store.run(setFieldCommand, { file: el.file, path: [...el.path], key: pick(KEYS), value: pick(VALUES) });
  } else if (u < 0.6) {
    const page = index.order.map((id) => index.elements.get(id)!).find((e) => e.kind === 'page' && r() < 0.05);
    if (page)
      store.run(setPageEntryCommand, { file: page.file, path: [...page.path], value: pick(['', 'get /users', 'index', '/index', 'x']) });
  } else if (u < 0.65) {
    // A text edit in the JSON pane: the tree is re-parsed and takes the old ids where it matches.
    const f = ws.files[file];
    const text = printJson(f.source, f.root);
    const at = text.indexOf('"pages": [');
    if (at >= 0) store.run(replaceFileTextCommand, { file, text: text.slice(0, at + 10) + '"index", ' + text.slice(at + 10) });
  } else if (u < 0.7) {
    // A setting beside the navigation, or a key inside one (the site's icon library among them).
    // A setting in a split file ({ "seo": { "$ref": "seo.json" } }) changes while the $ref does not.
    if (ws.files['seo.json'] && r() < 0.5) {
      store.run(setFieldCommand, { file: 'seo.json', path: [], key: pick(['indexing', 'metatags', 'foo']), value: pick(SETTING_VALUES) });
      return;
    }
    const [path, key] = pick(SETTING_PLACES);
    store.run(setFieldCommand, { file: ws.mainPath, path, key, value: pick(SETTING_VALUES) });
  } else {
    const nodes = nodesUnder(ws.files[file].root);
    if (!nodes.all.length) return;
    const v = r();
    const i = Math.floor(r() * 1000);
    const j = Math.floor(r() * 1000);
    if (v < 0.2 && nodes.objects.length)
      store.run(rawEdit, { file, op: 'add-prop', at: pick(nodes.objects), i, j, key: pick(KEYS), value: pick(VALUES) });
    else if (v < 0.3 && nodes.objects.length) store.run(rawEdit, { file, op: 'remove-prop', at: pick(nodes.objects), i, j });
    else if (v < 0.5 && nodes.arrays.length)
      store.run(rawEdit, { file, op: 'insert-item', at: pick(nodes.arrays), i, j, value: pick(VALUES) });
    else if (v < 0.6 && nodes.arrays.length) store.run(rawEdit, { file, op: 'remove-item', at: pick(nodes.arrays), i, j });
    else if (v < 0.75 && nodes.strings.length)
      store.run(rawEdit, {
        file,
        op: 'set-string',
        at: pick(nodes.strings),
        i,
        j,
        value: pick(VALUES.filter((x) => typeof x === 'string')),
      });
    else if (nodes.arrays.length) {
      const from = pick(nodes.arrays);
      const n = walk(ws.files[file].root, from).items.length;
      if (!n) return;
      const item: Step[] = [...from, ['i', i % n]];
      const targets = nodes.arrays.filter((p) => !isPrefix(item, p));
      if (targets.length) store.run(rawEdit, { file, op: 'move-item', at: from, to: pick(targets), i, j });
    }
  }
}

/**
 * A text typed in the JSON pane of one file (mostly the main one), as editText takes it: white
 * space between tokens put in or taken out (an Enter, an indent: the whitespace edit), or a page
 * typed into a list, or an icon key into an object (the splice edit); some random edits of
 * other kinds between them. Elements rebuilt by the first two stand in for earlier ones
 * (NavElement.standsFor), and what the checks kept for those is used again.
 */
function paneEdit(store: EditorSession, r: () => number, pick: <T>(xs: readonly T[]) => T): void {
  if (r() < 0.2) return randomEdit(store, r, pick);
  const ws = store.getState().workspace!;
  const file = r() < 0.8 ? ws.mainPath : pick(Object.keys(ws.files));
  const t = store.getSnapshot().text(file)!.text;
  const after = (re: RegExp) => [...t.matchAll(re)].map((m) => m.index + m[0].length);
  const put = (at: number[], what: (p: number) => string) => {
    if (!at.length) return undefined;
    const p = pick(at);
    return t.slice(0, p) + what(p) + t.slice(p);
  };
  const u = r();
  let next: string | undefined;
  if (u < 0.4) next = put(after(/[,{[]/g), () => pick(['\n', '\n    ', ' ', '\n\n']));
  else if (u < 0.55) {
    const blanks = [...t.matchAll(/\n +/g)];
    const m = blanks.length ? pick(blanks) : undefined;
    if (m) next = t.slice(0, m.index) + t.slice(m.index + m[0].length);
  } else if (u < 0.85) {
    const entry = () => pick(['"index"', '"GET /users"', '""', '{ "group": "New", "icon": "yes", "pages": ["x"] }', '{ "pages": [] }']);
    next = put(after(/"pages": \[\s*/g), (p) => (t[p] === ']' ? entry() : `${entry()}, `));
  } else next = put(after(/\{\s*/g), (p) => (t[p] === '}' ? '"icon": "hosue"' : `"icon": "${pick(['hosue', 'rocket'])}", `));
  // A comma or bracket inside a string gets text the pane would refuse: not what this tests.
  if (next === undefined || !validJson(next)) return;
  editText(store, file, next);
}

/** A node's value with the ids of every node in it, offsets aside. */
function valueOf(n: JsonNode): unknown {
  if (n.type === 'object') return [n.id, n.props.map((p) => [p.key, valueOf(p.value)])];
  if (n.type === 'array') return [n.id, n.items.map(valueOf)];
  return [n.id, n.value];
}

// How many elements of the fuzz's versions stood in for earlier ones (so a test can say its edits made some).
let standIns = 0;

/** Each element that stands in for an earlier one has its id, place and values, all the way down. */
function expectStandIns(index: NavIndex): void {
  for (const id of index.order) {
    const e = index.elements.get(id)!;
    const was = e.standsFor;
    if (!was) continue;
    standIns++;
    expect(was.standsFor).toBeUndefined();
    if (was.id !== id || was.file !== e.file || was.path.join('/') !== e.path.join('/') || was.kind !== e.kind)
      expect.fail(`element ${id} stands for ${was.id} at ${was.path.join('/')}`);
    expect(valueOf(was.node)).toEqual(valueOf(e.node));
  }
}

/** True when `el` is reached through a `$ref` or holds one below it. */
function holdsRef(index: NavIndex, el: NavElement): boolean {
  const stack = [el];
  while (stack.length) {
    const e = stack.pop()!;
    if (e.refNode !== undefined || (e.node.type === 'object' && e.node.props.some((p) => p.key === '$ref'))) return true;
    for (const c of e.children) stack.push(index.elements.get(c)!);
  }
  return false;
}

// Small name lists, so that the fuzz's icons ('fa-house', 'yes', 'index', a named object...) are
// judged: some pass, most are flagged.
const ICON_LISTS: IconNameLists = { fontawesome: new Set(['house', 'yes', 'rocket']), lucide: new Set(['index', 'x']) };
// How many unknown-icon warnings the fuzz saw (so a test can say its edits made some).
let iconWarnings = 0;

/** Random edits on a store; after each, the incremental index and rules equal a full run. */
function fuzz(ws: Workspace, seed: number, steps: number, pageFiles?: ReadonlySet<string>, edit = randomEdit): number {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const store = new EditorSession();
  store.load(ws, { inputs: { iconCheck: iconCheck(ICON_LISTS) } });
  const needs = new RulesMemo();
  let before: NavIndex | undefined = expectSameIndex(store, undefined);
  // Runs that keep what they found across versions, as the editor session's do: one memo that
  // follows every version with the page files, one that sees only every third version (many
  // edits between two of its runs) without them, and one that alternates between the two
  // inputs (each change of inputs starts it afresh).
  const withFiles = new RulesMemo();
  const sometimes = new RulesMemo();
  const alternating = new RulesMemo();
  let diagnostics = 0;
  for (let s = 0; s < steps; s++) {
    edit(store, r, pick);
    const now = store.getState().workspace!;
    before = expectSameIndex(store, before);
    const index = store.getIndex();
    const full = reference(now, pageFiles);
    expect(runRules(now, index, { pageFiles, memo: withFiles })).toEqual(full);
    if (s % 3 === 0) expect(runRules(now, index, { memo: sometimes })).toEqual(reference(now));
    const files = s % 2 === 0 ? undefined : pageFiles;
    expect(runRules(now, index, { pageFiles: files, memo: alternating })).toEqual(files ? full : reference(now));
    // And the session's own run of the rules (its memo, no page files), once it is done.
    const session = store.getSnapshot().get(rulesField);
    if (!session.run) expect(session.diagnostics).toEqual(reference(now));
    // The unknown-icon check, incremental in the session, and the libraries the icons need.
    const fresh = buildNavIndex(now, null);
    expectStandIns(index);
    // The elements OpenAPI binding looks at: this version's, as a fresh index gives them.
    const marks = openapiMarks(index);
    expect(marks.map((m) => m.id)).toEqual(openapiMarks(fresh).map((m) => m.id));
    for (const m of marks) if (m !== index.elements.get(m.id)) expect.fail(`mark ${m.id} is not this version's element`);
    const icons = store.getSnapshot().get(iconsField).diagnostics;
    expect(icons).toEqual(unknownIcons(now, fresh, ICON_LISTS));
    iconWarnings += icons.length;
    expect(iconLibrariesNeeded(now, index, needs)).toEqual(iconLibrariesNeeded(now, fresh));
    diagnostics += full.length;
  }
  return diagnostics;
}

function load(text: string, files: Record<string, string> = {}): Workspace {
  const { workspace, problems } = loadWorkspace('docs.json', text, (p) => files[p]);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return workspace;
}

describe('incremental index and rules', () => {
  it('equal a full run after every one of 300 random edits on a generated config', () => {
    const text = generateConfig({ pages: 300, versions: 2, languages: ['en', 'fr', 'xx'] });
    const pageFiles = new Set(['index', 'en/v0/t0/g0/page-0', 'fr/v1/t2/g3/page-1']);
    // The edits must make problems for this to prove anything.
    iconWarnings = 0;
    expect(fuzz(load(text), 1, 400, pageFiles)).toBeGreaterThan(400);
    expect(iconWarnings).toBeGreaterThan(50);
  }, 300_000);

  it('equal a full run after texts typed in the JSON pane (elements rebuilt by an Enter stand in for the old ones)', () => {
    const text = JSON.stringify(
      JSON.parse(generateConfig({ pages: 200, versions: 2, languages: ['en', 'fr'] })),
      (k, v) => (k === 'group' && typeof v === 'string' && v.endsWith('1') ? undefined : v),
      2,
    );
    const pageFiles = new Set(['index', 'en/v0/t0/g0/page-0']);
    iconWarnings = 0;
    standIns = 0;
    expect(fuzz(load(text), 5, 250, pageFiles, paneEdit)).toBeGreaterThan(250);
    expect(iconWarnings).toBeGreaterThan(50);
    expect(standIns).toBeGreaterThan(2000);
  }, 300_000);

  it('equal a full run after random edits on a long flat list (what the rules keep for lists of 1,000 pages and more)', () => {
    // Long lists keep their clean pages and, for a section, its pages when free of duplicates
    // (see Generation in src/core/rules/index.ts): moves within the list, renames, duplicates
    // and removals must all give what a full run gives.
    const pages = Array.from({ length: 1200 }, (_, i) => `docs/page-${i}`);
    const text = JSON.stringify({
      navigation: {
        groups: [
          { group: 'All', pages },
          { group: 'Other', pages: ['index', 'docs/page-3'] },
        ],
      },
    });
    // Every tenth page has no file: the list has pages with warnings among the clean ones.
    const pageFiles = new Set(['index', ...pages.filter((_, i) => i % 10 !== 0)]);
    expect(fuzz(load(text), 7, 150, pageFiles)).toBeGreaterThan(150 * 120);
  }, 300_000);

  it('equal a full run after moves within a long flat list (only the stretch that moved is built and checked again)', () => {
    // The index builds, and the rules check, only the changed stretch of a long list of pages
    // moved within (see movedWithin in update-nav-index.ts, PageList in rules/index.ts): mostly
    // Alt+Up/Down among its pages, some other edits between them (renames, removals, raw edits
    // that put a group or a number in the list, undo), with pages that have warnings among them.
    const pages = Array.from({ length: 1100 }, (_, i) => (i % 97 === 5 ? '' : `docs/page-${i % 1050}`));
    const text = JSON.stringify({
      navigation: {
        groups: [
          { group: 'All', pages },
          { group: 'Other', pages: ['index'] },
        ],
      },
    });
    const pageFiles = new Set(['index', ...pages.filter((_, i) => i % 10 !== 0)]);
    const nearMoves = (store: EditorSession, r: () => number, pick: <T>(xs: readonly T[]) => T) => {
      const index = store.getIndex();
      const list = index.order.map((id) => index.elements.get(id)!).find((e) => e.children.length >= 1000);
      if (!list || r() < 0.15) return randomEdit(store, r, pick);
      const id = list.children[Math.floor(r() * list.children.length)];
      const u = r();
      // Removals and copies shift the pages after them (the list may end up shorter than a long one).
      if (u < 0.12) store.run(removeElementCommand, { id });
      else if (u < 0.18) store.run(duplicateCommand, { id });
      else store.run(keyboardMoveCommand, { id, dir: u < 0.59 ? 'up' : 'down' });
    };
    expect(fuzz(load(text), 11, 120, pageFiles, nearMoves)).toBeGreaterThan(120 * 40);
  }, 300_000);

  it('equal a full run with split files, edited on both sides of the $ref', () => {
    const fr = JSON.stringify(
      {
        language: 'fr',
        groups: [{ group: 'Démarrer', pages: ['fr/index', 'fr/index', { group: 'Plus', expanded: true, pages: ['fr/a'] }] }],
      },
      null,
      2,
    );
    const es = JSON.stringify({ language: 'es', tabs: [{ tab: 'Guía', groups: [{ group: 'A', pages: ['es/a'] }] }] }, null, 2);
    const tab = JSON.stringify(
      { tab: 'API', groups: [{ group: 'Users', pages: ['api/users', 'api/users'] }, { $ref: 'group.json' }] },
      null,
      2,
    );
    const group = JSON.stringify({ group: 'Deep', pages: ['deep/a', { group: '', pages: ['deep/b'] }] }, null, 2);
    const main = JSON.stringify(
      {
        name: 'x',
        theme: 'mint',
        colors: { primary: '#000' },
        seo: { $ref: 'seo.json' },
        navigation: {
          languages: [
            // A $ref below an element that is not the root: that element must never be taken over
            // whole while the split file under it can change.
            {
              language: 'en',
              tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] }, { $ref: 'tab.json' }],
            },
            { $ref: 'fr.json' },
            { $ref: './es.json' },
            { $ref: 'missing.json' },
          ],
        },
      },
      null,
      2,
    );
    const seo = JSON.stringify({ indexing: 'navigable' });
    const files = { 'fr.json': fr, 'es.json': es, 'tab.json': tab, 'group.json': group, 'seo.json': seo };
    for (const seed of [2, 3, 4, 5, 6, 7]) fuzz(load(main, files), seed, 150, new Set(['index']));
  }, 300_000);

  it('repeat the same answer, and reuse it, when nothing changed', () => {
    const ws = load(generateConfig({ pages: 200, versions: 1 }));
    const index = buildNavIndex(ws);
    const first = runRules(ws, index);
    const again = runRules(ws, buildNavIndex(ws));
    expect(again).toEqual(first);
    expect(again).toEqual(reference(ws));
  });
});

const CORPUS = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus');

describe.skipIf(!existsSync(CORPUS))('incremental index and rules on the corpus (skipped: ../shared/corpus is absent)', () => {
  it('equal a full run after random edits on every corpus config', () => {
    const dirs = readdirSync(CORPUS).filter((d) => existsSync(join(CORPUS, d, 'docs.json')));
    expect(dirs.length).toBeGreaterThan(0);
    for (const [k, d] of dirs.entries()) {
      const path = join(CORPUS, d, 'docs.json');
      const big = statSync(path).size > 500_000;
      const pages = existsSync(join(CORPUS, d, 'pages.txt'))
        ? new Set(
            readFileSync(join(CORPUS, d, 'pages.txt'), 'utf8')
              .split('\n')
              .filter(Boolean),
          )
        : undefined;
      const { workspace } = loadWorkspace('docs.json', readFileSync(path, 'utf8'), (p) =>
        existsSync(join(CORPUS, d, p)) ? readFileSync(join(CORPUS, d, p), 'utf8') : undefined,
      );
      if (!workspace) continue;
      fuzz(workspace, 100 + k, big ? 8 : 25, pages);
    }
  }, 600_000);
});
