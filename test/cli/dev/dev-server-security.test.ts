import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServer } from '../../../src/cli/dev/dev-server';
import { MAX_BODY_BYTES } from '../../../src/cli/dev/read-body';
import { FIXTURE_APP, client, send, tempRepo } from './dev-helpers';

const TOKEN = 'test-token-0123456789abcdef';

describe('docsnav dev server: every request is checked', () => {
  let tmp: ReturnType<typeof tempRepo>;
  let server: DevServer;
  let api: ReturnType<typeof client>;
  let outside: string;

  beforeAll(async () => {
    tmp = tempRepo();
    // A file and a folder outside the served folder, reachable only through links inside it.
    outside = join(tmp.dir, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.json'), '{ "tab": "SECRET-CONTENT", "pages": [] }\n');
    writeFileSync(join(outside, 'leak.mdx'), '---\ntitle: SECRET-PAGE\n---\n');
    symlinkSync(join(outside, 'secret.json'), join(tmp.repo, 'linked.json'));
    symlinkSync(outside, join(tmp.repo, 'linked-folder'));
    symlinkSync(join(outside, 'leak.mdx'), join(tmp.repo, 'leak.mdx'));
    // The config names the link as a split file: it is still refused, because it leads outside.
    const docs = readFileSync(join(tmp.repo, 'docs.json'), 'utf8').replace(
      '{ "$ref": "reference.json" }',
      '{ "$ref": "reference.json" },\n      { "$ref": "linked.json" }',
    );
    writeFileSync(join(tmp.repo, 'docs.json'), docs);
    server = await startDevServer({ root: tmp.repo, appDir: FIXTURE_APP, port: 0, token: TOKEN });
    api = client(server.port, TOKEN);
  });
  afterAll(async () => {
    await server.close();
    tmp.cleanup();
  });

  it('listens on 127.0.0.1 and prints an address that holds the token', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${TOKEN}`);
    const other = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!other) return; // a machine with loopback only: nothing else to try
    const refused = await new Promise<string>((resolve) => {
      const s = connect(server.port, other.address);
      s.on('connect', () => {
        s.destroy();
        resolve('connected');
      });
      s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('serves the folder to a request with the token: docs.json, split files, data files (as Open folder reads them) and page front matter only', async () => {
    mkdirSync(join(tmp.repo, 'node_modules', 'pkg'), { recursive: true });
    writeFileSync(join(tmp.repo, 'node_modules', 'pkg', 'package.json'), '{}');
    writeFileSync(join(tmp.repo, 'package-lock.json'), '{}');
    const r = await api.get('/api/project');
    expect(r.status).toBe(200);
    const files = r.json.files as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      'docs.json',
      'guides/light.mdx',
      'guides/watering.mdx',
      'index.mdx',
      'notes.json',
      'openapi.yaml',
      'quickstart.mdx',
      'reference.json',
    ]);
    expect(files['quickstart.mdx']).toBe('---\ntitle: Quickstart\nsidebarTitle: Start here\n---\n');
    expect(r.json.documents).toEqual(['docs.json', 'reference.json']);
    expect(Object.keys(r.json.versions as object).sort()).toEqual(['docs.json', 'notes.json', 'openapi.yaml', 'reference.json']);
    expect(r.text).not.toContain('SECRET');
    expect((r.json.notes as string[]).join(' ')).toContain(
      '"linked.json" is a symbolic link (or lies under one) that leads outside the served folder',
    );
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses API requests without the token, or with a wrong one (403)', async () => {
    const none = await api.get('/api/project', { 'X-Docsnav-Token': undefined });
    expect(none.status).toBe(403);
    expect(none.json.error).toContain('this request has no token');
    expect(none.text).not.toContain('Dev fixture');
    const wrong = await api.get('/api/project', { 'X-Docsnav-Token': TOKEN.slice(0, -1) + 'X' });
    expect(wrong.status).toBe(403);
    expect(wrong.json.error).toContain('the token is wrong');
    const save = await api.save({ files: { 'docs.json': '{}' } }, { 'X-Docsnav-Token': undefined });
    expect(save.status).toBe(403);
    expect((await api.get(`/api/events?token=nope`, { 'X-Docsnav-Token': undefined })).status).toBe(403);
    // The token in the query is accepted (EventSource cannot send headers).
    expect((await api.get(`/api/project?token=${TOKEN}`, { 'X-Docsnav-Token': undefined })).status).toBe(200);
  });

  it('refuses a foreign Origin, a null Origin, another port, and cross-site fetches, even with the token', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `http://127.0.0.1:${server.port + 1}`,
      `https://127.0.0.1:${server.port}`,
      'not a url',
    ]) {
      const r = await api.get('/api/project', { Origin: origin });
      expect(r.status, origin).toBe(403);
      expect(r.text).not.toContain('Dev fixture');
    }
    const write = await api.save({ files: { 'docs.json': '{"navigation":{"pages":[]}}' } }, { Origin: 'http://evil.example' });
    expect(write.status).toBe(403);
    expect(write.json.error).toBe(
      'requests from http://evil.example are refused: only the docsnav app served at this address may use its API',
    );
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toContain('"Dev fixture"');
    // Requests a page embeds (<script>, <img>) carry no Origin, but the browser says where they come from.
    expect((await api.get('/api/project', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await api.get('/api/project', { 'Sec-Fetch-Site': 'same-site' })).json.error).toBe(
      'same-site requests are refused: only the docsnav app served at this address may use its API',
    );
    expect((await api.get('/api/project', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await api.get('/', { 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    // The app's own origin, under either loopback name, is fine.
    expect((await api.get('/api/project', { Origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
    expect((await api.get('/api/project', { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` })).status).toBe(
      200,
    );
  });

  it('refuses a wrong Host (DNS rebinding), on the API and on the app alike', async () => {
    for (const host of [
      `evil.example:${server.port}`,
      `127.0.0.1:${server.port + 1}`,
      'evil.example',
      `127.0.0.1.evil.example:${server.port}`,
      `user@127.0.0.1:${server.port}`,
    ]) {
      const r = await api.get('/api/project', { Host: host });
      expect(r.status, String(host)).toBe(403);
      expect(r.text).not.toContain('Dev fixture');
      expect((await api.get('/', { Host: host })).status, String(host)).toBe(403);
    }
    // No Host at all: node refuses an HTTP/1.1 request without one before it reaches the server's code.
    const none = await api.get('/api/project', { Host: undefined });
    expect(none.status).toBe(400);
    expect(none.text).not.toContain('Dev fixture');
    const r = await api.get('/api/project', { Host: `rebind.example:${server.port}` });
    expect(r.json.error).toBe(
      `the Host header "rebind.example:${server.port}" is not this server's address; open the address docsnav dev printed`,
    );
  });

  it('refuses paths that leave the folder: "..", absolute paths, and symbolic links (403, nothing written)', async () => {
    const cases: [string, string][] = [
      ['../outside/secret.json', 'climbs out with ".."'],
      ['guides/../../outside/secret.json', 'climbs out with ".."'],
      ['..\\outside\\secret.json', 'climbs out with ".."'],
      [join(outside, 'secret.json'), 'is an absolute path'],
      ['linked.json', 'is a symbolic link (or lies under one) that leads outside the served folder'],
      ['linked-folder/secret.json', 'leads outside the served folder'],
    ];
    for (const [path, why] of cases) {
      const r = await api.save({ files: { [path]: '{ "tab": "overwritten", "pages": [] }' } });
      expect(r.status, path).toBe(403);
      expect(r.json.error, path).toContain(why);
      expect(r.json.error, path).toContain('nothing was saved');
    }
    expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{ "tab": "SECRET-CONTENT", "pages": [] }\n');
    expect(existsSync(join(tmp.dir, 'secret.json'))).toBe(false);
  });

  it('writes only docs.json, its $ref files and configured OpenAPI files (403 for any other file, all or nothing)', async () => {
    const before = readFileSync(join(tmp.repo, 'notes.json'), 'utf8');
    const r = await api.save({ files: { 'notes.json': '{ "note": "overwritten" }' } });
    expect(r.status).toBe(403);
    expect(r.json.error).toBe(
      '"notes.json" is not a file the config names (docs.json, a "$ref" split file or an "openapi" file); docsnav dev writes nothing else, and nothing was saved',
    );
    expect(readFileSync(join(tmp.repo, 'notes.json'), 'utf8')).toBe(before);
    for (const path of ['index.mdx', 'package.json', 'new.json', '.git/config']) {
      expect((await api.save({ files: { [path]: '{}' } })).status, path).toBe(403);
    }
    expect(existsSync(join(tmp.repo, 'new.json'))).toBe(false);
    // An OpenAPI document nobody names is read (page metadata may bind to it) but not written.
    writeFileSync(join(tmp.repo, 'unnamed.yaml'), 'openapi: 3.0.3\ninfo: { title: U, version: "1" }\npaths: {}\n');
    expect((await api.save({ files: { 'unnamed.yaml': 'openapi: 3.1.0\n' } })).status).toBe(403);
    // The OpenAPI file the config names is writable.
    const spec = readFileSync(join(tmp.repo, 'openapi.yaml'), 'utf8');
    expect((await api.save({ files: { 'openapi.yaml': spec.replace('List plants', 'List the plants') } })).status).toBe(200);
    expect(readFileSync(join(tmp.repo, 'openapi.yaml'), 'utf8')).toContain('List the plants');
    // One refused file in a request means no file of it is written.
    const docs = readFileSync(join(tmp.repo, 'docs.json'), 'utf8');
    const mixed = await api.save({ files: { 'docs.json': docs.replace('Dev fixture', 'Changed'), 'notes.json': '{}' } });
    expect(mixed.status).toBe(403);
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toBe(docs);
  });

  it(`refuses a body over ${MAX_BODY_BYTES / 1024 / 1024} MB (413) without writing, and keeps serving`, async () => {
    const docs = readFileSync(join(tmp.repo, 'docs.json'), 'utf8');
    const huge = JSON.stringify({ files: { 'docs.json': docs.replace('"Dev fixture"', `"${'x'.repeat(MAX_BODY_BYTES)}"`) } });
    const r = await api.save(huge);
    expect(r.status).toBe(413);
    expect(r.json.error).toMatch(/^the body is 16 MB, over the 16 MB limit of docsnav dev; nothing was saved$/);
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toBe(docs);
    expect((await api.get('/api/project')).status).toBe(200);
  });

  it('answers malformed requests with a 4xx and a message, and never crashes', async () => {
    const bad = await api.save('{"files": {"docs.json": "{}"');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/^the body is not valid JSON \(.+\); nothing was saved$/);
    expect((await api.save('')).json.error).toBe('the body is empty; send a JSON object');
    const type = await api.save('{}', { 'Content-Type': 'text/plain' });
    expect(type.status).toBe(415);
    expect(type.json.error).toContain('Content-Type: application/json');
    expect((await api.save([1, 2])).json.error).toBe('the body must be an object like { "files": { "docs.json": "<text>" } }');
    expect((await api.save({ files: {} })).status).toBe(400);
    expect((await api.save({ files: { 'docs.json': 42 } })).json.error).toBe('files["docs.json"] must be the file\'s text as a string');
    expect((await api.save({ files: { 'docs.json': '{}' }, base: [] })).status).toBe(400);
    const notJson = await api.save({ files: { 'docs.json': '{ "navigation": ' } });
    expect(notJson.status).toBe(400);
    expect(notJson.json.error).toMatch(/^docs\.json would not be valid JSON \(line 1, column \d+: .+\); nothing was saved$/);
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toContain('"Dev fixture"');
    expect((await api.get('/api/nothing')).status).toBe(404);
    const wrongMethod = await send(server.port, {
      method: 'DELETE',
      path: '/api/save',
      headers: { Host: `127.0.0.1:${server.port}`, 'X-Docsnav-Token': TOKEN },
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect((await send(server.port, { method: 'POST', path: '/index.html', headers: { Host: `127.0.0.1:${server.port}` } })).status).toBe(
      405,
    );
    // A request node cannot even parse.
    const raw = await new Promise<string>((resolve) => {
      const s = connect(server.port, '127.0.0.1', () => s.end('GARBAGE \x00\x01 nonsense\r\n\r\n'));
      let out = '';
      s.on('data', (d) => (out += d));
      s.on('close', () => resolve(out));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect((await api.get('/api/project')).status).toBe(200);
  });

  it('serves the built app without a token, confined to the app folder', async () => {
    const index = await api.get('/', { 'X-Docsnav-Token': undefined });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.text).toBe(readFileSync(join(FIXTURE_APP, 'index.html'), 'utf8'));
    expect((await api.get('/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await api.get('/assets/missing.js')).status).toBe(404);
    for (const path of ['/../repo/docs.json', '/assets/../../repo/docs.json', '/%2e%2e/repo/docs.json', '/..%2frepo%2fdocs.json']) {
      const r = await api.get(path);
      expect(r.status, path).toBe(403);
      expect(r.text).not.toContain('Dev fixture');
    }
    expect((await api.get('/%E0%A4%A')).status).toBe(400);
  });

  it('saves atomically, leaving no temporary file, and refuses a save over a file changed on disk (409)', async () => {
    const project = await api.get('/api/project');
    const versions = project.json.versions as Record<string, string>;
    const docs = (project.json.files as Record<string, string>)['docs.json'];
    const next = docs.replace('"Dev fixture"', '"Saved once"');
    const ok = await api.save({ files: { 'docs.json': next }, base: { 'docs.json': versions['docs.json'] } });
    expect(ok.status).toBe(200);
    expect(ok.json.saved).toEqual(['docs.json']);
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toBe(next);
    expect(readdirSync(tmp.repo).filter((f) => f.includes('docsnav'))).toEqual([]);
    // The app still holds the old version: its save must not silently overwrite the new one.
    const stale = await api.save({
      files: { 'docs.json': docs.replace('"Dev fixture"', '"Stale"') },
      base: { 'docs.json': versions['docs.json'] },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.conflicts).toEqual(['docs.json']);
    expect(stale.json.error).toContain('docs.json changed on disk since the app opened it; nothing was saved');
    expect(readFileSync(join(tmp.repo, 'docs.json'), 'utf8')).toBe(next);
  });
});
