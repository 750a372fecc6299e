import { test, expect, type Page } from './test';
import { SAMPLE_DOCS, drag, exportText, holdRequests, item, openApp, releaseMouse } from './helpers';

/** The sample's "Gardens" group: its own gardens.yaml and no pages, so it generates them. */
const GARDENS = `{
                    "group": "Gardens",
                    "openapi": "gardens.yaml"
                  }`;

/** "Gardens" once its generated pages are explicit entries, with `first` and `second` as its first subgroup's pages. */
const converted = (first: string, second: string) => `{
                    "group": "Gardens",
                    "openapi": "gardens.yaml",
                    "pages": [
                      {
                        "group": "Gardens",
                        "pages": [
                          "${first}",
                          "${second}"
                        ]
                      },
                      {
                        "group": "Beds",
                        "pages": [
                          "GET /gardens/{gardenId}/beds"
                        ]
                      }
                    ]
                  }`;

const PLANTS = '"pages": ["GET /plants", "POST /plants", "GET /plants/{plantId}"]';

const announcer = (page: Page) => page.getByTestId('tree-announcer');
const undo = (page: Page) => page.getByRole('button', { name: /^Undo/ });

/** Open the "API reference" tab and the "Gardens" group in the tree, by keyboard. */
async function openGardens(page: Page) {
  await item(page, 'Tab API reference').click();
  await page.keyboard.press('ArrowRight');
  await item(page, 'Group Gardens').click();
  // gardens.yaml loads in a worker: until then "Gardens" has nothing to open.
  await expect(item(page, 'Group Gardens')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'Group Gardens')).toHaveAttribute('aria-expanded', 'true');
}

