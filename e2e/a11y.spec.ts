import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './test';
import { item, openApp } from './helpers';

// Keyboard and screen readers (issue 17): an axe-core pass over the main screens, with no
// serious or critical violation. Each failure lists the rule, its impact and the elements.

async function serious(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
}

test.describe('axe-core: no serious or critical violations', () => {
  test('the editor with the sample: tree, preview, inspector, problems', async ({ page }) => {
    await openApp(page);
    expect(await serious(page)).toEqual([]);
  });

  test('an element selected: its inspector form', async ({ page }) => {
    await openApp(page);
    await item(page, 'Language en').click();
    expect(await serious(page)).toEqual([]);
  });

  test('the icon picker, closed and open', async ({ page }) => {
    await openApp(page);
    await item(page, 'Tab Guides').click();
    const field = page.getByRole('combobox', { name: 'Icon', exact: true });
    await expect(field).toBeVisible();
    expect(await serious(page, '.inspector')).toEqual([]);
    await field.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Lucide icons' }).getByRole('option').first()).toBeVisible();
    await field.press('ArrowDown');
    expect(await serious(page, '.inspector')).toEqual([]);
  });

  test('the JSON pane', async ({ page }) => {
    await openApp(page);
    await page.getByRole('tab', { name: 'JSON' }).click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });

  test('the tree menu and the export dialog', async ({ page }) => {
    await openApp(page);
    await item(page, 'Language en').click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });
});
