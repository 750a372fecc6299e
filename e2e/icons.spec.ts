import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { SAMPLE_DOCS, exportText, item, openApp } from './helpers';

// The inspector's icon picker and the unknown-icon warning (#18), in the built app.

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const tabs = (page: Page) => preview(page).getByRole('navigation', { name: 'Tabs' });
const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });
const iconField = (page: Page) => page.getByRole('combobox', { name: 'Icon', exact: true });

/** Serve the sample's docs.json with `text` in its place. */
async function serveDocs(page: Page, text: string): Promise<void> {
  await page.route('**/sample/docs.json', (route) => route.fulfill({ body: text, contentType: 'application/json' }));
}

/** Select the tab "Guides" (icon "book-open" in the sample, a Lucide config): the inspector shows its icon field. */
async function editGuidesIcon(page: Page): Promise<void> {
  await item(page, 'Tab Guides').click();
  await expect(iconField(page)).toBeVisible();
}

/** Type `filter` in the icon field, go `down` options down with the keyboard, and choose with Enter. */
async function pickIcon(page: Page, filter: string, down: number, expected: string): Promise<void> {
  const field = iconField(page);
  await field.fill(filter);
  const list = page.getByRole('listbox', { name: 'Lucide icons' });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < down; i++) await field.press('ArrowDown');
  const active = page.locator(`#${await field.getAttribute('aria-activedescendant')}`);
  await expect(active).toHaveText(expected);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue(expected);
}

test('the icon picker: type to filter, arrows and Enter choose, the preview draws it, one undo step, the export has it', async ({
  page,
}) => {
  await openApp(page);
  await editGuidesIcon(page);
  await expect(iconField(page)).toHaveValue('book-open');
  await expect(tabs(page).locator('svg.lucide-book-open')).toBeVisible();

  // The list, filtered by what is typed, shows the names with their glyphs.
  await iconField(page).fill('tree-');
  const list = page.getByRole('listbox', { name: 'Lucide icons' });
  await expect(list.getByRole('option')).toHaveText(['tree-deciduous', 'tree-palm', 'tree-pine']);
  await expect(list.getByRole('option', { name: 'tree-palm' }).locator('svg.lucide-tree-palm')).toBeVisible();
  // Escape closes the list and leaves the typed name.
  await iconField(page).press('Escape');
  await expect(list).toBeHidden();
  await expect(iconField(page)).toHaveValue('tree-');

  // Down opens it again; Down, Down make "tree-palm" the active option; Enter chooses it.
  await iconField(page).press('ArrowDown');
  await expect(list).toBeVisible();
  await iconField(page).press('ArrowDown');
  await iconField(page).press('ArrowDown');
  await expect(page.locator(`#${await iconField(page).getAttribute('aria-activedescendant')}`)).toHaveText('tree-palm');
  await iconField(page).press('Enter');
  await expect(list).toBeHidden();
  await expect(iconField(page)).toHaveValue('tree-palm');
  await expect(tabs(page).locator('svg.lucide-tree-palm')).toBeVisible();
  await expect(tabs(page).locator('svg.lucide-book-open')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo set "icon"' })).toBeEnabled();

  expect(await exportText(page)).toBe(SAMPLE_DOCS.replace('"icon": "book-open"', '"icon": "tree-palm"'));

  // Choosing was a step of its own: one undo brings back what was typed before it.
  await page.getByRole('button', { name: 'Undo set "icon"' }).click();
  await expect(iconField(page)).toHaveValue('tree-');
});

test('an icon name the library lacks is a warning in the problems until a real one is picked', async ({ page }) => {
  await serveDocs(page, SAMPLE_DOCS.replace('"icon": "book-open"', '"icon": "book-opne"'));
  await openApp(page);
  const warning = problems(page).getByText(/^icon "book-opne" is not a Lucide icon/i);
  await expect(warning).toBeVisible();
  // It names the place by its labels, says what is wrong and what to do.
  const row = problems(page)
    .getByRole('listitem')
    .filter({ hasText: /icon "book-opne"/i });
  await expect(row).toContainText('English > v2 > Guides');
  await expect(row).toContainText("Pick one with the inspector's icon picker");
  const count = async () => Number(/(\d+) warnings?/.exec((await problems(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await count();
  expect(before).toBeGreaterThan(0);

  await editGuidesIcon(page);
  await pickIcon(page, 'book-op', 1, 'book-open');
  await expect(warning).toHaveCount(0);
  await expect.poll(count).toBe(before - 1);
  expect(await exportText(page)).toBe(SAMPLE_DOCS);
});

test('with Font Awesome, the picker lists the free icons with their glyphs, then the Pro names, and none is warned about', async ({
  page,
}) => {
  // The sample without its `icons` setting: Font Awesome, the site's default.
  const docs = JSON.parse(SAMPLE_DOCS) as Record<string, unknown>;
  delete docs.icons;
  await serveDocs(page, JSON.stringify(docs, null, 2));
  await openApp(page);
  // The sample's Lucide names are now checked against Font Awesome ("life-buoy" is not one of its icons).
  await expect(problems(page).getByText(/^icon "life-buoy" is not a Font Awesome icon/i)).toBeVisible();
  await editGuidesIcon(page);
  await iconField(page).fill('message-bo');
  const list = page.getByRole('listbox', { name: 'Font Awesome icons' });
  // "message-bot" is Font Awesome Pro: listed, marked, with no glyph (docsnav draws the free sets).
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option').locator('.icon-option-pro')).toHaveText('Pro');
  await expect(list.getByRole('option').locator('svg')).toHaveCount(0);
  await iconField(page).press('ArrowDown');
  await iconField(page).press('Enter');
  await expect(iconField(page)).toHaveValue('message-bot');
  await expect(problems(page).getByText(/^icon "message-bot"/i)).toHaveCount(0);
  await expect(problems(page).getByText(/^icon "life-buoy" is not a Font Awesome icon/i)).toBeVisible();
  // A free name draws its glyph in the list.
  await iconField(page).fill('house-chimney');
  await expect(page.getByRole('listbox', { name: 'Font Awesome icons' }).getByRole('option').first().locator('svg')).toBeVisible();
});
