import { test, expect, type Page } from './test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DOCS, item } from './helpers';
import { dragHandle, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The window sizes the layout must hold at (issue #18): the smallest laptop, a common one, a desktop. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

const LONG_GROUP = 'A group whose label goes on and on so that the undo label is as long as it gets';

/** The toolbar's drawn children: name, box, and whether its content is cut without an ellipsis. */
async function toolbarBoxes(page: Page) {
  return page
    .getByRole('toolbar', { name: 'Document' })
    .locator(':scope > *')
    .evaluateAll((els) =>
      els
        .map((e) => ({ name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim() || e.className, r: e.getBoundingClientRect() }))
        .filter((b) => b.r.width > 0 && b.r.height > 0)
        .map((b) => ({ name: b.name, x: b.r.x, y: b.r.y, w: b.r.width, h: b.r.height })),
    );
}

/**
 * Elements of the four panels whose content is wider than their box: the panel itself, and every
 * element inside that scrolls or clips sideways, except text cut with an ellipsis and the strips
 * that scroll sideways on purpose (`data-scroll-x`, the preview's tab bar), and text fields.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const panels = [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-label="Navigation tree"], [aria-label="Preview"], [aria-label="Inspector"], [aria-label^="Problems"]',
      ),
    ];
    for (const panel of panels) {
      const all = [panel, ...panel.querySelectorAll<HTMLElement>('*')];
      for (const el of all) {
        const cs = getComputedStyle(el);
        const clips = el === panel || ['auto', 'scroll', 'hidden', 'clip'].includes(cs.overflowX);
        // A text field scrolls its own text; that is not the panel overflowing.
        if (!clips || el.matches('input, textarea, select') || cs.textOverflow === 'ellipsis') continue;
        if (el.closest('[data-scroll-x]') || el.closest('.visually-hidden')) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(
            `${panel.getAttribute('aria-label')}: ${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth} > ${el.clientWidth}`,
          );
      }
    }
    return out;
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('the toolbar stays one row and nothing moves when an edit brings a long undo label and the autosave status', async ({ page }) => {
      await openApp(page);
      await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'long-labels', 'docs.json'));
      const row = item(page, `Group ${LONG_GROUP}`).first();
      await expect(row).toBeVisible();
      const tree = page.getByRole('region', { name: 'Navigation tree' });
      const before = { tree: (await tree.boundingBox())!, boxes: await toolbarBoxes(page) };
      await row.click();
      await page.keyboard.press('Alt+ArrowDown');
      await expect(page.getByRole('button', { name: `Undo move '${LONG_GROUP}'` })).toBeEnabled();
      await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
      const boxes = await toolbarBoxes(page);
      const bar = (await page.getByRole('toolbar', { name: 'Document' }).boundingBox())!;
      for (const b of boxes) {
        expect(Math.abs(b.y + b.h / 2 - (bar.y + bar.height / 2)), `${b.name} is on the toolbar's one row`).toBeLessThan(4);
        expect(b.x + b.w, `${b.name} ends inside the window`).toBeLessThanOrEqual(size.width + 0.5);
      }
      await expect(page.getByRole('button', { name: 'Export' })).toBeInViewport({ ratio: 1 });
      // The tree did not move down (the toolbar kept its height).
      expect((await tree.boundingBox())!.y).toBe(before.tree.y);
      // The status has a place of its own: Export did not move when the status text appeared.
      const exportBefore = before.boxes.find((b) => b.name === 'Export')!;
      const exportAfter = boxes.find((b) => b.name === 'Export')!;
      expect(exportAfter.x).toBe(exportBefore.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    });

    test('no panel overflows sideways: the sample, a long config, and an element in the inspector', async ({ page }) => {
      await openApp(page);
      // A tab with an OpenAPI document: the inspector's longest form.
      await item(page, 'Tab API reference').click();
      await expect(page.getByRole('complementary', { name: 'Inspector' }).getByRole('textbox', { name: 'Label' })).toHaveValue(
        'API reference',
      );
      expect(await overflowing(page)).toEqual([]);
      await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'long-labels', 'docs.json'));
      await item(page, `Group ${LONG_GROUP}`).first().click();
      await expect(page.getByRole('complementary', { name: 'Inspector' }).getByRole('textbox', { name: 'Label' })).toHaveValue(LONG_GROUP);
      expect(await overflowing(page)).toEqual([]);
    });
  });
}

test.describe('the preview at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a tab bar wider than the preview says it holds more, and scrolls to them', async ({ page }) => {
    await openApp(page);
    await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'long-labels', 'docs.json'));
    const preview = page.getByRole('region', { name: 'Preview' });
    const more = preview.getByRole('button', { name: 'More tabs' });
    await expect(more).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Earlier tabs' })).toHaveCount(0);
    const last = preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: /^Tab number 12/ });
    await expect(last).not.toBeInViewport({ ratio: 1 });
    // Each click scrolls most of a bar's width; the button goes once the end is in view.
    await expect(async () => {
      await more.click({ timeout: 1000 });
      await expect(last).toBeInViewport({ ratio: 1, timeout: 200 });
    }).toPass();
    await expect(more).toHaveCount(0);
    await expect(preview.getByRole('button', { name: 'Earlier tabs' })).toBeVisible();
  });

  test('the items of an open menu line up on the left, the chosen one too', async ({ page }) => {
    await openApp(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'Community' }).click();
    await preview.getByRole('button', { name: /^Menu:/ }).click();
    const titles = preview.getByRole('list', { name: 'Menu' }).locator('.pv-title');
    await expect(titles).toHaveText(['Forums', 'Changelog']);
    const xs = await titles.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)));
    expect(xs[0]).toBe(xs[1]);
  });
});

/** Open the sample with `pages` added to its first group (pages its folder lacks: one problem each). */
async function openSampleWithPages(page: Page, pages: readonly string[]): Promise<void> {
  const docs = JSON.parse(SAMPLE_DOCS);
  docs.navigation.languages[0].versions[0].tabs[0].groups[0].pages.push(...pages);
  await page.route('**/sample/docs.json', (route) =>
    route.fulfill({ body: JSON.stringify(docs, null, 2), contentType: 'application/json' }),
  );
  await openApp(page);
}

test.describe('the problems panel at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one line per problem; the chosen problem shows all of it', async ({ page }) => {
    // Four pages the sample's folder lacks, with paths long enough to need three lines each.
    const long = (n: number) => `guides/${'a-page-whose-path-goes-on-and-on-'.repeat(6)}${n}`;
    await openSampleWithPages(page, [long(1), long(2), long(3), long(4)]);
    const problems = page.getByRole('region', { name: /^Problems/ });
    const rows = problems.getByRole('listitem').filter({ hasText: 'a-page-whose-path' });
    await expect(rows).toHaveCount(4);
    const heights = await rows.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    const oneLine = await rows
      .first()
      .locator('.problem-message')
      .evaluate((e) => parseFloat(getComputedStyle(e).fontSize) * 1.6 + 8);
    for (const h of heights) expect(h).toBeLessThan(oneLine);
    await rows.first().getByRole('button').first().click();
    await expect(rows.first()).toHaveAttribute('aria-current', 'true');
    expect((await rows.first().boundingBox())!.height).toBeGreaterThan(oneLine);
    expect(await overflowing(page)).toEqual([]);
  });

  test('a long list comes whole after the open, and the keys reach its last problem', async ({ page }) => {
    // 300 pages the sample's folder lacks: 300 problems, drawn a few dozen rows a frame (see use-drawn-rows.ts).
    await openSampleWithPages(
      page,
      Array.from({ length: 300 }, (_, i) => `missing/page-${i + 1}`),
    );
    const problems = page.getByRole('region', { name: /^Problems/ });
    const rows = problems.getByRole('listitem').filter({ hasText: 'missing/page-' });
    await expect(rows).toHaveCount(300);
    await rows.first().getByRole('button').first().focus();
    await page.keyboard.press('End');
    await expect(rows.last().getByRole('button').first()).toBeFocused();
    await expect(rows.last()).toContainText('missing/page-300');
    await page.keyboard.press('Enter');
    await expect(rows.last()).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('the side panes at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const width = async (page: Page, name: string) =>
    (await page.getByRole(name === 'Inspector' ? 'complementary' : 'region', { name }).boundingBox())!.width;

  test('keep the sizes chosen before (kept where react-resizable-panels kept them), and those dragged, over a reload', async ({ page }) => {
    await openApp(page);
    await page.evaluate(() => localStorage.setItem('react-resizable-panels:docsnav-panels', '{"tree":40,"centre":40,"inspector":20}'));
    await page.reload();
    await expect(page.getByRole('treeitem', { name: 'Language en' })).toBeVisible();
    expect(Math.abs((await width(page, 'Navigation tree')) - 0.4 * 1280)).toBeLessThan(4);
    expect(Math.abs((await width(page, 'Inspector')) - 0.2 * 1280)).toBeLessThan(4);

    // The inspector's separator is left of it: dragged left, the inspector grows by as much.
    const handle = page.getByRole('separator', { name: 'Resize the inspector' });
    const before = await width(page, 'Inspector');
    await dragHandle(page, handle, -100, 0);
    const dragged = await width(page, 'Inspector');
    expect(Math.abs(dragged - before - 100)).toBeLessThan(4);
    await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round((dragged / 1278) * 100)));
    await page.reload();
    await expect(page.getByRole('treeitem', { name: 'Language en' })).toBeVisible();
    expect(Math.abs((await width(page, 'Inspector')) - dragged)).toBeLessThan(2);
  });

  test('a side pane grows into the centre, then into the other side pane, each down to its least width, by pointer and by End', async ({
    page,
  }) => {
    await openApp(page);
    const handle = page.getByRole('separator', { name: 'Resize the navigation tree' });
    const least = async () => {
      const centre = (await page.locator('#centre').boundingBox())!;
      const inspector = (await page.getByRole('complementary', { name: 'Inspector' }).boundingBox())!;
      expect(Math.abs(centre.width - 320)).toBeLessThan(2);
      expect(Math.abs(inspector.width - 220)).toBeLessThan(2);
      expect(inspector.x + inspector.width).toBeLessThanOrEqual(1280.5);
    };
    const inspector = await width(page, 'Inspector');
    // Out and back in one drag: the inspector gets back what it gave.
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x, h.y + h.height / 2);
    await page.mouse.down();
    await page.mouse.move(h.x + 2000, h.y + h.height / 2, { steps: 5 });
    await page.mouse.move(h.x, h.y + h.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Math.abs((await width(page, 'Inspector')) - inspector)).toBeLessThan(2);
    await dragHandle(page, handle, 2000, 0);
    await least();
    // Home: the tree at its least; End: as far as the others allow again.
    await handle.focus();
    await page.keyboard.press('Home');
    expect(Math.abs((await width(page, 'Navigation tree')) - 200)).toBeLessThan(2);
    await page.keyboard.press('End');
    await least();
  });
});

