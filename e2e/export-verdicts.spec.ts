import { existsSync, readFileSync } from 'node:fs';
import { test, expect, type Page } from './test';
import { item, openApp } from './helpers';
import { ORACLE_SKIP_REASON, oracleInstalled, validateMany } from '../test/fidelity/oracle';

// Issue 13 in real Chromium: the export dialog blocks only what the site generator refuses. A
// group shown without a heading (`"group": " "`, a common idiom) downloads without "Export
// anyway"; a config the generator rejects (a group with an empty label at the root) waits for it.

const SETTINGS = { name: 'Verdicts', theme: 'mint', colors: { primary: '#0D9373' } };

/** Accepted by the generator: two groups shown without a heading, then one with. */
const BLANK_LABELS = `${JSON.stringify(
  {
    ...SETTINGS,
    navigation: {
      groups: [
        { group: ' ', pages: ['intro', 'setup'] },
        { group: ' ', pages: ['faq'] },
        { group: 'Guides', pages: ['guide'] },
      ],
    },
  },
  null,
  2,
)}\n`;

/** Rejected by the generator: a group label that is empty (not only spaces) at the root. */
const EMPTY_LABEL = `${JSON.stringify({ ...SETTINGS, navigation: { groups: [{ group: '', pages: ['intro'] }] } }, null, 2)}\n`;

/** A real config with whitespace group labels, on which the dialog once listed 145 pages as lost. */
const REAL = '../shared/corpus/Terminal49__API/docs.json';

const openFile = (page: Page, content: string) =>
  page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(content) });

async function openExport(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the export dialog follows the generator', () => {
  test('whitespace-only group labels download at once: no error, no "Export anyway", the file as opened', async ({ page }) => {
    await openApp(page);
    await openFile(page, BLANK_LABELS);
    await expect(item(page, 'Page intro')).toBeVisible();
    const dialog = await openExport(page);
    await expect(dialog.getByText(/This docs\.json has \d+ error/)).toHaveCount(0);
    await expect(dialog.getByText(/Readers would not see/)).toHaveCount(0);
    await expect(dialog.getByLabel('Export anyway')).toHaveCount(0);
    const download = dialog.getByRole('button', { name: 'Download' });
    await expect(download).toBeEnabled();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(readFileSync((await file.path())!, 'utf8')).toBe(BLANK_LABELS);
  });

  test('a config the generator rejects waits for "Export anyway"', async ({ page }) => {
    await openApp(page);
    await openFile(page, EMPTY_LABEL);
    await expect(item(page, 'Page intro')).toBeVisible();
    const dialog = await openExport(page);
    await expect(dialog.getByText('The site would reject it:')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Errors' })).toContainText(/empty/);
    const download = dialog.getByRole('button', { name: 'Download' });
    await expect(download).toBeDisabled();
    await dialog.getByLabel('Export anyway').check();
    await expect(download).toBeEnabled();
  });

  test('a real config with whitespace group labels (Terminal49) downloads without "Export anyway"', async ({ page }) => {
    test.skip(!existsSync(REAL), `needs ${REAL}`);
    const text = readFileSync(REAL, 'utf8');
    await openApp(page);
    await openFile(page, text);
    await expect(page.locator('.doc-name')).toHaveText('docs.json');
    const dialog = await openExport(page);
    await expect(dialog.getByText(/Readers would not see/)).toHaveCount(0);
    await expect(dialog.getByLabel('Export anyway')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  test("the generator's own validator agrees: it accepts the blank labels and rejects the empty one", async () => {
    test.skip(!oracleInstalled, ORACLE_SKIP_REASON);
    const [blank, empty] = await validateMany([{ config: JSON.parse(BLANK_LABELS) }, { config: JSON.parse(EMPTY_LABEL) }]);
    expect(blank.valid).toBe(true);
    expect(blank.stripped ?? []).toEqual([]);
    expect(empty.valid).toBe(false);
  });
});
