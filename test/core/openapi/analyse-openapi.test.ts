import { describe, expect, it } from 'vitest';
import { analyse, nav } from './openapi-helpers';
import { analyseOpenapi } from '../../../src/core/openapi/analyse-openapi';
import { checkPageMetadata } from '../../../src/core/openapi/page-metadata';
import { failedState } from '../../../src/core/openapi/document-state';

const codes = (a: { diagnostics: readonly { code: string }[] }) => a.diagnostics.map((d) => d.code);

describe('SPEC OpenAPI binding, rules 3-5: which pages an element generates', () => {
  it('rule 3: an element with "openapi" and no pages gets a page for every operation, grouped and ordered', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'plants.yaml' }] }, { 'plants.yaml': 'plants.yaml' });
    const pages = a.generatedPages(a.at('groups[0]'))!;
    expect(pages.map((p) => p.title)).toEqual([
      'List beds',
      'List plants',
      'Add a plant',
      'Get a plant',
      'Get a plant',
      'Delete plants',
      'Plant watered',
      'Put pets photos',
      // x-mint.href "status-page": the sidebar shows the page name as a title, not the summary.
      'Status page',
      'List users',
    ]);
    expect(pages[1]).toMatchObject({
      group: 'Plant care',
      method: 'GET',
      path: '/plants',
      address: 'api-reference/plants/list-plants',
      documentKey: 'plants.yaml',
    });
    expect(a.diagnostics).toEqual([]);
  });

  it('rule 3 on a section: a tab with only "openapi" generates its groups; the object form\'s directory shapes addresses', async () => {
    const a = await analyse(
      { tabs: [{ tab: 'API', openapi: { source: '/users.json', directory: 'rest' } }] },
      { 'users.json': 'users.json' },
    );
    const pages = a.generatedPages(a.at('tabs[0]'))!;
    expect(pages.map((p) => [p.group, p.address])).toEqual([
      ['Users', 'rest/users/list-users'],
      ['Users', 'rest/users/create-a-user'],
      ['Users', 'rest/users/get-a-user'],
      ['Teams', 'rest/teams/list-teams'],
    ]);
  });

  it('rule 4: explicit entries list only themselves, also when they sit in a child element; entries naming a file do not count', async () => {
    const a = await analyse(
      {
        tabs: [
          { tab: 'API', openapi: 'users.json', groups: [{ group: 'Users', pages: ['GET /users'] }] },
          { tab: 'Other', openapi: 'plants.yaml', groups: [{ group: 'X', pages: ['users.json GET /users'] }] },
        ],
      },
      { 'users.json': 'users.json', 'plants.yaml': 'plants.yaml' },
    );
    expect(a.generatedPages(a.at('tabs[0]'))).toBeUndefined();
    expect(a.generatedPages(a.at('tabs[0].groups[0]'))).toBeUndefined();
    expect(a.entryPage(a.at('tabs[0].groups[0].pages[0]'))).toMatchObject({
      title: 'List users',
      address: 'api-reference/users/list-users',
    });
    // "users.json GET /users" names its file: the tab's own plants.yaml still generates.
    expect(a.generatedPages(a.at('tabs[1]'))?.length).toBe(10);
    expect(a.operationTitle('users.json GET /users', a.at('tabs[1].groups[0].pages[0]'))).toBe('List users');
  });

  it('rule 4 as the site applies it: only the nearest element setting the document stops generating; an outer one bound to the same document still generates', async () => {
    const a = await analyse(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'Inner', openapi: 'users.json', pages: ['GET /users'] }] }] },
      { 'users.json': 'users.json' },
    );
    expect(a.generatedPages(a.at('tabs[0].groups[0]'))).toBeUndefined();
    expect(a.generatedPages(a.at('tabs[0]'))?.map((p) => p.address)).toContain('api-reference/users/list-users');
  });

  it('rule 4: a group listing "users.json GET /users" under a tab bound to users.json: the tab still generates it all, the page appears twice; a warning names the element and the rule, with the fix', async () => {
    const a = await analyse(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'Picked', pages: ['users.json GET /users'] }] }] },
      { 'users.json': 'users.json' },
    );
    // What the site builds: the whole document on the tab, and the entry's page again.
    expect(a.generatedPages(a.at('tabs[0]'))?.length).toBe(4);
    expect(a.entryPage(a.at('tabs[0].groups[0].pages[0]'))?.address).toBe('api-reference/users/list-users');
    const [d] = a.diagnostics.filter((x) => x.code === 'named-operation-also-generated');
    expect(d.severity).toBe('warning');
    expect(d.message).toBe(
      'navigation.tabs[0].groups[0].pages[0]: "users.json GET /users" names its file, and the site does not count an entry that names its file as listing operations: the tab "API" (navigation.tabs[0]) still generates every operation of users.json, this one included, so its page appears twice. The specification says that once an element lists operations, only the listed ones appear. Write "GET /users" so only the listed operations appear, or remove this entry.',
    );
    expect(d.fix?.args).toMatchObject({ value: 'GET /users' });
    // With the fix applied, only the listed operation appears, and nothing is said.
    const fixed = await analyse(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'Picked', pages: ['GET /users'] }] }] },
      { 'users.json': 'users.json' },
    );
    expect(fixed.generatedPages(fixed.at('tabs[0]'))).toBeUndefined();
    expect(fixed.diagnostics).toEqual([]);
  });

  it('two entries whose operations get the same name share one page (entries are never numbered): the site shows the last one written for both; a warning on the other', async () => {
    const a = await analyse(
      { groups: [{ group: 'Plants', openapi: 'plants.yaml', pages: ['GET /plants/{plantId}', 'PUT /plants/{plantId}'] }] },
      { 'plants.yaml': 'plants.yaml' },
    );
    const get = a.entryPage(a.at('groups[0].pages[0]'))!;
    const put = a.entryPage(a.at('groups[0].pages[1]'))!;
    expect([get.address, put.address]).toEqual(['api-reference/plants/get-a-plant', 'api-reference/plants/get-a-plant']);
    expect([get.method, put.method]).toEqual(['PUT', 'PUT']);
    const [d] = a.diagnostics.filter((x) => x.code === 'operation-pages-share-address');
    expect(d.message).toContain(
      '"GET /plants/{plantId}" becomes the page api-reference/plants/get-a-plant, and so does PUT /plants/{plantId}',
    );
    expect(d.path).toEqual(['navigation', 'groups', 0, 'pages', 0]);
  });

  it('rule 4 with a directory: explicit entries below an object form inherit its directory', async () => {
    const a = await analyse(
      {
        groups: [
          {
            group: 'API',
            openapi: { source: 'users.json', directory: 'v2/rest' },
            pages: [{ group: 'Nested', pages: ['GET /users/{userId}'] }],
          },
        ],
      },
      { 'users.json': 'users.json' },
    );
    expect(a.entryPage(a.at('groups[0].pages[0].pages[0]'))?.address).toBe('v2/rest/users/get-a-user');
  });

  it('rule 5: x-hidden operations are not generated, but an explicit entry shows one; x-excluded never', async () => {
    const gen = await analyse({ groups: [{ group: 'API', openapi: 'plants.yaml' }] }, { 'plants.yaml': 'plants.yaml' });
    const pages = gen.generatedPages(gen.at('groups[0]'))!;
    expect(pages.some((p) => p.path === '/internal/metrics')).toBe(false);
    expect(pages.some((p) => p.path === '/internal/debug')).toBe(false);
    expect(gen.allGeneratedPages(gen.at('groups[0]'))!.find((p) => p.path === '/internal/metrics')).toMatchObject({ hidden: true });
    const listed = await analyse(
      { groups: [{ group: 'API', openapi: 'plants.yaml', pages: ['GET /internal/metrics'] }] },
      { 'plants.yaml': 'plants.yaml' },
    );
    expect(listed.operationTitle('GET /internal/metrics', listed.at('groups[0].pages[0]'))).toBe('Internal metrics');
    expect(listed.diagnostics).toEqual([]);
  });

  it('generated pages append after existing content: an element with pages and no operation entries still generates', async () => {
    const a = await analyse({ groups: [{ group: 'API', openapi: 'users.json', pages: ['api/intro'] }] }, { 'users.json': 'users.json' });
    expect(a.generatedPages(a.at('groups[0]'))?.length).toBe(4);
  });

  it('while a document loads, nothing is generated yet and nothing is reported', async () => {
    const a = await analyse(
      {
        groups: [
          { group: 'API', openapi: 'plants.yaml', pages: ['GET /nope'] },
          { group: 'Gen', openapi: 'plants.yaml' },
        ],
      },
      { 'plants.yaml': 'loading' },
    );
    expect(a.generatedPages(a.at('groups[1]'))).toBeUndefined();
    expect(a.documents.get('plants.yaml')?.status).toBe('loading');
    expect(a.diagnostics).toEqual([]);
  });
});

