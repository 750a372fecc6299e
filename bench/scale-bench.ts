/**
 * The scaling figures of `npm run bench`: the largest real config at 1x, 4x and 16x its size
 * (same shape, see scale-configs.ts) and one flat group of 200,000 pages, each measured in the
 * core (parse + every structure rule, export after one edit) and in Chromium (open -> tree
 * painted and interactive, one drop -> painted, the JS heap, the longest main-thread task).
 * Time is given per 1,000 pages beside the same figure per 1,000 pages at 1x in the same run:
 * cost must grow linearly (4x and 16x within 1.5x of 1x per page; the flat list, another shape,
 * is shown beside 1x without a target), a drop must stay within two frames at every size, and nothing may freeze the page for more than 200 ms at 16x.
 *
 * Fewer runs than the other figures (a 16x open reads 40 MB): the median of 5 core runs and of
 * 3 browser opens, after one warm-up each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { parseJson } from '../src/core/parse/parse-json';
import { printJson } from '../src/core/parse/print-json';
import { buildNavIndex } from '../src/core/model/build-nav-index';
import { loadWorkspace } from '../src/core/model/workspace';
import { runRules } from '../src/core/rules/index';
import { beside, medianOf, type Figure } from './measure';
import { benchTempDir } from './temp-dir';
import { flat, scaled, type MadeConfig } from './scale-configs';
import { oneMove } from './core-bench';
import { dropRefused, focusedRow, freshPage, marked, MOVABLE_PAGE_ROW, placeOf } from './page-helpers';
import { profileCore, profileDir, profileDuring } from './profiles';

const FRAME = 1000 / 60;
const OPENS = 3;
const DROPS = 5;

/** The sizes measured: name, config, and whether the 16x limits (no freeze over 200 ms) apply. */
export interface Size {
  readonly name: string;
  readonly config: MadeConfig;
  readonly largest?: boolean;
}

/** 1x, 4x and 16x the config, and the flat 200,000-page group. */
export function sizes(text: string, pageFiles?: ReadonlySet<string>): Size[] {
  return [
    { name: '1x', config: scaled(text, 1, pageFiles) },
    { name: '4x', config: scaled(text, 4, pageFiles) },
    { name: '16x', config: scaled(text, 16, pageFiles), largest: true },
    { name: 'flat', config: flat(200_000) },
  ];
}

const label = (s: Size) => `scale ${s.name} (${s.config.pages.toLocaleString('en')} pages, ${(s.config.text.length / 1e6).toFixed(1)} MB)`;
const per1k = (ms: number, s: Size) => (ms * 1000) / s.config.pages;

/** Core figures per size: parse + all structure rules with the page files, and export after one edit, per 1,000 pages. */
export async function scaleCoreFigures(all: readonly Size[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  let base: { check: number; print: number } | undefined;
  for (const s of all) {
    const { text, pageFiles } = s.config;
    const check = () => {
      const { workspace } = loadWorkspace('docs.json', text, () => undefined);
      return runRules(workspace!, buildNavIndex(workspace!, null), { pageFiles });
    };
    const c = beside(check, () => JSON.parse(text), 5, 1, 0);
    await profileCore(`${s.name} parse + all structure rules`, check, 3);
    const file = parseJson(text).file;
    const edited = oneMove(file.root!);
    const p = beside(
      () => printJson(file, edited),
      () => JSON.stringify(JSON.parse(text), null, 2),
      5,
      1,
      0,
    );
    const now = { check: per1k(c.value, s), print: per1k(p.value, s) };
    base ??= now;
    const note = `${c.value.toFixed(0)} ms in all (JSON.parse ${c.floor.toFixed(0)} ms)`;
    figures.push(
      {
        name: `${label(s)}: parse + all structure rules, per 1,000 pages`,
        value: now.check,
        unit: 'ms',
        floorName: '1x per 1,000 pages',
        floor: base.check,
        target: s.name === '1x' || s.name === 'flat' ? undefined : 1.5,
        runs: 5,
        note,
      },
      {
        name: `${label(s)}: export after one edit, per 1,000 pages`,
        value: now.print,
        unit: 'ms',
        floorName: '1x per 1,000 pages',
        floor: base.print,
        target: s.name === '1x' || s.name === 'flat' ? undefined : 1.5,
        runs: 5,
        note: `${p.value.toFixed(0)} ms in all`,
      },
    );
  }
  return figures;
}

/** Open a config file in the page: from the change event to the tree painted and the thread free, and the longest task meanwhile. */
async function open(page: Page, file: string, marker: string): Promise<{ ms: number; longest: number }> {
  await page.evaluate((m) => {
    (window as any).__bench.armOpen(m);
    (window as any).__bench.armWatch(true);
  }, marker);
  await page.getByLabel('Open docs.json').setInputFiles(file);
  const ms = (await page
    .waitForFunction(() => (window as any).__bench.openDone(), undefined, { timeout: 600_000, polling: 200 })
    .then((h) => h.jsonValue())) as number;
  const longest = (await page.evaluate(() => (window as any).__bench.stopWatch())) as number;
  return { ms, longest };
}

/**
 * One Alt+Down / Alt+Up on the focused page row until painted and settled, the longest task
 * meanwhile, and why the row did not move as asked (undefined when it did).
 */
async function drop(page: Page, i: number): Promise<{ ms: number; longest: number; refused?: string }> {
  const before = await focusedRow(page);
  await page.evaluate(() => {
    (window as any).__bench.armKey('settled');
    (window as any).__bench.armWatch(false);
  });
  await page.keyboard.press(i % 2 ? 'Alt+ArrowUp' : 'Alt+ArrowDown');
  const ms = (await page
    .waitForFunction(() => (window as any).__bench.keyDone(), undefined, { timeout: 600_000, polling: 100 })
    .then((h) => h.jsonValue())) as number;
  const longest = (await page.evaluate(() => (window as any).__bench.stopWatch())) as number;
  const refused = dropRefused(before, before && (await placeOf(page, before.id)), i % 2 ? -1 : 1);
  return { ms, longest, refused };
}

/** Wait until the preview's sidebar has drawn every row (its count of rows stops growing for a second). */
async function sidebarDrawn(page: Page): Promise<void> {
  let last = -1;
  for (;;) {
    const n = await page.evaluate(() => document.querySelectorAll('aside[aria-label="Sidebar"] li').length);
    if (n === last) return;
    last = n;
    await page.waitForTimeout(1000);
  }
}

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1e6;
}

