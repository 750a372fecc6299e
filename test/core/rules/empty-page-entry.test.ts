import { describe, expect, it } from 'vitest';
import { emptyPageEntry } from '../../../src/core/rules/empty-page-entry';
import { runRule } from './rule-helpers';

describe('empty-page-entry', () => {
  it('reports an empty string in pages as the site does (it drops the list, here the root has no other, so it rejects), with a fix that removes it', () => {
    const [d] = runRule(emptyPageEntry, { groups: [{ group: 'G', pages: ['a', ''] }] });
    expect(d).toMatchObject({
      severity: 'error',
      code: 'empty-page-entry',
      site: 'rejects',
      path: ['navigation', 'groups', 0, 'pages', 1],
    });
    expect(d.message).toBe(
      'navigation.groups[0].pages[1]: this page entry is empty, which the site refuses; the site rejects the whole config. Write the page path (without extension) or remove the entry.',
    );
    expect(d.fix).toEqual({ title: 'Remove the empty entry', command: 'remove-element', args: { id: d.elementId } });
    const [nested] = runRule(emptyPageEntry, { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a', ''] }] }] });
    expect(nested).toMatchObject({ site: 'drops', drops: [{ key: 'groups' }] });
  });

  it('warns about an entry of only spaces, which the site accepts as a page that does not exist', () => {
    const [d] = runRule(emptyPageEntry, { groups: [{ group: 'G', pages: ['a', ' '] }] });
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'blank-page-entry',
      site: 'accepts',
      path: ['navigation', 'groups', 0, 'pages', 1],
    });
    expect(d.message).toContain('the site accepts it, but no page file has that name');
    expect(d.fix).toEqual({ title: 'Remove the empty entry', command: 'remove-element', args: { id: d.elementId } });
  });

  it('accepts real entries', () => {
    expect(runRule(emptyPageEntry, { pages: ['index', 'GET /users'] })).toEqual([]);
  });
});
