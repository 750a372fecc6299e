import { test, expect, type Page, tempDir } from './test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SAMPLE_DOCS, exportText, filterTree, item, openApp } from './helpers';

/** Open the JSON view and wait for Monaco to show the document. */
async function openJson(page: Page) {
  await page.getByRole('tab', { name: 'JSON' }).click();
  const pane = page.getByRole('region', { name: 'JSON' });
  await expect(pane.locator('.view-lines')).toContainText('"navigation"');
  return pane;
}

/** The editor's input, focused. */
async function focusEditor(page: Page) {
  await page.getByRole('region', { name: 'JSON' }).locator('.view-lines').click();
  await expect(page.locator('.monaco-editor.focused')).toBeVisible();
}

/** Put the cursor at a 1-based line and column with Monaco's own keys (Ctrl+Home, then arrows). */
async function cursorTo(page: Page, line: number, column: number) {
  await focusEditor(page);
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Home'); // the second Home goes to column 1 past the indentation
  for (let i = 1; i < column; i++) await page.keyboard.press('ArrowRight');
  await expect(cursorStatus(page)).toHaveText(`Line ${line}, column ${column}`);
}

/** The editor's rendered lines in order (Monaco positions line elements absolutely, in any DOM order). */
async function editorLines(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'JSON' })
    .locator('.view-lines')
    .evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('.view-line')]
        .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
        .map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' ')),
    );
}

const cursorStatus = (page: Page) => page.getByRole('region', { name: 'JSON' }).getByLabel('Cursor position');
const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });

