import { describe, expect, it } from 'vitest';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { KINDS, type KindId } from '../../../src/core/model/kinds';
import { plainSection } from '../../../src/core/rules/plain-sections';
import { elementsOf } from '../../../src/core/rules/context';
import { RULES, runRules } from '../../../src/core/rules/index';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';
import { rng } from '../../helpers/rng';
import { docsJson, workspace } from './rule-helpers';

// The rules' walk passes over plain sections, global links and `global` without calling the
// checks of other elements (src/core/rules/plain-sections.ts). These navigations are built to
// sit on every edge of that shortcut: labels blank or missing, each field of the kinds table
// with values of every type, icons with "fa-", language codes of SPEC.md, of the generator only
// and of neither, hrefs the site keeps or not, global links whose path names a page file or not,
// lists a kind may hold or not, empty or not, one or two of them, keys written twice.

const LISTS: Record<string, KindId> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'menuItem',
};
const FIELDS = ['icon', 'hidden', 'href', 'default', 'tag', 'description', 'searchable', 'align', 'openapi', 'name', 'color'];
const ODD_KEYS = ['$ref', 'x', 'banner', 'groups', 'pages', 'global', 'tabs'];
const HREFS = ['/a', '/a?x=1', '/b', '/', '//cdn.example.com', 'https://example.com', 'javascript:alert(1)', 'ftp://example.com', 'a'];
const LANGS = ['en', 'fr', 'ua', 'uk', 'ja', 'xx', '', ' '];
const VALUES: (() => unknown)[] = [
  () => 'T',
  () => '',
  () => ' ',
  () => 'fa-house',
  () => 'house',
  () => 'end',
  () => 'openapi.yaml',
  () => 'ftp://example.com/o.json',
  () => 1,
  () => true,
  () => null,
  () => [],
  () => ({}),
  () => ({ name: 'house' }),
  () => ({ light: '#fff', dark: '#000' }),
];

/** Every rule's whole-index form, which checks every element (no shortcut): what runRules must equal. */
function reference(ws: ReturnType<typeof workspace>, pageFiles?: ReadonlySet<string>): Diagnostic[] {
  const index = buildNavIndex(ws);
  return RULES.flatMap((rule) => rule({ ws, index, pageFiles }));
}

describe('plain sections', () => {
  it('give what every check gives on sections, global links and global of every edge', () => {
    const r = rng(1717);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
    const value = (key: string): unknown => {
      if (key === 'href') return r() < 0.7 ? pick(HREFS) : pick(VALUES)();
      if (key === 'language') return r() < 0.8 ? pick(LANGS) : pick(VALUES)();
      return pick(VALUES)();
    };
    /** A child list's entries: a group, pages, or sections of the list's kind (one level down at most). */
    const entries = (key: string, depth: number): unknown => {
      if (r() < 0.1) return [];
      if (key === 'global') return global();
      if (key === 'groups') return [{ group: 'G', pages: ['a'] }];
      if (key === 'pages') return ['a'];
      return depth < 2 ? [section(LISTS[key], depth + 1)] : [];
    };
    /** A section of `kind`: its label, a list or two, fields of every value; now and then an odd key. */
    const section = (kind: KindId, depth: number): Record<string, unknown> => {
      const s: Record<string, unknown> = {};
      const label = KINDS[kind].labelKey!;
      if (r() < 0.95) s[label] = r() < 0.8 ? (kind === 'language' ? pick(LANGS.slice(0, 5)) : 'T') : value(label);
      const lists = r() < 0.1 ? 2 : r() < 0.9 ? 1 : 0;
      for (let k = 0; k < lists; k++) {
        const key = pick([...Object.keys(LISTS), 'groups', 'groups', 'pages', 'pages', 'global']);
        s[key] = entries(key, depth);
      }
      const fields = Math.floor(r() * 3);
      for (let k = 0; k < fields; k++) {
        const key = pick(FIELDS);
        s[key] = value(key);
      }
      if (r() < 0.15) s[pick(ODD_KEYS)] = pick(VALUES)();
      return s;
    };
    /** `global`: links of every kind with hrefs of every edge; now and then a key it may not hold. */
    const global = (): Record<string, unknown> => {
      const g: Record<string, unknown> = {};
      for (const key of ['anchors', 'tabs', 'languages'])
        if (r() < 0.6) {
          const kind = LISTS[key];
          g[key] = Array.from({ length: 1 + Math.floor(r() * 2) }, () => {
            const link: Record<string, unknown> = { [KINDS[kind].labelKey!]: kind === 'language' ? pick(LANGS) : 'L' };
            if (r() < 0.9) link.href = value('href');
            if (r() < 0.3) link[pick(['icon', 'hidden', 'pages', 'x'])] = pick(VALUES)();
            return link;
          });
        }
      if (r() < 0.1) g[pick(['x', 'groups', 'pages'])] = [];
      return g;
    };
    let reported = 0;
    let plain = 0;
    for (let round = 0; round < 120; round++) {
      const top = pick(Object.keys(LISTS).filter((k) => k !== 'menu'));
      const navigation: Record<string, unknown> = { [top]: Array.from({ length: 4 }, () => section(LISTS[top], 0)) };
      if (r() < 0.4) navigation.global = global();
      let text = docsJson(navigation);
      // Keys written twice in the text itself: a label, a field, a list, `global`.
      if (r() < 0.3) text = text.replace('"tab": "T"', '"tab": "T", "tab": "U"');
      if (r() < 0.3) text = text.replace('"hidden": true', '"hidden": true, "hidden": false');
      if (r() < 0.3) text = text.replace('"pages": [', '"pages": ["b"], "pages": [');
      if (r() < 0.3) text = text.replace('"global": {', '"global": {}, "global": {');
      const ws = workspace(text);
      for (const pageFiles of [undefined, new Set(['a'])]) {
        const full = reference(ws, pageFiles);
        expect(runRules(ws, buildNavIndex(ws), { pageFiles })).toEqual(full);
        reported += full.length;
        const index = buildNavIndex(ws);
        for (const el of elementsOf(index)) if (plainSection({ ws, index, pageFiles }, el)) plain++;
      }
    }
    // Both sides of the shortcut were taken: many reports, and many sections passed over.
    expect(reported).toBeGreaterThan(1000);
    expect(plain).toBeGreaterThan(300);
  });
});
