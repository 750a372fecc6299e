import { test, expect, type Page, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DOCS, exportText, filterTree, item, openApp } from './helpers';
import { generateConfig } from '../test/helpers/generate-config';

const HERE = dirname(fileURLToPath(import.meta.url));
const TABS = readFileSync(join(HERE, 'fixtures', 'tabs.json'), 'utf8');

async function openText(page: Page, text: string) {
  await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Drag with the mouse the way dnd-kit's pointer sensor sees a person do it: press, several moves, release. */
async function drag(page: Page, from: Locator, to: Locator, where: 'inside' | 'before' | 'after' = 'inside', release = true) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const y = where === 'inside' ? b.y + b.height / 2 : where === 'before' ? b.y + 3 : b.y + b.height - 3;
  // Grab the row away from its twisty (which toggles and does not start a drag).
  await page.mouse.move(a.x + 160, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 165, a.y + a.height / 2 + 8, { steps: 3 });
  await page.mouse.move(b.x + 160, y, { steps: 12 });
  await page.mouse.move(b.x + 161, y, { steps: 2 });
  if (release) await release_(page);
}

/** Release, then wait out dnd-kit's 50 ms guard that swallows the click right after a drop. */
async function release_(page: Page) {
  await page.mouse.up();
  await page.waitForTimeout(120);
}

test.describe('the navigation tree', () => {
  test('drag a group between tabs with the mouse', async ({ page }) => {
    await openApp(page);
    await openText(page, TABS);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await drag(page, item(page, 'Group First'), item(page, 'Tab Gamma'));
    await expect(page.getByTestId('tree-announcer')).toHaveText("Moved 'First' into 'Gamma', position 2");
    const out = JSON.parse(await exportText(page));
    expect(out.navigation.tabs[1].groups.map((g: { group: string }) => g.group)).toEqual(['Second']);
    expect(out.navigation.tabs[2].groups.map((g: { group: string }) => g.group)).toEqual(['Third', 'First']);
  });

  test('a forbidden drop is refused with the reason and changes nothing', async ({ page }) => {
    await openApp(page);
    await openText(page, TABS);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await drag(page, item(page, 'Group Second'), item(page, 'Tab Alpha'), 'inside', false);
    await expect(page.getByRole('status').filter({ hasText: 'Cannot drop here' })).toHaveText('Cannot drop here: a tab cannot hold both anchors and groups');
    await expect(item(page, 'Tab Alpha')).toHaveClass(/drop-blocked/);
    await release_(page);
    await expect(page.getByTestId('tree-announcer')).toHaveText('Cannot drop there: a tab cannot hold both anchors and groups');
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await exportText(page)).toBe(TABS);
  });

  test('a drag cancelled with Escape changes nothing', async ({ page }) => {
    await openApp(page);
    await openText(page, TABS);
    await page.getByRole('button', { name: 'Expand all' }).click();
    await drag(page, item(page, 'Group First'), item(page, 'Tab Gamma'), 'inside', false);
    await page.keyboard.press('Escape');
    await release_(page);
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await exportText(page)).toBe(TABS);
  });

  test('reorder with Alt+Down and undo it', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'index');
    await item(page, 'Page index').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByTestId('tree-announcer')).toHaveText("Moved 'index' into 'Get started', position 2 of 3");
    await page.keyboard.press('Control+z');
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('arrow keys move focus and open and close; the tree has ARIA levels', async ({ page }) => {
    await openApp(page);
    await item(page, 'Language en').click();
    await expect(item(page, 'Language en')).toHaveAttribute('aria-level', '1');
    await expect(item(page, 'Language en')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Version v2')).toBeFocused();
    await expect(item(page, 'Version v2')).toHaveAttribute('aria-level', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(item(page, 'Version v2')).toHaveAttribute('aria-expanded', 'false');
    await expect(item(page, 'Tab Guides')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'Tab Guides')).toBeVisible();
    await page.keyboard.press('End');
    await expect(item(page, 'Global anchor Support')).toBeFocused();
  });

  test('choose a language from the inspector: only the supported codes are offered', async ({ page }) => {
    await openApp(page);
    await item(page, 'Language en').click();
    const select = page.getByRole('complementary', { name: 'Inspector' }).getByRole('combobox', { name: 'Language', exact: true });
    await expect(select.locator('option')).toHaveCount(26);
    await select.selectOption('de');
    expect(await exportText(page)).toBe(SAMPLE_DOCS.replace('"language": "en"', '"language": "de"'));
  });

  test('typing a label in the inspector is one undo step and shows in the tree', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'Growing');
    await item(page, 'Group Growing').click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Gardening');
    await filterTree(page, 'Gardening');
    await expect(item(page, 'Group Gardening')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: /^Redo/ }).click();
    expect(await exportText(page)).toBe(SAMPLE_DOCS.replace('"group": "Growing"', '"group": "Gardening"'));
  });

  test('a generated 20,000-page config opens and a drag works', async ({ page }) => {
    test.setTimeout(120_000);
    await openApp(page);
    const big = generateConfig({ pages: 20000 });
    await openText(page, big);
    await expect(item(page, 'Language en')).toBeVisible();
    expect(await page.locator('[role="treeitem"]').count()).toBeLessThan(200);
    await item(page, 'Version v6.0').first().click();
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'Tab Tab 1').first()).toBeVisible();
    await drag(page, item(page, 'Tab Tab 1').first(), item(page, 'Tab Tab 3').first(), 'after');
    await expect(page.getByTestId('tree-announcer')).toContainText("Moved 'Tab 1'");
    const out = JSON.parse(await exportText(page));
    expect(out.navigation.languages[0].versions[0].tabs.map((t: { tab: string }) => t.tab)).toEqual(['Tab 2', 'Tab 3', 'Tab 1']);
  });
});
