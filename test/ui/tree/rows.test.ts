import { describe, expect, it } from 'vitest';
import {
  createRowCache,
  generatedFrom,
  generatedId,
  generatedPageRowIds,
  rowLookup,
  visibleRows as visibleRowList,
  RowList,
  type Row,
} from '../../../src/ui/tree/rows';
import { RowBuilder } from '../../../src/ui/tree/row-builder';
import { EditorSession } from '../../../src/core/session/editor-session';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { editText } from '../../../src/core/session/edit-text';
import { generateConfig } from '../../helpers/generate-config';
import { keyboardMoveCommand, removeElementCommand, renameCommand } from '../../../src/core/commands/index';

const NAV = {
  tabs: [
    {
      tab: 'Guides',
      groups: [
        { group: 'Start', tag: 'New', pages: ['index', 'GET /users', { group: 'Deep', expanded: true, pages: ['deep/one'] }] },
        { group: 'More', pages: ['more'] },
      ],
    },
    { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Ops', pages: ['POST /pets'] }] },
  ],
};
// The rows as one array, to compare and search (the tree reads them by place: see RowList).
const visibleRows = (...args: Parameters<typeof visibleRowList>): Row[] => visibleRowList(...args).slice();
const shape = (rows: Row[]) =>
  rows.map((r) => `${'  '.repeat(r.depth)}${r.kind} ${r.label}${r.expanded && r.hasChildren ? '' : r.hasChildren ? ' +' : ''}`);
const ALL_OPEN = (s: EditorSession) => new Map(s.getIndex().order.map((id) => [id, true]));

describe('visibleRows', () => {
  it('walks in document order with depth, badges and methods; closed elements hide their children', () => {
    const s = storeWith(docsJson(NAV));
    const rows = visibleRows(s.getIndex(), new Map([[el(s, 'Deep').id, false]]));
    expect(shape(rows)).toEqual([
      'tab Guides',
      '  group Start',
      '    page index',
      '    page GET /users',
      '    group Deep +',
      '  group More',
      '    page more',
      'tab API',
      '  group Ops',
      '    page POST /pets',
    ]);
    expect(rows.find((r) => r.label === 'Start')!.badges).toEqual(['New']);
    expect(rows.find((r) => r.label === 'GET /users')!.method).toBe('GET');
    expect(rows.find((r) => r.label === 'API')!.badges).toEqual(['openapi']);
  });

  it('badges every field a row shows, in order, the last of a repeated key winning as the site reads it', () => {
    const text = `{"navigation": {"groups": [
      {"group": "G", "icon": "old", "openapi": "a.yaml", "root": "r/one", "tag": "T", "expanded": false, "icon": "book", "expanded": true, "pages": ["p"]},
      {"group": "H", "tag": 3, "icon": {"name": "x"}, "expanded": "yes", "pages": ["q"]}
    ]}}`;
    const s = storeWith(text);
    const rows = visibleRows(s.getIndex(), ALL_OPEN(s));
    expect(rows.find((r) => r.label === 'G')!.badges).toEqual(['T', 'root: r/one', 'expanded', 'icon: book', 'openapi']);
    expect(rows.find((r) => r.label === 'H')!.badges).toEqual([]);
  });

  it('a filter keeps matches with their ancestors', () => {
    const s = storeWith(docsJson(NAV));
    expect(shape(visibleRows(s.getIndex(), new Map(), 'deep/'))).toEqual([
      'tab Guides',
      '  group Start',
      '    group Deep',
      '      page deep/one',
    ]);
  });

  it('reuses the Row of every untouched element after an edit, and only those', () => {
    const s = storeWith(docsJson(NAV));
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    const before = visibleRows(s.getIndex(), open, '', { cache });
    s.run(renameCommand, { id: el(s, 'More').id, label: 'Further' });
    const after = visibleRows(s.getIndex(), open, '', { cache });
    const changed = after.filter((r, i) => r !== before[i]).map((r) => r.label);
    expect(changed).toEqual(['Further']);
  });

  it('after any edit or toggle, the cached walk equals a fresh one (untouched subtrees are taken over whole)', () => {
    const s = storeWith(generateConfig({ pages: 3000, languages: ['en', 'fr'], versions: 2 }));
    const cache = createRowCache();
    let open = new Map<number, boolean>();
    const check = () => expect(visibleRows(s.getIndex(), open, '', { cache })).toEqual(visibleRows(s.getIndex(), open));
    check();
    const ids = s.getIndex().order.filter((id) => s.getIndex().elements.get(id)!.kind !== 'navigation');
    // A fixed walk through edits of every sort: rename, move, delete, toggle, undo, expand all.
    for (let step = 0; step < 40; step++) {
      const index = s.getIndex();
      const id = ids[(step * 7919) % ids.length];
      const e = index.elements.get(id);
      if (!e) continue;
      if (step % 5 === 0) open = new Map(open).set(id, !(open.get(id) ?? false));
      else if (step % 5 === 1) s.run(keyboardMoveCommand, { id, dir: 'down' });
      else if (step % 5 === 2) s.run(renameCommand, { id, label: `Step ${step}` });
      else if (step % 5 === 3) s.run(removeElementCommand, { id });
      else s.undo();
      if (step === 20) open = ALL_OPEN(s);
      check();
    }
  });

  it('after an Enter typed in the JSON pane, makes no row again: the rebuilt elements stand in for the old ones', () => {
    const s = storeWith(docsJson(NAV));
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    let asked = 0;
    const titles = (path: string) => (asked++, path);
    const before = visibleRows(s.getIndex(), open, '', { cache, titles });
    expect(asked).toBeGreaterThan(0);
    const t = text(s);
    const at = t.indexOf('"tabs": [') + 9;
    expect(editText(s, 'docs.json', t.slice(0, at) + '\n' + t.slice(at)).ok).toBe(true);
    asked = 0;
    const after = visibleRows(s.getIndex(), open, '', { cache, titles });
    expect(asked).toBe(0);
    after.forEach((r, k) => expect(r).toBe(before[k]));
  });

  it('after texts typed in the JSON pane (Enters, pages typed into lists) and toggles, the cached walk equals a fresh one', () => {
    const s = storeWith(generateConfig({ pages: 800, languages: ['en', 'fr'], versions: 2 }));
    const cache = createRowCache();
    let open = ALL_OPEN(s);
    const check = () => expect(visibleRows(s.getIndex(), open, '', { cache })).toEqual(visibleRows(s.getIndex(), open));
    check();
    for (let step = 0; step < 30; step++) {
      const t = text(s);
      const spots = [...t.matchAll(step % 3 === 1 ? /"pages": \[/g : /,\n/g)].map((m) => m.index + m[0].length);
      const at = spots[(step * 7919) % spots.length];
      if (step % 3 === 2) {
        const ids = s.getIndex().order;
        open = new Map(open).set(ids[(step * 31) % ids.length], step % 2 === 0);
      } else expect(editText(s, 'docs.json', t.slice(0, at) + (step % 3 === 1 ? '"typed", ' : '\n') + t.slice(at)).ok).toBe(true);
      check();
    }
  });

  it('a long list of pages (1,000 and more) across moves, renames, removals and toggles equals a fresh walk', () => {
    // A long list's page rows are made when read (PageRows), through the row cache: a page whose
    // row is unchanged keeps its Row. Each step is compared with a walk without any cache, and
    // (after a filter, which walks the pages one by one) with the filtered walk.
    const pages = Array.from({ length: 1100 }, (_, i) => `docs/p${i}`);
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'All', pages },
          { group: 'Few', pages: ['a'] },
        ],
      }),
    );
    const cache = createRowCache();
    let open = new Map<number, boolean>();
    const check = () => expect(visibleRows(s.getIndex(), open, '', { cache })).toEqual(visibleRows(s.getIndex(), open));
    check();
    let step = 0;
    for (const k of [5, 900, 17, 1099, 0, 400, 401, 3, 250, 1000, 64, 700]) {
      const index = s.getIndex();
      const group = index.elements.get(index.elements.get(index.rootId!)!.children[0])!;
      const id = group.children[k % group.children.length];
      const u = step++ % 6;
      if (u < 3) s.run(keyboardMoveCommand, { id, dir: u === 0 ? 'up' : 'down' });
      else if (u === 3) s.run(renameCommand, { id, label: `docs/renamed-${k}` });
      else if (u === 4) s.run(removeElementCommand, { id });
      else open = new Map(open).set(id, false);
      check();
      // A filter in between draws the list without the kept rows, and the next walk still agrees.
      if (k === 400) expect(visibleRows(s.getIndex(), open, 'p40', { cache })).toEqual(visibleRows(s.getIndex(), open, 'p40'));
    }
  });

  it("makes a long list's page rows only when they are read, each as the full walk makes it", () => {
    // The walk makes no row of a list of 1,000 pages or more: opening 200,000 pages made every
    // row and held the page for most of a second. Counted through `titles`, asked once per page row made.
    const pages = Array.from({ length: 1200 }, (_, i) => `docs/p${i}`);
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'All', pages },
          { group: 'Few', pages: ['docs/a'] },
        ],
      }),
    );
    const asked: string[] = [];
    const titles = (path: string) => (asked.push(path), path.toUpperCase());
    const open = ALL_OPEN(s);
    const rows = visibleRowList(s.getIndex(), open, '', { cache: createRowCache(), titles });
    expect(rows.length).toBe(1203);
    expect(asked).toEqual(['docs/a']);
    expect(rows.get(601)).toMatchObject({ label: 'docs/p600', title: 'DOCS/P600', pos: 601, size: 1200, depth: 1 });
    expect(asked).toEqual(['docs/a', 'docs/p600']);
    // Read again: the same Row, not made twice.
    expect(rows.get(601)).toBe(rows.get(601));
    // Found by id without making any row.
    const group = s.getIndex().elements.get(s.getIndex().elements.get(s.getIndex().rootId!)!.children[0])!;
    const lookup = rowLookup(rows);
    expect(lookup.get(group.children[1100])).toBe(1101);
    expect(lookup.get(el(s, 'Few').id)).toBe(1201);
    expect(lookup.get(group.children[3])).toBe(4);
    expect(asked).toHaveLength(2);
    // Every row as the walk makes it when it walks the pages one by one (a filter that keeps
    // them all walks them so): same rows, read in full.
    const eager = visibleRows(s.getIndex(), open, 'docs/', { titles: (p) => p.toUpperCase() });
    expect(rows.slice()).toEqual(eager);
  });

  it('keeps the Row of each page a move in a long list leaves where it was, so its drawn row is not made again', () => {
    const pages = Array.from({ length: 1200 }, (_, i) => `docs/p${i}`);
    const s = storeWith(docsJson({ groups: [{ group: 'All', pages }] }));
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    const before = visibleRowList(s.getIndex(), open, '', { cache }).slice();
    s.run(keyboardMoveCommand, { id: el(s, 'docs/p5').id, dir: 'down' });
    const after = visibleRowList(s.getIndex(), open, '', { cache }).slice();
    // Only rows 6 and 7, the two pages that swapped places (the group looks the same: its Row is kept too).
    const made = after.flatMap((r, i) => (r === before[i] ? [] : [i]));
    expect(made).toEqual([6, 7]);
    expect([after[6].label, after[6].pos, after[7].label, after[7].pos]).toEqual(['docs/p6', 6, 'docs/p5', 7]);
  });

  it('a subtree from a $ref file shows that file as it is now, even when the parent is untouched', () => {
    const files: Record<string, string> = {
      'en.json': JSON.stringify({ language: 'en', groups: [{ group: 'G', pages: ['a'] }] }, null, 2),
    };
    const ws = loadWorkspace('docs.json', docsJson({ languages: [{ $ref: 'en.json' }] }), (p) => files[p]).workspace!;
    const s = new EditorSession();
    s.load(ws);
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    expect(shape(visibleRows(s.getIndex(), open, '', { cache }))).toContain('    page a');
    s.run(renameCommand, { id: el(s, 'a').id, label: 'b' });
    expect(shape(visibleRows(s.getIndex(), open, '', { cache }))).toEqual(['language en', '  group G', '    page b']);
  });

  it('keeps no row of a document that is no longer shown (their labels hold its whole text)', () => {
    const cache = createRowCache();
    const first = storeWith(generateConfig({ pages: 300, versions: 2 }));
    visibleRows(first.getIndex(), ALL_OPEN(first), '', { cache });
    const firstIds = new Set(first.getIndex().order);
    expect([...cache.byId.keys()].some((id) => firstIds.has(id))).toBe(true);
    const second = storeWith(docsJson(NAV));
    const rows = visibleRows(second.getIndex(), ALL_OPEN(second), '', { cache });
    expect([...cache.byId.keys()].filter((id) => firstIds.has(id))).toEqual([]);
    expect(cache.byId.size).toBeLessThanOrEqual(second.getIndex().order.length);
    // And the second document still reuses its own rows.
    expect(visibleRows(second.getIndex(), ALL_OPEN(second), '', { cache })).toEqual(rows);
  });

  it("forgets the rows of deleted elements once they outnumber the document's own", () => {
    const s = storeWith(generateConfig({ pages: 2000, versions: 1 }));
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    visibleRows(s.getIndex(), open, '', { cache });
    const pages = s.getIndex().order.filter((id) => s.getIndex().elements.get(id)!.kind === 'page');
    for (let i = 0; i < 1800; i += 200) {
      expect(s.run(removeElementCommand, { ids: pages.slice(i, i + 200) }).ok).toBe(true);
      visibleRows(s.getIndex(), open, '', { cache });
    }
    const live = s.getIndex().elements;
    const gone = [...cache.byId.keys()].filter((id) => !live.has(id));
    expect(gone.length).toBeLessThan(900);
  });

  it("draws the pages an OpenAPI binding generates after the element's own children, read-only", () => {
    const s = storeWith(docsJson(NAV));
    const api = el(s, 'API').id;
    const generated = (id: number) =>
      id === api
        ? [
            { label: 'List pets', method: 'GET' },
            { label: 'Create a pet', method: 'POST' },
          ]
        : undefined;
    const rows = visibleRows(s.getIndex(), new Map(), '', { generated });
    const at = rows.findIndex((r) => r.id === api);
    expect(rows.slice(at).map((r) => [r.label, r.depth, !!r.generated])).toEqual([
      ['API', 0, false],
      ['Ops', 1, false],
      ['POST /pets', 2, false],
      ['List pets', 1, true],
      ['Create a pet', 1, true],
    ]);
    expect(rows.at(-1)!.id).toBe(generatedId(api, 1));
    expect(rows.at(-1)!.id).toBeLessThan(0);
    expect(visibleRows(s.getIndex(), new Map(), 'pets', { generated }).map((r) => r.label)).toEqual([
      'API',
      'Ops',
      'POST /pets',
      'List pets',
    ]);
  });
});

