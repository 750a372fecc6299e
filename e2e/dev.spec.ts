import { test, expect, type Page } from './test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { item } from './helpers';

const HERE = dirname(fileURLToPath(import.meta.url));
const BIN = join(HERE, '..', 'bin', 'docsnav.cjs');
const FIXTURE = join(HERE, '..', 'test', 'fixtures', 'dev', 'repo');
// This area's dev-server port for the end-to-end run (its node tests use 4193-4194).
const DEV_PORT = 4190;

// One server and one folder for the whole story: each test goes on from where the last left off.
test.describe.configure({ mode: 'serial' });

let dir: string;
let docsPath: string;
let dev: ChildProcess;
let out = '';
let address: string;
/** docs.json as the test wrote it last: CRLF line endings and no final newline, which every save must keep. */
let onDisk: string;

const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n').replace(/\r\n$/, '');
const writeDocs = (text: string) => {
  onDisk = text;
  writeFileSync(docsPath, text);
};

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'docsnav-dev-e2e-'));
  cpSync(FIXTURE, join(dir, 'docs'), { recursive: true });
  docsPath = join(dir, 'docs', 'docs.json');
  writeDocs(crlf(readFileSync(docsPath, 'utf8')));
  // The app the Playwright config built for this run (DOCSNAV_OUT, dist-e2e by default there) is the one served.
  dev = spawn(process.execPath, [BIN, 'dev', './docs', '--port', String(DEV_PORT)], {
    cwd: dir,
    env: { ...process.env, DOCSNAV_OUT: process.env.DOCSNAV_OUT ?? 'dist-e2e' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (d) => (out += d));
  dev.stderr!.on('data', (d) => (out += d));
  await expect.poll(() => /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out)?.[0], { timeout: 60_000 }).toBeTruthy();
  address = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out)![0];
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r));
    dev.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function openDev(page: Page) {
  await page.goto(address);
  await expect(page.getByRole('tree', { name: 'Navigation' })).toBeVisible();
  await expect(item(page, 'Group Start')).toBeVisible();
}

async function saveToDisk(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save to disk' }).click();
  await expect(dialog).toBeHidden();
}

test("prints the address and the folder's problems in the terminal", async () => {
  expect(out).toContain(`docsnav dev: editing ${join(dir, 'docs', 'docs.json')}`);
  // The problems follow the address once the first check has run.
  await expect.poll(() => out).toMatch(/docs\/docs\.json:\d+:\d+ warning page-not-found .*"guides\/missing".*\n1 warning\.\n/);
});

test('opens the folder from the server, moves a page, and Save writes docs.json to disk keeping CRLF and no final newline', async ({
  page,
}) => {
  await openDev(page);
  await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('docs', { exact: true })).toBeVisible();
  // The split file and the page files came through the API: the $ref tab is there, and only the missing page is a problem.
  await expect(item(page, 'Tab API reference')).toBeVisible();
  await expect(page.getByText('page entry "guides/missing" matches no page file').first()).toBeVisible();

  await item(page, 'Page quickstart').click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('button', { name: "Undo move 'quickstart'" })).toBeEnabled();
  await saveToDisk(page);

  const expected = onDisk.replace(
    '"pages": ["index", "quickstart", "guides/missing"]',
    '"pages": ["index", "guides/missing", "quickstart"]',
  );
  expect(expected).not.toBe(onDisk);
  await expect.poll(() => readFileSync(docsPath, 'utf8')).toBe(expected);
  onDisk = expected;
  expect(out).toContain('Saved docs.json');
  // The missing page moved to another place in the file: the terminal prints the problems again, at the new place.
  await expect
    .poll(() => out)
    .toMatch(
      /The files changed; the problems now:\ndocs\/docs\.json:\d+:\d+ warning page-not-found navigation\.tabs\[0\]\.groups\[0\]\.pages\[1\]/,
    );
  // Saved: nothing unsaved, and the app's own write did not come back as "changed on disk".
  await expect(page.getByRole('toolbar', { name: 'Document' })).not.toContainText('•');
  await expect(page.getByRole('dialog', { name: 'Changed on disk' })).toHaveCount(0);
});

