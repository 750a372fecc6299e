import { test, expect, type Page } from './test';
import { item } from './helpers';

/**
 * Open the app with `?open=<url>` on a fresh start, and see the sample open in its place with
 * the reason still said (an alert that stays until dismissed).
 */
async function startWith(page: Page, url: string, reason: RegExp): Promise<void> {
  await page.goto('/?open=' + encodeURIComponent(url));
  // The sample opens instead...
  await expect(item(page, 'Language en')).toBeVisible();
  // ...and the reason stays.
  const alert = page.getByRole('alert').filter({ hasText: reason });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/the built-in sample opens instead\./i);
  // Still there once the sample's files have all arrived.
  await page.waitForLoadState('networkidle');
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(alert).toHaveCount(0);
}

test.describe('a start link that cannot be opened says why, and the message stays until dismissed', () => {
  test('a 404', async ({ page }) => {
    await page.route('**/missing/docs.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await startWith(page, '/missing/docs.json', /answered 404/);
  });

  test('an unreachable host', async ({ page }) => {
    await page.route('http://unreachable.invalid/**', (route) => route.abort('namenotresolved'));
    await startWith(page, 'http://unreachable.invalid/docs.json', /could not be reached/);
  });

  test('a redirect loop', async ({ page }) => {
    await page.route('**/loop/docs.json', (route) =>
      route.fulfill({ status: 302, headers: { location: new URL('/loop/docs.json', route.request().url()).toString() } }),
    );
    // Chromium gives up on a real loop (the message names it among the causes); behind
    // Playwright's router the redirect may end on the preview server's index.html instead.
    // Either way: a message that stays.
    await startWith(page, '/loop/docs.json', /could not be reached \(.*a redirect loop|not valid JSON/);
  });

  test('a javascript: and a file: address', async ({ page }) => {
    await startWith(page, 'javascript:alert(1)', /only http and https addresses .* javascript: address/);
    await startWith(page, 'file:///etc/passwd', /only http and https addresses .* file: address/);
  });

  test('an address that is not a docs.json (a pages.txt)', async ({ page }) => {
    await page.route('**/site/pages.txt', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'index\nquickstart\n' }),
    );
    await startWith(page, '/site/pages.txt', /not (valid JSON|a docs\.json)/);
  });
});

test.describe('a docs.json opened by its address', () => {
  test('brings the OpenAPI documents next to it, as it brings its $ref files', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/\/sample\/[^/]+\.yaml$/.test(r.url())) fetched.push(new URL(r.url()).pathname);
    });
    // The sample's folder on the preview server, by address: its API tab names openapi.yaml and
    // its Gardens group gardens.yaml, both beside docs.json.
    await page.goto('/?open=' + encodeURIComponent('/sample/docs.json'));
    await expect(item(page, 'Language en')).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'API reference' }).click();
    // Operation pages show their summary, read from openapi.yaml.
    await expect(preview.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'GET List plants' })).toBeVisible();
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(problems.getByText(/openapi\.yaml|gardens\.yaml/)).toHaveCount(0);
    expect(fetched.sort()).toEqual(['/sample/gardens.yaml', '/sample/openapi.yaml']);
  });

  test("and the files those documents' own $refs point to", async ({ page }) => {
    const served: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'Split',
        theme: 'mint',
        colors: { primary: '#16A34A' },
        navigation: { tabs: [{ tab: 'API', openapi: 'api/openapi.yaml' }] },
      }),
      'api/openapi.yaml': 'openapi: 3.1.0\ninfo: { title: Seeds, version: "1" }\npaths:\n  /seeds: { $ref: "paths/seeds.yaml" }\n',
      'api/paths/seeds.yaml': 'get:\n  summary: List seeds\n  responses: { "200": { description: ok } }\n',
    };
    const fetched: string[] = [];
    await page.route('**/split-site/**', (route) => {
      const path = new URL(route.request().url()).pathname.replace('/split-site/', '');
      fetched.push(path);
      return served[path] === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body: served[path] });
    });
    await page.goto('/?open=' + encodeURIComponent('/split-site/docs.json'));
    const preview = page.getByRole('region', { name: 'Preview' });
    // The operation lives in the path file: without it the document has no page to generate.
    await expect(preview.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'GET List seeds' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Problems/ }).getByText(/seeds\.yaml/)).toHaveCount(0);
    expect(fetched.sort()).toEqual(['api/openapi.yaml', 'api/paths/seeds.yaml', 'docs.json']);
  });
});
