import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer, type DevServer } from '../../../src/cli/dev/dev-server';
import { findDocsRoot } from '../../../src/cli/dev/dev-session';
import { checkLines } from '../../../src/cli/dev/report-problems';
import { DevApiError, devConnectionFrom, fetchDevProject, openDevProject, saveDevFiles, type DevConnection } from '../../../src/io/dev-api';
import { FIXTURE_APP } from './dev-helpers';

const LEGACY = join(__dirname, '..', '..', 'fixtures', 'legacy', 'tabs');
const MINT = readFileSync(join(LEGACY, 'mint.json'), 'utf8');
const UPGRADED = readFileSync(join(LEGACY, 'upgraded.json'), 'utf8');

// `docsnav dev` on a folder that has only a mint.json: the app converts it, and Save may create
// docs.json (the one new file the server writes), never touching mint.json.
describe('docsnav dev on a legacy mint.json folder', () => {
  let dir: string;
  let server: DevServer;
  let conn: DevConnection;
  const target = { label: 'Save to disk', save: async () => undefined };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docsnav-dev-legacy-'));
    cpSync(join(LEGACY, 'mint.json'), join(dir, 'mint.json'));
    writeFileSync(join(dir, 'introduction.mdx'), '---\ntitle: Introduction\n---\n');
    server = await startDevServer({ root: dir, appDir: FIXTURE_APP, port: 0 });
    conn = devConnectionFrom({ search: new URL(server.url).search, origin: server.origin })!;
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served (the folder is found by its mint.json), and the app gets the conversion', async () => {
    expect(findDocsRoot(dir, '/')).toBe(dir);
    const payload = await fetchDevProject(conn);
    expect(payload.mainPath).toBe('mint.json');
    const r = await openDevProject(payload, target);
    if (!r.ok) throw new Error(r.message);
    expect(r.conversion?.text).toBe(UPGRADED);
    expect(r.project.saveTarget).toBe(target);
    expect(r.project.pageFiles?.has('introduction')).toBe(true);
  });

  it('Save creates docs.json once; mint.json is never written, and a docs.json that appeared is not replaced', async () => {
    const refused = await saveDevFiles(conn, new Map([['mint.json', '{}']]), {}).catch((e: unknown) => e);
    expect((refused as DevApiError).status).toBe(403);
    expect((refused as DevApiError).message).toContain('is a legacy mint.json, which docsnav dev never writes');
    // The app sends '' for a file the server did not report: it must not exist.
    const saved = await saveDevFiles(conn, new Map([['docs.json', UPGRADED]]), { 'docs.json': '' });
    expect(saved.saved).toEqual(['docs.json']);
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe(UPGRADED);
    expect(readFileSync(join(dir, 'mint.json'), 'utf8')).toBe(MINT);
    // From now on the folder is served from docs.json.
    expect((await fetchDevProject(conn)).mainPath).toBe('docs.json');
    const again = await saveDevFiles(conn, new Map([['docs.json', '{"navigation": {"pages": []}}\n']]), { 'docs.json': '' }).catch(
      (e: unknown) => e,
    );
    expect((again as DevApiError).status).toBe(409);
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe(UPGRADED);
  });

  it('a docs.json the app would create must be JSON', async () => {
    const bad = await saveDevFiles(conn, new Map([['docs.json', '{"navigation": [']]), { 'docs.json': '' }).catch((e: unknown) => e);
    expect((bad as DevApiError).status).toBe(400);
    expect(existsSync(join(dir, 'docs.json'))).toBe(false);
  });

  it('the terminal says what happens instead of checking a docs.json that is not there', async () => {
    const { lines, errors } = await checkLines(dir, dir);
    expect(errors).toBe(0);
    expect(lines).toEqual([
      'mint.json:1:1 info legacy-config mint.json is a legacy config: the app shows the docs.json it becomes; Save there creates docs.json, and its problems are checked from then on.',
    ]);
  });
});
