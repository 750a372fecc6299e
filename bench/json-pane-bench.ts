import type { Page } from '@playwright/test';
import { medianOf, type Figure } from './measure';

/** Pauses timed after the warm-up. */
const PAUSES = 5;

/**
 * Pauses in typing in the JSON pane: one character typed inside a page name half-way down the
 * text, then (at the end of that line) a line broken with Enter. For each, the longest
 * main-thread task from the keystroke until the page has been quiet for a second (the pane hands
 * what was typed to the document after a pause: src/ui/json/json-sync.ts TYPING_DELAY_MS),
 * against one frame. No target: the table has none for them; a pause that holds the page
 * for long is what a person typing in a large config feels. The character takes the scalar edit
 * (src/core/session/scalar-edit.ts), the Enter the whitespace edit (whitespace-edit.ts).
 *
 * Opens the JSON tab of the page as it is, with its config open (the bench's editor page, last).
 * None (not measured) for a config with no line holding a page name alone.
 */
export async function jsonPaneFigures(page: Page, text: string, frame: number): Promise<Figure[]> {
  // A line holding one page name and its comma, past the middle of the text.
  const lines = text.split('\n');
  let line = lines.length >> 1;
  while (line < lines.length && !/^\s*"[a-z0-9/._-]+",$/i.test(lines[line])) line++;
  if (line === lines.length) {
    console.warn('no line holding a page name alone past the middle of the config: the JSON pane figures are not measured');
    return [];
  }
  await page.getByRole('tab', { name: 'JSON' }).click();
  const pane = page.getByRole('region', { name: 'JSON' });
  await pane.locator('.view-lines').waitFor();
  await page.waitForFunction(() => (window as any).__bench.quiet(1000), undefined, { timeout: 60_000, polling: 200 });
  await pane.locator('.view-lines').click();
  await page.keyboard.press('Control+g');
  await page.keyboard.type(String(line + 1));
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // inside the name, before its closing quote
  const figure = async (what: string, key: () => Promise<void>): Promise<Figure> => {
    const longest: number[] = [];
    for (let i = 0; i <= PAUSES; i++) {
      await page.evaluate(() => (window as any).__bench.armWatch(false));
      await key();
      await page.waitForTimeout(400); // past the pane's pause, so the watch sees what it causes
      await page.waitForFunction(() => (window as any).__bench.quiet(1000), undefined, { timeout: 60_000, polling: 200 });
      const ms = (await page.evaluate(() => (window as any).__bench.stopWatch())) as number;
      if (i > 0) longest.push(ms);
    }
    return {
      name: `JSON pane: a pause in typing ${what} -> longest main-thread task until quiet`,
      value: medianOf(longest),
      unit: 'ms',
      floorName: 'one frame',
      floor: frame,
      runs: longest.length,
      note: `line ${line + 1} of ${lines.length}`,
    };
  };
  const letter = await figure('in a page name', () => page.keyboard.type('x'));
  await page.keyboard.press('End'); // after the comma: each Enter breaks the line there
  const enter = await figure('an Enter', () => page.keyboard.press('Enter'));
  return [letter, enter];
}
