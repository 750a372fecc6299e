import { describe, expect, it } from 'vitest';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { PLAIN_GROUPS, PLAIN_PAGES, RULES, runRules } from '../../../src/core/rules/index';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { rng } from '../../helpers/rng';
import { docsJson, workspace } from './rule-helpers';

// The rules' walk passes over "plain" page entries and groups without calling the checks (see
// src/core/rules/plain-elements.ts). These entries are built to sit on every edge of that
// shortcut: blank ones, spaces inside and around, operations with an upper- and a lower-case
// method, paths with a leading "/" or an extension (which page-not-found strips), characters
// outside ASCII first, and page files that match some of them exactly, some only once stripped.
// Operations are built whole and in parts (a method, a space, a path) so that some are well formed
// with a document's name before them and some have a space too many, a tab or a lowercase method.
const PARTS = [
  'a',
  'b/c',
  'x',
  '/',
  '.mdx',
  ' ',
  '\t',
  '\u00a0',
  'é',
  'GET /u',
  'get /u',
  'openapi.yaml POST /p',
  'webhook w',
  '~',
  '_',
  'POST',
  'DELETE ',
  ' /v',
  '/{id}',
  'GETS /u',
];
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

describe('plain page entries and groups', () => {
  it('are passed over while the checks are the ones the shortcuts know', () => {
    // Turned off by a new rule: the shortcut then costs the speed it was made for, so say so here.
    expect(PLAIN_PAGES).toBe(true);
    expect(PLAIN_GROUPS).toBe(true);
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

  it('give what every check gives on groups of every edge: keys, their types, blank labels, icons, duplicates', () => {
    const r = rng(1616);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
    const KEYS = [
      'group',
      'group',
      'pages',
      'pages',
      'icon',
      'icon',
      'expanded',
      'root',
      'tag',
      'hidden',
      'openapi',
      'public',
      'directory',
      'boost',
      'searchable',
      'href',
      '$ref',
      'groups',
      'x',
    ];
    const VALUES = [
      () => 'G',
      () => '',
      () => ' ',
      () => '\u00a0G',
      () => 'fa-house',
      () => 'house',
      () => 'a',
      () => 1,
      () => true,
      () => null,
      () => [],
      () => ['a'],
      () => ({}),
      () => ({ name: 'x' }),
      () => false,
      () => 2.5,
      () => 'card',
      () => '/a',
      () => 'openapi.yaml',
      () => ' openapi.yaml',
      () => 'https://example.com/o.json',
      () => 'ftp://example.com/o.json',
      () => ['openapi.yaml'],
    ];
    /** A group of 0 to 4 random keys with random values (a few nested groups among its pages). */
    const group = (depth: number): Record<string, unknown> => {
      const g: Record<string, unknown> = Object.create(null);
      // A plain group now and then, or one a step from it, so both sides of the shortcut are taken.
      if (r() < 0.5)
        return {
          group: pick(['G', 'G', ' ', '', '\u00a0G', ' G']),
          pages: ['a', ...(depth < 2 && r() < 0.5 ? [group(depth + 1)] : [])],
          ...(r() < 0.5 ? { icon: pick(['book', 'book', 'fa-book', '', 'fa-']) } : {}),
          // The fields a plain group may hold besides its label, on top-level and nested groups alike.
          ...(r() < 0.3 ? { expanded: pick([true, false, 'yes']) } : {}),
          ...(r() < 0.3 ? { root: pick(['a', '/a', 'b', '']) } : {}),
          ...(r() < 0.3 ? { openapi: pick(['openapi.yaml', 'https://example.com/o.json', 'ftp://example.com/o.json', ' ', 1]) } : {}),
          ...(r() < 0.3 ? { [pick(['tag', 'hidden', 'directory', 'boost'])]: pick(VALUES)() } : {}),
          ...(r() < 0.2 ? { [pick(KEYS)]: pick(VALUES)() } : {}),
        };
      const n = Math.floor(r() * 5);
      for (let k = 0; k < n; k++) {
        const key = pick(KEYS);
        g[key] = key === 'pages' && depth < 2 && r() < 0.5 ? ['a', group(depth + 1)] : pick(VALUES)();
      }
      return g;
    };
    let reported = 0;
    for (let round = 0; round < 80; round++) {
      // Groups at the top of a tab and nested in pages; keys written twice in the text itself.
      const groups = Array.from({ length: 8 }, () => group(0));
      let text = docsJson({ tabs: [{ tab: 'T', groups }] });
      if (r() < 0.5) text = text.replace('"group": "G"', '"group": "G", "group": "H"');
      if (r() < 0.5) text = text.replace('"icon": "book"', '"icon": "book", "icon": "house"');
      if (r() < 0.5) text = text.replace('"pages": [', '"pages": ["b"], "pages": [');
      const ws = workspace(text);
      for (const pageFiles of [undefined, new Set(['a'])]) {
        const full = reference(ws, pageFiles);
        expect(runRules(ws, buildNavIndex(ws), { pageFiles })).toEqual(full);
        reported += full.length;
      }
    }
    expect(reported).toBeGreaterThan(500);
  });
});
