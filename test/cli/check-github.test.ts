import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { escapeData, escapeProperty, githubAnnotation } from '../../src/cli/github-annotations';
import { docsnav, fixtures } from './run-cli';

const openapi = join(fixtures, '..', 'openapi');

describe('GitHub annotations', () => {
  it('escape %, CR and LF in the message, and also : and , in a property, as GitHub reads them back', () => {
    expect(escapeData('100% sure,\r\nsee: "a"')).toBe('100%25 sure,%0D%0Asee: "a"');
    expect(escapeProperty('dir,one/a:b%.json\n')).toBe('dir%2Cone/a%3Ab%25.json%0A');
  });

  it('place a problem at its file, line and column, with the code as its title', () => {
    expect(
      githubAnnotation({
        severity: 'warning',
        code: 'duplicate-page',
        message: 'a: b, 50%',
        displayFile: 'docs\\my,docs.json',
        line: 3,
        column: 7,
      }),
    ).toBe('::warning file=docs/my%2Cdocs.json,line=3,col=7,title=docsnav duplicate-page::a: b, 50%25');
    expect(githubAnnotation({ severity: 'info', code: 'x', message: 'm' })).toBe('::notice title=docsnav x::m');
  });

  it('name a remote document in the message, since GitHub can only place a file of the repository', () => {
    expect(
      githubAnnotation({
        severity: 'error',
        code: 'openapi-invalid',
        message: 'bad',
        displayFile: 'https://api.example.com/openapi.json',
        line: 4,
        column: 2,
      }),
    ).toBe('::error title=docsnav openapi-invalid::https://api.example.com/openapi.json:4:2: bad');
  });
});

describe('docsnav check --format github', () => {
  it('prints one ::error line per error, at the same places as the text format; exit 1', async () => {
    const text = await docsnav(['check', 'errors.json']);
    const r = await docsnav(['check', 'errors.json', '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[1]).toBe(
      '::error file=errors.json,line=10,col=9,title=docsnav mixed-child-kinds::navigation.tabs[0]: a tab cannot hold both "anchors" and "groups" at the same level; the site would drop "groups" (2 pages). Move them into an anchor or a new tab.',
    );
    // The same problems in the same order, at the same places, as the text format.
    const fromText = text.stdout
      .trimEnd()
      .split('\n')
      .map((l) => /^([^:]+):(\d+):(\d+) (\w+) ([\w-]+)/.exec(l)!.slice(1).join(' '));
    const fromGithub = lines.map((l) => {
      const [, severity, file, line, col, code] = /^::(\w+) file=([^,]+),line=(\d+),col=(\d+),title=docsnav ([\w-]+)::/.exec(l)!;
      return [file, line, col, severity, code].join(' ');
    });
    expect(fromGithub).toEqual(fromText);
  });

  it('warnings are ::warning and leave the exit code 0', async () => {
    const r = await docsnav(['check', 'warnings.json', '--format=github']);
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => l.slice(0, l.indexOf(','))),
    ).toEqual(['::warning file=warnings.json', '::warning file=warnings.json', '::warning file=warnings.json']);
  });

  it('OpenAPI problems in page files and docs.json are placed too', async () => {
    const r = await docsnav(['check', 'site', '--format', 'github'], openapi);
    expect(r.code).toBe(1);
    // "GET /users/": the site's build still finds GET /users, so a warning (with the exact path to write).
    expect(r.stdout).toContain('::warning file=site/docs.json,line=15,col=55,title=docsnav operation-path-differs::');
    expect(r.stdout).toContain('::error file=site/people.mdx,line=1,col=1,title=docsnav page-metadata-operation-not-found::');
  });

  it('a file that is not JSON, or is missing, is an annotation as well as the message; exit 2', async () => {
    const bad = await docsnav(['check', 'not-json.json', '--format', 'github']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe(
      '::error file=not-json.json,line=3,col=19,title=docsnav not-json::line 3, column 19: a comma "," is expected between entries. Fix the JSON syntax first.\n',
    );
    expect(bad.stderr).toContain('not-json.json:3:19 error not-json');
    const missing = await docsnav(['check', 'nope.json', '--format', 'github']);
    expect(missing).toEqual({
      code: 2,
      stdout: '::error title=docsnav cannot-read::nope.json: no such file or folder\n',
      stderr: 'docsnav check: nope.json: no such file or folder\n',
    });
  });

  it('a legacy mint.json is one ::error at its top', async () => {
    const r = await docsnav(['check', 'tabs/mint.json', '--format', 'github'], join(fixtures, '..', 'legacy'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^::error file=tabs\/mint\.json,line=1,col=1,title=docsnav legacy-config::tabs\/mint\.json is a legacy mint\.json config: .*\n$/,
    );
  });

  it('--format json is --json; an unknown format is a usage mistake (exit 2)', async () => {
    expect((await docsnav(['check', 'errors.json', '--format', 'json'])).stdout).toBe(
      (await docsnav(['check', 'errors.json', '--json'])).stdout,
    );
    const r = await docsnav(['check', 'errors.json', '--format', 'sarif']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('docsnav check: --format must be text, json or github (got "sarif")\n');
  });
});
