import { test, expect, type Page, tempDir } from './test';
import { cpSync, mkdirSync, readFileSync, readdirSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every file of a fixture folder as { "relative/path": text }. */
function filesOf(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(out, filesOf(full, `${prefix}${name}/`));
    else out[prefix + name] = readFileSync(full, 'utf8');
  }
  return out;
}

/**
 * Playwright cannot drive the native folder picker: this stand-in hands out a folder of the
 * Origin Private File System, which has the same handle API for reading and writing, filled
 * with the e2e/fixtures/split project. Returns the fixture's files.
 */
async function folderPicker(page: Page): Promise<Record<string, string>> {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('split', { create: true });
  });
  await openApp(page);
  const fixture = filesOf(join(HERE, 'fixtures', 'split'));
  await page.evaluate(async (files) => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('split', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let d = dir;
      for (const p of parts.slice(0, -1)) d = await d.getDirectoryHandle(p, { create: true });
      const w = await (await d.getFileHandle(parts[parts.length - 1], { create: true })).createWritable();
      await w.write(text);
      await w.close();
    }
  }, fixture);
  return fixture;
}

/** docs.json and nav/guides.json as they are now in the picker's folder. */
function savedFiles(page: Page): Promise<{ docs: string; guides: string }> {
  return page.evaluate(async () => {
    const dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('split');
    const text = async (d: FileSystemDirectoryHandle, name: string) => (await (await d.getFileHandle(name)).getFile()).text();
    return { docs: await text(dir, 'docs.json'), guides: await text(await dir.getDirectoryHandle('nav'), 'guides.json') };
  });
}

/** A fresh copy of a fixture folder, for a test to add to. */
function copyFixture(name: string): string {
  const dir = join(tempDir('docsnav-e2e-'), name);
  cpSync(join(HERE, 'fixtures', name), dir, { recursive: true });
  return dir;
}
import { SAMPLE_DOCS, dragHandle, exportText, filterTree, holdRequests, item, openApp } from './helpers';

