/**
 * The browser half of `npm run bench`: builds the app, serves it on localhost, drives Chromium
 * with Playwright and measures what a person waits for, each beside a floor measured in the
 * same page in the same run.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { Figure } from './measure';

const OUT = 'dist-bench';
const FRAME = 1000 / 60;
const RUNS = 5;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.yaml': 'text/yaml',
  '.svg': 'image/svg+xml',
  '.mdx': 'text/plain',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(normalize(dir))) return void res.writeHead(403).end();
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/` });
  }));
}

function med(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Time from choosing the file to the tree painted: the last DOM change the load caused (seen by
 * a MutationObserver, once the page has been quiet for 300 ms), plus one frame.
 */
async function openOnce(page: Page, text: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __mut?: { last: number } };
    if (!w.__mut) {
      w.__mut = { last: 0 };
      new MutationObserver(() => (w.__mut!.last = performance.now())).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    }
  });
  const t0 = await page.evaluate(() => performance.now());
  await page.getByLabel('Open docs.json').setInputFiles({ name: 'docs.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction(
    (start) => {
      const m = (window as unknown as { __mut: { last: number } }).__mut;
      return m.last > start && performance.now() - m.last > 300 && document.querySelector('[role="treeitem"]');
    },
    t0,
    { timeout: 60_000 },
  );
  return page.evaluate((start) => (window as unknown as { __mut: { last: number } }).__mut.last - start + 1000 / 60, t0);
}

/** Duration of one key press on the focused element until the next two frames. */
async function keyToPaint(page: Page, key: string, mods: { altKey?: boolean } = {}): Promise<number> {
  return page.evaluate(
    ({ key, mods }) =>
      new Promise<number>((resolve) => {
        const target = document.activeElement ?? document.body;
        const t0 = performance.now();
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods }));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
      }),
    { key, mods },
  );
}

export async function browserFigures(config: { name: string; path: string }, _openapiDir?: string): Promise<Figure[]> {
  execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  const { server, url } = await serve(OUT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const figures: Figure[] = [];
  try {
    const text = readFileSync(config.path, 'utf8');
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(url);
    await page.waitForSelector('[role="treeitem"]', { timeout: 60_000 });

    // Initial JavaScript (before the JSON pane opens), gzipped.
    const gz = [...new Set(scripts)].reduce((sum, p) => {
      const f = join(OUT, p);
      return existsSync(f) ? sum + gzipSync(readFileSync(f)).length : sum;
    }, 0);
    figures.push({ name: 'JavaScript loaded before the JSON pane opens (gzip)', value: gz / 1024, unit: 'KB', target: 250 });

    const floorParse = med(
      await page.evaluate(
        ({ text, runs }) => {
          const t: number[] = [];
          for (let i = 0; i < runs + 1; i++) {
            const t0 = performance.now();
            JSON.parse(text);
            t.push(performance.now() - t0);
          }
          return t.slice(1);
        },
        { text, runs: RUNS },
      ),
    );
    const opens: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) opens.push(await openOnce(page, text));
    figures.push({
      name: `open ${config.name} (${(text.length / 1e6).toFixed(1)} MB): file chosen -> tree painted`,
      value: med(opens.slice(1)),
      unit: 'ms',
      floorName: 'JSON.parse',
      floor: floorParse,
      target: 10,
    });

    // JS heap after opening, against the text's size.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    figures.push({ name: 'JS heap after opening the config', value: usedSize / 1e6, unit: 'MB', floorName: 'text size', floor: text.length / 1e6, target: 15, note: 'floor in MB' });

    // Drop one page (keyboard move: Alt+Down on a page row) -> document, diagnostics, tree and preview painted.
    await page.getByRole('button', { name: 'Expand all' }).click();
    const pageRow = page.locator('[role="treeitem"][data-kind="page"]').first();
    if (await pageRow.count()) {
      await pageRow.click();
      const drops: number[] = [];
      for (let i = 0; i < RUNS + 1; i++) drops.push(await keyToPaint(page, i % 2 ? 'ArrowUp' : 'ArrowDown', { altKey: true }));
      figures.push({ name: 'drop one page (Alt+Down) -> updated and painted', value: med(drops.slice(1)), unit: 'ms', floorName: 'one frame', floor: FRAME, target: 2 });
    } else console.warn('no page row with data-kind="page": the drop figure is not measured');

    // Type one character in the inspector's label field.
    await page.locator('[role="treeitem"][data-kind="group"]').first().click();
    const label = page.getByRole('complementary', { name: 'Inspector' }).getByRole('textbox', { name: 'Label', exact: true });
    if (await label.count()) {
      await label.focus();
      const times: number[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        times.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const el = document.activeElement as HTMLInputElement;
                const t0 = performance.now();
                const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
                setter.call(el, el.value + 'x');
                el.dispatchEvent(new Event('input', { bubbles: true }));
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
              }),
          ),
        );
      }
      figures.push({ name: 'type one character in the inspector label -> painted', value: med(times.slice(1)), unit: 'ms', floorName: 'one frame', floor: FRAME, target: 1 });
    } else console.warn('no textbox named "Label": the typing figure is not measured');
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}
