import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { docsnav } from './run-cli';

/**
 * A local server that plays each case of SPEC.md, Endpoints, by path prefix: a site that
 * accepts the playground's POST, proxies that allow only GET (405 with Allow, 403, 404), a
 * site whose upstream fails, and one that never answers.
 */
let server: Server;
let base: string;
const seen: { method?: string; url?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      const [, site] = /^\/([^/]+)/.exec(req.url ?? '') ?? [];
      if (!req.url?.endsWith('/_platform/api/request')) return void res.writeHead(404).end();
      if (site === 'ok') return void res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"no target URL"}');
      if (site === 'get-only') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
      if (site === 'forbidden') return void res.writeHead(403).end();
      if (site === 'not-routed') return void res.writeHead(404).end();
      if (site === 'failing') return void res.writeHead(502).end();
      // 'silent': never answers.
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('docsnav playground-check (SPEC.md, Endpoints)', () => {
  it("reachable: the POST reaches the site's handler, which answers a harmless probe; exit 0", async () => {
    const r = await docsnav(['playground-check', `${base}/ok/`]);
    expect(r).toMatchObject({
      code: 0,
      stdout: `POST ${base}/ok/_platform/api/request reaches the site (it answered 400 to a harmless probe), so playground requests can pass.\n`,
    });
    const req = seen.find((s) => s.url === '/ok/_platform/api/request')!;
    expect(req).toMatchObject({ method: 'POST', type: 'application/json' });
    expect(JSON.parse(req.body)).toEqual({ docsnav: 'playground-check' });
  });

  it('a proxy that allows only GET (405): blocked, with what to allow and the api.playground.proxy alternative with CORS; exit 1', async () => {
    const r = await docsnav(['playground-check', `${base}/get-only`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `POST ${base}/get-only/_platform/api/request answered 405: something in front of the site refused the method (it allows GET, HEAD), so every playground request fails.`,
    );
    expect(r.stdout).toContain('Allow POST requests to /_platform/api/request in the reverse proxy');
    expect(r.stdout).toContain('"api.playground.proxy": false');
    expect(r.stdout).toContain('CORS');
  });

  it('403 and 404 from a proxy are blocked too; --json gives the case', async () => {
    const f = JSON.parse((await docsnav(['playground-check', `${base}/forbidden`, '--json'])).stdout);
    expect(f).toMatchObject({ case: 'blocked', status: 403, url: `${base}/forbidden/_platform/api/request` });
    const n = await docsnav(['playground-check', `${base}/not-routed`, '--json']);
    expect(n.code).toBe(1);
    expect(JSON.parse(n.stdout)).toMatchObject({ case: 'blocked', status: 404 });
  });

  it('a failing upstream (5xx) is not "blocked"; a site that does not answer is unreachable', async () => {
    expect(JSON.parse((await docsnav(['playground-check', `${base}/failing`, '--json'])).stdout)).toMatchObject({
      case: 'server-error',
      status: 502,
    });
    const silent = await docsnav(['playground-check', `${base}/silent`, '--timeout', '300']);
    expect(silent.code).toBe(1);
    expect(silent.stdout).toBe(
      `${base}/silent/_platform/api/request could not be reached (no answer within 0.3 s). Check the site's address; the playground cannot work while the site does not answer.\n`,
    );
    // A port nobody listens on: take a free one and close it.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const closed = JSON.parse((await docsnav(['playground-check', `http://127.0.0.1:${port}`, '--json'])).stdout);
    expect(closed).toMatchObject({ case: 'unreachable' });
    expect(closed.message).toContain('ECONNREFUSED');
  });

  it('a usage mistake exits 2', async () => {
    expect((await docsnav(['playground-check'])).code).toBe(2);
    expect((await docsnav(['playground-check', base, '--timeout', 'soon'])).code).toBe(2);
  });
});
