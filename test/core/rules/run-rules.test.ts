import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../../../src/core/rules/index';
import { runAll, workspace } from './rule-helpers';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runRules } from '../../../src/core/rules/index';

/** Groups nested `depth` levels deep, the innermost with a problem (no label, `expanded: "yes"`). */
function deep(depth: number): string {
  let inner = '{"pages": ["leaf"], "expanded": "yes"}';
  for (let i = 0; i < depth; i++) inner = `{"group": "g${i}", "pages": [${inner}]}`;
  return `{"name": "x", "theme": "mint", "colors": {"primary": "#000"}, "navigation": {"groups": [${inner}]}}`;
}

describe('runRules', () => {
  it('finds nothing in a clean config', () => {
    const nav = {
      tabs: [
        { tab: 'Guides', icon: 'book', groups: [{ group: 'Start', pages: ['index', { group: 'More', expanded: true, pages: ['more'] }] }] },
        { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Users', pages: ['GET /users'] }] },
        { tab: 'Blog', href: 'https://blog.example.com' },
      ],
      global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com', icon: 'signal' }] },
    };
    expect(runAll(nav, { pageFiles: ['index', 'more'] })).toEqual([]);
  });

  it('does not overflow the stack on navigation nested as deep as the parser reads (250 groups), and places the deep problems', () => {
    const ws = workspace(deep(250));
    const ds = runRules(ws, buildNavIndex(ws));
    expect(ds.map((d) => d.code).sort()).toEqual(['missing-label', 'wrong-type']);
    const label = ds.find((d) => d.code === 'missing-label')!;
    expect(label.path.length).toBe(3 + 2 * 250);
    expect(label.message).toMatch(/^navigation\.groups\[0\](\.pages\[0\]){250}: a group needs a "group" label/);
  });

  it('keeps __proto__ and constructor keys as plain data', () => {
    const text =
      '{"navigation": {"__proto__": {"tabs": []}, "groups": [{"group": "toString", "pages": ["constructor", "__proto__"]}]}, "name": "x", "theme": "mint", "colors": {"primary": "#0D9373"}}';
    const ds = runAll(text, { pageFiles: ['constructor'] });
    expect(ds.map((d) => `${d.code} ${d.path.join('.')}`)).toEqual([
      'unknown-key navigation.__proto__',
      'page-not-found navigation.groups.0.pages.1',
    ]);
    expect(({} as Record<string, unknown>).tabs).toBeUndefined();
  });

  it('has one file per rule, named after the rule', () => {
    const dir = join(__dirname, '..', '..', '..', 'src', 'core', 'rules');
    const files = readdirSync(dir).filter(
      (f) =>
        ![
          'index.ts',
          'context.ts',
          'diagnostic.ts',
          'site-outcome.ts',
          'dropped-pages.ts',
          'diagnostic-text.ts',
          'rules-memo.ts',
          'plain-elements.ts',
          'plain-sections.ts',
        ].includes(f),
    );
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()) + '.ts';
    expect(RULES.map((r) => kebab(r.name)).sort()).toEqual(files.sort());
  });
});
