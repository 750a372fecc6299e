import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docsnav } from './run-cli';

const LEGACY = join(__dirname, '..', 'fixtures', 'legacy');

describe('docsnav migrate', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docsnav-migrate-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the docs.json on stdout and each dropped setting on stderr with its place', async () => {
    const r = await docsnav(['migrate', 'settings/mint.json'], LEGACY);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(LEGACY, 'settings', 'upgraded.json'), 'utf8'));
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^settings\/mint\.json:4:3 theme: the upgrade writes the theme "mint"/);
    expect(lines).toContain(
      'settings/mint.json:14:3 feedback: docs.json has no setting the upgrade moves it to, so it is left out; set its docs.json equivalent by hand if there is one',
    );
    expect(lines.at(-1)).toBe('8 settings are left out of docs.json (listed above).');
  });

  it('takes a folder and finds its mint.json', async () => {
    const r = await docsnav(['migrate', 'groups-only'], LEGACY);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(LEGACY, 'groups-only', 'upgraded.json'), 'utf8'));
    expect(r.stderr).toBe('Every setting of groups-only/mint.json is carried into docs.json.\n');
  });

  it('--write creates docs.json beside mint.json and leaves mint.json as it was', async () => {
    const mint = readFileSync(join(LEGACY, 'tabs', 'mint.json'), 'utf8');
    writeFileSync(join(dir, 'mint.json'), mint);
    const r = await docsnav(['migrate', '.', '--write'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe(readFileSync(join(LEGACY, 'tabs', 'upgraded.json'), 'utf8'));
    expect(readFileSync(join(dir, 'mint.json'), 'utf8')).toBe(mint);
    expect(r.stderr).toContain('Wrote docs.json. 1 setting is left out of docs.json');
  });

  it('--write refuses to overwrite an existing docs.json: exit 1, the reason, nothing written', async () => {
    cpSync(join(LEGACY, 'tabs', 'mint.json'), join(dir, 'mint.json'));
    writeFileSync(join(dir, 'docs.json'), '{"mine": true}\n');
    const r = await docsnav(['migrate', 'mint.json', '--write'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('docs.json already exists, and --write never overwrites it; nothing was written.');
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe('{"mine": true}\n');
  });

  it('a mint.json that is not JSON, or has no navigation: exit 2 with the reason and its line', async () => {
    writeFileSync(join(dir, 'mint.json'), '{\n  "name": "x",\n  "navigation": [\n');
    let r = await docsnav(['migrate', 'mint.json', '--write'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mint\.json:4:1 error mint\.json is not valid JSON/);
    expect(existsSync(join(dir, 'docs.json'))).toBe(false);
    writeFileSync(join(dir, 'mint.json'), '{"name": "x"}');
    r = await docsnav(['migrate', 'mint.json'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('has no "navigation" list of groups, so there is nothing to convert');
    expect(r.stdout).toBe('');
  });

  it('a folder with docs.json and no mint.json has nothing to migrate; usage mistakes exit 2', async () => {
    writeFileSync(join(dir, 'docs.json'), '{}');
    const r = await docsnav(['migrate', '.'], dir);
    expect([r.code, r.stderr]).toEqual([
      2,
      'docsnav migrate: . has a docs.json and no mint.json: it is already in the current format, so there is nothing to migrate\n',
    ]);
    expect((await docsnav(['migrate'], dir)).code).toBe(2);
    expect((await docsnav(['migrate', '.', '--force'], dir)).stderr).toContain('unknown option --force');
  });
});

describe('docsnav check on a legacy config', () => {
  it('says a mint.json is legacy and to run migrate, instead of structural errors', async () => {
    const r = await docsnav(['check', 'tabs/mint.json'], LEGACY);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'tabs/mint.json:1:1 error legacy-config tabs/mint.json is a legacy mint.json config: the site generator now reads docs.json, so its structure is not checked. Run "docsnav migrate tabs/mint.json" to convert it to docs.json, then check that.\n',
    );
  });

  it('the same for a folder that has only a mint.json, and in --json', async () => {
    const r = await docsnav(['check', 'versions', '--json'], LEGACY);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual([expect.objectContaining({ file: 'versions/mint.json', code: 'legacy-config', line: 1 })]);
  });

  it('by its shape whatever its name, and as a GitHub annotation with --format github', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsnav-migrate-'));
    try {
      writeFileSync(join(dir, 'config.json'), '{"name": "x", "navigation": [{"group": "A", "pages": ["a"]}]}');
      const r = await docsnav(['check', 'config.json', '--format', 'github'], dir);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(
        /^::error file=config\.json,line=1,col=1,title=docsnav legacy-config::config\.json is a legacy mint\.json config/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a folder with both checks docs.json and says mint.json is ignored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docsnav-migrate-'));
    try {
      cpSync(join(LEGACY, 'tabs', 'mint.json'), join(dir, 'mint.json'));
      writeFileSync(
        join(dir, 'docs.json'),
        JSON.stringify({ name: 'x', theme: 'mint', colors: { primary: '#000000' }, navigation: { pages: [] } }),
      );
      const r = await docsnav(['check', '.'], dir);
      expect(r.stderr).toContain('docsnav check: mint.json is ignored: docs.json beside it is the config, and it is checked.');
      expect(r.stdout).not.toContain('legacy-config');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
