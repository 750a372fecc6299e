import { test, expect, type Page } from './test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { item, openApp } from './helpers';

/*
 * The README's screenshot (docs/screenshot.png): the editor on the built-in sample, with the
 * tree, the inspector, the preview and the problems. Written here, so it shows the app as it is;
 * the file is rewritten only when the picture changed, so an unchanged app leaves it alone and a
 * changed one shows in `git status`, to commit with the change.
 */
const SHOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshot.png');

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light', deviceScaleFactor: 1 });

test('the README screenshot: tree, preview and problems on the sample', async ({ page }) => {
  // The sample is clean; the shot shows what docsnav is for: one page entry that matches no
  // file and one listed twice, which the site would ship without a word.
  await page.route('**/sample/docs.json', async (route) => {
    const text = (await (await route.fetch()).text()).replace(
      '"pages": ["guides/watering", "guides/light"]',
      '"pages": ["guides/watering", "guides/light", "guides/pruning", "quickstart"]',
    );
    await route.fulfill({ body: text, contentType: 'application/json' });
  });
  await openApp(page);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await item(page, 'Page guides/pruning').click();
  const problems = page.getByRole('region', { name: /^Problems/ });
  await expect(problems).toContainText('guides/pruning');
  await expect(problems).toContainText('quickstart');
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Navigation tree' })).toBeVisible();
  // Nothing moving or blinking, and the pointer away from anything it would highlight.
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // Chromium draws a few pixels differently from run to run (the anti-aliasing of a select's
  // arrow): the file is rewritten only when the picture changed, not for those.
  if (!existsSync(SHOT) || (await differentPixels(page, readFileSync(SHOT), png)) > 100) writeFileSync(SHOT, png);
  expect(await differentPixels(page, readFileSync(SHOT), png)).toBeLessThanOrEqual(100);
});

/** How many pixels two PNGs differ in (all of them when their sizes differ), decoded by the browser. */
function differentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a64, b64]) => {
      const pixels = async (b64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = [await pixels(a64), await pixels(b64)];
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let n = 0;
      for (let i = 0; i < x.data.length; i += 4)
        if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) n++;
      return n;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