describe('SPEC Errors: "API pages do not display" and "Pages are not generated"', () => {
  it('a missing document: an error on EVERY element that names it, own openapi or entry file; nothing generated', async () => {
    const a = await analyse(
      {
        tabs: [
          { tab: 'A', openapi: 'gone.yaml' },
          {
            tab: 'B',
            groups: [
              { group: 'G', openapi: 'gone.yaml' },
              { group: 'H', pages: ['gone.yaml GET /x'] },
            ],
          },
        ],
      },
      { 'gone.yaml': 'missing' },
    );
    const errs = a.diagnostics.filter((d) => d.code === 'openapi-not-found');
    expect(errs.map((d) => d.elementId)).toEqual([a.at('tabs[0]'), a.at('tabs[1].groups[0]'), a.at('tabs[1].groups[1].pages[0]')]);
    expect(errs[0].message).toBe(
      'navigation.tabs[0]: the OpenAPI document "gone.yaml" is not in the opened folder, so the site shows no API pages from it (its build says the file does not exist). Check the path, which is relative to docs.json\'s folder, or add the file.',
    );
    expect(errs[0].path).toEqual(['navigation', 'tabs', 0, 'openapi']);
    expect(a.generatedPages(a.at('tabs[0]'))).toEqual([]);
  });

  it('an OpenAPI 2.0 document: refused on every element naming it, with the conversion advice', async () => {
    const a = await analyse(
      {
        groups: [
          { group: 'A', openapi: 'old.json' },
          { group: 'B', openapi: 'old.json', pages: ['GET /users'] },
        ],
      },
      { 'old.json': 'swagger2.json' },
    );
    const errs = a.diagnostics.filter((d) => d.code === 'openapi-2-not-supported');
    expect(errs).toHaveLength(2);
    expect(errs[0].message).toContain('OpenAPI 2.0 is not supported; convert it to OpenAPI 3.');
    // No half-loaded document: its entries are not matched against anything.
    expect(codes(a)).not.toContain('operation-not-found');
  });

  it('an invalid document: an error on each naming element with the first problem, and each problem placed in the document', async () => {
    const a = await analyse({ groups: [{ group: 'A', openapi: 'invalid.yaml' }] }, { 'invalid.yaml': 'invalid.yaml' });
    const naming = a.diagnostics.find((d) => d.code === 'invalid-openapi-document')!;
    expect(naming.message).toContain(
      "fails validation (2 problems; the first: invalid.yaml:13:5: /paths/~1broken/get: must have required property 'responses')",
    );
    const inDoc = a.diagnostics.filter((d) => d.code === 'openapi-schema-violation');
    expect(inDoc.map((d) => [d.file, d.path.join('/')])).toEqual([
      ['invalid.yaml', 'paths//broken/get'],
      ['invalid.yaml', 'paths//broken/post'],
    ]);
    expect(inDoc[0].elementId).toBe(a.at('groups[0]'));
    // SPEC rule 6: the operations with errors may be skipped: the generating element says which.
    const skipped = a.diagnostics.find((d) => d.code === 'invalid-operations-generated')!;
    expect(skipped.message).toContain('2 operations of "invalid.yaml" have validation errors');
    expect(skipped.message).toContain('GET /broken');
  });

  it('a syntax error, and a file that is not OpenAPI: each named element hears why, with the line', async () => {
    const a = await analyse(
      {
        groups: [
          { group: 'A', openapi: 'broken.yaml' },
          { group: 'B', openapi: 'ci.yaml' },
        ],
      },
      { 'broken.yaml': 'broken.yaml', 'ci.yaml': 'not-openapi.yaml' },
    );
    expect(a.diagnostics.find((d) => d.code === 'openapi-syntax-error')!.message).toContain('broken.yaml is not valid YAML at line 8');
    expect(a.diagnostics.find((d) => d.code === 'not-an-openapi-document')!.message).toContain('no "openapi" field');
  });

  it('a group that only inherits "openapi" and has no pages generates nothing: a warning with a certain fix', async () => {
    const a = await analyse(
      { tabs: [{ tab: 'API', openapi: 'users.json', groups: [{ group: 'Users', pages: ['GET /users'] }, { group: 'Empty' }] }] },
      { 'users.json': 'users.json' },
    );
    const d = a.diagnostics.find((x) => x.code === 'inherited-openapi-generates-nothing')!;
    expect(d.elementId).toBe(a.at('tabs[0].groups[1]'));
    expect(d.message).toContain('inherits "openapi": "users.json" from navigation.tabs[0]');
    expect(d.fix).toEqual({
      title: 'Set "openapi": "users.json" here',
      command: 'set-field',
      args: { file: 'docs.json', path: ['navigation', 'tabs', 0, 'groups', 1], key: 'openapi', value: 'users.json' },
    });
  });

  it('a document whose operations are all hidden or excluded generates nothing: a warning says why', async () => {
    const a = await analyse({ groups: [{ group: 'A', openapi: 'hidden.yaml' }] }, { 'hidden.yaml': 'hidden.yaml' });
    expect(a.generatedPages(a.at('groups[0]'))).toEqual([]);
    const d = a.diagnostics.find((x) => x.code === 'openapi-generates-no-pages')!;
    expect(d.message).toContain('"hidden.yaml" marks all 2 operations "x-hidden" or "x-excluded"');
    // An operation whose $ref never resolves is invalid, and said to be skipped.
    const cyc = await analyse({ groups: [{ group: 'A', openapi: 'cycle.yaml' }] }, { 'cycle.yaml': 'cycle.yaml' });
    expect(codes(cyc)).toEqual(expect.arrayContaining(['openapi-ref-cycle', 'invalid-operations-generated']));
  });

  it('a remote document that cannot be fetched: an error on the elements that use it; the rest keeps working', async () => {
    const { analyseOpenapi } = await import('../../../src/core/openapi/analyse-openapi');
    const { failedState, loadOpenapi } = await import('../../../src/core/openapi/load-openapi');
    const { nav, fixture } = await import('./openapi-helpers');
    const { ws, index } = nav({
      groups: [
        { group: 'Remote', openapi: 'https://api.example.com/openapi.json' },
        { group: 'Local', openapi: 'users.json' },
      ],
    });
    const documents = new Map([
      [
        'https://api.example.com/openapi.json',
        failedState('http-error', 'https://api.example.com/openapi.json answered 503 Service Unavailable'),
      ],
      ['users.json', await loadOpenapi(fixture('users.json'), 'users.json')],
    ]);
    const a = analyseOpenapi({ ws, index, documents });
    expect(a.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error openapi-http-error']);
    expect(a.diagnostics[0].message).toContain('answered 503 Service Unavailable');
    expect(a.generatedPages(index.order.find((id) => index.elements.get(id)!.path.join('/') === 'navigation/groups/1')!)?.length).toBe(4);
  });
  it('a remote document that gave no answer (offline, DNS, timeout) was not checked: a warning, never an error, and nothing else is said about it', () => {
    const url = 'https://api.example.com/openapi.json';
    const { ws, index } = nav({ groups: [{ group: 'Remote', openapi: url, pages: ['GET /users'] }] });
    const a = analyseOpenapi({
      ws,
      index,
      documents: new Map([[url, failedState('unreachable', `${url} could not be reached (ENOTFOUND)`)]]),
      frontMatter: new Map([['guide', { openapi: `${url} GET /users` }]]),
      checkMetadata: checkPageMetadata,
    });
    expect(a.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning openapi-unreachable']);
    expect(a.diagnostics[0].message).toBe(
      `navigation.groups[0]: not checked: could not reach ${url} (ENOTFOUND). The site fetches it when it builds; docsnav shows no pages from it until it can. Check again when online, or save the document in the repository and name its path.`,
    );
  });
});
