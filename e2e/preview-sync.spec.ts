import { test, expect, type Page } from './test';
import { SAMPLE_DOCS, item, openApp } from './helpers';

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const sidebar = (page: Page) => preview(page).getByRole('complementary', { name: 'Sidebar' });

/** Show the "API reference" tab of the preview. */
async function apiTab(page: Page): Promise<void> {
  await preview(page).getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' }).click();
}

/** The rows directly under the sidebar group titled `name` (opening it first), as "title" or "METHOD title". */
async function childrenOf(page: Page, name: string): Promise<string[]> {
  const title = sidebar(page).getByRole('button', { name, exact: true }).first();
  if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
  return title.evaluate((b) =>
    [...(b.parentElement!.querySelector(':scope > .pv-items')?.children ?? [])].map((li) =>
      (li.querySelector(':scope > button, :scope > a')?.textContent ?? '').trim(),
    ),
  );
}

/** Convert the generated pages of the selected element with the inspector's button. */
async function convertSelected(page: Page): Promise<void> {
  const section = page.getByRole('complementary', { name: 'Inspector' }).getByRole('region', { name: 'Generated pages' });
  const button = section.getByRole('button', { name: 'Convert generated pages to explicit entries' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeDisabled();
}

test.describe('the preview after a conversion equals a fresh one', () => {
  test('"Gardens" converted: its two subgroups once, titled by their summaries, also after a later edit', async ({ page }) => {
    await openApp(page);
    await apiTab(page);
    // Generated from gardens.yaml: two groups, by tag.
    await expect.poll(() => childrenOf(page, 'Gardens')).toEqual(['Gardens', 'Beds']);
    await item(page, 'Tab API reference').click();
    await page.keyboard.press('ArrowRight');
    await item(page, 'Group Gardens').click();
    await convertSelected(page);
    await expect(page.getByRole('button', { name: /^Undo / })).toBeEnabled();
    // Now explicit: the same two groups, not the old generated ones beside the new explicit ones.
    await expect.poll(() => childrenOf(page, 'Gardens')).toEqual(['Gardens', 'Beds']);
    const inner = sidebar(page).locator('.pv-group.top > .pv-items > li.pv-group');
    await expect(inner).toHaveCount(2);
    await inner.first().getByRole('button', { name: 'Gardens', exact: true }).click();
    await expect(inner.first().getByRole('button', { name: 'GET List gardens' })).toBeVisible();

    // A later edit elsewhere (rename "Plants") leaves it right.
    await item(page, 'Group Plants').click();
    const label = page.getByRole('complementary', { name: 'Inspector' }).getByLabel('Label');
    await label.fill('Plants and seeds');
    await expect(sidebar(page).getByRole('button', { name: 'Plants and seeds', exact: true })).toBeVisible();
    await expect.poll(() => childrenOf(page, 'Gardens')).toEqual(['Gardens', 'Beds']);
    await expect(inner).toHaveCount(2);
  });

  test('a tab that generates its pages, converted: operation titles, not raw paths', async ({ page }) => {
    // The "API reference" tab generates everything from gardens.yaml itself (no groups of its own).
    const docs = JSON.parse(SAMPLE_DOCS);
    docs.navigation.languages[0].versions[0].tabs[1] = { tab: 'API reference', icon: 'code', openapi: 'gardens.yaml' };
    await page.route('**/sample/docs.json', (route) =>
      route.fulfill({ body: JSON.stringify(docs, null, 2), contentType: 'application/json' }),
    );
    await openApp(page);
    await apiTab(page);
    await expect(sidebar(page).getByRole('button', { name: 'GET List gardens' })).toBeVisible();
    await item(page, 'Tab API reference').click();
    await convertSelected(page);
    await expect(page.getByRole('button', { name: /^Undo / })).toBeEnabled();
    const groups = sidebar(page).locator('.pv-items > li.pv-group.top > button');
    await expect(groups).toHaveText(['Gardens', 'Beds']);
    await expect(sidebar(page).getByRole('button', { name: 'GET List gardens' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'POST Create a garden' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'GET List beds' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: /^GET \/gardens/ })).toHaveCount(0);
  });
});
