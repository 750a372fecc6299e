import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

export const SAMPLE_DOCS = readFileSync(join(HERE, '..', 'public', 'sample', 'docs.json'), 'utf8');

/** Open the app on a fresh profile (no autosave) and wait for the sample's tree. */
export async function openApp(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await expect(page.getByRole('tree', { name: 'Navigation' })).toBeVisible();
  if (!query) await expect(page.getByRole('treeitem', { name: 'Language en' })).toBeVisible();
}

/** A tree item by kind and label ("Page index", "Group Get started"). */
export function item(page: Page, name: string) {
  return page.getByRole('treeitem', { name, exact: true });
}

/** Export > Download, returning the downloaded text. */
export async function exportText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  await expect(dialog).toBeVisible();
  const anyway = dialog.getByLabel('Export anyway');
  if (await anyway.count()) await anyway.check();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  const path = await download.path();
  return readFileSync(path!, 'utf8');
}

/** Show only elements matching `text` (with their ancestors). */
export async function filterTree(page: Page, text: string): Promise<void> {
  await page.getByLabel('Filter navigation').fill(text);
}
