import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docsnav } from './run-cli';

describe('docsnav check', () => {
  it('prints file:line:col severity code message and exits 1 on errors', async () => {
    const r = await docsnav(['check', 'errors.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'errors.json:10:9 error mixed-child-kinds navigation.tabs[0]: a tab cannot hold both "anchors" and "groups" at the same level; the site would drop "groups" (2 pages). Move them into an anchor or a new tab.',
    );
    // The generator keeps "tabs" here: "languages" comes first but holds a code it refuses ("en-US").
    expect(lines[0]).toMatch(
      /^errors\.json:15:5 error multiple-primary-patterns navigation: .* keeps "tabs" \("languages" holds an entry it refuses\) and silently drops "languages" \(1 page\)/,
    );
    expect(lines[2]).toMatch(/^errors\.json:16:9 error unsupported-language navigation\.languages\[0\]: "en-US" .* use "en"/);
  });

  it('exits 0 when there are only warnings, and prints them', async () => {
    const r = await docsnav(['check', 'warnings.json']);
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trimEnd()
        .split('\n')
        .map((l) => l.split(' ').slice(0, 3).join(' ')),
    ).toEqual([
      'warnings.json:9:9 warning expanded-on-top-level-group',
      'warnings.json:10:19 warning lowercase-method',
      'warnings.json:10:42 warning duplicate-page',
    ]);
  });

  it('warns of icon names their library lacks, as the app does (Pro names, aliases and URLs pass)', async () => {
    const r = await docsnav(['check', 'docs.json'], join(__dirname, '..', 'fixtures', 'icons'));
    const icons = r.stdout
      .trimEnd()
      .split('\n')
      .filter((l) => l.includes(' unknown-icon '));
    expect(icons.map((l) => l.slice(0, l.indexOf(' is not a')))).toEqual([
      'docs.json:16:30 warning unknown-icon navigation.tabs[0].groups[5]: icon "hosue"',
      'docs.json:17:37 warning unknown-icon navigation.tabs[0].groups[6]: icon "life-buoy"',
      'docs.json:19:42 warning unknown-icon navigation.tabs[0].groups[8]: icon "lif-buoy"',
      'docs.json:24:62 warning unknown-icon navigation.tabs[0].groups[13].pages[0]: icon "not-an-icon"',
      'split.json:3:3 warning unknown-icon split.json (navigation.tabs[1]): icon "rocket-launchpad"',
    ]);
    expect(icons[0]).toContain('find the right name at https://fontawesome.com/icons.');
  });

  it('exits 0 with no output on a clean file', async () => {
    expect(await docsnav(['check', 'four-space.json'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--json prints the diagnostics as a JSON array with line, column and fix', async () => {
    const r = await docsnav(['check', 'errors.json', '--json']);
    expect(r.code).toBe(1);
    const arr = JSON.parse(r.stdout);
    expect(arr).toHaveLength(3);
    expect(arr[1]).toMatchObject({
      file: 'errors.json',
      line: 10,
      column: 9,
      severity: 'error',
      code: 'mixed-child-kinds',
      path: ['navigation', 'tabs', 0, 'groups'],
    });
    expect(arr[1].fix).toMatchObject({ command: 'split-mixed-tab' });
    expect(arr[2].fix).toMatchObject({ command: 'set-field', args: { key: 'language', value: 'en' } });
  });

  it("exits 2 on text that is not JSON, printing the syntax error's line and column", async () => {
    const r = await docsnav(['check', 'not-json.json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'not-json.json:3:19 error not-json line 3, column 19: a comma "," is expected between entries. Fix the JSON syntax first.\n',
    );
  });

  it('exits 2 when the input cannot be read, and on a usage mistake', async () => {
    const missing = await docsnav(['check', 'nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('docsnav check: nope.json: no such file or folder\n');
    expect((await docsnav(['check'])).code).toBe(2);
    expect((await docsnav(['check', 'errors.json', '--jsno'])).stderr).toContain('unknown option --jsno');
  });

  it('on a folder finds docs/docs.json, loads $ref files and reports entries that match no page file', async () => {
    const r = await docsnav(['check', 'site']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    // node_modules and dot-folders are skipped; a leading "/" and .md pages are found.
    expect(lines.map((l) => l.split(' ')[0])).toEqual([
      'site/docs/docs.json:9:92',
      'site/docs/docs.json:9:110',
      'site/docs/docs.json:9:137',
      'site/docs/fr.json:3:47',
    ]);
    expect(lines[0]).toBe(
      'site/docs/docs.json:9:92 warning page-not-found navigation.languages[0].groups[0].pages[3]: page entry "guides/missing" matches no page file (guides/missing.mdx or .md) in the folder; the site would show a broken link. Create the page or fix the path.',
    );
    expect(lines[1]).toContain('"node_modules/pkg/readme"');
    expect(lines[2]).toContain('".drafts/todo"');
    expect(lines[3]).toContain('page entry "fr/index"');
  });

  it('finds pages under build/ (a docs section may be called that) but none under node_modules, as the app does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsnav-check-'));
    try {
      const docs = {
        name: 'S',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { groups: [{ group: 'G', pages: ['build/intro', 'node_modules/pkg/readme'] }] },
      };
      writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
      for (const page of ['build/intro.mdx', 'node_modules/pkg/readme.mdx']) {
        mkdirSync(join(dir, page, '..'), { recursive: true });
        writeFileSync(join(dir, page), '# Page\n');
      }
      const r = await docsnav(['check', '.'], dir);
      expect(
        r.stdout
          .trimEnd()
          .split('\n')
          .map((l) => /page entry "([^"]+)"/.exec(l)?.[1]),
      ).toEqual(['node_modules/pkg/readme']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a single file does not check page files', async () => {
    const r = await docsnav(['check', 'site/docs/docs.json']);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('docsnav', () => {
  it('--help prints usage with every registered command and exits 0', async () => {
    const r = await docsnav(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage:');
    expect(r.stdout).toContain('  docsnav check <docs.json | folder> [--json] [--format text|json|github]: ');
    expect(r.stdout).toContain('  docsnav format <docs.json>: ');
  });

  it('an unknown command exits 2', async () => {
    const r = await docsnav(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "frobnicate"');
  });
});