/** Browser figures per size, each size in a fresh page. */
export async function scaleBrowserFigures(browser: Browser, url: string, all: readonly Size[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  let base: number | undefined;
  const dir = benchTempDir('docsnav-bench-scale-');
  for (const s of all) {
    console.log(`  ${label(s)}`);
    const { page, cdp } = await freshPage(browser, url);
    const opens: number[] = [];
    const parses: number[] = [];
    let openLongest = 0;
    const prepare = async (run: number) => {
      const { text, marker } = marked(s.config.text, run);
      const file = join(dir, `${s.name}-${run}`, 'docs.json');
      mkdirSync(join(dir, `${s.name}-${run}`), { recursive: true });
      writeFileSync(file, text);
      await page.evaluate((t) => (window as any).__bench.setText(t), text);
      parses.push(await page.evaluate(() => (window as any).__bench.timeParse()));
      await page.evaluate(() => (window as any).__bench.setText(''));
      return { file, marker };
    };
    for (let i = 0; i <= OPENS; i++) {
      const { file, marker } = await prepare(i);
      const r = await open(page, file, marker);
      if (i > 0) {
        opens.push(r.ms);
        openLongest = Math.max(openLongest, r.longest);
      }
    }
    parses.shift();
    const openMs = medianOf(opens);
    const now = per1k(openMs, s);
    base ??= now;
    figures.push({
      name: `${label(s)}: open -> tree painted and interactive, per 1,000 pages`,
      value: now,
      unit: 'ms',
      floorName: '1x per 1,000 pages',
      floor: base,
      target: s.name === '1x' || s.name === 'flat' ? undefined : 1.5,
      runs: opens.length,
      note: `${openMs.toFixed(0)} ms in all, ${(openMs / medianOf(parses)).toFixed(1)}x JSON.parse in the page (${medianOf(parses).toFixed(0)} ms)`,
    });
    const heap = await heapMB(cdp);
    figures.push({
      name: `${label(s)}: JS heap after opening`,
      value: heap,
      unit: 'MB',
      floorName: 'text size',
      floor: s.config.text.length / 1e6,
      target: 15,
      runs: 1,
    });

    await page.getByRole('button', { name: 'Expand all' }).click();
    // A long sidebar goes on drawing after the open is done (200 rows a frame, in short tasks):
    // the drops are measured once it has, or they would wait for the open's tail. The page row
    // is clicked after that, last, so the keys go to it (a drop without a focused row moves
    // nothing: see dropRefused).
    await sidebarDrawn(page);
    await page.locator(MOVABLE_PAGE_ROW).first().click();
    const drops: number[] = [];
    let dropLongest = 0;
    let refused: string | undefined;
    for (let i = 0; i <= DROPS; i++) {
      const r = await drop(page, i);
      refused ??= r.refused && `drop ${i + 1}: ${r.refused}`;
      if (i > 0) {
        drops.push(r.ms);
        dropLongest = Math.max(dropLongest, r.longest);
      }
    }
    const d: Figure = {
      name: `${label(s)}: drop one page -> painted and settled`,
      value: medianOf(drops),
      unit: 'ms',
      floorName: 'one frame',
      floor: FRAME,
      target: 2,
      runs: drops.length,
      note: 'Alt+Down on the first page of a list of two or more',
      invalid: refused,
    };
    figures.push(d);
    if (profileDir() || d.value > 2 * FRAME)
      d.note += `; profile of one more drop: ${(await profileDuring(cdp, () => drop(page, DROPS + 1), d.name)).slice(0, 8).join('; ')}`;
    if (s.largest || s.name === 'flat')
      figures.push({
        name: `${label(s)}: longest main-thread task while opening and dropping`,
        value: Math.max(openLongest, dropLongest),
        unit: 'ms',
        target: s.largest ? 200 : undefined,
        runs: opens.length + drops.length,
        note: `open ${openLongest.toFixed(0)} ms, drop ${dropLongest.toFixed(0)} ms`,
      });
    await page.context().close();
  }
  return figures;
}