/** 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

test.describe('the JSON pane', () => {
  test('type a broken value: a marker in the text, the problem in the panel, and its quick fix changes the text', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    const line = lineOf(SAMPLE_DOCS, '"language": "en"');
    // Select "en" of "language": "en" and type over it.
    await cursorTo(page, line, SAMPLE_DOCS.split('\n')[line - 1].indexOf('"en"') + 2);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('en-US');
    // docsnav's marker (an error squiggle), Monaco's own from the schema (a warning), and the
    // problem with its fix.
    await expect(pane.locator('.squiggly-error')).toHaveCount(1);
    await expect(pane.locator('.squiggly-warning')).toHaveCount(1);
    const problem = problems(page).getByRole('listitem').filter({ hasText: '"en-US" is not a supported language code' });
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: /^Fix: Use "en"/ }).click();
    await expect(pane.locator('.view-lines')).toContainText('"language": "en"');
    await expect(pane.locator('.squiggly-error')).toHaveCount(0);
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('invalid JSON: a banner says where, the tree keeps the last good document, nothing typed is lost', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    const line = lineOf(SAMPLE_DOCS, '"tab": "Guides"');
    // Rename the tab in the text: the tree follows once the text parses.
    const col = SAMPLE_DOCS.split('\n')[line - 1].indexOf('Guides') + 1;
    await cursorTo(page, line, col + 'Guides'.length);
    await page.keyboard.type(' and more');
    await expect(item(page, 'Tab Guides and more')).toBeVisible();
    // Now break the JSON: delete the closing quote of that label.
    await page.keyboard.press('Delete');
    const banner = pane.getByRole('alert');
    await expect(banner).toContainText(`Line ${line}`);
    await expect(banner).toContainText('keep the last valid version');
    // The tree keeps the last good state, and the text keeps what was typed.
    await expect(item(page, 'Tab Guides and more')).toBeVisible();
    await expect(pane.locator('.view-lines')).toContainText('"tab": "Guides and more,');
    // Put the quote back: the banner goes, and the document is the typed text.
    await page.keyboard.type('"');
    await expect(banner).toHaveCount(0);
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await exportText(page)).toBe(SAMPLE_DOCS.replace('"tab": "Guides"', '"tab": "Guides and more"'));
  });

  test('a move in the tree changes the JSON only where it happened, and the cursor stays', async ({ page }) => {
    // Tall enough for Monaco to render every line of the sample, so the whole text can be compared.
    await page.setViewportSize({ width: 1280, height: 3600 });
    await openApp(page);
    const pane = await openJson(page);
    await cursorTo(page, 3, 5);
    const before = await editorLines(page);
    expect(before.join('\n')).toBe(SAMPLE_DOCS);
    await filterTree(page, 'guides/watering');
    await item(page, 'Page guides/watering').click();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByTestId('tree-announcer')).toHaveText(/^Moved 'guides\/watering'/);
    await expect(pane.locator('.view-lines')).toContainText('"pages": ["guides/light", "guides/watering"]');
    // Exactly one line changed, the cursor is where it was, the view did not jump.
    const after = await editorLines(page);
    expect(after.filter((l, i) => l !== before[i])).toEqual([expect.stringContaining('"pages": ["guides/light", "guides/watering"]')]);
    expect(after).toHaveLength(before.length);
    await expect(cursorStatus(page)).toHaveText('Line 3, column 5');
    // Monaco's own undo reverts exactly that edit in the text, and the document follows.
    await focusEditor(page);
    await expect(cursorStatus(page)).toHaveText(/^Line \d+/);
    await page.keyboard.press('Control+Z');
    await expect(pane.locator('.view-lines')).toContainText('"pages": ["guides/watering", "guides/light"]');
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('keyboard users are not trapped: Ctrl+M, then Tab leaves the editor', async ({ page }) => {
    await openApp(page);
    await openJson(page);
    await focusEditor(page);
    await page.keyboard.press('Control+M');
    await page.keyboard.press('Tab');
    await expect(page.locator('.monaco-editor.focused')).toHaveCount(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('.json-pane'))).toBe(false);
  });
});

test.describe('the JSON pane schema', () => {
  test('completions offer the themes and the language codes; hovering a key shows its description', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    const themeLine = lineOf(SAMPLE_DOCS, '"theme"');
    const col = SAMPLE_DOCS.split('\n')[themeLine - 1].indexOf('maple') + 1;
    await cursorTo(page, themeLine, col);
    for (let i = 0; i < 'maple'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.suggest-widget');
    await expect(suggest).toBeVisible();
    for (const t of ['mint', 'palm', 'sequoia']) await expect(suggest).toContainText(t);
    await page.keyboard.press('Escape');
    await page.keyboard.type('palm');
    // The language codes, with their names.
    const langLine = lineOf(SAMPLE_DOCS, '"language": "en"');
    await cursorTo(page, langLine, SAMPLE_DOCS.split('\n')[langLine - 1].indexOf('"en"') + 2);
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+Space');
    for (const t of ['"ar"', '"cn"', '"jp"']) await expect(suggest).toContainText(t);
    // The list narrows as one types: "zh" leaves the one Chinese code SPEC.md has besides "cn".
    await page.keyboard.type('zh');
    await expect(suggest).toContainText('"zh-Hant"');
    await page.keyboard.press('Enter');
    await expect(pane.locator('.view-lines')).toContainText('"language": "zh-Hant"');
    await expect(item(page, 'Language zh-Hant')).toBeVisible();
    // Hover the version's "tag" key: the kinds table's description (from SPEC.md).
    await pane
      .locator('.view-line span', { hasText: /^"tag"$/ })
      .first()
      .hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Badge' })).toContainText(
      'Badge in the version selector ("Latest", "Beta", "Deprecated").',
    );
  });
});

test.describe('the JSON pane with the problems panel and the toolbar', () => {
  test('text that does not parse is an error everywhere: counted, listed, found from the list, and Export says what it writes', async ({
    page,
  }) => {
    await openApp(page);
    const pane = await openJson(page);
    const counts = page.getByRole('toolbar', { name: 'Document' }).getByLabel(/errors, \d+ warnings?$/);
    await expect(counts).toHaveAttribute('aria-label', /^0 errors,/);
    // Two closing braces at the very top: the text stops being JSON at line 1, column 1.
    await cursorTo(page, 1, 1);
    await page.keyboard.type('}}');
    await expect(pane.getByRole('alert')).toContainText('Line 1, column 1');
    // The tree keeps the last version that parsed; the toolbar and the problems count the error.
    await expect(item(page, 'Language en')).toBeVisible();
    await expect(counts).toHaveAttribute('aria-label', /^1 errors,/);
    const problem = problems(page).getByRole('listitem').filter({ hasText: 'the JSON text does not parse' });
    await expect(problem).toContainText('docs.json, line 1, column 1');
    await expect(problem).toContainText('(root), line 1');
    // Selecting it puts the cursor where the text breaks.
    await cursorTo(page, 12, 3);
    await problem.getByRole('button').first().click();
    await expect(cursorStatus(page)).toHaveText('Line 1, column 1');
    // Export says the text does not parse and writes the last version that did.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
    await expect(dialog.getByRole('alert').first()).toHaveText(
      'The JSON text of docs.json does not parse (line 1, column 1). Export writes the last version that parsed, as the tree and the preview show it, without what was typed after it. Fix the text in the JSON pane to export that instead.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
    // Fixed, the error is gone everywhere.
    await page.getByRole('tab', { name: 'JSON' }).click();
    await cursorTo(page, 1, 3);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(pane.getByRole('alert')).toHaveCount(0);
    await expect(counts).toHaveAttribute('aria-label', /^0 errors,/);
    await expect(problem).toHaveCount(0);
  });

  test('selecting a problem puts the JSON cursor on it, also for a setting that has no element', async ({ page }) => {
    await openApp(page);
    await openJson(page);
    // theme "maple" -> "maples": a problem about a setting.
    const themeLine = lineOf(SAMPLE_DOCS, '"theme"');
    await cursorTo(page, themeLine, SAMPLE_DOCS.split('\n')[themeLine - 1].indexOf('maple') + 1 + 'maple'.length);
    await page.keyboard.type('s');
    const theme = problems(page).getByRole('listitem').filter({ hasText: 'theme "maples"' });
    await expect(theme).toContainText(`theme, line ${themeLine}`);
    // Move the cursor away, then come back through the problem.
    await cursorTo(page, 20, 1);
    await theme.getByRole('button').first().click();
    await expect(cursorStatus(page)).toHaveText(`Line ${themeLine}, column 3`);
    // A problem of an element: the tree selects it too.
    const langLine = lineOf(SAMPLE_DOCS, '"language": "en"');
    await cursorTo(page, langLine, SAMPLE_DOCS.split('\n')[langLine - 1].indexOf('"en"') + 4);
    await page.keyboard.type('-GB');
    const lang = problems(page).getByRole('listitem').filter({ hasText: '"en-GB" is not a supported language code' });
    await cursorTo(page, 1, 1);
    await lang.getByRole('button').first().click();
    await expect(cursorStatus(page)).toHaveText(`Line ${langLine}, column 9`);
    await expect(item(page, 'Language en-GB')).toHaveAttribute('aria-selected', 'true');
  });

  test('a quick fix from Monaco (Ctrl+.) is the same undoable fix', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    const line = lineOf(SAMPLE_DOCS, '"language": "en"');
    await cursorTo(page, line, SAMPLE_DOCS.split('\n')[line - 1].indexOf('"en"') + 4);
    await page.keyboard.type('-US');
    await expect(pane.locator('.squiggly-error')).toHaveCount(1);
    await page.keyboard.press('Control+.');
    const fix = page.getByRole('option', { name: /Use "en"/ }).or(page.getByRole('menuitem', { name: /Use "en"/ }));
    await expect(fix.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(pane.locator('.view-lines')).toContainText('"language": "en",');
    await expect(pane.locator('.squiggly-error')).toHaveCount(0);
    // One step of the app's history: the toolbar's undo brings the typed value back.
    await page.getByRole('button', { name: /^Undo set "language"/ }).click();
    await expect(pane.locator('.view-lines')).toContainText('"language": "en-US"');
  });

  test('typing is one step of the app history: the toolbar undoes it at once, even before the pause', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    const line = lineOf(SAMPLE_DOCS, '"name": "Greenhouse"');
    await cursorTo(page, line, SAMPLE_DOCS.split('\n')[line - 1].indexOf('Greenhouse') + 1 + 'Greenhouse'.length);
    await page.keyboard.type(' docs');
    // Leaving the editor applies the typing first, so undo undoes exactly that.
    await page
      .getByRole('button', { name: /^Undo edit the JSON text/ })
      .or(page.getByRole('button', { name: /^Undo/ }))
      .first()
      .click();
    await expect(pane.locator('.view-lines')).toContainText('"name": "Greenhouse",');
    await expect(page.getByRole('button', { name: /^Redo edit the JSON text/ })).toBeEnabled();
    expect(await exportText(page)).toBe(SAMPLE_DOCS);
  });

  test('typing in a page name after a move in the tree: the tree shows the new name, Export writes the text as typed', async ({ page }) => {
    await openApp(page);
    await filterTree(page, 'quickstart');
    await item(page, 'Page quickstart').click();
    await page.keyboard.press('Alt+ArrowUp');
    const pane = await openJson(page);
    // The pane's own text after the move, then typed into inside the page name (the value set in
    // place, found where the printer put it, not where the parse had it).
    const moved = await exportText(page);
    const line = lineOf(moved, '"quickstart"');
    await cursorTo(page, line, moved.split('\n')[line - 1].indexOf('"quickstart"') + 1 + '"quick'.length);
    await page.keyboard.type('er-');
    await expect(pane.locator('.view-lines')).toContainText('"quicker-start"');
    await filterTree(page, 'quicker-start');
    await expect(item(page, 'Page quicker-start')).toBeVisible();
    expect(await exportText(page)).toBe(moved.replace('"quickstart"', '"quicker-start"'));
  });

  /**
   * Open the sample's JSON pane and press Enter at the end of the line of `"index",` (Monaco
   * indents the new line); `typed` is then typed on it. Gives the text exported before and that
   * line's number.
   */
  async function newLineAfterIndex(page: Page, typed = ''): Promise<{ before: string; line: number }> {
    await openApp(page);
    await openJson(page);
    const before = await exportText(page);
    const line = lineOf(before, '"index",');
    await cursorTo(page, line, 1);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    if (typed) await page.keyboard.type(typed);
    return { before, line };
  }

  /** Move guides/light above guides/watering in the tree: Export then writes `text` with that move alone. */
  async function expectMoveAfter(page: Page, text: string) {
    // The tree's move is printed where the entries are now, one line further down.
    await filterTree(page, 'guides/light');
    await item(page, 'Page guides/light').click();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => exportText(page))
      .toBe(text.replace('["guides/watering", "guides/light"]', '["guides/light", "guides/watering"]'));
  }

  test('a line broken with Enter, then a move in the tree: Export writes the new line and the move, and nothing else', async ({ page }) => {
    const { before, line } = await newLineAfterIndex(page); // whitespace alone
    await expect(cursorStatus(page)).toHaveText(/^Line \d+, column \d+$/);
    await expect.poll(async () => (await exportText(page)).split('\n').length).toBe(before.split('\n').length + 1);
    const broken = await exportText(page);
    const lines = before.split('\n');
    expect(broken.split('\n')).toEqual([...lines.slice(0, line), expect.stringMatching(/^ *$/), ...lines.slice(line)]);
    await expectMoveAfter(page, broken);
  });

  test('a page typed into a list, then a move in the tree: the tree shows the page, Export writes both and nothing else', async ({
    page,
  }) => {
    // Monaco closes the quote it opens; the second quote steps over it.
    const { before, line } = await newLineAfterIndex(page, '"typed-page",');
    await filterTree(page, 'typed-page');
    await expect(item(page, 'Page typed-page')).toBeVisible();
    const typed = await exportText(page);
    const lines = before.split('\n');
    expect(typed.split('\n')).toEqual([...lines.slice(0, line), expect.stringMatching(/^ *"typed-page",$/), ...lines.slice(line)]);
    await expectMoveAfter(page, typed);
  });

  test('sticky scroll: lines deep in the text show the objects they are inside above them', async ({ page }) => {
    await openApp(page);
    const pane = await openJson(page);
    await focusEditor(page);
    await page.keyboard.press('Control+g');
    await page.keyboard.type(String(lineOf(SAMPLE_DOCS, '"pages": ["v1/index"]')));
    await page.keyboard.press('Enter');
    // Scrolled so the line is at the top: the enclosing objects' first lines stick above it.
    await pane.locator('.monaco-scrollable-element').first().hover();
    await page.mouse.wheel(0, 200);
    await expect(pane.locator('.sticky-widget .sticky-line-content').first()).toBeVisible();
    const sticky = await pane.locator('.sticky-widget .sticky-line-content').allTextContents();
    expect(sticky.map((l) => l.replace(/\u00a0/g, ' ').trim())).toContain('"navigation": {');
  });

  test('split files: a picker shows each $ref file, and typing in one updates the tree', async ({ page }) => {
    const dir = join(tempDir('docsnav-json-'), 'site');
    const docs = {
      name: 'Split',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { languages: [{ language: 'en', groups: [{ group: 'Start', pages: ['index'] }] }, { $ref: 'fr.json' }] },
    };
    const fr = { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index'] }] };
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'fr'), { recursive: true });
    writeFileSync(join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
    writeFileSync(join(dir, 'fr.json'), JSON.stringify(fr, null, 2) + '\n');
    writeFileSync(join(dir, 'index.mdx'), '# Home\n');
    writeFileSync(join(dir, 'fr', 'index.mdx'), '# Accueil\n');
    await openApp(page);
    await page.getByLabel('Open a docs folder').setInputFiles(dir);
    await expect(item(page, 'Group Démarrer')).toBeVisible();
    const pane = await openJson(page);
    const picker = pane.getByLabel('File');
    await expect(picker.locator('option')).toHaveText(['docs.json', 'fr.json']);
    await picker.selectOption('fr.json');
    await expect(pane.locator('.view-lines')).toContainText('"group": "Démarrer"');
    const frText = JSON.stringify(fr, null, 2);
    const line = lineOf(frText, 'Démarrer');
    await cursorTo(page, line, frText.split('\n')[line - 1].indexOf('Démarrer') + 1 + 'Démarrer'.length);
    await page.keyboard.type(' ici');
    await expect(item(page, 'Group Démarrer ici')).toBeVisible();
    // A problem in the split file names it, and selecting it shows that file.
    await picker.selectOption('docs.json');
    const langLine = lineOf(frText, '"language"');
    await page.getByRole('tree', { name: 'Navigation' }).getByText('Démarrer ici').click();
    await picker.selectOption('fr.json');
    await cursorTo(page, langLine, frText.split('\n')[langLine - 1].indexOf('"fr"') + 4);
    await page.keyboard.type('-XX');
    const problem = problems(page).getByRole('listitem').filter({ hasText: '"fr-XX" is not a supported language code' });
    await expect(problem).toContainText(`fr.json: language, line ${langLine}`);
    await picker.selectOption('docs.json');
    await problem.getByRole('button').first().click();
    await expect(picker).toHaveValue('fr.json');
    await expect(cursorStatus(page)).toHaveText(`Line ${langLine}, column 3`);
  });
});

