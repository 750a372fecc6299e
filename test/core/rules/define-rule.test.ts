import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { RULES } from '../../../src/core/rules/index';
import { at, defineRule, type DefinedRule } from '../../../src/core/rules/context';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/rules/${name}`, import.meta.url), 'utf8');

describe('rules declared with their codes (defineRule)', () => {
  it('every per-element rule declares its codes, is named after the first, and reports no other', () => {
    const defined = RULES.filter((r): r is DefinedRule<string> => 'codes' in r);
    expect(defined.length).toBeGreaterThanOrEqual(18);
    for (const name of ['errors.json', 'warnings.json']) {
      const ws = workspaceFromText(fixture(name)).workspace!;
      const ctx = { ws, index: navIndexOf(ws) };
      for (const rule of defined) {
        expect(rule.name).toBe(rule.code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
        for (const d of rule(ctx)) expect(rule.codes).toContain(d.code);
      }
    }
  });

  it('a defined rule is its check over every element, and says what it visits', () => {
    const emptyGroup = defineRule({
      code: 'empty-group-example',
      on: 'other',
      check(ctx, el, out) {
        if (el.kind === 'group' && el.children.length === 0) out.push(at(ctx, el, 'warning', 'empty-group-example', 'is empty.'));
      },
    });
    const ws = workspaceFromText(
      JSON.stringify({
        navigation: {
          groups: [
            { group: 'A', pages: [] },
            { group: 'B', pages: ['x'] },
          ],
        },
      }),
    ).workspace!;
    const found = emptyGroup({ ws, index: navIndexOf(ws) });
    expect(found.map((d) => d.code)).toEqual(['empty-group-example']);
    expect(emptyGroup.on).toBe('other');
    expect(emptyGroup.codes).toEqual(['empty-group-example']);
  });
});
