import { test, expect, type Page } from './test';
import type { Locator } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterTree, item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The sizes every dialog must fit: the two small windows of issue #17 and the layout checks of #18. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/** Open e2e/fixtures/many-errors (30 errors) and make one edit, so Export lists errors and a diff. */
async function openManyErrors(page: Page): Promise<void> {
  await openApp(page);
  await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'many-errors', 'docs.json'));
  await expect(item(page, 'Group Section 1')).toBeVisible();
  await item(page, 'Group Section 2').click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('button', { name: /^Undo move/ })).toBeEnabled();
}

/** Whether the element that has focus is inside `dialog`. */
function focusInside(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((d) => d.contains(document.activeElement));
}

/** Every button of the dialog lies wholly inside the window, and is the topmost element at its centre. */
async function expectButtonsInView(page: Page, dialog: Locator): Promise<void> {
  const vp = page.viewportSize()!;
  const buttons = dialog.locator('.dialog-buttons button');
  // A dialog's code may load on first use: wait for it to be drawn, then measure.
  await expect(buttons.first()).toBeVisible();
  for (const b of await buttons.all()) {
    const r = (await b.boundingBox())!;
    const name = (await b.textContent())?.trim();
    expect(r.y, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(r.y + r.height, `${name} ends inside the window (${vp.width}x${vp.height})`).toBeLessThanOrEqual(vp.height);
    expect(r.x + r.width, `${name} is inside the window's width`).toBeLessThanOrEqual(vp.width);
    const top = await b.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(top, `${name} is not covered`).toBe(true);
  }
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width);
}

/**
 * The modal contract: focus is inside on open, Tab and Shift+Tab keep it inside, Escape closes,
 * and focus goes back to `opener`.
 */
async function expectModal(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(dialog), 'focus moves into the dialog on open').toBe(true);
  // Polled: a control that vanishes as focus reaches it (Monaco's diff arriving, or switching to
  // one column) hands focus back to the dialog a task later.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInside(dialog), `Tab ${i + 1} keeps focus inside`).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusInside(dialog), `Shift+Tab ${i + 1} keeps focus inside`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('dialogs', () => {
  test('Export: takes focus, keeps it, closes on Escape and gives focus back to its button', async ({ page }) => {
    await openManyErrors(page);
    const opener = page.getByRole('button', { name: 'Export' });
    await opener.click();
    await expectModal(page, page.getByRole('dialog', { name: 'Export docs.json' }), opener);
    // Opened from the keyboard too.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expectModal(page, page.getByRole('dialog', { name: 'Export docs.json' }), opener);
  });

  test('a focused control that vanishes gives focus back to the dialog, not to the page behind it', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'Paste', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste docs.json' });
    const box = dialog.getByRole('textbox');
    await expect(box).toBeFocused();
    // As when a part of a dialog loaded later replaces the control that had focus.
    await box.evaluate((el) => ((el as HTMLElement).style.display = 'none'));
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInside(dialog)).toBe(true);
  });

  test('Paste and Open URL: take focus, keep it, close on Escape and give focus back', async ({ page }) => {
    await openApp(page);
    for (const [button, name] of [
      ['Paste', 'Paste docs.json'],
      ['Open URL', 'Open from a URL'],
    ]) {
      const opener = page.getByRole('button', { name: button, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByRole('textbox')).toBeFocused();
      await expectModal(page, dialog, opener);
    }
  });

  test('Move to… and Add to…: take focus, keep it, close on Escape and give focus back', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'quickstart');
    const row = item(page, 'Page quickstart');
    await row.click();
    await row.click({ button: 'right' });
    await page.getByRole('menuitem', { name: /^Move to/ }).click();
    const dialog = page.getByRole('dialog', { name: "Move 'quickstart' to…" });
    await expect(dialog.getByRole('searchbox', { name: 'Filter destinations' })).toBeFocused();
    await expectModal(page, dialog, row);

    await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'unlisted'));
    const add = page.getByRole('button', { name: "Add 'guides/extra' to…" });
    await add.click();
    await expectModal(page, page.getByRole('dialog', { name: "Add 'guides/extra' to…" }), add);
  });

  test('Export on a 2 MB config, on a machine four times slower: the dialog shows, then its changes', async ({ page }) => {
    // 60,000 pages: the line diff and Monaco's two models are each a large piece of work. They
    // were made while rendering the dialog, a render React restarts when another update comes:
    // on a busy CI machine the dialog took seconds to show, once not within ten.
    const pages = Array.from({ length: 60_000 }, (_, i) => `docs/page-${i}-é😀`);
    const doc = {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Big',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'All', pages }] },
    };
    await openApp(page);
    await page
      .getByLabel('Open docs.json')
      .setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc, null, 2)) });
    await item(page, 'Page docs/page-0-é😀').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('button', { name: /^Undo move/ })).toBeEnabled();
    // Found before the slowing down, and the dialog by its element, not its role: a role query
    // computes the name of every element of the page (thousands of rows here), which took most of
    // the ten seconds the test gives the dialog, at this speed.
    const exportButton = await page.getByRole('button', { name: 'Export', exact: true }).elementHandle();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await exportButton!.click();
    const dialog = page.locator('dialog.export-dialog');
    // Waited for, then checked: an expect that fails a first time takes a snapshot of the page's
    // accessibility tree for its message, in the page, seconds of it with this many rows.
    await dialog.getByText('2 changed lines in docs.json.').waitFor({ timeout: 10_000 });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Export docs.json');
    await expect(dialog.locator('pre.diff')).toContainText('- "docs/page-0-é😀",');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Export lists each error by the labels a person knows, with its JSON place and line after', async ({ page }) => {
    await openManyErrors(page);
    await page.getByRole('button', { name: 'Export' }).click();
    const errors = page.getByRole('dialog', { name: 'Export docs.json' }).getByRole('list', { name: 'Errors' });
    // "Section 2" moved first: its nameless group is the first error.
    // (The rule's own words in the middle are the rule's business.)
    await expect(errors.getByRole('listitem').first()).toHaveText(
      /^Section 2 > \(group\): A group needs a "group" label; .+ \(navigation\.groups\[0\]\.pages\[1\], line 13\)$/,
    );
  });

  for (const size of SIZES) {
    test(`at ${size.width}x${size.height} every dialog and its buttons are inside the window`, async ({ page }) => {
      await page.setViewportSize(size);
      await openManyErrors(page);
      await page.getByRole('button', { name: 'Export' }).click();
      const exp = page.getByRole('dialog', { name: 'Export docs.json' });
      await expect(exp.getByRole('alert')).toContainText('30 errors');
      // Monaco's diff editor has drawn (it is the tallest part).
      await expect(exp.locator('.diff-editor .monaco-diff-editor')).toBeVisible();
      await expectButtonsInView(page, exp);
      // The list of errors scrolls inside the dialog; the page itself does not.
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(size.height);
      await page.keyboard.press('Escape');

      for (const [button, name] of [
        ['Paste', 'Paste docs.json'],
        ['Open URL', 'Open from a URL'],
      ]) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expectButtonsInView(page, page.getByRole('dialog', { name }));
        await page.keyboard.press('Escape');
      }

      await item(page, 'Group Section 3').click({ button: 'right' });
      await page.getByRole('menuitem', { name: /^Move to/ }).click();
      await expectButtonsInView(page, page.getByRole('dialog', { name: "Move 'Section 3' to…" }));
      await page.keyboard.press('Escape');
    });
  }
});
