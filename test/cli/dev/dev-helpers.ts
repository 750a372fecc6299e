import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The fixture repository the dev server tests serve (copied first: the tests write into it). */
export const FIXTURE_REPO = join(__dirname, '..', '..', 'fixtures', 'dev', 'repo');
/** A stand-in for the built app: index.html and one asset. */
export const FIXTURE_APP = join(__dirname, '..', '..', 'fixtures', 'dev', 'app');

/** A temporary folder holding a copy of the fixture repository at `repo/` (and room beside it for "outside" files). */
export function tempRepo(): { dir: string; repo: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-dev-'));
  const repo = join(dir, 'repo');
  cpSync(FIXTURE_REPO, repo, { recursive: true });
  return { dir, repo, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: { error?: string; [k: string]: unknown };
}

export interface RequestOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
}

/**
 * A real HTTP request to the server at 127.0.0.1:`port`, with full control of the headers
 * (fetch would not let a test forge `Host`). Headers set to undefined are not sent.
 */
export function send(port: number, opts: RequestOptions = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined) headers[k] = v;
    const req = httpRequest(
      { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path ?? '/', headers, setHost: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = {};
          try {
            json = JSON.parse(text);
          } catch {
            // Not every answer is JSON (the app's files).
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.end(opts.body);
    else req.end();
  });
}

/** A client of one server: the right Host and token unless a test overrides them. */
export function client(port: number, token: string) {
  const base = { Host: `127.0.0.1:${port}`, 'X-Docsnav-Token': token };
  return {
    get: (path: string, headers: Record<string, string | undefined> = {}) => send(port, { path, headers: { ...base, ...headers } }),
    save: (body: unknown, headers: Record<string, string | undefined> = {}) =>
      send(port, {
        method: 'POST',
        path: '/api/save',
        headers: { ...base, 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

/** Wait until `check` returns a value (polling the event loop, not a fixed delay), or fail with `what`. */
export async function until<T>(check: () => T | undefined | false, what: string, limitMs = 15000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
