import { test, expect, type Page } from './test';
import { item, openApp } from './helpers';

/**
 * What the page still holds of a document once another is open. A config can be tens of MB
 * whose tree takes ten times that in memory (the bench's 16x config: 379 MB), so a document
 * opened after it must not keep it alive: a component that stops drawing (memoised) keeps the
 * props and state of its last two draws in React's fibers, and one that held the document's root
 * held the whole previous document.
 */

// A page entry no other document, no label and no selector of this test holds: found in the
// page's heap only while the first document (or part of its tree) is alive.
const PROBE = 'retained-probe-3f9c2a71';

// With a setting long enough to be a slice of the text (a kept slice keeps the whole text).
const first = (padding = 0) =>
  JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      name: 'First',
      theme: 'mint',
      navigation: {
        groups: [
          { group: 'Alpha', pages: ['index', `guides/${PROBE}`] },
          // After the probe, so that it stays near the text's start (a heap snapshot names a string by its first characters).
          ...(padding ? [{ group: 'Padding', pages: Array.from({ length: padding }, (_, i) => `padding/page-${i}`) }] : []),
        ],
      },
    },
    null,
    2,
  );
const FIRST = first();
const SECOND = JSON.stringify({ name: 'Second', theme: 'mint', navigation: { groups: [{ group: 'Beta', pages: ['start'] }] } }, null, 2);

async function open(page: Page, text: string): Promise<void> {
  await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** A heap snapshot of the page, after a full garbage collection, as text. */
async function heapText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/** Open FIRST (with `before` done to it), check the probe is there, then open SECOND and check it is gone. */
async function openAfter(page: Page, before: () => Promise<void>, text = FIRST): Promise<void> {
  await openApp(page);
  await open(page, text);
  await expect(item(page, 'Group Alpha')).toBeVisible();
  await before();
  // The first document's own text is in the page while it is open: the probe is found.
  expect(await heapText(page)).toContain(PROBE);
  await open(page, SECOND);
  await expect(item(page, 'Group Beta')).toBeVisible();
  // Looked at until it is gone, for a while: the panels let the last document go once the new
  // one's first checks are done and the page is quiet (use-let-go.ts), not at once.
  await expect
    .poll(async () => (await heapText(page)).includes(PROBE), {
      message: 'the first document is still held by the page',
      intervals: [300, 1000, 2000],
      timeout: 10_000,
    })
    .toBe(false);
}

test('a document opened after another lets the first one go', async ({ page }) => {
  await openAfter(page, async () => undefined);
});

test('with the JSON pane open, a document opened after another lets the first one go', async ({ page }) => {
  // The pane's editor and its listeners live as long as the pane: made with the first document shown.
  await openAfter(page, async () => {
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(page.getByRole('region', { name: 'JSON' }).locator('.view-lines')).toContainText('"First"');
  });
});

test('a large document opened after another lets the first one go', async ({ page }) => {
  // Over 1 MB: autosave keeps a Blob of its text as opened, made in idle time after the open.
  const large = first(40_000);
  expect(large.length).toBeGreaterThan(1 << 20);
  await openAfter(page, () => page.waitForTimeout(1000), large);
});
