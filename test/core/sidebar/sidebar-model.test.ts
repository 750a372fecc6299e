import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadWorkspace, workspaceFromText, type Workspace } from '../../../src/core/model/workspace';
import { EditorSession } from '../../../src/core/session/editor-session';
import { labelOf, type NavIndex } from '../../../src/core/model/nav-index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import {
  buildSidebar,
  createSidebarBuilder,
  type SidebarGroup,
  type SidebarItem,
  type SidebarModel,
  type SidebarSources,
} from '../../../src/core/sidebar/index';
import { revealElement } from '../../../src/core/sidebar/reveal-element';
import { titleFromPath } from '../../../src/core/sidebar/page-title';
import { storeWith } from '../../helpers/store';
import { duplicateCommand, keyboardMoveCommand, moveCommand, removeElementCommand, renameCommand } from '../../../src/core/commands/index';
import { rng } from '../../helpers/rng';
import { changedStretch } from '../../../src/core/model/changed-stretch';

const text = readFileSync(new URL('../../fixtures/sidebar/site.json', import.meta.url), 'utf8');
const ws: Workspace = workspaceFromText(text).workspace!;
const index: NavIndex = navIndexOf(ws);

function idOf(label: string, kind?: string): number {
  for (const id of index.order) {
    const e = index.elements.get(id)!;
    if (labelOf(e) === label && (!kind || e.kind === kind)) return id;
  }
  throw new Error(`no ${label}`);
}
const labels = (m: SidebarModel) => m.levels.map((l) => `${l.kind}:${l.options.find((o) => o.id === l.activeId)?.label}`);
const group = (items: readonly SidebarItem[], label: string) => items.find((i) => i.type === 'group' && i.label === label) as SidebarGroup;

describe('section selection', () => {
  it('defaults to the first option, or the one with default: true', () => {
    const m = buildSidebar(ws, index);
    // v1 says default: true, so it wins over the first version.
    expect(labels(m)).toEqual(['language:en', 'version:v1', 'dropdown:Docs']);
    expect(m.items.map((i) => (i.type === 'group' ? i.label : i.key))).toEqual(['Basics']);
  });

  it('switching version, then tab, changes the sidebar below', () => {
    const en = idOf('en');
    const v2 = idOf('v2');
    const m = buildSidebar(ws, index, { choices: new Map([[en, v2]]) });
    expect(labels(m)).toEqual(['language:en', 'version:v2', 'tab:Guides']);
    expect(group(m.items, 'Get started').topLevel).toBe(true);
    const api = buildSidebar(ws, index, {
      choices: new Map([
        [en, v2],
        [v2, idOf('API', 'tab')],
      ]),
    });
    expect(labels(api)).toEqual(['language:en', 'version:v2', 'tab:API']);
    expect(api.items.map((i) => (i as SidebarGroup).label)).toEqual(['Plants', 'Gardens']);
  });

  it('switching language shows its products and anchors, and its banner only for its own language', () => {
    const m = buildSidebar(ws, index, { choices: new Map([[index.rootId!, idOf('fr')]]) });
    expect(labels(m)).toEqual(['language:fr', 'product:Serre', 'anchor:Guides']);
    expect(m.banner).toBeUndefined();
    const en = buildSidebar(ws, index);
    expect(en.banner).toEqual({ languageId: idOf('en'), content: 'New: [docs](/changelog)', dismissible: true });
    expect(en.levels[0].options.map((o) => o.languageName)).toEqual(['English', 'French']);
  });

  it('an option with href is a link, never the active section', () => {
    const v1 = buildSidebar(ws, index);
    const dropdowns = v1.levels[2];
    expect(dropdowns.options.map((o) => [o.label, o.href])).toEqual([
      ['Docs', undefined],
      ['Blog', 'https://example.com/blog'],
    ]);
    // Choosing the link is ignored: the first real section stays active.
    const m = buildSidebar(ws, index, { choices: new Map([[idOf('v1'), idOf('Blog', 'dropdown')]]) });
    expect(labels(m)[2]).toBe('dropdown:Docs');
  });

  it('versions carry their tag badges', () => {
    const m = buildSidebar(ws, index);
    expect(m.levels[1].options.map((o) => [o.label, o.tag])).toEqual([
      ['v2', 'Latest'],
      ['v1', 'Deprecated'],
    ]);
  });

  it('global anchors show on every section, plus those of the active language', () => {
    const en = buildSidebar(ws, index);
    expect(en.globalAnchors.map((a) => a.label)).toEqual(['GitHub']);
    const fr = buildSidebar(ws, index, { choices: new Map([[index.rootId!, idOf('fr')]]) });
    expect(fr.globalAnchors.map((a) => [a.label, a.href])).toEqual([
      ['GitHub', 'https://github.com/example'],
      ['Forum FR', 'https://fr.example.com'],
    ]);
    expect(fr.globalAnchors[0].icon).toEqual({ name: 'github' });
  });
});

