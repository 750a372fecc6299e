import { test, expect, type Locator, type Page, tempDir } from './test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdRequests, item, openApp } from './helpers';

const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });

const SHOP = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/orders': { get: { summary: 'List orders', tags: ['Orders'], responses: { 200: { description: 'OK' } } } },
    // No responses: the validator says so, once it runs.
    '/refunds': { post: { summary: 'Refund an order', tags: ['Orders'] } },
  },
};

/** A folder whose docs.json generates its API tab's pages from api.json, one of whose operations breaks the schema. */
function apiFolder(api: object = SHOP): string {
  const dir = tempDir('docsnav-api-first-');
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    name: 'API first',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: { tabs: [{ tab: 'API', openapi: 'api.json' }] },
  };
  writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2));
  writeFileSync(join(dir, 'api.json'), JSON.stringify(api, null, 2));
  return dir;
}

test.describe('OpenAPI pages first, validation after', () => {
  test('a chosen folder shows its generated pages while the validator has not even loaded; its problems follow when it runs', async ({
    page,
  }) => {
    // The worker loads the validator on first need: held back here, it cannot have run.
    const validator = await holdRequests(page, '**/assets/validate-openapi-*.js');
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(apiFolder());
    await expect(item(page, 'Generated page GET /orders')).toBeVisible();
    await expect(item(page, 'Generated page POST /refunds')).toBeVisible();
    // The pages came before validation: the validator was asked for and is still held.
    await expect.poll(() => validator.asked()).toBe(true);
    await expect(problems(page).getByText(/must have required property/)).toHaveCount(0);

    validator.release();
    await expect(
      problems(page).getByText(/^api\.json:\d+:\d+: \/paths\/~1refunds\/post: must have required property 'responses'\.$/),
    ).toBeVisible();
  });

  test("a folder's large OpenAPI document (read by the worker, never by the page): its pages show, then its problems", async ({ page }) => {
    // Every read of a Blob of a megabyte or more on the page's thread (the worker's are its own).
    await page.addInitScript(() => {
      const w = window as unknown as { bigReads: number };
      w.bigReads = 0;
      for (const name of ['arrayBuffer', 'text', 'bytes', 'stream'] as const) {
        const own = Blob.prototype[name] as (this: Blob) => unknown;
        if (!own) continue;
        Object.defineProperty(Blob.prototype, name, {
          value(this: Blob) {
            if (this.size >= 1_000_000) w.bigReads++;
            return own.call(this);
          },
        });
      }
    });
    await openApp(page);
    // Over a megabyte: the page opens the folder without reading it (io/read-files.ts, LATE_BYTES).
    // As written (`openapi` first), then with its keys sorted as Stripe's spec3.json has them:
    // `components` first, `openapi` a megabyte on (the page read such a document itself before).
    const long = 'x'.repeat(1_100_000);
    const asWritten = { ...SHOP, info: { ...SHOP.info, description: long } };
    const sorted = {
      components: { schemas: { Order: { type: 'object', description: long } } },
      info: SHOP.info,
      openapi: SHOP.openapi,
      paths: SHOP.paths,
    };
    for (const api of [asWritten, sorted]) {
      await page.getByLabel('Open a docs folder').setInputFiles(apiFolder(api));
      await expect(page.getByText(/^Read 2 files of /)).toBeVisible();
      await expect(item(page, 'Generated page GET /orders')).toBeVisible();
      await expect(
        problems(page).getByText(/^api\.json:\d+:\d+: \/paths\/~1refunds\/post: must have required property 'responses'\.$/),
      ).toBeVisible();
      // Validated: the page used to read the whole text then (a 100 ms task for a 13 MB document).
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { bigReads: number }).bigReads)).toBe(0);
      // The next folder: the last one's rows go first.
      await page
        .getByLabel('Open docs.json')
        .setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from('{"navigation": {"pages": ["index"]}}') });
      await expect(item(page, 'Generated page GET /orders')).toHaveCount(0);
    }
  });

  test("a folder's YAML document: its pages come from the members the site reads for them, before its components are parsed", async ({
    page,
  }) => {
    // The components do not parse (a flow list not closed): strict YAML refuses the whole, and the
    // worker loads its lenient parser to try again. Held back here, the whole parse cannot end.
    const lenient = await holdRequests(page, '**/assets/js-yaml-*.js');
    await openApp(page);
    const dir = apiFolder();
    const yaml = [
      'openapi: 3.0.3',
      'info: {title: Shop, version: "1"}',
      'paths:',
      '  /orders:',
      '    get: {summary: List orders, tags: [Orders], responses: {"200": {description: OK}}}',
      'components:',
      '  schemas: {Order: [}',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'api.yaml'), yaml);
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({
        name: 'YAML first',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { tabs: [{ tab: 'API', openapi: 'api.yaml' }] },
      }),
    );
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    await expect(item(page, 'Generated page GET /orders')).toBeVisible();
    await expect(problems(page).getByText(/not valid YAML/)).toHaveCount(0);
    // The whole parse's verdict, once it can end.
    lenient.release();
    await expect(
      problems(page)
        .getByText(/api\.yaml.*not valid YAML/)
        .first(),
    ).toBeVisible();
  });

  test('the preview does not lay out the generated groups out of its view (a long document drew its sidebar in hundreds of ms a frame)', async ({
    page,
  }) => {
    const paths: Record<string, object> = {};
    for (let i = 0; i < 400; i++)
      paths[`/things${i}`] = { get: { summary: `List things ${i}`, tags: [`Tag ${i % 40}`], responses: { 200: { description: 'OK' } } } };
    await openApp(page);
    await page
      .getByLabel('Open a docs folder')
      .setInputFiles(apiFolder({ openapi: '3.0.3', info: { title: 'Many', version: '1' }, paths }));
    const sidebar = page.getByRole('region', { name: 'Preview' }).getByRole('complementary', { name: 'Sidebar' });
    const group = (name: string) => sidebar.locator('li.pv-group').filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect(group('Tag 0')).toBeAttached();
    const drawn = (g: Locator) => g.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(group('Tag 0'))).toBe(true);
    // Far below the view, the last groups are not made until the reader scrolls down to them
    // (use-row-budget.ts), and the last one made, out of view, is skipped by the browser
    // (content-visibility).
    await expect(group('Tag 39')).toHaveCount(0);
    expect(await drawn(sidebar.locator('li.pv-group').last())).toBe(false);
    await expect(async () => {
      await sidebar.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(group('Tag 39')).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await group('Tag 39').scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(group('Tag 39'))).toBe(true);
    await expect(sidebar.getByRole('button', { name: 'GET List things 39', exact: true })).toBeVisible();
  });
});