test.describe('the tree at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps its rows in view: the problems panel and the unlisted pages give way first', async ({ page }) => {
    // The sample as a folder that also holds ten pages no entry names, with ten entries naming no page.
    const drafts = Array.from({ length: 10 }, (_, i) => `drafts/draft-${i + 1}.mdx`);
    const docs = JSON.parse(SAMPLE_DOCS);
    docs.navigation.languages[0].versions[0].tabs[0].groups[0].pages.push(...Array.from({ length: 10 }, (_, i) => `missing/page-${i + 1}`));
    await page.route('**/sample/docs.json', (route) =>
      route.fulfill({ body: JSON.stringify(docs, null, 2), contentType: 'application/json' }),
    );
    await page.route('**/sample/manifest.json', async (route) => {
      const manifest = await (await route.fetch()).json();
      await route.fulfill({ json: { ...manifest, files: [...manifest.files, ...drafts] } });
    });
    await page.route('**/sample/drafts/*.mdx', (route) => route.fulfill({ body: '# Draft\n', contentType: 'text/plain' }));
    await openApp(page);
    await expect(page.getByRole('region', { name: 'Unlisted pages' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('region', { name: /^Problems/ }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'Expand all' }).click();
    const rows = page.getByRole('treeitem');
    await expect(page.locator('[role="treeitem"][aria-expanded="false"]')).toHaveCount(0);
    const scroller = (await page.locator('.tree-scroll').boundingBox())!;
    const inView = await rows.evaluateAll(
      (els, box) =>
        els.filter((e) => {
          const r = e.getBoundingClientRect();
          return r.height > 0 && r.top >= box.y - 0.5 && r.bottom <= box.y + box.height + 0.5;
        }).length,
      scroller,
    );
    // 10 before the tree came first (problems fitted to 30% of the window, the unlisted pages to 35% of the tree's panel).
    expect(inView).toBeGreaterThanOrEqual(17);
    // The tree claims only what its rows need: collapsed, it leaves the unlisted pages their room.
    const unlisted = page.getByRole('region', { name: 'Unlisted pages' });
    const squeezed = (await unlisted.boundingBox())!.height;
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(page.locator(`[role="treeitem"][aria-expanded="true"]`)).toHaveCount(0);
    expect((await unlisted.boundingBox())!.height).toBeGreaterThan(squeezed + 100);
  });
});
