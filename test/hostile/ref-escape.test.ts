import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadWorkspace } from '../../src/core/model/workspace';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import { fetchProject, splitFileUrl } from '../../src/io/fetch-text';
import { downloadFiles, zipEntryName } from '../../src/io/download';
import { openProject } from '../../src/io/project-files';
import { docsnav } from '../cli/run-cli';
import { ESCAPING_REFS, escapingRefsDocs } from './inputs';

// `$ref` values that escape the opened location (issue 17) are refused, as a problem on that
// `$ref`, before anything is read or fetched; after resolving, the same origin and a path
// under the config's folder are required; and a zip entry never climbs out.

const OK = '{ "group": "Sound", "pages": ["a"] }\n';
const SECRET = '{ "group": "SECRET-OUTSIDE", "pages": ["stolen"] }\n';

describe('$ref values that leave the config', () => {
  it('are never read, and each is an error on its own $ref with the reason', () => {
    const asked: string[] = [];
    const load = loadWorkspace('docs.json', escapingRefsDocs(), (p) => {
      asked.push(p);
      return p === 'nav/ok.json' ? OK : SECRET;
    });
    expect(asked).toEqual(['nav/ok.json']);
    const ws = load.workspace!;
    expect(Object.keys(ws.files).sort()).toEqual(['docs.json', 'nav/ok.json']);
    const found = runRules(ws, buildNavIndex(ws)).filter((d) => d.code === 'unsafe-ref');
    expect(found.map((d) => d.path)).toEqual(ESCAPING_REFS.map((_, i) => ['navigation', 'groups', i + 1, '$ref']));
    ESCAPING_REFS.forEach(([ref, why], i) => {
      expect(found[i].message).toMatch(why);
      expect(found[i].message).toContain(`"$ref": ${JSON.stringify(ref)}`);
      expect(found[i].severity).toBe('error');
    });
    // Not also "not found" on opening: the rule says it, at its place.
    expect(load.problems).toEqual([]);
  });

  it('a split file may still climb within the folder ("nav/a.json" naming "../b.json")', () => {
    const files = new Map([
      ['nav/a.json', '{ "group": "A", "pages": [{ "$ref": "../b.json" }] }'],
      ['b.json', '{ "group": "B", "pages": ["b"] }'],
    ]);
    const load = loadWorkspace('docs.json', '{"navigation": {"groups": [{"$ref": "nav/a.json"}]}}', (p) => files.get(p));
    expect(Object.keys(load.workspace!.files).sort()).toEqual(['b.json', 'docs.json', 'nav/a.json']);
  });

  it('outside the navigation they are refused too, as a problem of the file', () => {
    const load = loadWorkspace('docs.json', '{"api": {"$ref": "//otherhost/x.json"}, "navigation": {"pages": ["a"]}}', () => SECRET);
    expect(load.problems.map((p) => p.message)).toEqual([
      'docs.json: "$ref": "//otherhost/x.json" starts with "//", which names another host; write a path relative to this file, like "nav/guides.json"',
    ]);
  });
});

describe('opened by URL', () => {
  const hits: string[] = [];
  const server = setupServer(
    http.get('https://docs.example.com/site/docs.json', () => HttpResponse.text(escapingRefsDocs())),
    http.get('https://docs.example.com/site/nav/ok.json', () => HttpResponse.text(OK)),
    http.get('*', ({ request }) => {
      hits.push(request.url);
      return HttpResponse.text(SECRET);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('fetches only docs.json and the sound split file: nothing from another host or above the folder', async () => {
    const files = await fetchProject('https://docs.example.com/site/docs.json');
    expect([...files.keys()].sort()).toEqual(['docs.json', 'nav/ok.json']);
    expect(hits).toEqual([]);
    const r = openProject(files, 'url', 'https://docs.example.com/site/docs.json', { main: 'docs.json' });
    expect(r.ok).toBe(true);
  });

  it('what would really be fetched is checked after the URL parser: same origin, under the folder', () => {
    const base = 'https://docs.example.com/site/docs.json';
    expect(splitFileUrl('nav/ok.json', base)).toBe('https://docs.example.com/site/nav/ok.json');
    for (const p of [
      '\\\\otherhost\\x.json',
      '..\\x.json',
      '%2e%2e/x.json',
      '//otherhost/x.json',
      'https:/otherhost/x.json',
      'http://docs.example.com/site/x.json',
      '../x.json',
      '/x.json',
      '%zz',
    ])
      expect(splitFileUrl(p, base), p).toBeUndefined();
  });
});

describe('Download .zip', () => {
  it('entry names never hold a backslash, "..", a drive letter or a leading "/"', () => {
    expect(zipEntryName('docs.json')).toBe('docs.json');
    expect(zipEntryName('nav/fr/guides.json')).toBe('nav/fr/guides.json');
    expect(zipEntryName('%2e%2e/x.json')).toBe('%2e%2e/x.json'); // a literal name: unzip makes no ".." of it
    for (const bad of [
      '..\\..\\bs2.json',
      '../x.json',
      'a/../../x.json',
      'C:\\x.json',
      'c:/x.json',
      '/etc/x.json',
      './x.json',
      'a//b.json',
      '',
      'a\u0000.json',
    ])
      expect(zipEntryName(bad), bad).toBeUndefined();
  });

  it('refuses to build an archive with such a name', async () => {
    await expect(
      downloadFiles(
        new Map([
          ['docs.json', '{}'],
          ['..\\..\\bs2.json', '{}'],
        ]),
        'docs.json',
        'repo',
      ),
    ).rejects.toThrow('..\\..\\bs2.json cannot be a file of the archive');
  });
});

describe('the CLI and a folder on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-refs-'));
  const repo = join(dir, 'repo');
  beforeAll(() => {
    mkdirSync(join(repo, 'nav'), { recursive: true });
    writeFileSync(join(repo, 'docs.json'), escapingRefsDocs());
    writeFileSync(join(repo, 'nav', 'ok.json'), OK);
    writeFileSync(join(dir, 'x.json'), SECRET);
    writeFileSync(join(dir, 'repo-x.json'), SECRET);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('docsnav check reports each at its line, exit 1, and never reads the file outside', async () => {
    const r = await docsnav(['check', 'repo'], dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').filter((l) => l.includes(' unsafe-ref '));
    expect(lines).toHaveLength(ESCAPING_REFS.length);
    expect(lines[0]).toMatch(
      /^repo\/docs\.json:6:9 error unsafe-ref navigation\.groups\[1\]: "\$ref": "\\\\\\\\otherhost\\\\x\.json" holds a backslash/,
    );
    expect(r.stdout + r.stderr).not.toContain('SECRET-OUTSIDE');
    expect(r.stdout + r.stderr).not.toContain('stolen');
  });
});