describe('generatedFrom', () => {
  it('adapts the OpenAPI analysis once per analysis: method and path as the label, the summary and group beside', () => {
    let calls = 0;
    const analysis = {
      generatedPages: (id: number) => (
        calls++,
        id === 7
          ? [{ title: 'List pets', method: 'GET', address: 'api/pets/list', path: '/pets', group: 'Pets', documentKey: 'openapi.yaml' }]
          : undefined
      ),
    };
    const fn = generatedFrom(analysis as never)!;
    expect(generatedFrom(analysis as never)).toBe(fn);
    expect(fn(7)).toEqual([{ label: 'GET /pets', method: 'GET', title: 'List pets', group: 'Pets' }]);
    expect(fn(7)).toBe(fn(7));
    expect(fn(8)).toBeUndefined();
    expect(calls).toBe(2);
    expect(generatedFrom(undefined)).toBeUndefined();
  });
});

describe('generated rows', () => {
  const PETS = [
    { label: 'GET /pets', method: 'GET', title: 'List pets', group: 'Pets' },
    { label: 'POST /pets', method: 'POST', title: 'Create a pet', group: 'Pets' },
    { label: 'GET /stores', method: 'GET', title: 'List stores', group: 'Stores' },
  ];

  it('groups them as the analysis does: a generated group row per group, its pages a level below, read-only rows owned by the element', () => {
    const s = storeWith(docsJson(NAV));
    const api = el(s, 'API').id;
    const rows = visibleRows(s.getIndex(), new Map(), '', { generated: (id) => (id === api ? PETS : undefined) });
    const at = rows.findIndex((r) => r.id === api);
    expect(shape(rows.slice(at))).toEqual([
      'tab API',
      '  group Ops',
      '    page POST /pets',
      '  group Pets',
      '    page GET /pets',
      '    page POST /pets',
      '  group Stores',
      '    page GET /stores',
    ]);
    const gen = rows.slice(at + 3);
    expect(gen.every((r) => r.generated && r.ownerId === api && r.id < 0)).toBe(true);
    expect(gen.map((r) => r.note)).toEqual([undefined, 'List pets', 'Create a pet', undefined, 'List stores']);
    expect(gen.map((r) => r.id)).toEqual([0, 1, 2, 3, 4].map((i) => generatedId(api, i)));
  });

  it("each generated page row knows its place among the pages, and generatedPageRowIds finds its row and its group's row from it", () => {
    const s = storeWith(docsJson(NAV));
    const api = el(s, 'API').id;
    const ungrouped = [...PETS, { label: 'GET /health', method: 'GET', title: 'Health' }];
    const rows = visibleRows(s.getIndex(), new Map(), '', { generated: (id) => (id === api ? ungrouped : undefined) }).filter(
      (r) => r.generated,
    );
    const pageRows = rows.filter((r) => r.kind === 'page');
    expect(pageRows.map((r) => r.genIndex)).toEqual([0, 1, 2, 3]);
    for (const r of pageRows) {
      const ids = generatedPageRowIds(api, ungrouped, r.genIndex!)!;
      expect(ids.page).toBe(r.id);
      const header = rows
        .slice(0, rows.indexOf(r))
        .filter((x) => x.kind === 'group')
        .at(-1);
      expect(ids.group).toBe(r.depth > rows[0].depth ? header!.id : undefined);
    }
    expect(generatedPageRowIds(api, ungrouped, 4)).toBeUndefined();
  });

  it('a generated group closes and opens with the open-state map; the filter finds pages by summary and keeps their group', () => {
    const s = storeWith(docsJson(NAV));
    const api = el(s, 'API').id;
    const generated = (id: number) => (id === api ? PETS : undefined);
    const closed = visibleRows(s.getIndex(), new Map([[generatedId(api, 0), false]]), '', { generated });
    expect(shape(closed).slice(-4)).toEqual(['    page POST /pets', '  group Pets +', '  group Stores', '    page GET /stores']);
    expect(shape(visibleRows(s.getIndex(), new Map(), 'stores', { generated }))).toEqual([
      'tab API',
      '  group Stores',
      '    page GET /stores',
    ]);
    expect(shape(visibleRows(s.getIndex(), new Map(), 'create a', { generated }))).toEqual([
      'tab API',
      '  group Pets',
      '    page POST /pets',
    ]);
  });

  it('a new analysis with the same expansion keeps the cached rows; a changed one redraws them', () => {
    const s = storeWith(docsJson(NAV));
    const api = el(s, 'API').id;
    const cache = createRowCache();
    const open = ALL_OPEN(s);
    // Each call stands for a new analysis (a new function, new arrays) after an edit.
    const first = visibleRows(s.getIndex(), open, '', { cache, generated: (id) => (id === api ? PETS.map((p) => ({ ...p })) : undefined) });
    const same = visibleRows(s.getIndex(), open, '', { cache, generated: (id) => (id === api ? PETS.map((p) => ({ ...p })) : undefined) });
    expect(same.every((r, i) => r === first[i])).toBe(true);
    const fewer = (id: number) => (id === api ? PETS.slice(0, 2) : undefined);
    const changed = visibleRows(s.getIndex(), open, '', { cache, generated: fewer });
    expect(changed).toEqual(visibleRows(s.getIndex(), open, '', { generated: fewer }));
    expect(shape(changed).at(-1)).toBe('    page POST /pets');
    // Once the document is gone, nothing is generated, even from a cached subtree.
    expect(visibleRows(s.getIndex(), open, '', { cache })).toEqual(visibleRows(s.getIndex(), open));
  });
});

