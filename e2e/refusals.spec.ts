import { test, expect, type Page } from './test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drag, item, openApp, releaseMouse } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));
const TABS = readFileSync(join(HERE, 'fixtures', 'tabs.json'), 'utf8');

async function openTabs(page: Page): Promise<void> {
  await openApp(page);
  await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(TABS) });
  await page.getByRole('button', { name: 'Expand all' }).click();
}

/** The vertical gap between two boxes (0 when they overlap vertically). */
function gapY(a: { y: number; height: number }, b: { y: number; height: number }): number {
  return Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height));
}

test.describe('a refused move says why where it happened', () => {
  test('a refused keyboard move shows its reason beside the row, until the next key', async ({ page }) => {
    await openTabs(page);
    const row = item(page, 'Tab Gamma');
    await row.click();
    await page.keyboard.press('Alt+ArrowDown');
    const note = page.getByTestId('tree-refusal');
    await expect(note).toHaveText(/^Cannot move: .+/);
    await expect(page.getByTestId('tree-announcer')).toHaveText((await note.textContent()) ?? '');
    // Next to the row, not at the bottom of the panel.
    expect(gapY((await row.boundingBox())!, (await note.boundingBox())!)).toBeLessThan(8);
    // It goes away with the next key.
    await page.keyboard.press('ArrowUp');
    await expect(note).toHaveCount(0);
  });

  test('a refused drag shows the not-allowed cursor and the reason by the pointer, without hiding the target', async ({ page }) => {
    await openTabs(page);
    const target = item(page, 'Tab Alpha');
    await drag(page, item(page, 'Group Second'), target, 'inside', false);
    const reason = page.getByRole('status').filter({ hasText: 'Cannot drop here' });
    await expect(reason).toHaveText('Cannot drop here: a tab cannot hold both anchors and groups');
    const t = (await target.boundingBox())!;
    const pointer = { x: t.x + 161, y: t.y + t.height / 2 };
    const r = (await reason.boundingBox())!;
    // Beside the pointer: within a few rows of it.
    expect(Math.abs(r.y - pointer.y)).toBeLessThan(80);
    expect(Math.abs(r.x - pointer.x)).toBeLessThan(200);
    // The cursor says no.
    const cursor = await page.evaluate(({ x, y }) => getComputedStyle(document.elementFromPoint(x, y)!).cursor, pointer);
    expect(cursor).toBe('not-allowed');
    // The dragged chip does not sit on the target's label.
    const label = (await target.locator('.label').boundingBox())!;
    const chip = (await page.locator('.drag-chip').boundingBox())!;
    const overlaps =
      chip.x < label.x + label.width && label.x < chip.x + chip.width && chip.y < label.y + label.height && label.y < chip.y + chip.height;
    expect(overlaps, 'the drag chip covers the target label').toBe(false);
    await releaseMouse(page);
    await expect(page.getByTestId('tree-announcer')).toHaveText('Cannot drop there: a tab cannot hold both anchors and groups');
  });
});