test.describe('the editor app', () => {
  test('opens the built-in sample with its navigation, and exports it byte for byte unedited', async ({ page }) => {
    await openApp(page);
    await expect(item(page, 'Version v2')).toBeVisible();
    await expect(item(page, 'Tab Guides')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 errors')).toBeVisible();
    // The names a person and a screen reader find the commands by.
    for (const name of ['Open folder', 'Open file', 'Export', 'Undo', 'Redo'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByLabel('Open docs.json')).toHaveAttribute('type', 'file');
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('edit, undo, redo, and the export has exactly the edit', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'quickstart');
    await item(page, 'Page quickstart').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByTestId('tree-announcer')).toHaveText("Moved 'quickstart' into 'Get started', position 1 of 3");
    const undo = page.getByRole('button', { name: "Undo move 'quickstart'" });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(page.getByRole('button', { name: /^Redo move 'quickstart'/ })).toBeEnabled();
    await page.keyboard.press('Control+Shift+Z');
    const swapped = SAMPLE_DOCS.replace('"index",\n                      "quickstart",', '"quickstart",\n                      "index",');
    expect(swapped).not.toBe(SAMPLE_DOCS);
    expect(await exportText(page)).toBe(swapped);
  });

  test('opens a folder (through the directory input), checks its pages, and skips node_modules', async ({ page }) => {
    // node_modules and .git are made here: .gitignore keeps a committed node_modules out of the repository.
    const dir = copyFixture('folder');
    mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'left-pad', 'package.json'), '{"name":"left-pad","version":"1.0.0"}');
    writeFileSync(join(dir, 'node_modules', 'left-pad', 'missing.mdx'), '# Not a page of the site');
    mkdirSync(join(dir, '.git'), { recursive: true });
    writeFileSync(join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    await expect(item(page, 'Group Guides')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Read 3 files of / })).toContainText('skipped .git and node_modules.');
    const problems = page.getByRole('region', { name: /^Problems/ });
    await expect(
      // Led by its label path; the message's own JSON place moves after it.
      problems.getByText(/^page entry "guides\/missing" matches no page file/i),
    ).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('1 warning', { exact: true })).toBeVisible();
  });

  test('a file that is not a docs.json is refused and the open document stays', async ({ page }) => {
    await openApp(page);
    await page.getByLabel('Open docs.json').setInputFiles(join(HERE, 'fixtures', 'package.json'));
    await expect(page.getByRole('alert')).toContainText('looks like a package.json, so it is not a docs.json');
    await expect(item(page, 'Language en')).toBeVisible();
    await page
      .getByLabel('Open docs.json')
      .setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from('{"navigation": [1,,]}') });
    await expect(page.getByRole('alert')).toContainText('line 1, column 19: a value is expected');
    await expect(item(page, 'Language en')).toBeVisible();
  });

  test('reload restores the autosaved work', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'watering');
    await item(page, 'Page guides/watering').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('button', { name: /^Undo move/ })).toBeEnabled();
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    // Closing or reloading with unexported changes asks first.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.accept())));
    // The sample loads beside the offer. Hold it back until Restore is clicked: a sample that
    // arrives after the restore must not replace the restored work (the bug CI caught).
    const sample = await holdRequests(page, '**/sample/manifest.json');
    await page.reload();
    expect(await asked).toBe('beforeunload');
    const offer = page.getByRole('region', { name: 'Unsaved work' });
    await expect(offer).toContainText(/Unsaved work on Sample, last changed (just now|1 minute ago)/);
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    sample.release();
    // Every file of the sample has arrived once the network is idle: the restored work must still be there.
    await page.waitForLoadState('networkidle');
    await page.unroute('**/sample/manifest.json');
    const expected = SAMPLE_DOCS.replace('["guides/watering", "guides/light"]', '["guides/light", "guides/watering"]');
    expect(expected).not.toBe(SAMPLE_DOCS);
    expect(await exportText(page)).toBe(expected);
    // Exported: nothing is left to lose, so closing asks nothing and the next start offers nothing.
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('');
    await page.reload();
    await expect(item(page, 'Language en')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved work' })).toHaveCount(0);
  });

  test('?open= a URL opens that docs.json', async ({ page }) => {
    const remote =
      '{"name":"Remote","theme":"mint","colors":{"primary":"#000"},"navigation":{"groups":[{"group":"From the URL","pages":["a"]}]}}';
    await page.route('**/remote/docs.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: remote }));
    await page.goto('/?open=' + encodeURIComponent('/remote/docs.json'));
    await expect(item(page, 'Group From the URL')).toBeVisible();
    await page.route('**/missing/docs.json', (route) => route.fulfill({ status: 404, body: 'nope' }));
    await page.getByRole('button', { name: 'Open URL' }).click();
    await page.getByLabel('URL of a docs.json').fill(new URL('/missing/docs.json', page.url()).toString());
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('answered 404');
    await expect(item(page, 'Group From the URL')).toBeVisible();
  });

  test('opens a folder through File System Access and saves the edited split file back into it, docs.json untouched', async ({ page }) => {
    const fixture = await folderPicker(page);
    await page.getByRole('button', { name: 'Open folder' }).click();
    await expect(item(page, 'Anchor Guides')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Read \d+ files of split/ })).toHaveText(/^Read 5 files of split\./);
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByText('0 warnings')).toBeVisible(); // every page file was found

    await item(page, 'Page guides/first').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('button', { name: "Undo move 'guides/first'" })).toBeEnabled();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
    await expect(dialog).toContainText('No changes in docs.json: it is exactly as it was opened; changes in nav/guides.json.');
    await dialog.getByRole('button', { name: 'Save to split' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByLabel('unexported changes')).toHaveCount(0);

    const saved = await savedFiles(page);
    expect(saved.docs).toBe(fixture['docs.json']);
    const expected = fixture['nav/guides.json'].replace('"guides/first", "guides/second"', '"guides/second", "guides/first"');
    expect(expected).not.toBe(fixture['nav/guides.json']);
    expect(saved.guides).toBe(expected);
  });

  test('a folder opened without File System Access downloads a changed split file in one .zip, each file at its place', async ({
    page,
  }) => {
    const fixture = filesOf(join(HERE, 'fixtures', 'split'));
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(join(HERE, 'fixtures', 'split'));
    await item(page, 'Page guides/first').click();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .zip' }).click()]);
    expect(download.suggestedFilename()).toBe('split.zip');
    const entries = unzipSync(readFileSync((await download.path())!));
    const text = (name: string) => strFromU8(entries[name]);
    expect(Object.keys(entries).sort()).toEqual(['docs.json', 'nav/guides.json']);
    expect(text('docs.json')).toBe(fixture['docs.json']);
    expect(text('nav/guides.json')).toBe(
      fixture['nav/guides.json'].replace('"guides/first", "guides/second"', '"guides/second", "guides/first"'),
    );
    await expect(dialog).toBeHidden();
  });

  test('a folder opened through File System Access can still be saved into after a reload and a restore', async ({ page }) => {
    const fixture = await folderPicker(page);
    await page.getByRole('button', { name: 'Open folder' }).click();
    await item(page, 'Page guides/first').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByRole('status', { name: 'Autosave' })).toHaveText('Changes kept in this browser');
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved work' }).getByRole('button', { name: 'Restore' }).click();
    await expect(item(page, 'Anchor Guides')).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
    await dialog.getByRole('button', { name: 'Save to split' }).click();
    await expect(dialog).toBeHidden();
    const saved = await savedFiles(page);
    expect(saved.docs).toBe(fixture['docs.json']);
    expect(saved.guides).toBe(fixture['nav/guides.json'].replace('"guides/first", "guides/second"', '"guides/second", "guides/first"'));
  });

  test('every kind of file that is not a docs.json is refused with its reason, and the open document stays', async ({ page }) => {
    await openApp(page);
    const input = page.getByLabel('Open docs.json');
    const refused = async (expected: string) => {
      await expect(page.getByRole('alert')).toContainText(expected);
      await expect(item(page, 'Language en')).toBeVisible();
      await expect(page.getByRole('toolbar', { name: 'Document' })).toContainText('Sample');
    };
    await input.setInputFiles({
      name: 'tsconfig.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"compilerOptions": {"strict": true}}'),
    });
    await refused('tsconfig.json looks like a tsconfig.json, so it is not a docs.json');
    await input.setInputFiles({
      name: 'renovate.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"extends": ["config:base"], "schedule": []}'),
    });
    await refused('renovate.json has no "navigation" (its keys are "extends", "schedule"), so it is not a docs.json');
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    });
    await refused('logo.png is a binary file, not a docs.json');
    // 200 MB without writing 200 MB: a sparse file, refused by its size before it is read.
    const big = join(tempDir('docsnav-big-'), 'huge.json');
    writeFileSync(big, '');
    truncateSync(big, 200 * 1024 * 1024);
    await input.setInputFiles(big);
    await refused('huge.json is 210 MB; a docs.json is far smaller, so this is not one.');
  });

  test('a docs.json dropped anywhere on the window opens', async ({ page }) => {
    await openApp(page);
    const dropped = '{"name": "Dropped", "navigation": {"groups": [{"group": "From a drop", "pages": ["a"]}]}}';
    const dataTransfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'docs.json', { type: 'application/json' }));
      return dt;
    }, dropped);
    await page.dispatchEvent('main, body', 'dragover', { dataTransfer });
    await page.dispatchEvent('body', 'drop', { dataTransfer });
    await expect(item(page, 'Group From a drop')).toBeVisible();
    expect(await exportText(page)).toBe(dropped);
  });

  test('pasted JSON text opens; a paste that is not a docs.json keeps the dialog and its text', async ({ page }) => {
    await openApp(page);
    await page.getByRole('button', { name: 'Paste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste docs.json' });
    await dialog.getByLabel('docs.json text').fill('{"navigation": {"groups": [');
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('alert')).toContainText('docs.json is not valid JSON');
    await expect(dialog.getByLabel('docs.json text')).toHaveValue('{"navigation": {"groups": [');
    const pasted = '{\n  "navigation": {"groups": [{"group": "Pasted", "pages": ["p"]}]}\n}\n';
    await dialog.getByLabel('docs.json text').fill(pasted);
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(page, 'Group Pasted')).toBeVisible();
    // Loading records no undo step.
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    expect(await exportText(page)).toBe(pasted);
  });

  test('at 1024 wide nothing overlaps or overflows the toolbar and every panel is visible', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 720 });
    await openApp(page);
    // A long undo label is the widest the toolbar gets.
    await filterTree(page, 'quickstart');
    await item(page, 'Page quickstart').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByRole('button', { name: "Undo move 'quickstart'" })).toBeEnabled();
    const toolbar = page.getByRole('toolbar', { name: 'Document' });
    const bar = (await toolbar.boundingBox())!;
    const boxes = await toolbar.locator(':scope > *').evaluateAll((els) =>
      els
        .map((e) => ({
          name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim(),
          r: e.getBoundingClientRect(),
          sw: e.scrollWidth,
          cw: e.clientWidth,
        }))
        .filter((b) => b.r.width > 0 && b.r.height > 0)
        .map((b) => ({ name: b.name, x: b.r.x, y: b.r.y, w: b.r.width, h: b.r.height, clipped: b.sw > b.cw + 1 })),
    );
    expect(boxes.length).toBeGreaterThan(8);
    // One row: every control at the height of the first (the open buttons show their icons only).
    for (const b of boxes)
      expect(Math.abs(b.y + b.h / 2 - (boxes[0].y + boxes[0].h / 2)), `${b.name} is on the toolbar's one row`).toBeLessThan(4);
    await expect(toolbar.getByRole('button', { name: 'Open folder' })).toBeVisible();
    for (const b of boxes) {
      expect(b.x, `${b.name} starts inside the toolbar`).toBeGreaterThanOrEqual(bar.x);
      expect(b.x + b.w, `${b.name} ends inside the toolbar`).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
      expect(b.y + b.h, `${b.name} is inside the toolbar`).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const overlap = a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
        expect(overlap, `${a.name} overlaps ${b.name}`).toBe(false);
      }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    const panels = [
      page.getByRole('region', { name: 'Navigation tree' }),
      page.getByRole('region', { name: 'Preview' }),
      page.getByRole('complementary', { name: 'Inspector' }),
      page.getByRole('region', { name: /^Problems/ }),
    ];
    const rects = [];
    for (const p of panels) {
      await expect(p).toBeVisible();
      const r = (await p.boundingBox())!;
      expect(r.width).toBeGreaterThan(150);
      expect(r.height).toBeGreaterThan(40);
      expect(r.x + r.width).toBeLessThanOrEqual(1024.5);
      expect(r.y + r.height).toBeLessThanOrEqual(720.5);
      rects.push(r);
    }
    // Tree, preview and inspector sit side by side, the problems below them.
    expect(rects[0].x + rects[0].width).toBeLessThanOrEqual(rects[1].x + 0.5);
    expect(rects[1].x + rects[1].width).toBeLessThanOrEqual(rects[2].x + 0.5);
    expect(rects[3].y).toBeGreaterThanOrEqual(Math.max(rects[0].y + rects[0].height, rects[2].y + rects[2].height) - 0.5);
  });

  test('panels resize by dragging a handle and by keyboard', async ({ page }) => {
    await openApp(page);
    const tree = page.getByRole('region', { name: 'Navigation tree' });
    const handle = page.getByRole('separator', { name: 'Resize the navigation tree' });
    const before = (await tree.boundingBox())!.width;
    await dragHandle(page, handle, 120, 0);
    const dragged = (await tree.boundingBox())!.width;
    expect(dragged).toBeGreaterThan(before + 100);
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const keyed = (await tree.boundingBox())!.width;
    expect(keyed).toBeLessThan(dragged - 10);
    await expect(handle).toHaveAttribute('aria-valuenow', /\d/);

    // The problems panel fits its few problems until its top edge is dragged; then it keeps the
    // height it was given (also after a reload), arrows change it, a double click fits it again.
    const problems = page.getByRole('region', { name: /^Problems/ });
    const rowHandle = page.getByRole('separator', { name: 'Resize the problems panel' });
    await expect(rowHandle).toHaveAttribute('aria-valuetext', 'fits its content');
    const fitted = (await problems.boundingBox())!.height;
    await dragHandle(page, rowHandle, 0, -150);
    const tall = (await problems.boundingBox())!.height;
    expect(tall).toBeGreaterThan(fitted + 120);
    await rowHandle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const keyedDown = (await problems.boundingBox())!.height;
    expect(keyedDown).toBeLessThan(tall - 40);
    await page.reload();
    await expect(problems).toBeVisible();
    expect(Math.abs((await problems.boundingBox())!.height - keyedDown)).toBeLessThan(2);
    await rowHandle.dblclick();
    await expect(rowHandle).toHaveAttribute('aria-valuetext', 'fits its content');
    expect(Math.abs((await problems.boundingBox())!.height - fitted)).toBeLessThan(2);
  });
});

test.describe('themes follow the system', () => {
  for (const [scheme, bg, fg] of [
    ['light', 'rgb(255, 255, 255)', 'rgb(31, 35, 40)'],
    ['dark', 'rgb(13, 17, 23)', 'rgb(230, 237, 243)'],
  ] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme });
      test(`${scheme}: the page and the toolbar take the ${scheme} colours`, async ({ page }) => {
        await openApp(page);
        const colours = await page.evaluate(() => {
          const body = getComputedStyle(document.body);
          const button = getComputedStyle(document.querySelector('[role=toolbar] button')!);
          return { bg: body.backgroundColor, fg: body.color, button: button.backgroundColor };
        });
        expect(colours).toEqual({ bg, fg, button: bg });
      });
    });
  }
});