test("the export dialog shows the changes in Monaco's diff editor, loaded only then, with the text diff kept", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => scripts.push(r.url()));
  await openApp(page);
  await filterTree(page, 'quickstart');
  await item(page, 'Page quickstart').click();
  await page.keyboard.press('Alt+ArrowUp');
  expect(scripts.filter((u) => /diff-view|json-panel|monaco/.test(u))).toEqual([]);
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  await expect(dialog.getByText('2 changed lines in docs.json.')).toBeVisible();
  const diff = dialog.getByRole('region', { name: 'Diff of docs.json' });
  await expect(diff.locator('.monaco-diff-editor')).toBeVisible();
  // The moved entry: removed at its old place, inserted at its new one, the rest folded away.
  await expect(diff.locator('.view-lines').first()).toContainText('"quickstart"');
  await expect(diff.locator('.line-insert').first()).toBeVisible();
  await expect(diff.getByText(/\d+ hidden lines/).first()).toBeVisible();
  // The plain text diff is still there, folded, for copying and screen readers.
  await dialog.getByText('The changed lines as text').click();
  await expect(dialog.getByLabel('Changes').locator('.op-del')).toHaveText(['-                       "index",']);
  // The page threw nothing (e2e/test.ts): every service the diff editor's parts ask for is there.
});