test.describe('OpenAPI in the tree', () => {
  test('the pages "Gardens" generates show as read-only generated rows: no drag, no rename, no drop on them', async ({ page }) => {
    await openApp(page);
    await openGardens(page);
    const rows = page.getByRole('treeitem', { name: /^Generated / });
    await expect(rows).toHaveText([
      /Gardens/,
      /GET\/gardensList gardens/,
      /POST\/gardensCreate a garden/,
      /Beds/,
      /GET\/gardens\/\{gardenId\}\/bedsList beds/,
    ]);
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'Generated group Gardens',
      'Generated page GET /gardens',
      'Generated page POST /gardens',
      'Generated group Beds',
      'Generated page GET /gardens/{gardenId}/beds',
    ]);
    const list = item(page, 'Generated page GET /gardens');
    await expect(list).toHaveClass(/generated/);
    await expect(list.locator('.method')).toHaveClass(/method-get/);
    // The x-hidden operation is not in the navigation.
    await expect(page.getByRole('treeitem', { name: /internal/ })).toHaveCount(0);

    // A mouse drag does not pick it up.
    await drag(page, list, item(page, 'Group Plants'), 'inside');
    await expect(page.locator('.drag-chip')).toHaveCount(0);
    await expect(announcer(page)).not.toContainText('Picked up');
    // F2 does not rename it; it says why.
    await list.click();
    await page.keyboard.press('F2');
    await expect(page.getByRole('textbox', { name: 'Rename' })).toHaveCount(0);
    await expect(announcer(page)).toHaveText(/^Generated pages are read-only: convert them to explicit entries/);
    // A drop onto it is refused with the reason, and changes nothing. "Plants" is opened first: a
    // drag that lingers on a closed group opens it after 600 ms (on a loaded machine the first
    // steps of the drag did), and its pages then pushed the target from under the pointer.
    await item(page, 'Group Plants').click();
    await page.keyboard.press('ArrowRight');
    await expect(item(page, 'Group Plants')).toHaveAttribute('aria-expanded', 'true');
    await drag(page, item(page, 'Group Plants'), item(page, 'Generated page POST /gardens'), 'before', false);
    await expect(page.getByRole('status').filter({ hasText: 'Cannot drop here' })).toHaveText(
      "Cannot drop here: the pages 'Gardens' generates are read-only; convert them to explicit entries first",
    );
    await expect(item(page, 'Generated page POST /gardens')).toHaveClass(/drop-blocked/);
    await releaseMouse(page);
    await expect(announcer(page)).toHaveText(
      "Cannot drop there: the pages 'Gardens' generates are read-only; convert them to explicit entries first",
    );
    await expect(undo(page)).toBeDisabled();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('convert them from the context menu, drag one, add an operation with the picker; undo gives back the sample', async ({ page }) => {
    expect(SAMPLE_DOCS).toContain(GARDENS);
    await openApp(page);
    await openGardens(page);
    await item(page, 'Generated page GET /gardens').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: "Actions for generated page 'GET /gardens'" });
    await expect(menu.getByRole('menuitem')).toHaveText([/^Convert generated pages to explicit entries/]);
    await menu.getByRole('menuitem', { name: 'Convert generated pages to explicit entries' }).click();
    await expect(announcer(page)).toHaveText("Converted the 3 generated pages of 'Gardens' to explicit entries. Undo with Ctrl+Z.");
    await expect(page.getByRole('treeitem', { name: /^Generated / })).toHaveCount(0);
    await expect(item(page, 'Page GET /gardens')).toBeVisible();
    expect(await exportText(page)).toBe(SAMPLE_DOCS.replace(GARDENS, converted('GET /gardens', 'POST /gardens')));

    // The explicit entries are ordinary rows now: drag one with the mouse.
    await page.keyboard.press('Escape');
    await drag(page, item(page, 'Page POST /gardens'), item(page, 'Page GET /gardens'), 'before');
    await expect(announcer(page)).toHaveText("Moved 'POST /gardens' into 'Gardens', position 1 of 2");
    const moved = SAMPLE_DOCS.replace(GARDENS, converted('POST /gardens', 'GET /gardens'));
    expect(await exportText(page)).toBe(moved);

    // The operation picker on "Plants" (bound by the tab's openapi.yaml).
    await page.keyboard.press('Escape');
    await item(page, 'Group Plants').click();
    await page.keyboard.press('ArrowRight');
    const picker = page.getByRole('complementary', { name: 'Inspector' }).getByRole('region', { name: 'Operations of openapi.yaml' });
    await expect(picker.getByRole('checkbox')).toHaveCount(4);
    await expect(picker.getByRole('checkbox', { name: /^GET \/plants: List plants/ })).toHaveAccessibleName(/listed in 'Plants'/);
    await picker.getByRole('searchbox', { name: 'Filter operations' }).fill('remove');
    await expect(picker.getByRole('checkbox')).toHaveCount(1);
    await picker.getByRole('checkbox', { name: /^DELETE \/plants\/\{plantId\}: Remove a plant/ }).check();
    await picker.getByRole('button', { name: 'Add operation' }).click();
    await expect(item(page, 'Page DELETE /plants/{plantId}')).toBeVisible();
    expect(await exportText(page)).toBe(
      moved.replace(PLANTS, '"pages": ["GET /plants", "POST /plants", "GET /plants/{plantId}", "DELETE /plants/{plantId}"]'),
    );

    // Three steps, three undos: the sample's exact bytes.
    await page.keyboard.press('Escape');
    for (let i = 0; i < 3; i++) await undo(page).click();
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('the inspector converts them too, and the preview shows the same pages as explicit entries', async ({ page }) => {
    await openApp(page);
    await openGardens(page);
    await item(page, 'Group Gardens').click();
    const section = page.getByRole('complementary', { name: 'Inspector' }).getByRole('region', { name: 'Generated pages' });
    await expect(section).toContainText("'Gardens' generates 3 pages in 2 groups from gardens.yaml.");
    await section.getByRole('button', { name: 'Convert generated pages to explicit entries' }).click();
    await expect(section.getByRole('button', { name: 'Convert generated pages to explicit entries' })).toBeDisabled();
    expect(await exportText(page)).toBe(SAMPLE_DOCS.replace(GARDENS, converted('GET /gardens', 'POST /gardens')));
    await page.keyboard.press('Escape');
    // The reader sees the same pages, titled by their summaries, with their methods.
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' }).click();
    const sidebar = preview.getByRole('complementary', { name: 'Sidebar' });
    for (const name of ['Gardens', 'Beds']) {
      const g = sidebar.getByRole('button', { name, exact: true }).last();
      if ((await g.getAttribute('aria-expanded')) !== 'true') await g.click();
    }
    for (const name of ['GET List gardens', 'POST Create a garden', 'GET List beds'])
      await expect(sidebar.getByRole('button', { name })).toBeVisible();
  });

  test('a generated page clicked in the tree opens in the preview, and one clicked in the preview is focused in the tree', async ({
    page,
  }) => {
    await openApp(page);
    await openGardens(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    const sidebar = preview.getByRole('complementary', { name: 'Sidebar' });
    await item(page, 'Generated page GET /gardens/{gardenId}/beds').click();
    // The preview goes to the tab that holds it, opens its generated group and shows it as the open page.
    await expect(preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(sidebar.getByRole('button', { name: 'GET List beds' })).toHaveAttribute('aria-current', 'page');

    const gardens = sidebar.getByRole('button', { name: 'Gardens', exact: true }).last();
    if ((await gardens.getAttribute('aria-expanded')) !== 'true') await gardens.click();
    await sidebar.getByRole('button', { name: 'POST Create a garden' }).click();
    await expect(sidebar.getByRole('button', { name: 'POST Create a garden' })).toHaveAttribute('aria-current', 'page');
    await expect(item(page, 'Generated page POST /gardens')).toHaveAttribute('tabindex', '0');
    await expect(item(page, 'Generated page GET /gardens/{gardenId}/beds')).toHaveAttribute('tabindex', '-1');
  });

  test('an element with its own openapi and pages of its own: the generated pages follow them, in the tree and the preview', async ({
    page,
  }) => {
    const withPage = SAMPLE_DOCS.replace(
      GARDENS,
      GARDENS.replace('"openapi": "gardens.yaml"', '"openapi": "gardens.yaml",\n                    "pages": ["quickstart"]'),
    );
    expect(withPage).not.toBe(SAMPLE_DOCS);
    await page.route('**/sample/docs.json', (route) => route.fulfill({ body: withPage, contentType: 'application/json' }));
    await openApp(page);
    await openGardens(page);
    await expect(item(page, 'Generated page GET /gardens')).toBeVisible();
    const names = await page.getByRole('treeitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const at = names.indexOf('Group Gardens');
    expect(names.slice(at, at + 4)).toEqual(['Group Gardens', 'Page quickstart', 'Generated group Gardens', 'Generated page GET /gardens']);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' }).click();
    const sidebar = preview.getByRole('complementary', { name: 'Sidebar' });
    const gardens = sidebar
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Gardens', exact: true }) })
      .first();
    await expect(
      gardens
        .getByRole('list')
        .first()
        .getByRole('button', { name: /^(Quickstart|Gardens|Beds)$/ }),
    ).toHaveText(['Quickstart', 'Gardens', 'Beds']);
  });
});

test.describe('generated rows arriving late', () => {
  test('do not move the row under the pointer: a click aimed at it still lands on it', async ({ page }) => {
    // The worker that parses the OpenAPI documents is held back, so its pages arrive when the test
    // says, after the pointer is on a row below "Gardens" (on a loaded machine they came up to a
    // second after the tree, and pushed the aimed-at row out from under the pointer).
    const worker = await holdRequests(page, '**/assets/openapi-worker-*.js');
    await openApp(page);
    await page.getByRole('button', { name: 'Expand all' }).click();
    const row = item(page, 'Page changelog');
    await expect(item(page, 'Generated group Gardens')).toHaveCount(0);
    // Hovering scrolls the row into the tree's view and puts the pointer on it.
    await row.hover();
    const before = (await row.boundingBox())!;

    worker.release();
    await expect(item(page, 'Generated group Gardens')).toBeAttached();
    expect((await row.boundingBox())!.y).toBe(before.y);
    await page.mouse.down();
    await page.mouse.up();
    await expect(row).toHaveAttribute('aria-selected', 'true');
  });
});
