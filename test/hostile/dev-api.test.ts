import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/cli/dev/dev-server';
import { versionOf } from '../../src/cli/dev/read-dev-project';
import { FIXTURE_APP, client } from '../cli/dev/dev-helpers';
import { CRASH, HOSTILE, bytesOf, mainText, tally, type HostileInput } from './catalogue';

// The hostile-input suite, dev server runner: `docsnav dev` serving each input's folder. The
// API answers every request with JSON (the project, or why not), never a 500; a save of the
// input's own docs.json is written byte for byte when it is JSON and refused (400) when not; the
// server answers the next request; nothing from outside the folder is ever served.

const TOKEN = 'hostile-api-token-0123456789abcdef';
const count = tally("dev server's API");
const root = mkdtempSync(join(tmpdir(), 'docsnav-hostile-dev-'));
// Files the escaping `$ref` values would reach from root/a/b/input-N.
writeFileSync(join(root, 'x.json'), '{ "group": "SECRET-OUTSIDE", "pages": [] }');
mkdirSync(join(root, 'a'));
writeFileSync(join(root, 'a', 'x.json'), '{ "group": "SECRET-OUTSIDE", "pages": [] }');
afterAll(() => {
  count.print();
  rmSync(root, { recursive: true, force: true });
});

function materialise(input: HostileInput, i: number): string {
  const dir = join(root, 'a', 'b', `input-${i}`);
  for (const [path, content] of Object.entries(input.files())) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytesOf(content));
  }
  return dir;
}

describe.each(HOSTILE.map((input, i) => ({ input, i, name: input.name })))('hostile input: $name', ({ input, i }) => {
  it('GET /api/project and a save of its own docs.json: JSON answers, no 500, the server lives on, nothing from outside', async () => {
    await count.run(async () => {
      const dir = materialise(input, i);
      const server = await startDevServer({ root: dir, appDir: FIXTURE_APP, port: 0, token: TOKEN });
      try {
        const api = client(server.port, TOKEN);
        const project = await api.get('/api/project');
        expect(project.text).not.toMatch(CRASH);
        expect(project.text).not.toContain('SECRET-OUTSIDE');
        if (input.huge) {
          expect(project.status).toBe(404);
          expect(project.json.error).toMatch(/docs\.json is \d+ MB/);
        } else expect(project.status, project.text.slice(0, 300)).toBe(200);

        if (!input.huge) {
          const text = mainText(input);
          const base = { 'docs.json': versionOf(readFileSync(join(dir, 'docs.json'), 'utf8')) };
          const saved = await api.save({ files: { 'docs.json': text }, base });
          expect(saved.text).not.toMatch(CRASH);
          const json =
            !/^(an empty file|only whitespace|text that is not JSON|a trailing comma|comments|binary bytes|UTF-16 text|100,000-deep nesting)/.test(
              input.name,
            );
          expect(saved.status, saved.text.slice(0, 300)).toBe(json ? 200 : 400);
          if (json)
            expect(Buffer.from(readFileSync(join(dir, 'docs.json'))).equals(Buffer.from(bytesOf(input.files()['docs.json'])))).toBe(true);
        }
        expect((await api.get('/api/project')).status).toBeLessThan(500);
      } finally {
        await server.close();
      }
    });
  }, 180_000);
});
