import { describe, expect, it, onTestFinished } from 'vitest';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { changedLines } from '../helpers/line-diff';

const fixtures = join(__dirname, '..', 'fixtures', 'cli');
const bin = join(__dirname, '..', '..', 'bin', 'docsnav.cjs');

function docsnav(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: fixtures }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('docsnav move', () => {
  it('move changes two lines for one entry, refuses an invalid move with the reason, and writes with --write', async () => {
    const original = readFileSync(join(fixtures, 'four-space.json'), 'utf8');
    const ok = await docsnav(
      'move',
      'four-space.json',
      '--from',
      '/navigation/tabs/0/groups/1/pages/0',
      '--to',
      '/navigation/tabs/0/groups/1/pages/2',
    );
    expect(ok.code).toBe(0);
    expect(changedLines(original, ok.stdout)).toBe(2);
    expect(JSON.parse(ok.stdout).navigation.tabs[0].groups[1].pages).toEqual(['faq', 'more', 'help']);

    const refused = await docsnav('move', 'errors.json', '--from', '/navigation/tabs/0/groups/0', '--to', '/navigation/tabs/0/anchors/1');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("cannot move 'Lost' there");

    const dir = mkdtempSync(join(tmpdir(), 'docsnav-move-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    copyFileSync(join(fixtures, 'four-space.json'), join(dir, 'docs.json'));
    const w = await docsnav(
      'move',
      join(dir, 'docs.json'),
      '--from',
      '/navigation/tabs/0/groups/0/pages/0',
      '--to',
      '/navigation/tabs/0/groups/1/pages/2',
      '--write',
    );
    expect(w.code).toBe(0);
    const written = readFileSync(join(dir, 'docs.json'), 'utf8');
    expect(JSON.parse(written).navigation.tabs[0].groups[1].pages).toEqual(['more', 'faq', 'index', 'help']);
    expect(written.endsWith('}')).toBe(true);
  });
});
