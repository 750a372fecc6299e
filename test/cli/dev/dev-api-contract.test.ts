import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { startDevServer, type DevServer } from '../../../src/cli/dev/dev-server';
import { checkOrigin, servedAddress } from '../../../src/cli/dev/request-guard';
import { DevApiError, devConnectionFrom, fetchDevProject, openDevProject, saveDevFiles, type DevConnection } from '../../../src/io/dev-api';
import { FIXTURE_APP, tempRepo } from './dev-helpers';

// The app's side of the API (src/io/dev-api.ts) against the real server: the two must change together.
describe('the browser client and the dev server agree', () => {
  let tmp: ReturnType<typeof tempRepo>;
  let server: DevServer;
  let conn: DevConnection;
  const target = { label: 'Save to disk', save: async () => undefined };

  beforeAll(async () => {
    tmp = tempRepo();
    server = await startDevServer({ root: tmp.repo, appDir: FIXTURE_APP, port: 0 });
    conn = devConnectionFrom({ search: new URL(server.url).search, origin: server.origin })!;
  });
  afterAll(async () => {
    await server.close();
    tmp.cleanup();
  });

  it('reads the connection from the printed address, and nothing from an address without a token', () => {
    expect(conn).toEqual({ token: server.token, origin: server.origin });
    expect(devConnectionFrom({ search: '?open=x', origin: server.origin })).toBeUndefined();
  });

  it('opens the served folder as a project with its split file, pages, front matter, OpenAPI file and the save target', async () => {
    const payload = await fetchDevProject(conn);
    const r = await openDevProject(payload, target);
    if (!r.ok) throw new Error(r.message);
    expect(Object.keys(r.workspace.files).sort()).toEqual(['docs.json', 'reference.json']);
    expect(r.project.source).toBe('dev-server');
    expect(r.project.name).toBe('repo');
    expect([...r.project.pageFiles!].sort()).toEqual(['guides/light', 'guides/watering', 'index', 'quickstart']);
    expect(r.project.frontMatter.get('quickstart')).toEqual({ title: 'Quickstart', sidebarTitle: 'Start here' });
    expect(r.project.files.get('openapi.yaml')).toContain('List plants');
    expect(r.project.saveTarget).toBe(target);
  });

  it('saves, and a save from a stale version is refused with the conflicting files', async () => {
    const payload = await fetchDevProject(conn);
    const text = payload.files['reference.json'].replace('"API reference"', '"API"');
    const saved = await saveDevFiles(conn, new Map([['reference.json', text]]), { 'reference.json': payload.versions['reference.json'] });
    expect(saved.saved).toEqual(['reference.json']);
    expect(readFileSync(join(tmp.repo, 'reference.json'), 'utf8')).toBe(text);
    const stale = await saveDevFiles(conn, new Map([['reference.json', '{}']]), {
      'reference.json': payload.versions['reference.json'],
    }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(DevApiError);
    expect((stale as DevApiError).status).toBe(409);
    expect((stale as DevApiError).conflicts).toEqual(['reference.json']);
    expect((stale as DevApiError).message).toMatch(/^Reference\.json changed on disk since the app opened it; nothing was saved/);
  });

  it('a docs.json that stopped being JSON on disk gives a message, not a project', async () => {
    writeFileSync(join(tmp.repo, 'docs.json'), '{ "navigation": ');
    const r = await openDevProject(await fetchDevProject(conn), target);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('docs.json is not valid JSON');
  });

  it('names what is wrong when the token is wrong, or the server is gone', async () => {
    const wrong = await fetchDevProject({ ...conn, token: 'nope' }).catch((e: DevApiError) => e);
    expect(wrong).toMatchObject({ status: 403, message: expect.stringMatching(/^The token is wrong/) });
    const gone = await fetchDevProject({ ...conn, origin: 'http://127.0.0.1:9' }).catch((e: DevApiError) => e);
    expect(gone).toMatchObject({
      status: 0,
      message: 'docsnav dev is not answering. Is it still running? Start it again and open the address it prints.',
    });
  });
});

describe('which Host and Origin a server answers to', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  it('bound to loopback: the loopback names at its port only', () => {
    const a = servedAddress('127.0.0.1', 4190);
    expect(checkOrigin(req({ host: '127.0.0.1:4190' }), a)).toBeUndefined();
    expect(checkOrigin(req({ host: 'localhost:4190' }), a)).toBeUndefined();
    expect(checkOrigin(req({ host: '[::1]:4190' }), a)).toBeUndefined();
    expect(checkOrigin(req({ host: '192.168.1.20:4190' }), a)?.status).toBe(403);
    expect(checkOrigin(req({ host: 'docs.example:4190' }), a)?.status).toBe(403);
  });

  it('--host with a name adds that name; a wildcard bind adds IP literals (rebinding needs a name) but no other names', () => {
    const named = servedAddress('devbox.local', 4190);
    expect(checkOrigin(req({ host: 'devbox.local:4190', origin: 'http://devbox.local:4190' }), named)).toBeUndefined();
    expect(checkOrigin(req({ host: 'devbox.local:4190', origin: 'http://evil.example:4190' }), named)?.status).toBe(403);
    const any = servedAddress('0.0.0.0', 4190);
    expect(checkOrigin(req({ host: '192.168.1.20:4190', origin: 'http://192.168.1.20:4190' }), any)).toBeUndefined();
    expect(checkOrigin(req({ host: '[fe80::1]:4190' }), any)).toBeUndefined();
    expect(checkOrigin(req({ host: 'evil.example:4190' }), any)?.status).toBe(403);
  });
});
