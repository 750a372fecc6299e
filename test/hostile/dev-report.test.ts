import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLines } from '../../src/cli/dev/report-problems';
import { startDevServer, type DevServer } from '../../src/cli/dev/dev-server';
import { FIXTURE_APP, client, tempRepo } from '../cli/dev/dev-helpers';

// The `docsnav dev` terminal report read files through symlinks that the API rightly refuses
// to serve (issue 17): it printed problems from a file behind a symlinked `$ref` and from a
// symlinked folder. It reads the set of files the API would.

const TOKEN = 'report-token-0123456789abcdef';
let tmp: ReturnType<typeof tempRepo>;
let server: DevServer;

beforeAll(async () => {
  tmp = tempRepo();
  const outside = join(tmp.dir, 'outside');
  mkdirSync(join(outside, 'folder'), { recursive: true });
  // Behind the links: content with problems of its own, which only a read through them would report.
  writeFileSync(join(outside, 'secret.json'), '{ "tab": "SECRET-TAB", "groups": [{ "group": "", "pages": ["SECRET-PAGE"] }] }\n');
  writeFileSync(
    join(outside, 'api.yaml'),
    'openapi: 3.0.3\ninfo: {title: SECRET-API, version: "1"}\npaths:\n  /secret: {get: {summary: SECRET-OP}}\n',
  );
  writeFileSync(join(outside, 'folder', 'hidden.mdx'), '---\ntitle: SECRET-TITLE\nopenapi: GET /secret\n---\n');
  symlinkSync(join(outside, 'secret.json'), join(tmp.repo, 'linked.json'));
  symlinkSync(join(outside, 'api.yaml'), join(tmp.repo, 'linked-api.yaml'));
  symlinkSync(join(outside, 'folder'), join(tmp.repo, 'linked-folder'));
  const docs = readFileSync(join(tmp.repo, 'docs.json'), 'utf8')
    .replace(
      '{ "$ref": "reference.json" }',
      '{ "$ref": "reference.json" },\n      { "$ref": "linked.json" },\n      { "tab": "Linked API", "openapi": "linked-api.yaml" }',
    )
    .replace('"guides/missing"', '"guides/missing", "linked-folder/hidden"');
  writeFileSync(join(tmp.repo, 'docs.json'), docs);
  server = await startDevServer({ root: tmp.repo, appDir: FIXTURE_APP, port: 0, token: TOKEN });
});
afterAll(async () => {
  await server.close();
  tmp.cleanup();
});

describe('the dev terminal report', () => {
  it('reads what the API serves: nothing behind a link that leads out of the folder', async () => {
    const served = (await client(server.port, TOKEN).get('/api/project')).text;
    expect(served).not.toContain('SECRET');
    const { lines } = await checkLines(tmp.repo, tmp.dir);
    const text = lines.join('\n');
    expect(text).not.toMatch(/SECRET|missing-label/);
    // The refused link is said, as the API says it.
    expect(text).toMatch(/linked\.json.*symbolic link/);
    // The page behind the folder link is not a page of the project, as in the app.
    expect(text).toMatch(/page-not-found .*linked-folder\/hidden/);
    expect(text).toMatch(/linked-api\.yaml/);
  });
});