test('with no unsaved edits, a docs.json changed on disk is reloaded; OpenAPI files and pages are taken in at any time', async ({
  page,
}) => {
  await openDev(page);
  writeDocs(onDisk.replace('"group": "Growing"', '"group": "Tending"'));
  await expect(item(page, 'Group Tending')).toBeVisible();
  await expect(item(page, 'Group Growing')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'docs.json changed on disk; the editor shows the new version.' })).toBeVisible();

  // An OpenAPI file is not edited in the app: its change is taken in whatever the state of the document.
  await item(page, 'Page quickstart').click();
  await page.keyboard.press('Alt+ArrowUp');
  const spec = join(dir, 'docs', 'openapi.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('List plants', 'List every plant'));
  await expect(
    page.getByRole('status').filter({ hasText: 'openapi.yaml changed on disk; the editor uses the new version.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Changed on disk' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Undo move 'quickstart'" })).toBeEnabled();
  await page.getByRole('button', { name: "Undo move 'quickstart'" }).click();

  // A page created on disk: the app's page check follows, and so does the terminal.
  await expect(page.getByText('page entry "guides/missing" matches no page file').first()).toBeVisible();
  writeFileSync(join(dir, 'docs', 'guides', 'missing.mdx'), '---\ntitle: Found at last\n---\n');
  await expect(page.getByText('page entry "guides/missing" matches no page file')).toHaveCount(0);
  await expect.poll(() => out).toMatch(/The files changed; the problems now:\nNo problems\.\n$/);
});

test('with unsaved edits, a change on disk shows both versions and lets the person choose', async ({ page }) => {
  await openDev(page);
  // An unsaved edit: move "index" down.
  await item(page, 'Page index').click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('button', { name: "Undo move 'index'" })).toBeEnabled();

  writeDocs(onDisk.replace('"group": "Tending"', '"group": "Watering"'));
  const prompt = page.getByRole('dialog', { name: 'Changed on disk' });
  await expect(prompt).toBeVisible();
  const both = prompt.getByLabel('Your version and the version on disk');
  // On disk: the new group name; yours: the old name with the moved page.
  await expect(both).toContainText('- ');
  await expect(both.locator('.op-del').filter({ hasText: '"Watering"' })).toHaveCount(1);
  await expect(both.locator('.op-add').filter({ hasText: '"Tending"' })).toHaveCount(1);
  await expect(both.locator('.op-add').filter({ hasText: '"guides/missing", "index"' })).toHaveCount(1);
  // Nothing was overwritten while the choice is open: the tree still shows the edit, the disk the new version.
  await expect(item(page, 'Group Tending')).toBeVisible();
  expect(readFileSync(docsPath, 'utf8')).toBe(onDisk);

  // Focus waits on the choice that loses nothing, and Escape makes that choice.
  await expect(prompt.getByRole('button', { name: 'Keep my edits' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(item(page, 'Page index')).toBeFocused();
  await expect(item(page, 'Group Tending')).toBeVisible();
  await expect(page.getByRole('button', { name: "Undo move 'index'" })).toBeEnabled();
  // Saving now replaces the disk version, on purpose, and the export showed exactly that.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export docs.json' });
  await expect(exportDialog.getByLabel('Changes').locator('.op-del').filter({ hasText: '"Watering"' })).toHaveCount(1);
  await exportDialog.getByRole('button', { name: 'Save to disk' }).click();
  await expect(exportDialog).toBeHidden();
  const mine = onDisk
    .replace('"group": "Watering"', '"group": "Tending"')
    .replace('"pages": ["index", "guides/missing", "quickstart"]', '"pages": ["guides/missing", "index", "quickstart"]');
  await expect.poll(() => readFileSync(docsPath, 'utf8')).toBe(mine);
  onDisk = mine;

  // The other choice: an edit, a change on disk, and the disk version wins; the edit is dropped.
  await item(page, 'Page quickstart').click();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('button', { name: "Undo move 'quickstart'" })).toBeEnabled();
  writeDocs(onDisk.replace('"tab": "Guides"', '"tab": "Handbook"'));
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Use the version on disk' }).click();
  await expect(prompt).toBeHidden();
  await expect(item(page, 'Tab Handbook')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
  expect(readFileSync(docsPath, 'utf8')).toBe(onDisk);
});
