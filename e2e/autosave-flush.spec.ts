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

  test('a config of more than a megabyte (its texts stored as Blobs in idle time) comes back exactly after a reload', async ({ page }) => {
    await openApp(page);
    page.on('dialog', (d) => void d.accept());
    // 60,000 pages, accents and emoji (two UTF-16 units each) among them: 1.9 MB.
    const pages = Array.from({ length: 60_000 }, (_, i) => `docs/page-${i}-é😀`);
    const doc = (list: string[]) =>
      `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Big', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: list }] } }, null, 2)}\n`;
    const text = doc(pages);
    expect(text.length).toBeGreaterThan(1 << 20);
    await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await item(page, 'Page docs/page-0-é😀').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved work' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    expect(await exportText(page)).toBe(doc([pages[1], pages[0], ...pages.slice(2)]));
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
