import { describe, expect, it } from 'vitest';
import { EditorSession } from '../../../src/core/session/editor-session';
import { loadWorkspace, type Workspace } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { RULES, RulesMemo, runRules, startRules } from '../../../src/core/rules/index';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { generateConfig } from '../../helpers/generate-config';
import { renameCommand } from '../../../src/core/commands/index';

function load(text: string): Workspace {
  const { workspace, problems } = loadWorkspace('docs.json', text, () => undefined);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return workspace;
}

/** Every rule's whole-index form over an index built from scratch (nothing kept from a run). */
function reference(ws: Workspace, pageFiles?: ReadonlySet<string>): Diagnostic[] {
  const index = buildNavIndex(ws, null);
  return RULES.flatMap((rule) => rule({ ws, index, pageFiles }));
}

/** Step a run to its end, yielding as often as the run asks; how many steps it took. */
function stepToEnd(run: ReturnType<typeof startRules>): { out: Diagnostic[]; steps: number } {
  let steps = 0;
  for (;;) {
    steps++;
    const out = run.step(() => true);
    if (out) return { out, steps };
    if (steps > 100_000) throw new Error('the run never ends');
  }
}

// Problems of several rules: an unsupported language, a page listed twice, pages not found.
const TEXT = generateConfig({ pages: 2000, versions: 2, languages: ['en', 'xx'] }).replace('"en/v0/t0/g0/page-1"', '"en/v0/t0/g0/page-0"');
const PAGE_FILES = new Set(['index', 'en/v0/t0/g0/page-0']);

describe('startRules (the rules in steps)', () => {
  it('stops when asked and gives, at its end, exactly what one whole run gives', () => {
    const ws = load(TEXT);
    const index = buildNavIndex(ws, null);
    const { out, steps } = stepToEnd(startRules(ws, index, { pageFiles: PAGE_FILES }));
    expect(steps).toBeGreaterThan(5);
    const want = reference(ws, PAGE_FILES);
    expect(new Set(want.map((d) => d.code))).toEqual(new Set(['unsupported-language', 'page-not-found', 'duplicate-page']));
    expect(out).toEqual(want);
  });

  it('never stops when nothing asks it to, and answers the same once done', () => {
    const ws = load(TEXT);
    const run = startRules(ws, buildNavIndex(ws, null));
    const out = run.step();
    expect(out).toEqual(reference(ws));
    expect(run.step(() => true)).toBe(out);
  });

  it('a run abandoned half way for an edited document leaves the next run right, and shorter', () => {
    const store = new EditorSession();
    store.load(load(TEXT));
    const ws0 = store.getState().workspace!;
    // What the runs of one session keep between versions.
    const memo = new RulesMemo();
    const first = startRules(ws0, store.getIndex(), { pageFiles: PAGE_FILES, memo });
    let half = 0;
    while (!first.step(() => ++half % 2 === 0) && half < 400);
    expect(half).toBeGreaterThan(0);
    const index = store.getIndex();
    const page = index.order.find((id) => index.elements.get(id)!.kind === 'page' && labelOf(index.elements.get(id)!).endsWith('page-3'))!;
    expect(store.run(renameCommand, { id: page, label: 'en/v0/t0/g0/page-0' }).ok).toBe(true);
    const ws1 = store.getState().workspace!;
    const second = stepToEnd(startRules(ws1, store.getIndex(), { pageFiles: PAGE_FILES, memo }));
    expect(second.out).toEqual(reference(ws1, PAGE_FILES));
    expect(second.out).toEqual(runRules(ws1, buildNavIndex(ws1, null), { pageFiles: PAGE_FILES }));
    // What the first run finished is not checked again.
    const cold = stepToEnd(startRules(ws1, buildNavIndex(ws1, null), { pageFiles: PAGE_FILES }));
    expect(second.steps).toBeLessThan(cold.steps);
  });

  it("stops inside a long section's duplicate check, not only between elements", () => {
    // 40 groups of 500 pages, the first listed again last: the section (the navigation) checks
    // all 20,000 for duplicates when it closes, which used to take one step whatever was asked.
    const groups = Array.from({ length: 40 }, (_, g) => ({ group: `G${g}`, pages: Array.from({ length: 500 }, (_, k) => `p/${g}/${k}`) }));
    groups[39].pages.push('/p/0/0');
    const ws = load(JSON.stringify({ navigation: { groups } }));
    const { out, steps } = stepToEnd(startRules(ws, buildNavIndex(ws, null)));
    // The 41 elements take two steps (32 each); the duplicate check asks every 4,096 entries.
    expect(steps).toBeGreaterThanOrEqual(2 + Math.floor(20_000 / 4096));
    expect(out).toEqual(reference(ws));
    expect(out.filter((d) => d.code === 'duplicate-page')).toHaveLength(1);
  });

  it('stops inside a long list of pages, and goes on from the page it stopped at', () => {
    // Pages not found at 10 and 15,000: each reported once, in order, across the stops.
    const pages = Array.from({ length: 20_000 }, (_, k) => `p/${k}`);
    const pageFiles = new Set(pages.filter((_, k) => k !== 10 && k !== 15_000));
    const ws = load(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }));
    const { out, steps } = stepToEnd(startRules(ws, buildNavIndex(ws, null), { pageFiles }));
    // The page checks ask before every 1,024th page; the duplicate check adds its own stops.
    expect(steps).toBeGreaterThanOrEqual(Math.floor(20_000 / 1024) + Math.floor(20_000 / 4096));
    expect(out).toEqual(reference(ws, pageFiles));
    expect(out.filter((d) => d.code === 'page-not-found').map((d) => d.message)).toEqual([
      expect.stringContaining('p/10'),
      expect.stringContaining('p/15000'),
    ]);
  });
});
