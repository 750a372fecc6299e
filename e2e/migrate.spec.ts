import { test, expect } from './test';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drag, exportText, item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));
/** A docs folder that still has the legacy mint.json (and its pages), no docs.json. */
const LEGACY_DIR = join(HERE, 'fixtures', 'legacy');
/** The docs.json the generator's own upgrade makes of that mint.json (written once by ../shared/oracle/upgrade.mjs). */
const CONVERTED = readFileSync(join(HERE, 'fixtures', 'legacy-docs.json'), 'utf8');
const BIN = join(HERE, '..', 'bin', 'docsnav.cjs');

test.describe('a legacy mint.json', () => {
  test('open its folder, see the conversion, continue, drag a page, export docs.json', async ({ page }) => {
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(LEGACY_DIR);

    const dialog = page.getByRole('dialog', { name: 'Convert mint.json to docs.json' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('The docs.json it becomes')).toHaveText(CONVERTED, { useInnerText: true });
    await expect(dialog.getByRole('list', { name: 'Settings left out' }).getByRole('listitem')).toHaveText([
      /^feedback \(line 6\): docs\.json has no setting the upgrade moves it to/,
    ]);
    // Nothing has replaced the sample yet.
    await expect(item(page, 'Language en')).toBeAttached();

    await dialog.getByRole('button', { name: 'Continue with docs.json' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^mint\.json is converted to docs\.json \(1 setting is left out\)/)).toBeVisible();
    await expect(item(page, 'Tab API reference')).toBeVisible();
    // The pages of the folder are there: no "matches no page file" for the converted entries.
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 errors', { exact: true })).toBeVisible();

    await drag(page, item(page, 'Page quickstart'), item(page, 'Group Guides'));
    await expect(page.getByTestId('tree-announcer')).toHaveText("Moved 'quickstart' into 'Guides', position 3 of 3");

    const moved = JSON.parse(CONVERTED);
    const [start, guides] = moved.navigation.tabs[0].groups;
    start.pages = ['index'];
    guides.pages.push('quickstart');
    expect(await exportText(page)).toBe(`${JSON.stringify(moved, null, 2)}\n`);
  });

  test('a mint.json that is not JSON is refused; the open document stays', async ({ page }) => {
    await openApp(page);
    await page
      .getByLabel('Open docs.json')
      .setInputFiles({ name: 'mint.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "x", "navigation": [') });
    await expect(page.getByRole('alert')).toContainText('mint.json is not valid JSON');
    await expect(page.getByRole('dialog', { name: 'Convert mint.json to docs.json' })).toHaveCount(0);
    await expect(item(page, 'Language en')).toBeVisible();
  });

  test('in docsnav dev, Save creates docs.json beside the mint.json and leaves mint.json as it was', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'docsnav-migrate-e2e-'));
    cpSync(LEGACY_DIR, dir, { recursive: true });
    const mint = readFileSync(join(dir, 'mint.json'), 'utf8');
    // The app this run built (DOCSNAV_OUT) is the one served; port 0: any free port, so parallel runs never clash.
    const dev = spawn(process.execPath, [BIN, 'dev', '.', '--port', '0'], {
      cwd: dir,
      env: { ...process.env, DOCSNAV_OUT: process.env.DOCSNAV_OUT ?? 'dist-e2e' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    dev.stdout!.on('data', (d) => (out += d));
    dev.stderr!.on('data', (d) => (out += d));
    try {
      await expect.poll(() => /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out)?.[0], { timeout: 60_000 }).toBeTruthy();
      expect(out).toContain(`docsnav dev: converting ${join(dir, 'mint.json')}`);
      await page.goto(/http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out)![0]);
      const dialog = page.getByRole('dialog', { name: 'Convert mint.json to docs.json' });
      await dialog.getByRole('button', { name: 'Continue with docs.json' }).click();
      await expect(item(page, 'Tab API reference')).toBeVisible();
      expect(existsSync(join(dir, 'docs.json'))).toBe(false);

      await page.getByRole('button', { name: 'Export' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Export docs.json' });
      await exportDialog.getByRole('button', { name: 'Save to disk' }).click();
      await expect(exportDialog).toBeHidden();
      expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe(CONVERTED);
      expect(readFileSync(join(dir, 'mint.json'), 'utf8')).toBe(mint);
      await expect(page.getByLabel('unexported changes')).toHaveCount(0);
    } finally {
      if (dev.exitCode === null) {
        const exited = new Promise((r) => dev.once('exit', r));
        dev.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
