import { describe, expect, it } from 'vitest';
import { missingNavigation } from '../../../src/core/rules/missing-navigation';
import { runAll, runRule } from './rule-helpers';

describe('missing-navigation', () => {
  it('accepts a docs.json with a navigation object', () => {
    expect(runRule(missingNavigation, { groups: [{ group: 'G', pages: ['a'] }] })).toEqual([]);
  });

  it('reports a docs.json without "navigation", saying what to add', () => {
    const [d] = runRule(missingNavigation, '{"name": "x", "theme": "mint", "colors": {"primary": "#000"}}');
    expect(d).toMatchObject({ severity: 'error', code: 'missing-navigation', file: 'docs.json', path: [] });
    expect(d.message).toContain('has no "navigation" object');
    expect(d.message).toContain('Add "navigation"');
  });

  it('reports JSON that is not an object, and a navigation that is not an object', () => {
    const [d] = runRule(missingNavigation, '[1, 2]');
    expect(d.code).toBe('not-an-object');
    expect(d.message).toContain('holds an array');
    const [n] = runRule(missingNavigation, '{"navigation": ["a"]}');
    expect(n).toMatchObject({ code: 'not-an-object', path: ['navigation'] });
    expect(n.message).toMatch(/^navigation: must be an object .* not an array/);
  });

  it('is the only structure problem of a file that is not an object (no rule throws on it)', () => {
    expect(runAll('"just a string"').map((d) => d.code)).toEqual(['not-an-object']);
    expect(runAll('null').map((d) => d.code)).toEqual(['not-an-object']);
    expect(runAll('{"navigation": 3}').map((d) => d.code)).toContain('not-an-object');
  });
});