/**
 * Which of the loaded scripts run in web workers: each worker's entry (fetched with
 * Sec-Fetch-Dest: worker) and every chunk its code imports, found in the built files themselves
 * (a worker is a bundle of its own, sharing no chunk with the page).
 */
function workerScripts(bodies: Map<string, Buffer>, entries: Set<string>): Set<string> {
  const out = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (out.has(url)) continue;
    out.add(url);
    const code = bodies.get(url)?.toString('utf8') ?? '';
    for (const m of code.matchAll(/["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      const dep = new URL(m[1], url).href;
      if (bodies.has(dep)) queue.push(dep);
    }
  }
  return out;
}

test('the initial JavaScript: the page under its ceiling gzipped without Monaco, and with the OpenAPI worker under its ceiling', async ({
  page,
}) => {
  const bodies = new Map<string, Buffer>();
  const workerEntries = new Set<string>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    if ((await response.request().allHeaders())['sec-fetch-dest'] === 'worker') workerEntries.add(url);
    const body = await response.body().catch(() => undefined);
    if (body) bodies.set(url, body);
  });
  await openApp(page);
  // Everything the start needs, including the sample's icons, has loaded.
  await expect(page.locator('[data-icons-ready="true"]')).toBeVisible();
  // ...and they are real icons, not the neutral glyph of a failed load (Lucide has no "github").
  await expect(page.getByRole('navigation', { name: 'Tabs' }).locator('svg.pv-icon')).toHaveCount(3);
  await expect(page.locator('.pv-icon-fallback:not([data-icon="github"])')).toHaveCount(0);
  // The sample binds OpenAPI documents: the worker loads, indexes and validates them at start.
  await page.waitForLoadState('networkidle');

  const gz = (url: string) => gzipSync(bodies.get(url)!).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sizes = (urls: string[]) => ({
    total: urls.reduce((a, u) => a + gz(u), 0),
    list: urls.map((u) => `${u.split('/').pop()} ${kb(gz(u))}`).join(', '),
  });
  const inWorkers = workerScripts(bodies, workerEntries);
  const pageJs = sizes([...bodies.keys()].filter((u) => !inWorkers.has(u)));
  const workerJs = sizes([...inWorkers]);
  const isMonaco = (u: string) => /monaco|editor\.api|editor\.worker|json\.worker|json-panel|jsonMode|diff-view/i.test(u);
  expect([...bodies.keys()].filter(isMonaco), pageJs.list).toEqual([]);
  // The YAML parsers and the validator are the worker's: the page never fetches them.
  expect(
    [...bodies.keys()].filter((u) => !inWorkers.has(u) && /load-openapi|validate-openapi/.test(u)),
    pageJs.list,
  ).toEqual([]);
  expect(
    [...inWorkers].some((u) => /validate-openapi/.test(u)),
    workerJs.list,
  ).toBe(true);
  // Issue 8's budget is 250 KB for everything loaded before the JSON pane opens, workers
  // included (issue 16 holds it): page and OpenAPI worker reached 248.2 KB (the page 192.5 KB:
  // its own splitter for the panes, react-query with the first remote fetch, the mint.json
  // converter with the first mint.json; the worker 55.6 KB: validators compiled at build time).
  // The whole is held at the budget itself; the page a few KB above what it reached, so it can
  // only shrink. It reached 196 KB exactly; then the rules learnt the generator's `asyncapi`
  // field and three verdicts the differential tests found wrong (133 bytes), so it is held at
  // 197 KB. The checks the settings table learnt next (783 bytes) were paid for by moving the
  // check of pages' `openapi` front matter out of it (src/core/openapi/page-metadata.ts loads
  // with the first folder that has some): 201,047 bytes then, the whole 254,632.
  expect(pageJs.total, pageJs.list).toBeLessThan(197 * 1024);
  const total = pageJs.total + workerJs.total;
  expect(total, `page ${pageJs.list}; workers ${workerJs.list}`).toBeLessThan(250 * 1024);

  // The JSON pane does bring Monaco, in its own chunks (recorded for the report).
  const before = new Set(bodies.keys());
  await openJson(page);
  await page.waitForLoadState('networkidle');
  const added = [...bodies.keys()].filter((u) => !before.has(u));
  expect(added.some((u) => /json-panel/.test(u))).toBe(true);
  const report = `JS at start ${kb(total)} gzipped (${total > 250 * 1024 ? `${kb(total - 250 * 1024)} over` : 'within'} the 250 KB budget): page ${kb(pageJs.total)} (${pageJs.list}); worker ${kb(workerJs.total)} (${workerJs.list}); the JSON pane adds ${kb(sizes(added).total)} in ${added.length} files`;
  test.info().annotations.push({ type: 'JavaScript sizes', description: report });
  console.log(report);
});

