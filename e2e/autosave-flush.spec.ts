import { test, expect, type Page, tempDir } from './test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DOCS, exportText, filterTree, item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

// 60,000 pages, accents and emoji (two UTF-16 units each) among them: 1.9 MB.
const BIG_PAGES = Array.from({ length: 60_000 }, (_, i) => `docs/page-${i}-é😀`);
const bigDoc = (list: string[]) =>
  `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Big', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: list }] } }, null, 2)}\n`;
/** The big config after Alt+Down on its first page. */
const BIG_MOVED = () => bigDoc([BIG_PAGES[1], BIG_PAGES[0], ...BIG_PAGES.slice(2)]);

/** Reload, restore the work offered, and give the text Export shows. */
async function reloadAndRestore(page: Page): Promise<string> {
  await page.reload();
  const offer = page.getByRole('region', { name: 'Unsaved work' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  return exportText(page);
}

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
    const text = bigDoc(BIG_PAGES);
    expect(text.length).toBeGreaterThan(1 << 20);
    await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await item(page, 'Page docs/page-0-é😀').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    expect(await reloadAndRestore(page)).toBe(BIG_MOVED());
  });

  // A config opened from disk is stored as a copy of its file made in a worker, not encoded
  // again (io/copy-blob.ts): a change to the file on disk, before or after the record is
  // written, loses nothing (stored as the file itself, the record could not be read back).
  for (const changed of ['never', 'once opened', 'once kept'])
    test(`a config of more than a megabyte opened from a folder on disk (changed there: ${changed}) comes back exactly after a reload`, async ({
      page,
    }) => {
      const dir = join(tempDir('docsnav-e2e-'), 'big');
      mkdirSync(dir);
      const file = join(dir, 'docs.json');
      writeFileSync(file, bigDoc(BIG_PAGES));
      await openApp(page);
      page.on('dialog', (d) => void d.accept());
      await page.getByLabel('Open a docs folder').setInputFiles(dir);
      const first = item(page, 'Page docs/page-0-é😀');
      await first.waitFor();
      if (changed === 'once opened') writeFileSync(file, bigDoc(BIG_PAGES.slice(1)));
      await first.click();
      await page.keyboard.press('Alt+ArrowDown');
      await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
      if (changed === 'once kept') writeFileSync(file, bigDoc(BIG_PAGES.slice(1)));
      expect(await reloadAndRestore(page)).toBe(BIG_MOVED());
    });

  test('a folder whose OpenAPI document is over a megabyte (read after the folder opens) comes back with it after a reload', async ({
    page,
  }) => {
    // 2,000 operations under 20 tags, 1.4 MB: read after the folder opens, stored with the record once it arrives.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 2000; i++)
      paths[`/plants/${i}`] = {
        get: { tags: [`Tag ${i % 20}`], summary: `Plant ${i} ${'é😀'.repeat(100)}`, responses: { 200: { description: 'OK' } } },
      };
    const api = JSON.stringify({ openapi: '3.0.3', info: { title: 'Plants', version: '1' }, paths }, null, 2);
    expect(api.length).toBeGreaterThan(1 << 20);
    const dir = join(tempDir('docsnav-e2e-'), 'plants');
    mkdirSync(dir);
    const docs = (pages: string[]) => {
      const nav = {
        groups: [
          { group: 'Guides', pages },
          { group: 'API', openapi: 'api.json' },
        ],
      };
      return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Plants', colors: { primary: '#0D9373' }, navigation: nav }, null, 2)}\n`;
    };
    writeFileSync(join(dir, 'docs.json'), docs(['index', 'quickstart']));
    writeFileSync(join(dir, 'api.json'), api);
    for (const name of ['index', 'quickstart']) writeFileSync(join(dir, `${name}.mdx`), `# ${name}\n`);

    await openApp(page);
    page.on('dialog', (d) => void d.accept());
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    await expect(item(page, 'Generated page GET /plants/20')).toHaveCount(1);
    await item(page, 'Page index').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    await page.reload();
    const offer = page.getByRole('region', { name: 'Unsaved work' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    // The document came back with the record: its pages are generated, and nothing is missing.
    await expect(item(page, 'Generated page GET /plants/20')).toHaveCount(1);
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 errors')).toBeVisible();
    expect(await exportText(page)).toBe(docs(['quickstart', 'index']));
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
