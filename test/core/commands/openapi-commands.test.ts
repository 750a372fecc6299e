import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { printFile } from '../../../src/core/model/workspace';
import { analyseOpenapi, expandNavigation } from '../../../src/core/openapi/index';
import { convertGeneratedPlan } from '../../../src/core/commands/openapi-commands';
import { analyse } from '../openapi/openapi-helpers';
import { addPageEntriesCommand, convertGeneratedCommand } from '../../../src/core/commands/index';

type Analysed = Awaited<ReturnType<typeof analyse>>;

/** The pages the site's navigation shows (x-hidden ones are not in it), by label path. */
function sitePages(a: Analysed | ReturnType<typeof reanalyse>) {
  return expandNavigation(a.ws, a.index, a).flatMap((e) =>
    e.pages
      .filter((p) => !p.hidden)
      .map((p) => ({ labels: e.labels.join(' › '), address: p.address, title: p.title, method: p.method, path: p.path })),
  );
}

function reanalyse(a: Analysed, s: EditorSession) {
  const ws = s.getState().workspace!;
  const index = navIndexOf(ws);
  return Object.assign(analyseOpenapi({ ws, index, documents: a.documents }), { ws, index });
}

/** Convert the generated pages of the element at `path`: the store after it, and the analysis before and after. */
async function convert(navigation: unknown, docs: Record<string, string>, path: string) {
  const a = await analyse(navigation, docs);
  const id = a.at(path);
  const plan = convertGeneratedPlan(a, a.index, id);
  if (!plan.ok) throw new Error(plan.reason);
  const s = new EditorSession();
  s.load(a.ws);
  const before = printFile(a.ws);
  expect(s.canRun(convertGeneratedCommand, plan.args)).toEqual({ ok: true });
  expect(s.run(convertGeneratedCommand, plan.args)).toEqual({ ok: true });
  return { a, id, plan: plan.args, s, before, after: reanalyse(a, s), out: JSON.parse(printFile(s.getState().workspace!)).navigation };
}

