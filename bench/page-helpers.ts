import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * What the browser bench runs inside the page (installed before the app loads), as plain
 * JavaScript text: a TypeScript function's own text would carry the bundler's helpers.
 *
 * `window.__bench`:
 * - setText(s) / timeParse(): the floor, JSON.parse of the same text in the same page;
 * - armOpen(marker) / openDone(): from the file input's change event to the first painted frame
 *   whose tree shows a row labelled with `marker`, then until the main thread is free (no task
 *   over 50 ms, seen by the long-task observer, for 500 ms); undefined until then;
 * - armKey('settled' | 'typed') / keyDone(): from the next keydown's time stamp to the painted
 *   frame after which the browser was idle ('settled': the deferred work a drop causes, such as
 *   the diagnostics, included), or to the first painted frame whose tree row (and preview, when
 *   it showed the old label) shows the typed label ('typed');
 * - armShown(selector) / shownAt(): from the next file input's change event to the first painted
 *   frame that shows an element matching `selector`; undefined until then;
 * - armWatch(atChange) / quiet(ms) / stopWatch(): the longest main-thread task while something
 *   loads (from the next file input's change event, with atChange), from long-task entries and a
 *   timer heartbeat (which also sees tasks under 50 ms).
 */
export const PAGE_HELPERS = String.raw`
(() => {
  let text = '';
  let lastLongEnd = 0;
  let longest = 0;
  // Long tasks are reported a while after they end: one that began before armWatch (such as
  // the profiler's start) must not count for the watch.
  let watchFrom = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      lastLongEnd = Math.max(lastLongEnd, e.startTime + e.duration);
      if (e.startTime >= watchFrom) longest = Math.max(longest, e.duration);
    }
  }).observe({ type: 'longtask', buffered: true });

  let changeAt = 0;
  document.addEventListener('change', (e) => {
    const t = e.target;
    if (t instanceof HTMLInputElement && t.type === 'file') changeAt = e.timeStamp;
  }, true);

  // Called from inside a frame's callback (both uses are): a zero timer set there runs right
  // after this frame is painted. A further requestAnimationFrame first (as this did) waited for
  // the next frame as well: an empty page whose input shows its new value at once measured
  // 18-30 ms, 1.1-1.8 frames, for 'typed'.
  const afterThisPaint = (fn) => setTimeout(fn, 0);

  let open = undefined;
  let key = undefined;
  let watch = undefined;
  let shown = undefined;

  window.__bench = {
    setText(s) { text = s; },
    timeParse() {
      const t0 = performance.now();
      JSON.parse(text);
      return performance.now() - t0;
    },
    armOpen(marker) {
      changeAt = 0;
      open = { marker, paintedAt: 0 };
      const o = open;
      const look = () => {
        if (open !== o) return;
        const hit = changeAt > 0 && document.querySelector('[role="treeitem"][aria-label*="' + CSS.escape(marker) + '"]');
        if (hit) afterThisPaint(() => { o.paintedAt = performance.now(); });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    openDone() {
      if (!open || !open.paintedAt) return undefined;
      const end = Math.max(open.paintedAt, lastLongEnd);
      if (performance.now() - end < 500) return undefined;
      return end - changeAt;
    },
    armKey(kind) {
      const k = { kind, t0: 0, done: undefined };
      key = k;
      const input = document.activeElement;
      const old = input && 'value' in input ? input.value : '';
      const preview = document.querySelector('section[aria-label="Preview"]');
      const previewHad = !!old && !!preview && preview.textContent.includes(old);
      // The key itself, not the modifier pressed before it: Playwright's press('Alt+ArrowDown')
      // sends Alt's keydown first, and timing from it measured the frame painted before the
      // arrow even arrived (1.9 ms for a move that then held the page for a second).
      const onKey = (e) => {
        if (e.key === 'Alt' || e.key === 'Shift' || e.key === 'Control' || e.key === 'Meta') return;
        window.removeEventListener('keydown', onKey, true);
        k.t0 = e.timeStamp;
        if (kind === 'settled') {
          // Frames keep coming while this waits, so the browser's first idle moment is right
          // after the frame that painted the end of the work (the deferred diagnostics
          // included): the answer is that frame, timed after its paint.
          let painted = 0;
          let on = true;
          const frame = () => {
            if (!on) return;
            setTimeout(() => { painted = performance.now(); }, 0);
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          const idle = () => {
            if (painted <= k.t0) return void requestIdleCallback(idle, { timeout: 10000 });
            on = false;
            k.done = painted - k.t0;
          };
          requestIdleCallback(idle, { timeout: 10000 });
          return;
        }
        const look = () => {
          const v = input && 'value' in input ? input.value : '';
          const row = v !== old && [...document.querySelectorAll('[role="treeitem"]')].some((r) => (r.getAttribute('aria-label') || '').endsWith(' ' + v));
          const pv = document.querySelector('section[aria-label="Preview"]');
          const shown = !previewHad || (pv && pv.textContent.includes(v));
          if (row && shown) afterThisPaint(() => { k.done = performance.now() - k.t0; });
          else if (performance.now() - k.t0 > 5000) k.done = -1;
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      };
      window.addEventListener('keydown', onKey, true);
    },
    keyDone() {
      return key && key.done !== undefined ? key.done : undefined;
    },
    armShown(selector) {
      changeAt = 0;
      const s = { at: undefined };
      shown = s;
      const look = () => {
        if (shown !== s) return;
        if (changeAt > 0 && document.querySelector(selector)) afterThisPaint(() => { s.at = performance.now() - changeAt; });
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    shownAt() {
      return shown ? shown.at : undefined;
    },
    armWatch(atChange) {
      longest = 0;
      const w = { on: true, maxGap: 0 };
      watch = w;
      let last = 0;
      const beat = () => {
        const now = performance.now();
        // A zero timer runs about every 4 ms when nothing else does: a longer gap is a task.
        w.maxGap = Math.max(w.maxGap, now - last - 4);
        last = now;
        if (w.on) setTimeout(beat, 0);
      };
      const start = (t) => {
        watchFrom = last = t;
        setTimeout(beat, 0);
      };
      // From the next file input's change event: a file chosen through Playwright is set in a
      // task of the page's thread (40-75 ms for a folder holding a 13 MB file, no JavaScript in
      // it) that a person's file dialog never runs there. The app's own handling comes after.
      if (!atChange) return start(performance.now());
      watchFrom = Infinity;
      document.addEventListener('change', (e) => {
        const t = e.target;
        if (t instanceof HTMLInputElement && t.type === 'file') start(performance.now());
      }, { capture: true, once: true });
    },
    quiet(ms) {
      return performance.now() - lastLongEnd >= ms;
    },
    stopWatch() {
      if (!watch) return 0;
      watch.on = false;
      return Math.max(longest, watch.maxGap);
    },
  };
})();
`;

/** The config text with a marker in its first version or tab label, so each open shows a new row. */
export function marked(text: string, run: number): { text: string; marker: string } {
  const marker = `Run${run}-`;
  for (const key of ['version', 'tab', 'group', 'anchor', 'dropdown']) {
    const at = text.indexOf(`"${key}": "`);
    if (at !== -1) {
      const i = at + key.length + 5;
      return { text: text.slice(0, i) + marker + text.slice(i), marker };
    }
  }
  return { text, marker: '' };
}

/** A new page at `url` with the helpers above installed, once its tree shows: the page, its CDP session, and the scripts it requests. */
export async function freshPage(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.addInitScript(PAGE_HELPERS);
  await page.goto(url);
  await page.waitForSelector('[role="treeitem"]', { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  return { page, cdp, scripts };
}

/** A tree row and its place among its siblings (aria-posinset, from 1). */
export interface RowPlace {
  readonly id: string;
  readonly pos: number;
}

/** The focused tree row and its place, or undefined when focus is not on a row. */
export function focusedRow(page: Page): Promise<RowPlace | undefined> {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a.getAttribute('role') !== 'treeitem') return undefined;
    return { id: a.getAttribute('data-id') ?? '', pos: Number(a.getAttribute('aria-posinset')) };
  });
}