describe('rowLookup', () => {
  it('finds positions by id from any starting point, and says when a row is not there', () => {
    // Rows in three stretches (a list of 16 or more is kept as it is): the scan crosses them, both ways round.
    const b = new RowBuilder<Row>();
    b.push({ id: 10 } as Row);
    b.append(Array.from({ length: 20 }, (_, i) => ({ id: 100 + i }) as Row));
    b.push({ id: 30 } as Row);
    const rows = b.rows();
    expect(rows.blocks).toBe(3);
    const at = rowLookup(rows);
    expect([at.get(30), at.get(10), at.get(119), at.get(100), at.get(105), at.get(30)]).toEqual([21, 0, 20, 1, 6, 21]);
    expect(at.has(50)).toBe(false);
    expect(at.get(50)).toBeUndefined();
    expect(rowLookup(RowList.empty<Row>()).get(10)).toBeUndefined();
  });
});

describe('rowProblems', () => {
  const d = (elementId: number | undefined, severity: 'error' | 'warning' | 'info', code: string, message: string) => ({
    elementId,
    severity,
    code,
    message,
    file: 'docs.json',
    path: [],
  });
  it('gathers every message of an element under its worst severity, and keeps unchanged objects', async () => {
    const { rowProblems } = await import('../../../src/ui/tree/row-problems');
    const first = rowProblems([
      d(1, 'warning', 'page-not-found', 'No file.'),
      d(1, 'error', 'x', 'Broken.'),
      d(2, 'info', 'y', 'Hint.'),
      d(undefined, 'error', 'z', 'Global.'),
    ]);
    expect(first.get(1)).toEqual({ severity: 'error', messages: ['No file.', 'Broken.'], missingFile: true });
    expect(first.get(2)).toEqual({ severity: 'info', messages: ['Hint.'], missingFile: false });
    expect(first.size).toBe(2);
    const second = rowProblems(
      [d(1, 'warning', 'page-not-found', 'No file.'), d(1, 'error', 'x', 'Broken.'), d(2, 'info', 'y', 'Changed.')],
      first,
    );
    expect(second.get(1)).toBe(first.get(1));
    expect(second.get(2)).not.toBe(first.get(2));
  });
});

describe('withOpen', () => {
  it('returns the same map when the elements are already open (so cached subtrees stay valid), else a new one', async () => {
    const { withOpen } = await import('../../../src/ui/tree/rows');
    const s = storeWith(docsJson(NAV));
    const idx = s.getIndex();
    const open = new Map<number, boolean>();
    // Depth 1 and 2 are open by default; Deep (depth 3) is not.
    expect(withOpen(open, idx, [el(s, 'Guides').id, el(s, 'Start').id])).toBe(open);
    const next = withOpen(open, idx, [el(s, 'Deep').id]);
    expect(next).not.toBe(open);
    expect(next.get(el(s, 'Deep').id)).toBe(true);
    expect(open.size).toBe(0);
  });
});
