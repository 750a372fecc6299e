import { describe, expect, it } from 'vitest';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { PLAIN_PAGES, RULES, runRules } from '../../../src/core/rules/index';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { rng } from '../../helpers/rng';
import { workspace } from './rule-helpers';

// The rules' walk passes over "plain" page entries without calling the page checks (see
// plainPage in src/core/rules/index.ts). These entries are built to sit on every edge of that
// shortcut: blank ones, spaces inside and around, operations with an upper- and a lower-case
// method, paths with a leading "/" or an extension (which page-not-found strips), characters
// outside ASCII first, and page files that match some of them exactly, some only once stripped.
const PARTS = ['a', 'b/c', 'x', '/', '.mdx', ' ', '\t', '\u00a0', 'é', 'GET /u', 'get /u', 'openapi.yaml POST /p', 'webhook w', '~', '_'];
const FILES = ['a', 'b/c', 'x', 'ab/c', 'a/index', 'x.mdx', '~', 'é'];

/** A page entry of 0 to 3 parts: "", "a", "/b/c.mdx", " a", "get /u"... */
function entry(r: () => number): string {
  let s = '';
  const n = Math.floor(r() * 4);
  for (let k = 0; k < n; k++) s += PARTS[Math.floor(r() * PARTS.length)];
  return s;
}

/** Every rule's whole-index form, which checks every element (no shortcut): what runRules must equal. */
function reference(ws: ReturnType<typeof workspace>, pageFiles?: ReadonlySet<string>): Diagnostic[] {
  const index = buildNavIndex(ws);
  return RULES.flatMap((rule) => rule({ ws, index, pageFiles }));
}

describe('plain page entries', () => {
  it('are passed over by the page checks while those are the ones the shortcut knows', () => {
    // Turned off by a new page rule: the shortcut then costs the speed it was made for, so say so here.
    expect(PLAIN_PAGES).toBe(true);
  });

  it('give what every page check gives, with and without page files, on entries of every edge', () => {
    const r = rng(16);
    let reported = 0;
    for (let round = 0; round < 60; round++) {
      const pages = Array.from({ length: 40 }, () => entry(r));
      const ws = workspace({ groups: [{ group: 'G', pages }] });
      const files = new Set(FILES.filter(() => r() < 0.6));
      for (const pageFiles of [undefined, files]) {
        const full = reference(ws, pageFiles);
        expect(runRules(ws, buildNavIndex(ws), { pageFiles })).toEqual(full);
        reported += full.length;
      }
    }
    // The entries did reach the checks' verdicts (a test of clean entries only would prove nothing).
    expect(reported).toBeGreaterThan(500);
  });
});
