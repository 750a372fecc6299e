import { test, expect } from './test';
import { PAGE_HELPERS } from '../bench/page-helpers';

// The bench's in-page timers (bench/page-helpers.ts) decide what `npm run bench` reports for a
// drop; a timer that starts at the wrong event makes a slow move read as fast.
test.describe('the bench times a keyboard drop', () => {
  test('from the arrow key, not the modifier pressed before it, to the frame after its work', async ({ page }) => {
    // The arrow's handler holds the thread 300 ms, as a slow move would.
    await page.setContent(`<button>row</button><script>
      addEventListener('keydown', (e) => {
        if (e.key !== 'ArrowDown') return;
        const end = performance.now() + 300;
        while (performance.now() < end);
        document.querySelector('button').textContent = 'moved';
      });
    </script>`);
    await page.addScriptTag({ content: PAGE_HELPERS });
    await page.getByRole('button').focus();
    await page.evaluate(() => (window as any).__bench.armKey('settled'));
    // Alt alone first, a while before the arrow: the page is idle and paints meanwhile.
    await page.keyboard.down('Alt');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.up('Alt');
    const ms = (await page.waitForFunction(() => (window as any).__bench.keyDone()).then((h) => h.jsonValue())) as number;
    await expect(page.getByRole('button')).toHaveText('moved');
    expect(ms).toBeGreaterThanOrEqual(300);
  });
});