describe('convert-generated-pages (SPEC.md, OpenAPI binding, rule 4)', () => {
  it("writes a group's generated pages as one subgroup per tag, in site order, and the site shows the same pages", async () => {
    // plants-distinct.yaml is plants.yaml with no two summaries alike (see the next test).
    const r = await convert({ groups: [{ group: 'API', openapi: 'plants.yaml' }] }, { 'plants.yaml': 'plants-distinct.yaml' }, 'groups[0]');
    expect(r.out.groups[0]).toEqual({
      group: 'API',
      openapi: 'plants.yaml',
      pages: [
        { group: 'Beds', pages: ['GET /beds'] },
        // The tag's x-group names the group; a webhook stays in its place.
        {
          group: 'Plant care',
          pages: [
            'GET /plants',
            'POST /plants',
            'GET /plants/{plantId}',
            'PUT /plants/{plantId}',
            'DELETE /plants/{plantId}',
            'webhook plantWatered',
          ],
        },
        { group: 'API Reference', pages: ['PUT /pets/{petId}/photos', 'GET /status'] },
        { group: 'Users', pages: ['GET /users/'] },
      ],
    });
    // Generated before, explicit after: the same addresses (x-mint.href included), titles and order.
    expect(r.a.generatedPages(r.id)).toHaveLength(10);
    expect(r.after.generatedPages(r.id)).toBeUndefined();
    expect(sitePages(r.after)).toEqual(sitePages(r.a));
    expect(sitePages(r.after).map((p) => p.address)).toContain('api-reference/plants/replace-a-plant');
    // Hidden and excluded operations are not written: the first is not in the navigation, the second would fail the build.
    expect(JSON.stringify(r.out)).not.toMatch(/internal/);
    expect(r.after.diagnostics).toEqual([]);
  });

  it('refuses when two operations share a name: the site numbers generated pages (-1) but not listed ones, so one page would be lost', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'plants.yaml' }] }, { 'plants.yaml': 'plants.yaml' });
    const plan = convertGeneratedPlan(a, a.index, a.at('groups[0]'));
    expect(plan).toEqual({
      ok: false,
      reason:
        'as listed entries, PUT /plants/{plantId} would get the address api-reference/plants/get-a-plant of another operation with the same summary: the site numbers generated pages, not listed ones. Give the operations different summaries, or set "x-mint.href" on one, first',
    });
  });

  it('on a tab with only "openapi" (object form with a directory), writes a "groups" list; addresses keep the directory', async () => {
    const r = await convert(
      { tabs: [{ tab: 'API', openapi: { source: 'users.json', directory: 'rest' } }] },
      { 'users.json': 'users.json' },
      'tabs[0]',
    );
    expect(r.out.tabs[0].groups).toEqual([
      { group: 'Users', pages: ['GET /users', 'POST /users', 'GET /users/{userId}'] },
      { group: 'Teams', pages: ['GET /teams/'] },
    ]);
    expect(sitePages(r.after)).toEqual(sitePages(r.a));
    expect(sitePages(r.after)[0]).toMatchObject({ address: 'rest/users/list-users', labels: 'API › Users' });
  });

  it("appends after existing content: a group's own pages, a section's groups", async () => {
    const g = await convert(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/intro'] }] },
      { 'users.json': 'users.json' },
      'groups[0]',
    );
    expect(g.out.groups[0].pages).toEqual([
      'api/intro',
      { group: 'Users', pages: ['GET /users', 'POST /users', 'GET /users/{userId}'] },
      { group: 'Teams', pages: ['GET /teams/'] },
    ]);
    expect(sitePages(g.after)).toEqual(sitePages(g.a));
    const t = await convert(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'Intro', pages: ['intro'] }] }] },
      { 'users.json': 'users.json' },
      'tabs[0]',
    );
    expect(t.out.tabs[0].groups.map((x: { group: string }) => x.group)).toEqual(['Intro', 'Users', 'Teams']);
    // The site shows a section's generated groups after its own groups, before and after.
    expect(sitePages(t.after)).toEqual(sitePages(t.a));
    expect([...new Set(sitePages(t.a).map((p) => p.labels))]).toEqual(['API › Intro', 'API › Users', 'API › Teams']);
  });

  it('a nested element with its own document: entries resolve against it, not the outer one', async () => {
    const r = await convert(
      {
        tabs: [
          {
            tab: 'API',
            openapi: 'plants.yaml',
            groups: [
              { group: 'Beds', pages: ['GET /beds'] },
              { group: 'Users', openapi: 'users.json' },
            ],
          },
        ],
      },
      { 'plants.yaml': 'plants.yaml', 'users.json': 'users.json' },
      'tabs[0].groups[1]',
    );
    expect(r.out.tabs[0].groups[1].pages[0]).toEqual({ group: 'Users', pages: ['GET /users', 'POST /users', 'GET /users/{userId}'] });
    expect(sitePages(r.after)).toEqual(sitePages(r.a));
    expect(r.after.diagnostics).toEqual([]);
  });

  it('is one undo step that gives back the exact bytes', async () => {
    const r = await convert({ groups: [{ group: 'API', openapi: 'users.json' }] }, { 'users.json': 'users.json' }, 'groups[0]');
    expect(r.s.undoLabel()).toBe("convert the generated pages of 'API' to explicit entries");
    expect(r.s.undo()).toBe(true);
    expect(printFile(r.s.getState().workspace!)).toBe(r.before);
  });

  it('refuses with the reason when there is nothing generated', async () => {
    const a = await analyse(
      {
        tabs: [
          { tab: 'Listed', openapi: 'users.json', groups: [{ group: 'Users', pages: ['GET /users'] }] },
          { tab: 'Plain', groups: [{ group: 'G', pages: ['g'] }] },
          { tab: 'Loading', openapi: 'later.json' },
          { tab: 'Missing', openapi: 'missing.json' },
        ],
      },
      { 'users.json': 'users.json', 'later.json': 'loading', 'missing.json': 'missing' },
    );
    const reason = (path: string) => {
      const p = convertGeneratedPlan(a, a.index, a.at(path));
      return p.ok ? 'ok' : p.reason;
    };
    expect(reason('tabs[0]')).toBe("'Listed' lists operations explicitly, so it generates no pages (SPEC rule 4)");
    expect(reason('tabs[1]')).toBe('\'Plain\' sets no "openapi", so it generates no pages');
    expect(reason('tabs[2]')).toBe("the OpenAPI document of 'Loading' is still loading");
    expect(reason('tabs[3]')).toMatch(/^'Missing' generates no pages: its OpenAPI document failed to load/);
    // The command itself refuses empty args and elements without "openapi", whatever the caller passes.
    const s = new EditorSession();
    s.load(a.ws);
    expect(s.canRun(convertGeneratedCommand, { id: a.at('tabs[2]'), groups: [] })).toEqual({
      ok: false,
      reason: "'Loading' generates no pages to convert",
    });
    expect(s.canRun(convertGeneratedCommand, { id: a.at('tabs[1]'), groups: [{ group: 'X', pages: ['GET /x'] }] })).toEqual({
      ok: false,
      reason: '\'Plain\' sets no usable "openapi", so it generates no pages',
    });
  });

  it('refuses where the subgroups could not go: a version that holds tabs', async () => {
    const a = await analyse(
      { versions: [{ version: 'v1', openapi: 'users.json', tabs: [{ tab: 'T', pages: ['t'] }] }] },
      { 'users.json': 'users.json' },
    );
    const plan = convertGeneratedPlan(a, a.index, a.at('versions[0]'));
    expect(plan.ok).toBe(true);
    const s = new EditorSession();
    s.load(a.ws);
    expect(s.canRun(convertGeneratedCommand, (plan as { args: unknown }).args)).toEqual({
      ok: false,
      reason: 'a version cannot hold both tabs and groups',
    });
  });
});

describe('add-page-entries (the operation picker)', () => {
  it("appends the chosen entries to a group's pages as one undo step", async () => {
    const a = await analyse({ groups: [{ group: 'Users', openapi: 'users.json', pages: ['GET /users'] }] }, { 'users.json': 'users.json' });
    const s = new EditorSession();
    s.load(a.ws);
    const before = printFile(a.ws);
    expect(s.run(addPageEntriesCommand, { parentId: a.at('groups[0]'), entries: ['POST /users', 'GET /teams/'] })).toEqual({ ok: true });
    expect(JSON.parse(printFile(s.getState().workspace!)).navigation.groups[0].pages).toEqual(['GET /users', 'POST /users', 'GET /teams/']);
    expect(s.undoLabel()).toBe('add 2 entries');
    expect(s.getState().selection).toEqual([a.at('groups[0]')]);
    s.undo();
    expect(printFile(s.getState().workspace!)).toBe(before);
  });

  it('refuses where pages cannot go, with the reason', async () => {
    const a = await analyse(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'G', pages: ['g'] }] }] },
      { 'users.json': 'users.json' },
    );
    const s = new EditorSession();
    s.load(a.ws);
    expect(s.canRun(addPageEntriesCommand, { parentId: a.at('tabs[0]'), entries: ['GET /users'] })).toEqual({
      ok: false,
      reason: 'a tab cannot hold both groups and pages',
    });
    expect(s.canRun(addPageEntriesCommand, { parentId: a.at('tabs[0].groups[0]'), entries: [] })).toEqual({
      ok: false,
      reason: 'nothing is chosen to add',
    });
  });
});
