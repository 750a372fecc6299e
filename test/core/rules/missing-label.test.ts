import { describe, expect, it } from 'vitest';
import { missingLabel } from '../../../src/core/rules/missing-label';
import { runRule, selected } from './rule-helpers';

describe('missing-label', () => {
  it('accepts labelled elements', () => {
    expect(runRule(missingLabel, { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a'] }] }] })).toEqual([]);
  });

  it('says a nested element without a label makes the site drop its whole list, with the pages lost', () => {
    const nav = { tabs: [{ tab: 'T', groups: [{ pages: ['a'] }, { group: 'ok', pages: ['b', 'c'] }] }] };
    const [{ d, path }] = selected(nav, missingLabel);
    expect(d).toMatchObject({ severity: 'error', code: 'missing-label', path: ['navigation', 'tabs', 0, 'groups', 0] });
    expect(path).toEqual(['navigation', 'tabs', 0, 'groups', 0]);
    expect(d.message).toBe(
      'navigation.tabs[0].groups[0]: a group needs a "group" label; the site would silently drop the whole "groups" list it is in (3 pages). Add "group": "..." or remove the group.',
    );
  });

  it('reports an empty label, and at the root says the site rejects the config', () => {
    const [d] = runRule(missingLabel, { groups: [{ group: '', pages: [] }] });
    expect(d.path).toEqual(['navigation', 'groups', 0, 'group']);
    expect(d).toMatchObject({ severity: 'error', site: 'rejects' });
    expect(d.message).toContain(
      'the "group" label is empty, which the site rejects; the site rejects the whole config. Give this group a name.',
    );
  });

  it('says a whitespace-only label is accepted (a group shown without a heading): an info, never an error', () => {
    const nav = { tabs: [{ tab: 'T', groups: [{ group: ' ', pages: ['a'] }] }] };
    const ds = runRule(missingLabel, nav);
    expect(ds).toEqual([
      expect.objectContaining({
        severity: 'info',
        code: 'blank-label',
        site: 'accepts',
        path: ['navigation', 'tabs', 0, 'groups', 0, 'group'],
        message:
          'navigation.tabs[0].groups[0]: the "group" label is only whitespace; the site accepts it and shows this group without a heading.',
      }),
    ]);
    expect(runRule(missingLabel, { groups: [{ group: '\t ', pages: [] }] }).map((d) => d.severity)).toEqual(['info']);
  });

  it("uses each kind's label key from the kinds table", () => {
    const ds = runRule(missingLabel, { versions: [{ pages: ['a'] }], global: { anchors: [{ href: '/x' }] } });
    expect(ds.map((d) => d.message.split(';')[0])).toEqual([
      'navigation.versions[0]: a version needs a "version" label',
      'navigation.global.anchors[0]: a global anchor needs a "anchor" label',
    ]);
  });
});
