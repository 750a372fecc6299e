import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { docsnav } from './run-cli';

const openapi = join(__dirname, '..', 'fixtures', 'openapi');

describe('docsnav openapi-check', () => {
  it('a valid 3.0 JSON and 3.1 YAML document: "OpenAPI definition is valid.", exit 0', async () => {
    expect(await docsnav(['openapi-check', 'users.json'], openapi)).toEqual({
      code: 0,
      stdout: 'OpenAPI definition is valid.\n',
      stderr: '',
    });
    expect((await docsnav(['openapi-check', 'plants.yaml'], openapi)).stdout).toBe('OpenAPI definition is valid.\n');
  });

  it("Swagger 2.0: the generator's words and the conversion advice, exit 1", async () => {
    const r = await docsnav(['openapi-check', 'swagger2.json'], openapi);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'OpenAPI versions prior to 3.0 not supported. swagger2.json:2:3: OpenAPI 2.0 is not supported; convert it to OpenAPI 3.\n',
    );
  });

  it('an invalid document: each problem with file, line, column and JSON pointer, exit 1', async () => {
    const r = await docsnav(['openapi-check', 'invalid.yaml'], openapi);
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      "invalid.yaml:13:5 Failed to validate OpenAPI schema:/paths/~1broken/get: must have required property 'responses'",
      'invalid.yaml:15:5 Failed to validate OpenAPI schema:/paths/~1broken/post: must NOT have additional properties: "unknownField"',
    ]);
  });

  it('a missing file, a syntax error, a reference to a missing file', async () => {
    const missing = await docsnav(['openapi-check', 'nope.yaml'], openapi);
    expect(missing).toMatchObject({ code: 1, stdout: 'file not found, please check the path provided: nope.yaml\n' });
    const broken = await docsnav(['openapi-check', 'broken.yaml'], openapi);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('broken.yaml:8:1 not valid YAML: deficient indentation\n');
    const refs = await docsnav(['openapi-check', 'multi/root.yaml'], openapi);
    expect(refs.code).toBe(1);
    expect(refs.stdout).toBe(
      'multi/root.yaml:13:7 /paths/~1missing/get/$ref: "ops/nope.yaml" points to multi/ops/nope.yaml, which was not found. Fix the reference or open the folder that holds its file\n',
    );
  });

  it('--json gives the verdict as data; a usage mistake exits 2', async () => {
    const r = await docsnav(['openapi-check', 'users.json', '--json'], openapi);
    expect(JSON.parse(r.stdout)).toEqual({ file: 'users.json', valid: true, operations: 4, problems: [], notes: [] });
    expect((await docsnav(['openapi-check'], openapi)).code).toBe(2);
  });
});

describe('docsnav check gains every OpenAPI diagnostic', () => {
  it('a folder: entries, documents (2.0, missing) and page metadata, each at its line; exit 1', async () => {
    const r = await docsnav(['check', 'site'], openapi);
    expect(r.code).toBe(1);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => l.split(' ').slice(0, 3).join(' '));
    expect(lines).toEqual([
      'site/docs.json:17:29 error openapi-2-not-supported',
      'site/docs.json:18:30 error openapi-not-found',
      // The site's build still finds "GET /users" for "GET /users/": a warning, not an error.
      'site/docs.json:15:55 warning operation-path-differs',
      'site/people.mdx:1:1 error page-metadata-operation-not-found',
    ]);
    expect(r.stdout).toContain(
      'the document has "GET /users", without the trailing slash; methods and paths must match exactly. The site\'s build still finds "GET /users" (it ignores one trailing slash), but tools that follow the specification do not. Write "GET /users".',
    );
  });

  it('--json carries the fix of a certain near match', async () => {
    const rows = JSON.parse((await docsnav(['check', 'site', '--json'], openapi)).stdout) as {
      code: string;
      fix?: { command: string; args: { value: string } };
    }[];
    expect(rows.find((d) => d.code === 'operation-path-differs')?.fix).toMatchObject({
      command: 'set-page-entry',
      args: { value: 'GET /users' },
    });
  });
});

describe('remote documents in the CLI (a local server plays the remote site)', () => {
  let server: Server;
  let base: string;
  let dir: string;
  beforeAll(async () => {
    const users = readFileSync(join(openapi, 'users.json'));
    server = createServer((req, res) => {
      if (req.url === '/openapi.json') res.writeHead(200, { 'content-type': 'application/json' }).end(users);
      else res.writeHead(503, 'Service Unavailable').end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'docsnav-remote-'));
    const docs = {
      name: 'Remote',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: {
        groups: [
          { group: 'Up', openapi: `${base}/openapi.json` },
          { group: 'Down', openapi: `${base}/down.json` },
        ],
      },
    };
    writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a URL that fails says so on the element that uses it; the other one expands', async () => {
    const check = await docsnav(['check', 'docs.json'], dir);
    expect(check.code).toBe(1);
    expect(check.stdout.trimEnd().split('\n')).toEqual([
      `docs.json:15:9 error openapi-http-error navigation.groups[1]: the OpenAPI document "${base}/down.json" cannot be used, so the site shows no API pages from it: ${base}/down.json answered 503 Service Unavailable. Check the URL, or save the document in the repository and name its path.`,
    ]);
    const expand = JSON.parse((await docsnav(['expand', 'docs.json', '--json'], dir)).stdout) as {
      labels: string[];
      pages: { address: string }[];
    }[];
    expect(expand.map((e) => e.labels.join(' > '))).toEqual(['Up > Users', 'Up > Teams']);
    expect(expand[0].pages.map((p) => p.address)).toEqual([
      'api-reference/users/list-users',
      'api-reference/users/create-a-user',
      'api-reference/users/get-a-user',
    ]);
  });
});