describe('groups and pages', () => {
  const guides = buildSidebar(ws, index, { choices: new Map([[idOf('en'), idOf('v2')]]) });
  const top = group(guides.items, 'Get started');

  it('keeps icon, tag, expanded and root; skips hidden groups; turns URL entries into links', () => {
    expect(top.icon).toEqual({ name: 'rocket' });
    const kinds = top.children.map((c) => `${c.type}:${c.type === 'group' ? c.label : c.type === 'page' ? c.title : c.href}`);
    expect(kinds).toEqual(['page:Index', 'page:Quickstart', 'group:Installation', 'group:Advanced', 'link:https://example.com/external']);
    const install = group(top.children, 'Installation');
    expect(install.topLevel).toBe(false);
    expect(install.expanded).toBe(true);
    expect(install.root?.address).toBe('install/index');
    expect(install.firstPage).toBe(install.root?.key);
    expect(group(top.children, 'Advanced').tag).toBe('Beta');
  });

  it('titles come from front matter, else the file name as a title', () => {
    const fm = new Map<string, Record<string, string>>([
      ['quickstart', { title: 'Quick start guide' }],
      ['index', { title: 'Home', sidebarTitle: 'Welcome' }],
    ]);
    const m = buildSidebar(ws, index, { choices: new Map([[idOf('en'), idOf('v2')]]), sources: { frontMatter: fm } });
    const pages = group(m.items, 'Get started')
      .children.filter((c) => c.type === 'page')
      .map((c) => (c as { title: string }).title);
    expect(pages).toEqual(['Welcome', 'Quick start guide']);
    // The generator's own fallback: letters kept as written, only the first one capitalised.
    expect(titleFromPath('advanced/tuning-the_api')).toBe('Tuning the api');
    expect(titleFromPath('reference/cli')).toBe('Cli');
    expect(titleFromPath('reference/REST_API-keys')).toBe('REST API keys');
  });

  it('a title from a file name: the first character upper-cased as toUpperCase does it, whatever it is', () => {
    // The generator's rule, written plainly: titleFromPath takes shortcuts for ASCII.
    const rule = (path: string) => {
      const slug = path.includes('?') ? path.slice(0, path.indexOf('?')) : path;
      const last = slug.slice(slug.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
      return last.charAt(0).toUpperCase() + last.slice(1);
    };
    const r = rng(7);
    const chars = ['a', 'z', 'A', 'Z', '0', '-', '_', '/', '?', ' ', '`', '{', '~', 'é', 'ß', 'ǆ', 'ﬀ', 'ı', '😀', '\u00b5', '\u0149'];
    const samples = ['', '/', 'dir/', 'page?x=1', '-lead', '_x', 'ßtraße', 'éclair', 'ǆungla', '😀smile'];
    for (let k = 0; k < 2000; k++)
      samples.push(Array.from({ length: Math.floor(r() * 8) }, () => chars[Math.floor(r() * chars.length)]).join(''));
    for (const path of samples) expect(titleFromPath(path), JSON.stringify(path)).toBe(rule(path));
  });

  it('operation pages show the summary when known, else their path, with the method', () => {
    const choices = new Map([
      [idOf('en'), idOf('v2')],
      [idOf('v2'), idOf('API', 'tab')],
    ]);
    const bare = buildSidebar(ws, index, { choices });
    const plants = group(bare.items, 'Plants').children as readonly { title: string; method?: string }[];
    expect(plants.map((p) => [p.method, p.title])).toEqual([
      ['GET', '/plants'],
      ['POST', '/plants'],
    ]);
    const named = buildSidebar(ws, index, {
      choices,
      sources: { operationTitle: (e) => (e === 'GET /plants' ? 'List plants' : undefined) },
    });
    expect((group(named.items, 'Plants').children[0] as { title: string }).title).toBe('List plants');
  });

  it('a group with its own openapi and no pages shows generated pages when the expansion is known', () => {
    const choices = new Map([
      [idOf('en'), idOf('v2')],
      [idOf('v2'), idOf('API', 'tab')],
    ]);
    const pending = buildSidebar(ws, index, { choices });
    expect(group(pending.items, 'Gardens').pendingOpenapi).toBe('gardens.yaml');
    const gardens = idOf('Gardens');
    const m = buildSidebar(ws, index, {
      choices,
      sources: {
        generatedPages: (id) =>
          id === gardens
            ? [
                { title: 'List gardens', method: 'get', path: '/gardens', group: 'Gardens', address: 'api-reference/gardens/list-gardens' },
                { title: 'Ping', method: 'GET', path: '/ping' },
              ]
            : undefined,
      },
    });
    const g = group(m.items, 'Gardens');
    expect(g.pendingOpenapi).toBeUndefined();
    expect(g.children.map((c) => c.type)).toEqual(['group', 'page']);
    const sub = g.children[0] as SidebarGroup;
    expect(sub).toMatchObject({ label: 'Gardens', generated: true, topLevel: false });
    expect(sub.children[0]).toMatchObject({ title: 'List gardens', method: 'GET', generated: true });
  });

  it('file status: unknown without a folder, exists or missing with one', () => {
    expect((top.children[0] as { fileStatus: string }).fileStatus).toBe('unknown');
    const m = buildSidebar(ws, index, { choices: new Map([[idOf('en'), idOf('v2')]]), sources: { pageFiles: new Set(['index']) } });
    const [a, b] = group(m.items, 'Get started').children as readonly { fileStatus: string }[];
    expect([a.fileStatus, b.fileStatus]).toEqual(['exists', 'missing']);
  });

  it('breadcrumbs: the trail runs from the section through every group', () => {
    const install = group(top.children, 'Installation');
    const docker = install.children[0] as { key: string };
    expect(guides.pages.get(docker.key)!.trail).toEqual(['Guides', 'Get started', 'Installation']);
    expect(guides.pages.get(install.root!.key)!.trail).toEqual(['Guides', 'Get started', 'Installation']);
  });
});

describe('memoisation and edits', () => {
  it('an edit rebuilds only the edited group; untouched groups stay the same object', () => {
    const store = storeWith(text);
    const build = createSidebarBuilder();
    const choices = new Map<number, number>();
    const idx0 = store.getIndex();
    const find = (label: string) => [...idx0.elements.values()].find((e) => labelOf(e) === label)!;
    choices.set(find('en').id, find('v2').id);
    choices.set(find('v2').id, find('API').id);
    const before = build(store.getState().workspace!, idx0, { choices });
    const plants = find('Plants');
    store.run(renameCommand, { id: plants.id, label: 'Flora' });
    const after = build(store.getState().workspace!, store.getIndex(), { choices });
    expect((after.items[0] as SidebarGroup).label).toBe('Flora');
    expect(after.items[1]).toBe(before.items[1]);
    expect(after.items[0]).not.toBe(before.items[0]);
  });

  it('a move inside a group keeps the page items it did not touch: the same objects', () => {
    const pages = Array.from({ length: 50 }, (_, i) => `docs/p${i}`);
    const store = storeWith(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }));
    const build = createSidebarBuilder();
    const before = build(store.getState().workspace!, store.getIndex(), {});
    const id = [...store.getIndex().elements.values()].find((e) => labelOf(e) === 'docs/p3')!.id;
    store.run(keyboardMoveCommand, { id, dir: 'down' });
    const after = build(store.getState().workspace!, store.getIndex(), {});
    const kids = (m: SidebarModel) => (m.items[0] as SidebarGroup).children;
    expect(
      kids(after)
        .map((p) => (p as { entry: string }).entry)
        .slice(2, 6),
    ).toEqual(['docs/p2', 'docs/p4', 'docs/p3', 'docs/p5']);
    for (const i of [0, 1, 2, 5, 49]) expect(kids(after)[i]).toBe(kids(before)[i]);
  });

  it('a long group (1,000 pages and more) kept across moves, adds, renames and removals equals a fresh build', () => {
    // Long groups keep their page items by list (ItemBuilder.long): each step compares with a
    // sidebar built from scratch, with page files that change between steps once.
    const pages = Array.from({ length: 1100 }, (_, i) => `docs/p${i}`);
    const store = storeWith(
      JSON.stringify({
        navigation: {
          groups: [
            { group: 'All', pages },
            { group: 'Few', pages: ['a'] },
          ],
        },
      }),
    );
    const build = createSidebarBuilder();
    const r = rng(5);
    const someFiles: SidebarSources = { pageFiles: new Set(pages.slice(0, 500)) };
    let last: readonly SidebarItem[] | undefined;
    for (let step = 0; step < 60; step++) {
      const idx = store.getIndex();
      const all = [...idx.elements.values()].filter((e) => e.kind === 'page');
      const el = all[Math.floor(r() * all.length)];
      const u = r();
      if (u < 0.4) store.run(keyboardMoveCommand, { id: el.id, dir: r() < 0.5 ? 'up' : 'down' });
      else if (u < 0.55) store.run(renameCommand, { id: el.id, label: `docs/renamed-${step}` });
      else if (u < 0.7) store.run(removeElementCommand, { id: el.id });
      else if (u < 0.85) store.run(duplicateCommand, { id: el.id });
      else store.run(moveCommand, { ids: [el.id], target: { parentId: el.parent!, index: Math.floor(r() * 1100) } });
      const input = { sources: step >= 30 ? someFiles : {} };
      // Built after every step, as the preview does, then compared with a build from scratch.
      const built = build(store.getState().workspace!, store.getIndex(), input);
      expect(built).toEqual(buildSidebar(store.getState().workspace!, store.getIndex(), input));
      // The long group's items are noted as made from the last ones (the preview counts its
      // rows from them): the stretch found through the note is the one every item gives.
      const now = group(built.items, 'All').children;
      if (last) expect(changedStretch(last, now)).toEqual(changedStretch([...last], [...now]));
      last = now;
    }
  });

  it('a page moved from one end of a long group to the other: every other page keeps its item (the same object)', () => {
    // Beyond what longChildren patches (the whole list shifts by one): the items come from the
    // last build through KeptPages, not made again.
    const pages = Array.from({ length: 1500 }, (_, i) => `docs/p${i}`);
    const store = storeWith(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }));
    const build = createSidebarBuilder();
    const kids = (m: SidebarModel) => (m.items[0] as SidebarGroup).children;
    const before = kids(build(store.getState().workspace!, store.getIndex(), {}));
    const idx = store.getIndex();
    const all = [...idx.elements.values()].find((e) => e.kind === 'group')!;
    store.run(moveCommand, { ids: [all.children[0]], target: { parentId: all.id, collection: 'pages', index: 1500 } });
    const model = build(store.getState().workspace!, store.getIndex(), {});
    expect(model).toEqual(buildSidebar(store.getState().workspace!, store.getIndex(), {}));
    const after = kids(model);
    expect((after[1499] as { entry: string }).entry).toBe('docs/p0');
    for (let k = 0; k < 1499; k++) expect(after[k]).toBe(before[k + 1]);
  });

  it('a group holding a `$ref`, long or not, or in a split file, shows edits made in the split file: equals a fresh build', () => {
    // A long group is kept by its node (ItemBuilder.group); what a `$ref` reaches lives in
    // another file, whose edits leave the group's node as it was.
    const pages = Array.from({ length: 1100 }, (_, i) => `docs/p${i}`);
    const files: Record<string, string> = {
      'more.json': JSON.stringify({ group: 'More', pages: ['m/one'] }),
      'all.json': JSON.stringify({ group: 'All', pages: [...pages, 'm/last'] }),
    };
    for (const group of [
      { group: 'Some', pages: ['a', { $ref: 'more.json' }] },
      { group: 'All', pages, groups: [{ $ref: 'more.json' }] },
      { $ref: 'all.json' },
    ]) {
      const ws = loadWorkspace(
        'docs.json',
        JSON.stringify({ navigation: { groups: [group, { group: 'Few', pages: ['a'] }] } }),
        (p) => files[p],
      );
      const store = new EditorSession();
      store.load(ws.workspace!);
      const build = createSidebarBuilder();
      build(store.getState().workspace!, store.getIndex(), {});
      const inSplit = [...store.getIndex().elements.values()].filter((e) => e.file !== 'docs.json' && e.kind === 'page');
      expect(inSplit.length).toBeGreaterThan(0);
      for (const [i, el] of [inSplit[0], inSplit[inSplit.length - 1]].entries()) {
        store.run(renameCommand, { id: el.id, label: `m/renamed-${i}` });
        expect(build(store.getState().workspace!, store.getIndex(), {})).toEqual(
          buildSidebar(store.getState().workspace!, store.getIndex(), {}),
        );
      }
    }
  });

  it('a new OpenAPI analysis rebuilds the groups that read it, keeps the rest, and equals a fresh build', () => {
    const doc = workspaceFromText(
      '{"navigation": {"groups": [{"group": "Guides", "pages": ["a", "b"]}, {"group": "Plants", "openapi": "o.yaml", "pages": ["GET /plants"]}]}}',
    ).workspace!;
    const idx = navIndexOf(doc);
    const build = createSidebarBuilder();
    // Two analyses of the same document, as the app makes one per version: the second knows the summary.
    const first: SidebarSources = { operationTitle: () => undefined, generatedPages: () => undefined };
    const second: SidebarSources = { operationTitle: (entry) => `Title of ${entry}`, generatedPages: () => undefined };
    const before = build(doc, idx, { sources: first });
    const after = build(doc, idx, { sources: second });
    expect(after).toEqual(buildSidebar(doc, idx, { sources: second }));
    const titles = (m: SidebarModel) => group(m.items, 'Plants').children.map((c) => (c.type === 'page' ? c.title : c.key));
    expect(titles(before)).toEqual(['/plants']);
    expect(titles(after)).toEqual(['Title of GET /plants']);
    // "Guides" read no OpenAPI source: the same object under the new analysis, so its rows stay drawn.
    expect(group(after.items, 'Guides')).toBe(group(before.items, 'Guides'));
    // New front matter does reach it.
    const third: SidebarSources = { ...second, frontMatter: new Map([['a', { title: 'Alpha' }]]) };
    const titled = build(doc, idx, { sources: third });
    expect(group(titled.items, 'Guides').children.map((c) => (c.type === 'page' ? c.title : c.key))).toEqual(['Alpha', 'B']);
    expect(group(titled.items, 'Plants')).toBe(group(after.items, 'Plants'));
  });
});

