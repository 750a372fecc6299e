/**
 * Remote OpenAPI documents in the CLI (`check`, `expand`), with the network played by msw: no
 * answer at all (offline, DNS, no route, a timeout) means docsnav could not look, a warning
 * "not checked: could not reach <url>" that never fails `check`; an answer that is an error
 * (404) or a document that is not valid stays an error. The commands run in this process (their
 * own `run`), so msw sees their fetches.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fetchRemoteText } from '../../src/cli/load-project';

const USERS = readFileSync(join(__dirname, '..', 'fixtures', 'openapi', 'users.json'), 'utf8');
const server = setupServer(
  http.get('https://api.example.com/openapi.json', () => HttpResponse.text(USERS)),
  http.get('https://api.example.com/gone.json', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })),
  http.get('https://api.example.com/broken.json', () =>
    HttpResponse.text('{"openapi": "3.1.0", "info": {"title": "x"}, "paths": {"/a": {"get": {"responses": 5}}}}'),
  ),
  // No answer at all: what fetch gives offline, for an unknown host or with no route.
  http.get('https://offline.example.com/openapi.json', () => HttpResponse.error()),
  http.get('https://slow.example.com/openapi.json', async () => {
    await delay('infinite');
    return HttpResponse.text(USERS);
  }),
);
let dir: string;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  dir = mkdtempSync(join(tmpdir(), 'docsnav-remote-'));
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Run a docsnav command in this process on a docs.json whose groups bind these URLs. */
async function cli(command: string, urls: string[], extra: string[] = []) {
  const docs = {
    name: 'Remote',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: { groups: urls.map((u, i) => ({ group: `G${i}`, openapi: u })) },
  };
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  let stdout = '';
  const code = await main([command, 'docs.json', ...extra], {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: () => undefined },
    cwd: dir,
  });
  return { code, stdout };
}

describe('remote OpenAPI documents: no answer is a warning, a wrong answer an error', () => {
  it('offline (no answer): check warns "not checked: could not reach <url>" and exits 0; the other document still expands', async () => {
    const r = await cli('check', ['https://offline.example.com/openapi.json', 'https://api.example.com/openapi.json']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^docs\.json:\d+:\d+ warning openapi-unreachable navigation\.groups\[0\]: not checked: could not reach https:\/\/offline\.example\.com\/openapi\.json \(.+\)\. The site fetches it when it builds; docsnav shows no pages from it until it can\./,
    );
    const e = await cli('expand', ['https://offline.example.com/openapi.json', 'https://api.example.com/openapi.json'], ['--json']);
    expect(e.code).toBe(0);
    expect((JSON.parse(e.stdout) as { labels: string[] }[]).map((x) => x.labels.join(' > '))).toEqual(['G1 > Users', 'G1 > Teams']);
  });

  it('--json: the warning is there, with no error', async () => {
    const r = await cli('check', ['https://offline.example.com/openapi.json'], ['--json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { severity: string; code: string }[]).map((d) => `${d.severity} ${d.code}`)).toEqual([
      'warning openapi-unreachable',
    ]);
  });

  it('a timeout is no answer too: said in words, as a warning', async () => {
    await expect(fetchRemoteText('https://slow.example.com/openapi.json', 20)).rejects.toThrow(
      'https://slow.example.com/openapi.json could not be reached (no answer within 0.02 s)',
    );
  });

  it('an HTTP 404 stays an error (the URL is wrong), and check exits 1', async () => {
    const r = await cli('check', ['https://api.example.com/gone.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'error openapi-http-error navigation.groups[0]: the OpenAPI document "https://api.example.com/gone.json" cannot be used, so the site shows no API pages from it: https://api.example.com/gone.json answered 404 Not Found. Check the URL',
    );
  });

  it('a document that answers but is not valid stays an error', async () => {
    const r = await cli('check', ['https://api.example.com/broken.json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error invalid-openapi-document');
  });
});
