import { test, expect } from './test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DOCS, exportText, filterTree, item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

test.describe('no acknowledged edit is lost', () => {
  test('a reload right after an edit (inside the autosave delay) offers the edit back', async ({ page }) => {
    await openApp(page);
    page.on('dialog', (d) => void d.accept());
    await filterTree(page, 'quickstart');
    await item(page, 'Page quickstart').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByRole('button', { name: "Undo move 'quickstart'" })).toBeEnabled();
    // At once: the 400 ms debounce has not written anything yet.
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved work' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore' }).click();
    const moved = SAMPLE_DOCS.replace('"index",\n                      "quickstart",', '"quickstart",\n                      "index",');
    expect(moved).not.toBe(SAMPLE_DOCS);
    expect(await exportText(page)).toBe(moved);
  });

  test('after an export, a reload brings back the exported document, not the sample', async ({ page }) => {
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'folder'));
    await expect(item(page, 'Group Guides')).toBeVisible();
    await item(page, 'Page index').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    const exported = await exportText(page);
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('');
    await page.reload();
    await expect(item(page, 'Group Guides')).toBeVisible();
    await expect(item(page, 'Language en')).toHaveCount(0);
    // Nothing to restore: it was saved; the next export has no change to show.
    await expect(page.getByRole('region', { name: 'Unsaved work' })).toHaveCount(0);
    expect(await exportText(page)).toBe(exported);
  });
});