describe('revealElement', () => {
  it('names the section choices and groups that make a page visible', () => {
    const docker = [...index.elements.values()].find((e) => e.kind === 'page' && labelOf(e) === 'install/docker')!;
    const plan = revealElement(index, docker.id);
    expect(plan.choices).toEqual([
      [index.rootId, idOf('en')],
      [idOf('en'), idOf('v2')],
      [idOf('v2'), idOf('Guides', 'tab')],
    ]);
    expect(plan.expand).toEqual([idOf('Get started'), idOf('Installation')]);
    expect(plan.page).toBe(docker.id);
    // Applying the plan shows the page.
    const m = buildSidebar(ws, index, { choices: new Map(plan.choices.map(([a, b]) => [a, b])) });
    expect(m.pages.has(`e${docker.id}`)).toBe(true);
  });

  it('reveals a French anchor by switching language, product and anchor', () => {
    const plan = revealElement(index, idOf('Commencer'));
    const m = buildSidebar(ws, index, { choices: new Map(plan.choices.map(([a, b]) => [a, b])) });
    expect(labels(m)).toEqual(['language:fr', 'product:Serre', 'anchor:Guides']);
    expect(plan.expand).toEqual([idOf('Commencer')]);
  });

  it('needs no choice for a global anchor, and says when the id is unknown', () => {
    expect(revealElement(index, idOf('GitHub')).choices).toEqual([]);
    expect(revealElement(index, -1).found).toBe(false);
  });
});

