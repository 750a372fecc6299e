import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page, tempDir } from './test';
import { item, openApp } from './helpers';
import { HOSTILE, bytesOf } from '../test/hostile/catalogue';
import { yamlAliasBomb } from '../test/hostile/inputs';

// Issue 17 in real Chromium: hostile files through the open paths while the page stays
// responsive, a byte order mark kept on export byte for byte, an alias bomb's API group saying
// why it has no pages, and focus into a long tree landing on the active row.

/** Long tasks (over 200 ms) from now on, read back with `longTasks(page)`. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.duration > 200) w.__long.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
}
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __long: number[] }).__long);

const openFile = (page: Page, name: string, content: string | Uint8Array) =>
  page.getByLabel('Open docs.json').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(bytesOf(content)) });

test.describe('hostile files in the browser', () => {
  const picks = [
    '100,000-deep nesting',
    'binary bytes',
    'keys named after Object.prototype members at every level',
    'href values with data:, vbscript: and custom schemes',
    'Markdown banners with javascript: links and raw HTML',
    '1 MB strings (a label, a page, an icon, a key)',
    'many elements (20,000 pages in one group)',
  ];
  for (const name of picks) {
    test(`${name}: said or opened, the page answers, long tasks reported`, async ({ page }) => {
      const input = HOSTILE.find((i) => i.name === name)!;
      await openApp(page);
      await watchLongTasks(page);
      await openFile(page, 'docs.json', input.files()['docs.json']);
      if (input.expect === 'refused') {
        await expect(page.getByRole('alert')).toContainText(input.says!);
        await expect(item(page, 'Language en')).toBeVisible();
      } else {
        await expect(page.locator('.doc-name')).toHaveText('docs.json', { timeout: 60_000 });
        await expect(page.getByText(/ failed: /)).toHaveCount(0);
      }
      // The page answers: a click on the Preview tab is served.
      await page.getByRole('tab', { name: 'JSON' }).click();
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
      // No link with another scheme anywhere.
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const h of hrefs) expect(h).not.toMatch(/^\s*(javascript|data|vbscript|myapp|file):/i);
      // Reported, not asserted: on a loaded 2-core machine a long task says more about the machine.
      const long = await longTasks(page);
      test.info().annotations.push({ type: 'long tasks over 200 ms', description: long.length ? long.join(', ') + ' ms' : 'none' });
    });
  }

  test('a byte order mark is kept on export byte for byte, silently', async ({ page }) => {
    // A config the site accepts as it is (name, theme, colors), so the export has nothing to say.
    const body =
      '{\r\n  "name": "Bom",\r\n  "theme": "mint",\r\n  "colors": { "primary": "#0D9373" },\r\n  "navigation": {\r\n    "pages": ["a", "b"]\r\n  }\r\n}\r\n';
    await openApp(page);
    await openFile(page, 'docs.json', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(body)]));
    await expect(item(page, 'Page a')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await item(page, 'Page a').click();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: /^Export/ });
    // Nothing to confirm: the Download button is enabled as the dialog opens.
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(dialog.getByLabel('Export anyway')).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(body.replace('["a", "b"]', '["b", "a"]'));
  });

  test('a YAML alias bomb: the API group says why it has no pages, and the page stays responsive', async ({ page }) => {
    await openApp(page);
    await watchLongTasks(page);
    const docs = '{\n  "name": "Api",\n  "navigation": {\n    "groups": [{ "group": "API", "openapi": "bomb.yaml" }]\n  }\n}\n';
    const dir = tempDir('docsnav-bomb-');
    writeFileSync(join(dir, 'docs.json'), docs);
    writeFileSync(join(dir, 'bomb.yaml'), yamlAliasBomb(9));
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(problems.getByText(/bomb\.yaml is not read at line 6, column 12: its aliases \(\*name\) expand it/i)).toBeVisible();
    const long = await longTasks(page);
    test.info().annotations.push({ type: 'long tasks over 200 ms', description: long.length ? long.join(', ') + ' ms' : 'none' });
  });
});

test('focus into a long tree lands on the active row, even scrolled out of the drawn window', async ({ page }) => {
  const docs = JSON.stringify({
    name: 'Long',
    navigation: { groups: [{ group: 'Long', pages: Array.from({ length: 300 }, (_, i) => `p/${i}`) }] },
  });
  await openApp(page);
  await openFile(page, 'docs.json', docs);
  await item(page, 'Page p/3').click();
  await page.keyboard.press('End');
  await expect(item(page, 'Page p/299')).toBeFocused();
  // Scroll the first rows back into view: the active row is no longer drawn.
  await page.locator('.tree-scroll').evaluate((el) => (el.scrollTop = 0));
  await expect(item(page, 'Page p/299')).toHaveCount(0);
  await page.getByLabel('Filter navigation').focus();
  // Tab from the filter reaches the tree, and focus lands on the active row.
  for (let k = 0; k < 12; k++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('[role="tree"]'))) break;
  }
  await expect(item(page, 'Page p/299')).toBeFocused();
  // Keys act on it: Alt+ArrowUp moves p/299 up.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByTestId('tree-announcer')).toContainText("'p/299'");
});
