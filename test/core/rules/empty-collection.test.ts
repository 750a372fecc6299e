import { describe, expect, it } from 'vitest';
import { emptyCollection } from '../../../src/core/rules/empty-collection';
import { runRule } from './rule-helpers';

describe('empty-collection', () => {
  it('rejects tabs: [] with a fix that removes it', () => {
    const [d] = runRule(emptyCollection, { tabs: [] });
    expect(d).toMatchObject({ severity: 'error', code: 'empty-collection', path: ['navigation', 'tabs'] });
    expect(d.message).toBe('navigation: "tabs" is empty; the site rejects an empty list ("at least one"). Add an entry or remove "tabs".');
    expect(d.fix).toEqual({
      title: 'Remove the empty "tabs"',
      command: 'remove-field',
      args: { file: 'docs.json', path: ['navigation'], key: 'tabs' },
    });
  });

  it('accepts an empty pages list of a group', () => {
    expect(runRule(emptyCollection, { groups: [{ group: 'G', pages: [] }] })).toEqual([]);
  });

  it('reports nested empty groups, anchors and versions', () => {
    const ds = runRule(emptyCollection, {
      tabs: [
        { tab: 'T', anchors: [] },
        { tab: 'U', groups: [] },
      ],
      versions: [],
    });
    expect(ds.map((d) => d.path.join('.'))).toEqual(['navigation.versions', 'navigation.tabs.0.anchors', 'navigation.tabs.1.groups']);
  });
});
