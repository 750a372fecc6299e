import { describe, expect, it } from 'vitest';
import { buildSidebar, type SidebarItem } from '../../../src/core/sidebar/index';
import { analyse } from '../openapi/openapi-helpers';

/**
 * The sidebar with the real OpenAPI analysis (REFERENCE.md, OpenAPI expansion 3: an element
 * with its own `openapi` generates the whole document unless a descendant lists an operation
 * of it, and generated content is appended after existing content), one row per case.
 */

/** Items as one line: groups with their children in brackets, generated ones marked with "*". */
function outline(items: readonly SidebarItem[]): string {
  return items
    .map((i) => {
      if (i.type === 'link') return `link ${i.label}`;
      if (i.type === 'page') return `${i.generated ? '*' : ''}${i.method ? i.method + ' ' : ''}${i.title}`;
      return `${i.generated ? '*' : ''}${i.label}${i.pendingOpenapi ? ` (loading ${i.pendingOpenapi})` : ''}[${outline(i.children)}]`;
    })
    .join(', ');
}

async function sidebar(navigation: unknown, docs: Record<string, string> = { 'users.json': 'users.json' }) {
  const a = await analyse(navigation, docs);
  const m = buildSidebar(a.ws, a.index, {
    sources: { generatedPages: (id) => a.generatedPages(id), operationTitle: (e, id) => a.operationTitle(e, id) },
  });
  return { outline: outline(m.items), pending: m.pendingOpenapi, model: m };
}

const USERS = '*Users[*GET List users, *POST Create a user, *GET Get a user], *Teams[*GET List teams]';

const ROWS: { name: string; navigation: unknown; docs?: Record<string, string>; items: string; pending?: string }[] = [
  {
    name: 'a group with its own openapi and no pages: one generated group per tag',
    navigation: { groups: [{ group: 'API', openapi: 'users.json' }] },
    items: `API[${USERS}]`,
  },
  {
    name: 'a group with its own openapi and file pages: the generated groups come after them',
    navigation: { groups: [{ group: 'API', openapi: 'users.json', pages: ['intro', 'auth'] }] },
    items: `API[Intro, Auth, ${USERS}]`,
  },
  {
    name: 'a group whose own entries list an operation: only those, nothing generated',
    navigation: { groups: [{ group: 'API', openapi: 'users.json', pages: ['intro', 'POST /users'] }] },
    items: 'API[Intro, POST Create a user]',
  },
  {
    name: 'an operation listed in a nested group stops the outer group generating too',
    navigation: { groups: [{ group: 'API', openapi: 'users.json', pages: ['intro', { group: 'Users', pages: ['GET /users'] }] }] },
    items: 'API[Intro, Users[GET List users]]',
  },
  {
    name: 'an entry naming its file does not count: the group still generates, after it',
    navigation: { groups: [{ group: 'API', openapi: 'users.json', pages: ['users.json GET /users'] }] },
    items: `API[GET List users, ${USERS}]`,
  },
  {
    name: 'a nested group with its own openapi generates inside the outer group',
    navigation: { groups: [{ group: 'Guides', pages: ['intro', { group: 'API', openapi: 'users.json', pages: ['api/intro'] }] }] },
    items: `Guides[Intro, API[Intro, ${USERS}]]`,
  },
  {
    name: 'a group that only inherits openapi generates nothing',
    navigation: {
      tabs: [
        {
          tab: 'T',
          openapi: 'users.json',
          groups: [
            { group: 'Listed', pages: ['GET /teams/'] },
            { group: 'Inherits', pages: ['intro'] },
          ],
        },
      ],
    },
    items: 'Listed[GET List teams], Inherits[Intro]',
  },
  {
    name: 'a tab with its own openapi and groups: its generated groups follow them, at the top level',
    navigation: { tabs: [{ tab: 'T', openapi: 'users.json', groups: [{ group: 'Intro', pages: ['intro'] }] }] },
    items: `Intro[Intro], ${USERS}`,
  },
  {
    name: 'a tab with only openapi: its generated groups are the sidebar',
    navigation: { tabs: [{ tab: 'T', openapi: 'users.json' }] },
    items: USERS,
  },
  {
    name: 'while the document loads, a group with content shows its content and no note',
    navigation: { groups: [{ group: 'API', openapi: 'later.json', pages: ['intro'] }] },
    docs: { 'later.json': 'loading' },
    items: 'API[Intro]',
  },
  {
    name: 'while the document loads, an empty group says where its pages will come from',
    navigation: { groups: [{ group: 'API', openapi: 'later.json' }] },
    docs: { 'later.json': 'loading' },
    items: 'API (loading later.json)[]',
  },
  {
    name: 'while the document loads, an empty tab says so at the top',
    navigation: { tabs: [{ tab: 'T', openapi: 'later.json' }] },
    docs: { 'later.json': 'loading' },
    items: '',
    pending: 'later.json',
  },
  {
    name: 'a document that failed: content stays, nothing generated, no loading note',
    navigation: { groups: [{ group: 'API', openapi: 'gone.json', pages: ['intro'] }] },
    docs: { 'gone.json': 'missing' },
    items: 'API[Intro]',
  },
];

describe('the sidebar follows the OpenAPI analysis', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const s = await sidebar(row.navigation, row.docs);
      expect(s.outline).toBe(row.items);
      expect(s.pending).toBe(row.pending);
    });
  }

  it('generated pages carry their addresses, methods and paths, and are located with their trail', async () => {
    const s = await sidebar({ tabs: [{ tab: 'T', openapi: 'users.json', groups: [{ group: 'Intro', pages: ['intro'] }] }] });
    const gen = [...s.model.pages.values()].filter((p) => p.page.generated);
    expect(gen.map((p) => [p.page.method, p.page.opPath, p.page.address])).toEqual([
      ['GET', '/users', 'api-reference/users/list-users'],
      ['POST', '/users', 'api-reference/users/create-a-user'],
      ['GET', '/users/{userId}', 'api-reference/users/get-a-user'],
      ['GET', '/teams/', 'api-reference/teams/list-teams'],
    ]);
    expect(gen[3].trail).toEqual(['T', 'Teams']);
  });
});

describe('a page bound to an operation by its front matter (SPEC.md, OpenAPI binding, rule 7)', () => {
  it("is an API page in the sidebar: the method, and the operation's summary as its title unless its front matter has one", async () => {
    const frontMatter = new Map<string, Record<string, string>>([
      ['api/list', { openapi: 'GET /users' }],
      ['api/team', { openapi: 'GET /teams/', sidebarTitle: 'Teams' }],
    ]);
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users/{userId}', 'api/list', 'api/team', 'intro'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: Object.fromEntries(frontMatter) },
    );
    const m = buildSidebar(a.ws, a.index, {
      sources: { frontMatter, operationTitle: (e, id) => a.operationTitle(e, id), pageOperation: (p) => a.pageOperation(p) },
    });
    expect(outline(m.items)).toBe('API[GET Get a user, GET List users, GET Teams, Intro]');
    const list = (m.items[0] as { children: readonly SidebarItem[] }).children[1];
    expect(list).toMatchObject({ form: 'file', method: 'GET', opPath: '/users', address: 'api/list' });
  });
});
