import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { analyse, nav } from './openapi-helpers';
import { openapiSources } from '../../../src/core/openapi/openapi-sources';

const only = (a: { diagnostics: readonly Diagnostic[] }, code: string) => a.diagnostics.filter((d) => d.code === code);

describe('SPEC rule 7: page metadata binding (Errors: "Page bound to an operation does not resolve")', () => {
  it('an exact match binds the page; no diagnostic', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/list'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { 'api/list': { openapi: 'GET /users' }, 'api/team': { openapi: 'users.json GET /teams/', title: 'Teams' } } },
    );
    expect(a.diagnostics).toEqual([]);
    // An API page: its method, path and (for the sidebar) the operation's summary, as the site reads them.
    expect(a.pageOperation('api/list')).toEqual({ method: 'GET', path: '/users', summary: 'List users', key: 'users.json' });
  });

  it('a file named "users.json" binds, but the site looks titles up by "/users.json" or "users": a warning, with the spelling that works', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/team'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { 'api/team': { openapi: 'users.json GET /teams/' } } },
    );
    const [d] = only(a, 'page-metadata-title-not-found');
    expect(d.severity).toBe('warning');
    expect(d.message).toBe(
      'api/team.mdx: front matter "openapi: users.json GET /teams/" binds the page, but the sidebar shows "Team" (made from the file name), not the operation\'s summary "List teams": the site looks titles up by "/users.json", not "users.json". Write "openapi: /users.json GET /teams/", or give the page a title.',
    );
    // And that is what expand, the tree and the preview show: the title made from the file name.
    expect(a.pageOperation('api/team')).toEqual({ method: 'GET', path: '/teams/', file: 'users.json' });
    const fixed = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/team'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { 'api/team': { openapi: '/users.json GET /teams/' } } },
    );
    expect(fixed.diagnostics).toEqual([]);
    expect(fixed.pageOperation('api/team')?.summary).toBe('List teams');
  });

  it('a trailing slash differs: the page does not resolve; the near match and what to write', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/list'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { 'api/list': { openapi: 'GET /users/' } } },
    );
    const [d] = only(a, 'page-metadata-operation-not-found');
    expect(d.message).toBe(
      'api/list.mdx: front matter "openapi: GET /users/" matches no operation of users.json, so the page shows no API content: the document has "GET /users", without the trailing slash; methods and paths must match exactly. Write "openapi: GET /users".',
    );
    expect(d.file).toBe('api/list.mdx');
    // Selecting it selects the page's entry in the tree.
    expect(d.elementId).toBe(a.at('groups[0].pages[0]'));
  });

  it('a misspelled file name: the page does not resolve', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/list'] }] },
      { 'users.json': 'users.json', 'user.json': 'missing' },
      { frontMatter: { 'api/list': { openapi: 'user.json GET /users' } } },
    );
    expect(only(a, 'page-metadata-openapi-not-found')[0].message).toContain(
      'names the document "user.json", which does not exist (the file name must be correct). The operation is in users.json: write "openapi: users.json GET /users".',
    );
  });

  it('a lowercase method and a trailing slash at once: one error with the whole fix', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['api/team'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { 'api/team': { openapi: 'get /teams' } } },
    );
    expect(a.diagnostics.map((d) => d.message)).toEqual([
      'api/team.mdx: front matter "openapi: get /teams" has a lowercase method (it must be uppercase) and matches no operation of users.json, so the page shows no API content: the document has "GET /teams/", with a trailing slash; methods and paths must match exactly. Write "openapi: GET /teams/".',
    ]);
    expect(a.diagnostics[0].code).toBe('page-metadata-lowercase-method');
  });

  it('a lowercase method, and a value that is not an operation', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['a', 'b'] }] },
      { 'users.json': 'users.json' },
      { frontMatter: { a: { openapi: 'get /users' }, b: { openapi: 'users' } } },
    );
    expect(only(a, 'page-metadata-lowercase-method')[0].message).toContain('Write "openapi: GET /users".');
    expect(only(a, 'page-metadata-operation-not-found')[0].message).toContain('is not "METHOD /path" or "file METHOD /path"');
  });

  it('metadata without a file searches every document the site knows, api.openapi included', async () => {
    const a = await analyse(
      { groups: [{ group: 'Guides', pages: ['guides/plants'] }] },
      { 'plants.yaml': 'plants.yaml' },
      { frontMatter: { 'guides/plants': { openapi: 'GET /plants' } }, extra: { api: { openapi: 'plants.yaml' } } },
    );
    expect(a.diagnostics).toEqual([]);
    const none = await analyse(
      { groups: [{ group: 'Guides', pages: ['guides/plants'] }] },
      {},
      { frontMatter: { 'guides/plants': { openapi: 'GET /plants' } } },
    );
    expect(only(none, 'page-metadata-openapi-not-found')[0].message).toContain('names no document');
    // A project file taken for a document that is none (a large file of components only comes
    // late, by its head: io/read-files.ts) is no document the site knows either.
    const notOne = await analyse(
      { groups: [{ group: 'Guides', pages: ['guides/plants'] }] },
      { 'parts.yaml': 'not-openapi.yaml' },
      { frontMatter: { 'guides/plants': { openapi: 'GET /plants' } } },
    );
    expect(only(notOne, 'page-metadata-openapi-not-found').map((d) => d.message)).toEqual([expect.stringContaining('names no document')]);
  });

  it('the documents to load include those metadata names, and every OpenAPI file of the project when one names none', () => {
    const { ws, index } = nav(
      { groups: [{ group: 'API', openapi: 'a.yaml', pages: ['b.yaml GET /x'] }] },
      { api: { openapi: ['c.yaml'] } },
    );
    const files = new Map([
      ['d.json', '{"openapi": "3.1.0"}'],
      ['package.json', '{"name": "x"}'],
      ['e.yml', 'openapi: 3.0.0\n'],
    ]);
    const project = { paths: files.keys(), text: (p: string) => files.get(p) };
    expect(openapiSources(ws, index).map((s) => `${s.origin} ${s.key}`)).toEqual(['navigation a.yaml', 'navigation b.yaml', 'api c.yaml']);
    const fm = new Map([
      ['p', { openapi: 'f.yaml GET /x' }],
      ['q', { openapi: 'GET /y' }],
    ]);
    expect(openapiSources(ws, index, fm, project).map((s) => `${s.origin} ${s.key}`)).toEqual([
      'navigation a.yaml',
      'navigation b.yaml',
      'api c.yaml',
      'metadata f.yaml',
      'project d.json',
      'project e.yml',
    ]);
  });

  it("a folder's large OpenAPI documents count among the project's, by path alone (their text is never read on the page)", () => {
    const { ws, index } = nav({ pages: ['p'] });
    const files = new Map([['d.json', '{"openapi": "3.1.0"}']]);
    const fm = new Map([['p', { openapi: 'GET /y' }]]);
    const project = { paths: files.keys(), text: (p: string) => files.get(p), documents: ['big/api.json', 'd.json'] };
    expect(openapiSources(ws, index, fm, project).map((s) => `${s.origin} ${s.key}`)).toEqual(['project d.json', 'project big/api.json']);
    // Only when some page's metadata names no file, as for the files that are read.
    expect(openapiSources(ws, index, new Map(), project)).toEqual([]);
  });
});