/** The place of the row with this id, or undefined when no such row is drawn. */
export function placeOf(page: Page, id: string): Promise<number | undefined> {
  return page.evaluate((i) => {
    const r = document.querySelector(`[role="treeitem"][data-id="${CSS.escape(i)}"]`);
    return r ? Number(r.getAttribute('aria-posinset')) : undefined;
  }, id);
}

/**
 * Why a keyboard drop did not move the focused row `step` places (Alt+Down: 1, Alt+Up: -1), or
 * undefined when it did. A drop the app refuses changes nothing and paints in a frame: timed, it
 * looks like the fastest drop of all, so a drop figure counts only drops that moved the row.
 *
 * @example dropRefused({ id: '7', pos: 1 }, 2, 1) // undefined
 */
export function dropRefused(before: RowPlace | undefined, after: number | undefined, step: 1 | -1): string | undefined {
  if (!before) return 'no tree row had the focus';
  if (after === undefined) return `row ${before.id} was gone after the drop`;
  if (after === before.pos) return `row ${before.id} stayed at place ${before.pos}: the drop was refused`;
  if (after !== before.pos + step) return `row ${before.id} went from place ${before.pos} to ${after}, not ${before.pos + step}`;
  return undefined;
}

/**
 * The first page row that Alt+Down moves within its own list (the first of a list of two or
 * more), so Alt+Down then Alt+Up move it down and back. The first page row of a large config is
 * often a group's only page, which the app does not move with Alt+Down (a refused drop).
 */
export const MOVABLE_PAGE_ROW = '[role="treeitem"][data-kind="page"][aria-posinset="1"]:not([aria-setsize="1"])';
