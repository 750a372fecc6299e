import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { docsnav } from '../cli/run-cli';
import { CRASH, HOSTILE, bytesOf, tally, type HostileInput } from './catalogue';

// The hostile-input suite, CLI runner: each input written to a folder of its own (the 200 MB
// file too, in a temp folder, never committed), then `check` (folder and file, text and
// --json), `format`, `expand` and, for OpenAPI files, `openapi-check`. Exit 0, 1 or 2, never a
// stack trace; a refusal names the file and the place. A few inputs also go through the real
// process (bin/docsnav.cjs), where a crash would end it.

const count = tally('CLI (check, format, expand, openapi-check)');
const root = mkdtempSync(join(tmpdir(), 'docsnav-hostile-cli-'));
afterAll(() => {
  count.print();
  rmSync(root, { recursive: true, force: true });
});

function materialise(input: HostileInput, i: number): string {
  const dir = join(root, `input-${i}`);
  for (const [path, content] of Object.entries(input.files())) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytesOf(content));
  }
  return dir;
}

async function cli(cwd: string, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, cwd });
  return { code, stdout, stderr, argv: argv.join(' ') };
}

describe.each(HOSTILE.map((input, i) => ({ input, i, name: input.name })))('hostile input: $name', ({ input, i }) => {
  const title = input.cliChecks
    ? 'check reports what it is instead (exit 1); the other commands answer'
    : input.expect === 'refused'
      ? 'every command refuses it with the file and the place, exit 2'
      : 'every command answers with exit 0 or 1';
  it(
    title,
    async () => {
      await count.run(async () => {
        const dir = materialise(input, i);
        const runs = [
          await cli(dir, 'check', '.'),
          await cli(dir, 'check', 'docs.json', '--json'),
          await cli(dir, 'format', 'docs.json'),
          await cli(dir, 'expand', '.'),
        ];
        for (const f of Object.keys(input.files()).filter((f) => /\.(ya?ml|json)$/.test(f) && f !== 'docs.json'))
          runs.push(await cli(dir, 'openapi-check', f));
        for (const r of runs) {
          expect(r.stdout + r.stderr, r.argv).not.toMatch(CRASH);
          if (r.argv.startsWith('openapi-check')) {
            expect([0, 1], r.argv).toContain(r.code);
            continue;
          }
          if (input.cliChecks) {
            expect(r.code, r.argv).toBe(r.argv.startsWith('check') ? 1 : 0);
            if (r.argv === 'check .') expect(r.stdout).toMatch(input.cliChecks);
          } else if (input.expect === 'refused') {
            expect(r.code, `${r.argv}: ${r.stderr}`).toBe(2);
            expect(r.stderr, r.argv).toMatch(input.says!);
            expect(r.stderr, r.argv).toMatch(/docs\.json(:\d+:\d+)?/);
          } else expect([0, 1], `${r.argv}: ${r.stderr}`).toContain(r.code);
        }
        if (input.expect === 'opens' || input.cliChecks) {
          // format writes the file back byte for byte.
          const f = input.files()['docs.json'];
          expect(Buffer.from(runs[2].stdout).equals(Buffer.from(bytesOf(f))), 'format is byte for byte').toBe(true);
          if (input.says && !input.cliChecks) expect(runs[0].stdout + runs[1].stdout, 'check').toMatch(input.says);
        }
      });
    },
    180_000,
  );
});

describe('through the real process (a crash would end it)', () => {
  const picks = [
    '100,000-deep nesting',
    'binary bytes',
    'a 200 MB file',
    'keys named after Object.prototype members at every level',
    'a YAML alias bomb in an OpenAPI file',
  ];
  it.each(picks)('%s: docsnav check exits 1 or 2 with a message, no stack trace', async (name) => {
    await count.run(async () => {
      const i = HOSTILE.findIndex((x) => x.name === name);
      const dir = join(root, `input-${i}`);
      const r = await docsnav(['check', dir], root);
      expect([1, 2]).toContain(r.code);
      expect(r.stdout + r.stderr).not.toMatch(CRASH);
      expect((r.stdout + r.stderr).trim()).not.toBe('');
    });
  });
});