describe('SPEC rule 9: a page file and a navigation entry for the same operation', () => {
  it('get-users.mdx beside the entry GET /users: an error', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users'] }] },
      { 'users.json': 'users.json' },
      { pageFiles: ['get-users'] },
    );
    const [d] = only(a, 'operation-page-conflict');
    expect(d.message).toBe(
      'navigation.groups[0].pages[0]: "GET /users" and the page file get-users.mdx are both pages for the same operation, which the site does not allow. Remove the entry or the file, or set "x-docs" on the operation in users.json to point its link elsewhere.',
    );
  });

  it('a page file at the generated address, or one bound to the same operation by its metadata, conflicts too', async () => {
    const atAddress = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users'] }] },
      { 'users.json': 'users.json' },
      { pageFiles: ['api-reference/users/list-users'] },
    );
    expect(only(atAddress, 'operation-page-conflict')).toHaveLength(1);
    const byMeta = await analyse(
      { groups: [{ group: 'API', openapi: 'users.json', pages: ['GET /users', 'people'] }] },
      { 'users.json': 'users.json' },
      { pageFiles: ['people'], frontMatter: { people: { openapi: 'GET /users' } } },
    );
    expect(only(byMeta, 'operation-page-conflict')[0].message).toContain('the page file people.mdx');
  });

  it('unless x-docs on the operation points its link elsewhere', async () => {
    const a = await analyse(
      { groups: [{ group: 'API', openapi: 'plants.yaml', pages: ['GET /users/'] }] },
      { 'plants.yaml': 'plants.yaml' },
      { pageFiles: ['get-users'] },
    );
    expect(only(a, 'operation-page-conflict')).toEqual([]);
  });
});
