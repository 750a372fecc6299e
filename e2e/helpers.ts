import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * Hold back every request matching `url` until `release()`: what the page or a worker loads then
 * (a chunk, a sample file) arrives when the test says. `asked()` says whether one came.
 *
 * @example const held = await holdRequests(page, url); // url: a glob, as the validator chunk's in e2e/openapi-first.spec.ts
 * // ... what must happen before it arrives ...
 * held.release();
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void; asked: () => boolean }> {
  let asked = false;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** A tree item by kind and label ("Page index", "Group Get started"). */
export function item(page: Page, name: string) {
  return page.getByRole('treeitem', { name, exact: true });
}

/** Export > Download, returning the downloaded text. */
export async function exportText(page: Page): Promise<string> {
  // Exact: a problem's text may say what Export does.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  // Waited for first: an expect that fails a first time (the dialog's code still loading) takes a
  // snapshot of the page's accessibility tree for its message, in the page. With a large config's
  // rows drawn that took 3 s of the page's main thread here, and more on a busy CI machine.
  await dialog.waitFor({ timeout: 10_000 });
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

/**
 * Drag with the mouse the way dnd-kit's pointer sensor sees a person do it: press, several moves,
 * release (or not, to look at the drop indicator first; then call `releaseMouse`).
 */
export async function drag(
  page: Page,
  from: Locator,
  to: Locator,
  where: 'inside' | 'before' | 'after' = 'inside',
  release = true,
): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const y = where === 'inside' ? b.y + b.height / 2 : where === 'before' ? b.y + 3 : b.y + b.height - 3;
  // Grab the row away from its twisty (which toggles and does not start a drag).
  await page.mouse.move(a.x + 160, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 165, a.y + a.height / 2 + 8, { steps: 3 });
  await page.mouse.move(b.x + 160, y, { steps: 12 });
  await page.mouse.move(b.x + 161, y, { steps: 2 });
  if (release) await releaseMouse(page);
}

/** Release the mouse, then wait out dnd-kit's 50 ms guard that swallows the click right after a drop. */
export async function releaseMouse(page: Page): Promise<void> {
  await page.mouse.up();
  await page.waitForTimeout(120);
}

/** Drag a resize handle (a separator) by (dx, dy) pixels from its middle. */
export async function dragHandle(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  const h = (await handle.boundingBox())!;
  const x = h.x + h.width / 2;
  const y = h.y + h.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}
