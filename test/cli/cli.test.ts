import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { changedLines } from '../helpers/line-diff';

const fixtures = join(__dirname, '..', 'fixtures', 'cli');
const bin = join(__dirname, '..', '..', 'bin', 'docsnav.mjs');

function docsnav(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: fixtures }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('docsnav CLI', () => {
  it('format reproduces a 4-space file with a blank line, compact objects and no final newline byte for byte', async () => {
    const r = await docsnav('format', 'four-space.json');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(fixtures, 'four-space.json'), 'utf8'));
  });

  it('check prints file:line:col severity code message and exits 1 on errors', async () => {
    const r = await docsnav('check', 'errors.json');
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toContain(
      'errors.json:10:9 error mixed-child-kinds navigation.tabs[0].groups: a tab cannot hold both "anchors" and "groups" at the same level; the site would drop "groups" (2 pages). Move them into an anchor or a new tab.',
    );
    expect(lines.some((l) => /^errors\.json:6:5 error multiple-primary-patterns /.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('unsupported-language') && l.includes('did you mean "en"'))).toBe(true);
  });

  it('check --json prints the diagnostics as a JSON array', async () => {
    const r = await docsnav('check', 'errors.json', '--json');
    const arr = JSON.parse(r.stdout);
    expect(arr.find((d: { code: string }) => d.code === 'mixed-child-kinds')).toMatchObject({ file: 'errors.json', line: 10, column: 9, severity: 'error' });
  });

  it('check exits 0 on a clean file and 2 on text that is not JSON, with the line and column', async () => {
    expect((await docsnav('check', 'four-space.json')).code).toBe(0);
    const bad = await docsnav('check', 'not-json.json');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('not-json.json:3:19 error not-json line 3, column 19: a comma "," is expected between entries\n');
    expect((await docsnav('check', 'nope.json')).code).toBe(2);
  });

  it('check on a folder reports page entries that match no page file', async () => {
    const r = await docsnav('check', 'folder');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toEqual([
      'folder/docs.json:7:63 warning page-not-found navigation.groups[0].pages[2]: no page file "guides/missing.mdx" (or .md) in the opened folder; the site would show a broken link. Create the page or fix the path.',
    ]);
  });

  it('move changes two lines for one entry, refuses an invalid move with the reason, and writes with --write', async () => {
    const original = readFileSync(join(fixtures, 'four-space.json'), 'utf8');
    const ok = await docsnav('move', 'four-space.json', '--from', '/navigation/tabs/0/groups/1/pages/0', '--to', '/navigation/tabs/0/groups/1/pages/2');
    expect(ok.code).toBe(0);
    expect(changedLines(original, ok.stdout)).toBe(2);
    expect(JSON.parse(ok.stdout).navigation.tabs[0].groups[1].pages).toEqual(['faq', 'more', 'help']);

    const refused = await docsnav('move', 'errors.json', '--from', '/navigation/tabs/0/groups/0', '--to', '/navigation/tabs/0/anchors/1');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("cannot move 'Lost' there");

    const dir = mkdtempSync(join(tmpdir(), 'docsnav-move-'));
    copyFileSync(join(fixtures, 'four-space.json'), join(dir, 'docs.json'));
    const w = await docsnav('move', join(dir, 'docs.json'), '--from', '/navigation/tabs/0/groups/0/pages/0', '--to', '/navigation/tabs/0/groups/1/pages/2', '--write');
    expect(w.code).toBe(0);
    const written = readFileSync(join(dir, 'docs.json'), 'utf8');
    expect(JSON.parse(written).navigation.tabs[0].groups[1].pages).toEqual(['more', 'faq', 'index', 'help']);
    expect(written.endsWith('}')).toBe(true);
  });
});
