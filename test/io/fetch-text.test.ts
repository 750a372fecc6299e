import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchProject, fetchText, toRawUrl, UnreachableError } from '../../src/io/fetch-text';
import { openProject } from '../../src/io/project-files';
import { validateOpenapi } from '../../src/core/openapi/validate-openapi';
import { parseOpenapiText } from '../../src/core/openapi/parse-openapi-text';

function parseOpenapiValue(text: string): object {
  const r = parseOpenapiText(text, 'api/openapi.yaml');
  if (!r.ok) throw new Error(r.message);
  return r.value as object;
}

const DOCS = '{\n  "navigation": {\n    "languages": [{ "$ref": "languages/en.json" }, { "$ref": "languages/fr.json" }]\n  }\n}\n';
const EN = '{ "language": "en", "groups": [{ "$ref": "../groups/start.json" }] }';
const FR = '{ "language": "fr", "pages": ["fr/index"] }';
const START = '{ "group": "Start", "pages": ["index"] }';
const OPENAPI =
  'openapi: 3.1.0\ninfo: { title: Garden, version: "1" }\npaths:\n  /plants:\n    get: { summary: List plants, responses: { "200": { description: ok } } }\n';

// An OpenAPI document split over files: its path item in one, the schema that one uses in another
// (one folder up, still inside docs.json's), a file that is not there, and one outside the folder.
const SPLIT_OPENAPI = [
  'openapi: 3.1.0',
  'info: { title: Garden, version: "1" }',
  'paths:',
  '  /plants: { $ref: "paths/plants.yaml" }',
  '  /seeds: { $ref: "gone.yaml" }',
  '  /out: { $ref: "../../outside.yaml" }',
  '',
].join('\n');
const SPLIT_PLANTS =
  'get:\n  summary: List plants\n  responses:\n    "200":\n      description: ok\n      content: { application/json: { schema: { $ref: "../../common/plant.yaml" } } }\n';
const SPLIT_PLANT = 'type: object\nproperties: { name: { type: string } }\n';

