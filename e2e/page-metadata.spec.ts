import { test, expect } from './test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { item, openApp } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));

// The check of pages' `openapi` front matter is not in the page's first JavaScript: it loads
// with the first folder whose pages have some (src/ui/shell/use-project.ts).
test("a page's `openapi` front matter is checked once a folder with some is open", async ({ page }) => {
  await openApp(page);
  const problems = page.getByRole('region', { name: /^Problems/ });
  await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'metadata'));
  await expect(item(page, 'Group Start')).toBeVisible();
  await expect(problems).toContainText(
    'guide.mdx: front matter "openapi: GET /users" names no document, and docs.json names none ("api.openapi" or an "openapi" in the navigation).',
  );
});
