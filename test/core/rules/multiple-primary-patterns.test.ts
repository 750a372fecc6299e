import { describe, expect, it } from 'vitest';
import { multiplePrimaryPatterns } from '../../../src/core/rules/multiple-primary-patterns';
import { runRule } from './rule-helpers';

describe('multiple-primary-patterns', () => {
  it('accepts exactly one primary pattern plus global', () => {
    expect(
      runRule(multiplePrimaryPatterns, {
        tabs: [{ tab: 'A', pages: ['a'] }],
        global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev' }] },
      }),
    ).toEqual([]);
    expect(runRule(multiplePrimaryPatterns, { pages: ['index'] })).toEqual([]);
  });

  it('says which pattern the site keeps, which it drops, and how many pages that loses', () => {
    const [d] = runRule(multiplePrimaryPatterns, { groups: [{ group: 'G', pages: ['a', 'b'] }], tabs: [{ tab: 'T', pages: ['c'] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'multiple-primary-patterns', path: ['navigation', 'groups'] });
    expect(d.message).toBe(
      'navigation: the navigation root holds "tabs" and "groups", but only one primary pattern is allowed; the site keeps "tabs" and silently drops "groups" (2 pages). Move "groups" inside a tab of "tabs", or keep only one pattern.',
    );
  });

  it('follows the generator precedence whatever the key order, and counts every dropped pattern', () => {
    const [d] = runRule(multiplePrimaryPatterns, {
      pages: ['x', 'y', 'z'],
      anchors: [{ anchor: 'A', pages: ['a'] }],
      products: [{ product: 'P', pages: ['p'] }],
    });
    expect(d.message).toContain('keeps "products" and silently drops "anchors" and "pages" (4 pages)');
  });

  it('reports a navigation with no primary pattern', () => {
    const [d] = runRule(multiplePrimaryPatterns, { global: { anchors: [{ anchor: 'A', href: '/a' }] } });
    expect(d).toMatchObject({ severity: 'error', code: 'no-primary-pattern', path: ['navigation'] });
    expect(d.message).toContain('add one of "products", "languages", "versions", "tabs"'.replace('add', 'Add'));
  });
});
