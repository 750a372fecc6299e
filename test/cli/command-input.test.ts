import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { main } from '../../src/cli/main';
import { openProject, parseCommandLine } from '../../src/cli/command-input';

const fixtures = join(__dirname, '..', 'fixtures', 'cli');

/** Run the command line in-process on the CLI fixtures; the exit code and what it wrote. */
async function docsnav(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, cwd: fixtures };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

describe('one argument-and-load helper for check, expand and move', () => {
  it('parses one input and the known flags; anything else is a usage mistake that names the option', () => {
    let err = '';
    const io = { stdout: { write: () => 0 }, stderr: { write: (s: string) => (err += s) }, cwd: fixtures };
    const spec = { name: 'x', help: 'x <docs.json> [--json]: does x', flags: ['json'], valued: ['to'] };
    const line = parseCommandLine(['a.json', '--to', '/navigation', '--json'], io, spec)!;
    expect(line.input).toBe('a.json');
    expect(line.flags.get('to')).toBe('/navigation');
    expect(line.flags.get('json')).toBe(true);
    expect(parseCommandLine(['a.json', '--jsno'], io, spec)).toBeUndefined();
    expect(err).toBe('docsnav x: unknown option --jsno\nusage: docsnav x <docs.json> [--json]\n');
    expect(parseCommandLine([], io, spec)).toBeUndefined();
  });

  it('opens a project, or says why not: a missing input, or where docs.json stops being JSON', () => {
    expect('workspace' in openProject('four-space.json', fixtures)).toBe(true);
    expect(openProject('nope.json', fixtures)).toEqual({
      unreadable: { code: 'cannot-read', message: 'nope.json: no such file or folder' },
    });
    expect(openProject('not-json.json', fixtures)).toMatchObject({
      unreadable: { code: 'not-json', displayFile: 'not-json.json', line: 3, column: 19 },
    });
  });

  it('check, expand and move refuse the same inputs the same way, each exiting 2', async () => {
    for (const cmd of ['check', 'expand', 'move']) {
      const args = cmd === 'move' ? ['--from', '/navigation/tabs/0', '--to', '/navigation/tabs/1'] : [];
      const missing = await docsnav(cmd, 'nope.json', ...args);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe(`docsnav ${cmd}: nope.json: no such file or folder\n`);
      const broken = await docsnav(cmd, 'not-json.json', ...args);
      expect(broken.code).toBe(2);
      expect(broken.stderr).toContain('not-json.json:3:19 error not-json line 3, column 19: a comma "," is expected');
      const typo = await docsnav(cmd, 'four-space.json', '--jsno', ...args);
      expect(typo.code).toBe(2);
      expect(typo.stderr).toMatch(new RegExp(`^docsnav ${cmd}: unknown option --jsno\\nusage: docsnav ${cmd} <docs\\.json`));
    }
  });

  it('every registered command has the one shape: --help prints its usage line', async () => {
    const move = await docsnav('move', '--help');
    expect(move.code).toBe(0);
    expect(move.stdout).toMatch(/^docsnav move <docs\.json> --from <json-pointer> --to <json-pointer> \[--write\]: move one element/);
    const help = await docsnav('--help');
    expect(help.stdout).toContain('docsnav move <docs.json> --from');
    expect(help.stdout).not.toContain('cannot load');
  });
});
