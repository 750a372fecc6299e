import { test, expect, type Page } from './test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_DOCS, exportText, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));
const USERS = readFileSync(join(HERE, '..', 'test', 'fixtures', 'openapi', 'users.json'), 'utf8');
const INVALID = readFileSync(join(HERE, '..', 'test', 'fixtures', 'openapi', 'invalid.yaml'), 'utf8');

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const sidebar = (page: Page) => preview(page).getByRole('complementary', { name: 'Sidebar' });
const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });

/** Serve the sample with its docs.json text replaced (the rest of the sample stays as it is). */
async function withDocsText(page: Page, text: string): Promise<void> {
  await page.route('**/sample/docs.json', (route) => route.fulfill({ body: text, contentType: 'application/json' }));
}

async function openApiTab(page: Page): Promise<void> {
  await preview(page).getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' }).click();
}

test.describe('OpenAPI in the app', () => {
  test('the preview shows the pages "Gardens" generates from gardens.yaml, grouped by tag, without the hidden one', async ({ page }) => {
    await openApp(page);
    await openApiTab(page);
    // Explicit entries show their summaries.
    await expect(sidebar(page).getByRole('button', { name: 'GET List plants' })).toBeVisible();
    // "Gardens" has its own openapi and no pages: one generated group per tag, in order of first appearance.
    const gardens = sidebar(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Gardens', exact: true }) })
      .first();
    const generated = gardens
      .getByRole('list')
      .first()
      .getByRole('button', { name: /^(Gardens|Beds)$/ });
    await expect(generated).toHaveText(['Gardens', 'Beds']);
    await expect(gardens.getByText('Pages generated from')).toHaveCount(0);
    // Nested groups start collapsed: open both, as a reader does.
    for (const name of ['Gardens', 'Beds']) {
      const g = gardens.getByRole('list').first().getByRole('button', { name, exact: true });
      if ((await g.getAttribute('aria-expanded')) !== 'true') await g.click();
    }
    for (const name of ['GET List gardens', 'POST Create a garden', 'GET List beds'])
      await expect(sidebar(page).getByRole('button', { name })).toBeVisible();
    // x-hidden: the page exists on the site but not in its navigation.
    await expect(sidebar(page).getByText('Internal metrics')).toHaveCount(0);
    await expect(sidebar(page).getByText(/Pages generated from/)).toHaveCount(0);
    // The sample's documents are valid: no OpenAPI problem.
    await expect(problems(page).getByText(/openapi|operation/i)).toHaveCount(0);
  });

  test('a binding problem shows in the problems panel, and its fix gives back the exact bytes', async ({ page }) => {
    const broken = SAMPLE_DOCS.replace('"GET /plants/{plantId}"', '"GET /plants/{plantId}/"');
    expect(broken).not.toBe(SAMPLE_DOCS);
    await withDocsText(page, broken);
    await openApp(page);
    const problem = problems(page)
      .getByRole('listitem')
      .filter({ hasText: '"GET /plants/{plantId}/" differs from the operation in openapi.yaml' });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText('the document has "GET /plants/{plantId}", without the trailing slash');
    await problem.getByRole('button', { name: /^Fix: Write "GET \/plants\/\{plantId\}"/ }).click();
    await expect(problem).toHaveCount(0);
    // The fixed document is the sample, byte for byte.
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('a missing document and an invalid one: each element that names it hears why; the rest still works', async ({ page }) => {
    const docs = JSON.parse(SAMPLE_DOCS);
    const api = docs.navigation.languages[0].versions[0].tabs[1];
    api.groups[1].openapi = 'missing.yaml';
    api.groups.push({ group: 'Checks', openapi: 'gardens.yaml' });
    await withDocsText(page, JSON.stringify(docs, null, 2));
    // gardens.yaml fails validation: parsed and validated in the worker, with its line.
    await page.route('**/sample/gardens.yaml', (route) => route.fulfill({ body: INVALID, contentType: 'text/yaml' }));
    await openApp(page);
    await expect(problems(page).getByText('the OpenAPI document "missing.yaml" is not in the opened folder')).toBeVisible();
    await expect(
      problems(page).getByText("gardens.yaml:13:5: /paths/~1broken/get: must have required property 'responses'."),
    ).toBeVisible();
    await expect(problems(page).getByText(/the OpenAPI document "gardens.yaml" fails validation \(2 problems/i)).toBeVisible();
    await openApiTab(page);
    await expect(sidebar(page).getByRole('button', { name: 'GET List plants' })).toBeVisible();
  });

  test('a 3.1 document that breaks the OpenAPI schema: the worker says so with its place, as the CLI does', async ({ page }) => {
    // The worker validates with schema validators compiled at build time (one for 3.0, one for
    // 3.1: scripts/precompiled-openapi-schemas.ts); the test above checks a 3.0 document, this
    // one a 3.1 document, with the problem Node's validator gives for it.
    const gardens = readFileSync(join(HERE, '..', 'public', 'sample', 'gardens.yaml'), 'utf8').replace(
      '      summary: List beds\n',
      '      summary: List beds\n      deprecated: maybe\n',
    );
    expect(gardens).toContain('deprecated: maybe');
    await page.route('**/sample/gardens.yaml', (route) => route.fulfill({ body: gardens, contentType: 'text/yaml' }));
    await openApp(page);
    await expect(
      problems(page).getByText('gardens.yaml:22:7: /paths/~1gardens~1{gardenId}~1beds/get/deprecated: must be boolean.'),
    ).toBeVisible();
  });

  test('a remote document is fetched and expanded; one that fails says so on its element', async ({ page }) => {
    const docs = JSON.parse(SAMPLE_DOCS);
    const api = docs.navigation.languages[0].versions[0].tabs[1];
    api.groups[1].openapi = 'https://api.example.com/users.json';
    api.groups.push({ group: 'Down', openapi: 'https://api.example.com/down.json' });
    await withDocsText(page, JSON.stringify(docs, null, 2));
    await page.route('https://api.example.com/users.json', (route) =>
      route.fulfill({ body: USERS, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' } }),
    );
    await page.route('https://api.example.com/down.json', (route) =>
      route.fulfill({ status: 503, body: 'down', headers: { 'access-control-allow-origin': '*' } }),
    );
    await openApp(page);
    await openApiTab(page);
    await sidebar(page).getByRole('button', { name: 'Teams', exact: true }).click();
    await expect(sidebar(page).getByRole('button', { name: 'GET List teams' })).toBeVisible();
    await expect(problems(page).getByText(/"https:\/\/api\.example\.com\/down\.json" cannot be used.*answered 503/)).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a 10 MB document loads in the worker: its pages show, and the longest main-thread task is recorded', async ({ page }) => {
    // Generated here: 6,000 operations with schemas, about 10 MB of JSON.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 3100; i++) {
      const schema = {
        type: 'object',
        description: 'x'.repeat(600),
        properties: Object.fromEntries(
          Array.from({ length: 12 }, (_, k) => [`field${k}`, { type: 'string', description: `Field ${k} of resource ${i}` }]),
        ),
      };
      paths[`/resources${i}`] = {
        get: {
          summary: `Get resource ${i}`,
          tags: [`Tag ${i % 20}`],
          responses: { 200: { description: 'OK', content: { 'application/json': { schema } } } },
        },
        post: {
          summary: `Create resource ${i}`,
          tags: [`Tag ${i % 20}`],
          responses: { 201: { description: 'Created', content: { 'application/json': { schema } } } },
        },
      };
    }
    const big = JSON.stringify({ openapi: '3.0.3', info: { title: 'Big', version: '1' }, paths });
    expect(big.length).toBeGreaterThan(10_000_000);
    const docs = JSON.parse(SAMPLE_DOCS);
    docs.navigation.languages[0].versions[0].tabs[1].groups[1].openapi = 'big.json';
    await withDocsText(page, JSON.stringify(docs, null, 2));
    await page.route('**/sample/manifest.json', async (route) => {
      const m = JSON.parse(readFileSync(join(HERE, '..', 'public', 'sample', 'manifest.json'), 'utf8'));
      m.files.push('big.json');
      await route.fulfill({ body: JSON.stringify(m), contentType: 'application/json' });
    });
    await page.route('**/sample/big.json', (route) => route.fulfill({ body: big, contentType: 'application/json' }));
    await page.addInitScript(() => {
      (window as unknown as { longest: number }).longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          (window as unknown as { longest: number }).longest = Math.max((window as unknown as { longest: number }).longest, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await openApp(page);
    await openApiTab(page);
    await page.evaluate(() => ((window as unknown as { longest: number }).longest = 0));
    const tag = sidebar(page).getByRole('button', { name: 'Tag 7', exact: true });
    await expect(tag).toBeVisible({ timeout: 30_000 });
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    // Reported, not asserted: tests never depend on timing (see bench/openapi-bench.ts for figures).
    test.info().annotations.push({ type: 'longest main-thread task while a 10 MB document loads (ms)', description: longest.toFixed(0) });
    console.log(`longest main-thread task while a 10 MB OpenAPI document loads: ${longest.toFixed(0)} ms`);
  });
});