const server = setupServer(
  http.get('https://docs.example.com/site/docs.json', () => HttpResponse.text(DOCS)),
  http.get('https://docs.example.com/site/languages/en.json', () => HttpResponse.text(EN)),
  http.get('https://docs.example.com/site/languages/fr.json', () => HttpResponse.text(FR)),
  http.get('https://docs.example.com/site/groups/start.json', () => HttpResponse.text(START)),
  http.get('https://docs.example.com/api/docs.json', () =>
    HttpResponse.text(
      JSON.stringify({
        navigation: {
          tabs: [
            { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'More', openapi: '/specs/more.json' }] },
            { tab: 'Gone', openapi: 'gone.yaml' },
            { tab: 'Out', openapi: '../elsewhere.yaml' },
            { tab: 'Far', openapi: 'https://other.example.com/far.yaml' },
          ],
        },
      }),
    ),
  ),
  http.get('https://docs.example.com/api/openapi.yaml', () => HttpResponse.text(OPENAPI)),
  http.get('https://docs.example.com/api/specs/more.json', () =>
    HttpResponse.text('{"openapi": "3.1.0", "info": {"title": "More", "version": "1"}, "paths": {}}'),
  ),
  http.get('https://docs.example.com/api/gone.yaml', () => new HttpResponse(null, { status: 404 })),
  http.get('https://docs.example.com/split/docs.json', () =>
    HttpResponse.text(JSON.stringify({ navigation: { tabs: [{ tab: 'API', openapi: 'api/openapi.yaml' }] } })),
  ),
  http.get('https://docs.example.com/split/api/openapi.yaml', () => HttpResponse.text(SPLIT_OPENAPI)),
  http.get('https://docs.example.com/split/api/paths/plants.yaml', () => HttpResponse.text(SPLIT_PLANTS)),
  http.get('https://docs.example.com/split/common/plant.yaml', () => HttpResponse.text(SPLIT_PLANT)),
  http.get('https://docs.example.com/split/api/gone.yaml', () => new HttpResponse(null, { status: 404 })),
  http.get('https://docs.example.com/missing/docs.json', () => new HttpResponse('nope', { status: 404, statusText: 'Not Found' })),
  http.get(
    'https://docs.example.com/huge.json',
    () => new HttpResponse('{}', { headers: { 'content-length': String(300 * 1024 * 1024) } }),
  ),
  http.get('https://docs.example.com/down.json', () => HttpResponse.error()),
  http.get('https://docs.example.com/half/docs.json', () => HttpResponse.text('{"navigation": {"groups": [{"$ref": "gone.json"}]}}')),
  http.get('https://docs.example.com/half/gone.json', () => new HttpResponse(null, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('opening a docs.json by URL', () => {
  it('fetches docs.json and every split file its $refs reach, each resolved against the file that names it', async () => {
    const files = await fetchProject('https://docs.example.com/site/docs.json');
    expect([...files.keys()].sort()).toEqual(['docs.json', 'groups/start.json', 'languages/en.json', 'languages/fr.json']);
    const r = openProject(files, 'url', 'https://docs.example.com/site/docs.json', { main: 'docs.json' });
    expect(r.ok && Object.keys(r.workspace.files).length).toBe(4);
  });

  it('a split file that cannot be fetched is left out, and opening says which $ref was not found', async () => {
    const files = await fetchProject('https://docs.example.com/half/docs.json');
    expect([...files.keys()]).toEqual(['docs.json']);
    const r = openProject(files, 'url', 'half', { main: 'docs.json' });
    expect(r.ok && r.problems.map((p) => p.message)).toEqual([
      'docs.json: "$ref": "gone.json" points to gone.json, which was not found; open the folder that holds it',
    ]);
  });

  it('fetches the OpenAPI documents the navigation names by a relative path, next to docs.json, and only those', async () => {
    const files = await fetchProject('https://docs.example.com/api/docs.json');
    // Not gone.yaml (404), not a path out of the folder, not another site's document (loaded as a remote source).
    expect([...files.keys()].sort()).toEqual(['docs.json', 'openapi.yaml', 'specs/more.json']);
    expect(files.get('openapi.yaml')).toBe(OPENAPI);
    const r = openProject(files, 'url', 'https://docs.example.com/api/docs.json', { main: 'docs.json' });
    expect(r.ok && r.project.files.get('openapi.yaml')).toBe(OPENAPI);
  });

  it("follows the OpenAPI documents' own references to other files of the folder, and theirs", async () => {
    // onUnhandledRequest: 'error' fails the test on any request for a file out of the folder.
    const files = await fetchProject('https://docs.example.com/split/docs.json');
    expect([...files.keys()].sort()).toEqual(['api/openapi.yaml', 'api/paths/plants.yaml', 'common/plant.yaml', 'docs.json']);
    // With them, the document's references resolve as in an opened folder: only the file that is not
    // there and the one out of the folder are problems.
    const problems = await validateOpenapi(parseOpenapiValue(files.get('api/openapi.yaml')!), 'api/openapi.yaml', (p) => files.get(p));
    expect(problems.map((p) => p.message)).toEqual([
      'Error reading file "api/gone.yaml". Fix the "$ref" or open the folder that holds its file',
      'Error reading file "outside.yaml". Fix the "$ref" or open the folder that holds its file',
    ]);
  });

  it('says what the server answered', async () => {
    await expect(fetchText('https://docs.example.com/missing/docs.json')).rejects.toThrow(
      'https://docs.example.com/missing/docs.json answered 404 Not Found. Check the address.',
    );
  });

  it('refuses a body far too large for a docs.json by its Content-Length', async () => {
    await expect(fetchText('https://docs.example.com/huge.json')).rejects.toThrow(
      'https://docs.example.com/huge.json is 315 MB; a docs.json is far smaller.',
    );
  });

  it('an unreachable address is a distinct error (worth one retry)', async () => {
    const e = await fetchText('https://docs.example.com/down.json').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UnreachableError);
    expect((e as Error).message).toContain(
      'could not be reached (offline, a wrong address, a redirect loop, or the server does not allow cross-origin requests)',
    );
  });

  it("turns a GitHub file page's address into its raw text", () => {
    expect(toRawUrl('https://github.com/acme/docs/blob/main/docs.json')).toBe('https://raw.githubusercontent.com/acme/docs/main/docs.json');
    expect(toRawUrl(' https://example.com/docs.json ')).toBe('https://example.com/docs.json');
  });
});