describe('the sidebar shows what the site keeps, never what it drops', () => {
  const model = (navigation: unknown, choose?: (index: NavIndex) => [number, number][]) => {
    const w = workspaceFromText(JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#000000' }, navigation })).workspace!;
    const i = navIndexOf(w);
    return buildSidebar(w, i, { choices: choose ? new Map(choose(i)) : undefined });
  };
  const shown = (m: SidebarModel) => m.items.map((it) => (it.type === 'group' ? it.label : it.type === 'page' ? it.entry : it.label));

  it('a tab with a menu and groups shows its groups: the site keeps them and drops the menu', () => {
    const m = model({
      tabs: [{ tab: 'T', menu: [{ item: 'Dropped', pages: ['menu/page'] }], groups: [{ group: 'Kept', pages: ['kept/page'] }] }],
    });
    expect(m.levels.map((l) => l.kind)).toEqual(['tab']);
    expect(shown(m)).toEqual(['Kept']);
    expect([...m.pages.values()].map((p) => p.page.entry)).toEqual(['kept/page']);
  });

  it('a tab with only a menu still shows the menu', () => {
    const m = model({ tabs: [{ tab: 'T', menu: [{ item: 'Item', pages: ['menu/page'] }] }] });
    expect(m.levels.map((l) => `${l.kind}:${l.options.map((o) => o.label).join(',')}`)).toEqual(['tab:T', 'menuItem:Item']);
    expect(shown(m)).toEqual(['menu/page']);
  });

  it('a section whose groups hold an entry the site refuses shows its pages, which the site keeps instead', () => {
    const m = model({ tabs: [{ tab: 'T', groups: [{ group: 5, pages: ['g'] }], pages: ['kept'] }] });
    expect(shown(m)).toEqual(['kept']);
  });

  it('a group shows its pages, never its "groups" (which the site drops)', () => {
    const m = model({ groups: [{ group: 'G', pages: ['a'], groups: [{ group: 'Dropped', pages: ['b'] }] }] });
    const g = m.items[0] as SidebarGroup;
    expect(g.children.map((c) => (c.type === 'page' ? c.entry : c.key))).toEqual(['a']);
  });

  it('global tabs join the tab bar as links, on every tab; global anchors stay in the anchor list', () => {
    const m = model({
      global: {
        tabs: [{ tab: 'Blog', href: 'https://blog.example.com' }],
        anchors: [{ anchor: 'Status', href: 'https://status.example.com' }],
      },
      tabs: [{ tab: 'Guides', pages: ['a'] }],
    });
    expect(m.levels[0].options.map((o) => [o.label, o.href])).toEqual([
      ['Guides', undefined],
      ['Blog', 'https://blog.example.com'],
    ]);
    expect(m.globalAnchors.map((a) => a.label)).toEqual(['Status']);
  });

  it('an href the site refuses beside a list is no link: the section keeps its list', () => {
    const m = model({ tabs: [{ tab: 'T', href: 'not a url', pages: ['a'] }] });
    expect(m.levels[0].options[0].href).toBeUndefined();
    expect(shown(m)).toEqual(['a']);
  });
});
