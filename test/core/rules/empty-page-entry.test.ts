import { describe, expect, it } from 'vitest';
import { emptyPageEntry } from '../../../src/core/rules/empty-page-entry';
import { runRule } from './rule-helpers';

describe('empty-page-entry', () => {
  it('reports an empty string in pages with a fix that removes it', () => {
    const [d] = runRule(emptyPageEntry, { groups: [{ group: 'G', pages: ['a', ' '] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'empty-page-entry', path: ['navigation', 'groups', 0, 'pages', 1] });
    expect(d.message).toContain('navigation.groups[0].pages[1]: this page entry is empty');
    expect(d.fix).toEqual({ title: 'Remove the empty entry', command: 'remove-element', args: { id: d.elementId } });
  });

  it('accepts real entries', () => {
    expect(runRule(emptyPageEntry, { pages: ['index', 'GET /users'] })).toEqual([]);
  });
});