test('closing the export dialog while its diff is still being computed throws nothing into the page', async ({ page }) => {
  await openApp(page);
  await filterTree(page, 'quickstart');
  await item(page, 'Page quickstart').click();
  await page.keyboard.press('Alt+ArrowUp');
  const dialog = page.getByRole('dialog', { name: 'Export docs.json' });
  const diff = dialog.getByRole('region', { name: 'Diff of docs.json' });
  // Closed as soon as the diff editor exists, before its worker has answered (the first time, before
  // the worker has even started): the race of a Download clicked at once.
  // The diff waits for its worker to answer a ping before it hands the worker its texts; a worker
  // slow to arrive (a loaded machine) holds the texts back long enough for a close to beat them.
  let slowed = 0;
  await page.route(/editor\.worker[^/]*\.js/, async (route) => {
    slowed++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  for (let i = 0; i < 4; i++) {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await diff.locator('.monaco-diff-editor').waitFor();
    if (i % 2) await page.keyboard.press('Escape');
    else await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(dialog).toBeHidden();
  }
  // One diff computed to the end: the worker answers in order, so any earlier computation that was
  // going to fail has failed by now, and e2e/test.ts fails the test on what the page threw.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(diff.locator('.line-insert').first()).toBeVisible();
  expect(slowed).toBeGreaterThan(0);
});
