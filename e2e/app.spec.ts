import { test, expect } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/** A fresh copy of a fixture folder, for a test to add to. */
function copyFixture(name: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'docsnav-e2e-')), name);
  cpSync(join(HERE, 'fixtures', name), dir, { recursive: true });
  return dir;
}
import { SAMPLE_DOCS, exportText, filterTree, item, openApp } from './helpers';

test.describe('the editor app', () => {
  test('opens the built-in sample with its navigation, and exports it byte for byte unedited', async ({ page }) => {
    await openApp(page);
    await expect(item(page, 'Version v2')).toBeVisible();
    await expect(item(page, 'Tab Guides')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 errors')).toBeVisible();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('edit, undo, redo, and the export has exactly the edit', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'quickstart');
    await item(page, 'Page quickstart').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByTestId('tree-announcer')).toHaveText("Moved 'quickstart' into 'Get started', position 1 of 3");
    const undo = page.getByRole('button', { name: "Undo move 'quickstart'" });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(page.getByRole('button', { name: /^Redo move 'quickstart'/ })).toBeEnabled();
    await page.keyboard.press('Control+Shift+Z');
    const swapped = SAMPLE_DOCS.replace('"index",\n                      "quickstart",', '"quickstart",\n                      "index",');
    expect(swapped).not.toBe(SAMPLE_DOCS);
    expect(await exportText(page)).toBe(swapped);
  });

  test('opens a folder (through the directory input), checks its pages, and skips node_modules', async ({ page }) => {
    // node_modules and .git are made here: .gitignore keeps a committed node_modules out of the repository.
    const dir = copyFixture('folder');
    mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'left-pad', 'package.json'), '{"name":"left-pad","version":"1.0.0"}');
    writeFileSync(join(dir, 'node_modules', 'left-pad', 'missing.mdx'), '# Not a page of the site');
    mkdirSync(join(dir, '.git'), { recursive: true });
    writeFileSync(join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    await expect(item(page, 'Group Guides')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Read 3 files of / })).toContainText('skipped .git and node_modules.');
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(problems.getByText(/^navigation\.groups\[0\]\.pages\[2\]: page entry "guides\/missing" matches no page file/)).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('1 warning', { exact: true })).toBeVisible();
  });

  test('a file that is not a docs.json is refused and the open document stays', async ({ page }) => {
    await openApp(page);
    await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'package.json'));
    await expect(page.getByRole('alert')).toContainText('looks like a package.json, so it is not a docs.json');
    await expect(item(page, 'Language en')).toBeVisible();
    await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from('{"navigation": [1,,]}') });
    await expect(page.getByRole('alert')).toContainText('line 1, column 19: a value is expected');
    await expect(item(page, 'Language en')).toBeVisible();
  });

  test('reload restores the autosaved work', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'watering');
    await item(page, 'Page guides/watering').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('button', { name: /^Undo move/ })).toBeEnabled();
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    // Closing or reloading with unexported changes asks first.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.accept())));
    // The sample loads beside the offer. Hold it back until Restore is clicked: a sample that
    // arrives after the restore must not replace the restored work (the bug CI caught).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/sample/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    const offer = page.getByRole('region', { name: 'Unsaved work' });
    await expect(offer).toContainText(/Unsaved work on Sample, last changed (just now|1 minute ago)/);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    release();
    // Every file of the sample has arrived once the network is idle: the restored work must still be there.
    await page.waitForLoadState('networkidle');
    await page.unroute('**/sample/manifest.json');
    const expected = SAMPLE_DOCS.replace('["guides/watering", "guides/light"]', '["guides/light", "guides/watering"]');
    expect(expected).not.toBe(SAMPLE_DOCS);
    expect(await exportText(page)).toBe(expected);
    // Exported: nothing is left to lose, so closing asks nothing and the next start offers nothing.
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('');
    await page.reload();
    await expect(item(page, 'Language en')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved work' })).toHaveCount(0);
  });

  test('?open= a URL opens that docs.json', async ({ page }) => {
    const remote = '{"name":"Remote","theme":"mint","colors":{"primary":"#000"},"navigation":{"groups":[{"group":"From the URL","pages":["a"]}]}}';
    await page.route('**/remote/docs.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: remote }));
    await page.goto('/?open=' + encodeURIComponent('/remote/docs.json'));
    await expect(item(page, 'Group From the URL')).toBeVisible();
    await page.route('**/missing/docs.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.getByRole('button', { name: 'Open URL' }).click();
    await page.getByLabel('URL of a docs.json').fill(new URL('/missing/docs.json', page.url()).toString());
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('answered 404');
    await expect(item(page, 'Group From the URL')).toBeVisible();
  });
});
