import { test, expect } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
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
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'folder'));
    await expect(item(page, 'Group Guides')).toBeVisible();
    await expect(page.getByText('no page file "guides/missing.mdx"')).toBeVisible();
    await expect(page.getByText('1 warnings').first()).toBeVisible();
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
    await page.waitForTimeout(800); // the autosave debounce
    page.on('dialog', (d) => d.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    const text = await exportText(page);
    expect(text).toBe(SAMPLE_DOCS.replace('["guides/watering", "guides/light"]', '["guides/light", "guides/watering"]'));
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
