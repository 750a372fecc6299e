import { test, expect, type Page } from './test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { item, openApp } from './helpers';

const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });

/** A folder whose docs.json generates its API tab's pages from api.json, one of whose operations breaks the schema. */
function apiFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-api-first-'));
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    name: 'API first',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: { tabs: [{ tab: 'API', openapi: 'api.json' }] },
  };
  const api = {
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1' },
    paths: {
      '/orders': { get: { summary: 'List orders', tags: ['Orders'], responses: { 200: { description: 'OK' } } } },
      // No responses: the validator says so, once it runs.
      '/refunds': { post: { summary: 'Refund an order', tags: ['Orders'] } },
    },
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
    let asked = false;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/validate-openapi-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(apiFolder());
    await expect(item(page, 'Generated page GET /orders')).toBeVisible();
    await expect(item(page, 'Generated page POST /refunds')).toBeVisible();
    // The pages came before validation: the validator was asked for and is still held.
    await expect.poll(() => asked).toBe(true);
    await expect(problems(page).getByText(/must have required property/)).toHaveCount(0);

    release();
    await expect(
      problems(page).getByText(/^api\.json:\d+:\d+: \/paths\/~1refunds\/post: must have required property 'responses'\.$/),
    ).toBeVisible();
  });
});
