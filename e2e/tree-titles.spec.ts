import { test, expect, type Page } from './test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterTree, item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Open e2e/fixtures/titles: pages with front matter, one without, and three the navigation does not list. */
async function openTitles(page: Page): Promise<void> {
  await openApp(page);
  await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'titles'));
  await expect(item(page, 'Group Capabilities')).toBeVisible();
}

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });

test.describe('the tree shows page titles', () => {
  test('a page row leads with its title (sidebarTitle, title, or made from the file) and shows its path after it', async ({ page }) => {
    await openTitles(page);
    const rows = [
      ['capabilities/streaming', 'Streaming'],
      ['capabilities/tools', 'Tool calling'],
      ['quick-start', 'Quick start'],
    ];
    for (const [path, title] of rows) {
      const row = item(page, `Page ${path}`);
      await expect(row.locator('.title')).toHaveText(title);
      await expect(row.locator('.path')).toHaveText(path);
      await expect(row).toHaveAccessibleDescription(new RegExp(`^${title}`));
    }
    // The title comes first on screen.
    const streaming = item(page, 'Page capabilities/streaming');
    const titleBox = (await streaming.locator('.title').boundingBox())!;
    const pathBox = (await streaming.locator('.path').boundingBox())!;
    expect(titleBox.x).toBeLessThan(pathBox.x);
  });

  test('the filter matches a title and a path', async ({ page }) => {
    await openTitles(page);
    await filterTree(page, 'tool calling');
    await expect(item(page, 'Page capabilities/tools')).toBeVisible();
    await expect(item(page, 'Page capabilities/streaming')).toHaveCount(0);
    await filterTree(page, 'capabilities/stream');
    await expect(item(page, 'Page capabilities/streaming')).toBeVisible();
    await expect(item(page, 'Page capabilities/tools')).toHaveCount(0);
  });

  test('the inspector calls a page path "Path" and says where its title comes from', async ({ page }) => {
    await openTitles(page);
    await item(page, 'Page capabilities/streaming').click();
    await expect(inspector(page).getByRole('textbox', { name: 'Path' })).toHaveValue('capabilities/streaming');
    await expect(inspector(page).getByRole('textbox', { name: 'Label' })).toHaveCount(0);
    await expect(inspector(page)).toContainText('Title: Streaming (sidebarTitle in its front matter)');
    await item(page, 'Page quick-start').click();
    await expect(inspector(page)).toContainText('Title: Quick start (made from the file name)');
  });

  test('Add page inside offers the unlisted page files first, searchable by title, and a typed path second', async ({ page }) => {
    await openTitles(page);
    await item(page, 'Group Capabilities').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add page inside…' }).click();
    const dialog = page.getByRole('dialog', { name: "Add a page to 'Capabilities'" });
    const field = dialog.getByRole('searchbox', { name: 'Page file or path' });
    await expect(field).toBeFocused();
    const list = dialog.getByRole('list', { name: 'Unlisted pages' });
    await expect(list.getByRole('button')).toHaveText(['Changelogchangelog', 'Error codesextra/errors', 'Rate limitsextra/rate-limits']);
    // Found by its title.
    await field.fill('rate');
    await expect(list.getByRole('button')).toHaveText(['Rate limitsextra/rate-limits']);
    await list.getByRole('button', { name: "Add 'extra/rate-limits'" }).click();
    await expect(dialog).toBeHidden();
    await expect(item(page, 'Page extra/rate-limits')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Unlisted pages' }).getByRole('listitem')).toHaveCount(2);
    // Its file exists: no page-not-found.
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 warnings')).toBeVisible();

    // A page not written yet: the path as typed.
    await item(page, 'Group Start').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Add page inside…' }).click();
    await page.getByRole('searchbox', { name: 'Page file or path' }).fill('guides/next-steps');
    await page.getByRole('button', { name: "Add 'guides/next-steps'" }).click();
    await expect(item(page, 'Page guides/next-steps')).toBeFocused();
  });
});
