import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { RulesMemo, runRules } from '../../../src/core/rules/index';
import { iconLibrariesNeeded } from '../../../src/core/icons/unknown-icon';

// A memo lives as long as the editor session, across every document opened in it: what it
// keeps for one document (element objects, and through them that document's whole tree) must
// go when another opens, or each document opened stays in memory (the flat scale bench's heap).
const open = (label: string) => {
  const ws = loadWorkspace(
    'docs.json',
    JSON.stringify({ navigation: { groups: [{ group: label, icon: 'house', pages: ['a', 'b'] }] } }),
    () => undefined,
  ).workspace!;
  return { ws, index: buildNavIndex(ws) };
};
const group = (d: ReturnType<typeof open>) => [...d.index.elements.values()].find((e) => e.kind === 'group')!;

describe('what a memo keeps for a document', () => {
  it('the rules keep nothing of a document once another is checked', () => {
    const memo = new RulesMemo();
    const a = open('A');
    runRules(a.ws, a.index, { memo });
    expect(memo.get(group(a))).toBeDefined();
    const b = open('B');
    runRules(b.ws, b.index, { memo });
    expect(memo.get(group(a))).toBeUndefined();
    expect(memo.get(group(b))).toBeDefined();
  });

  it('the icon libraries look keeps nothing of a document once another is looked at', () => {
    const memo = new RulesMemo();
    const a = open('A');
    iconLibrariesNeeded(a.ws, a.index, memo);
    expect(memo.get(group(a))).toBeDefined();
    const b = open('B');
    iconLibrariesNeeded(b.ws, b.index, memo);
    expect(memo.get(group(a))).toBeUndefined();
  });
});
