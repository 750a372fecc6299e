import { describe, expect, it } from 'vitest';
import { duplicatePage } from '../../../src/core/rules/duplicate-page';
import { runAll, runRule, selected } from './rule-helpers';

describe('duplicate-page', () => {
  it('warns on the second copy in one section, across groups, with a fix that removes it', () => {
    const nav = {
      tabs: [
        {
          tab: 'T',
          groups: [
            { group: 'A', pages: ['intro', 'b'] },
            { group: 'B', pages: [{ group: 'N', pages: ['/intro'] }] },
          ],
        },
      ],
    };
    const [{ d, path }] = selected(nav, duplicatePage);
    expect(d).toMatchObject({
      severity: 'warning',
      code: 'duplicate-page',
      path: ['navigation', 'tabs', 0, 'groups', 1, 'pages', 0, 'pages', 0],
    });
    expect(path).toEqual(d.path);
    expect(d.message).toBe(
      'navigation.tabs[0].groups[1].pages[0].pages[0]: "/intro" is already listed in this section at navigation.tabs[0].groups[0].pages[0]; readers see it twice and its breadcrumbs follow the first. Remove one of them.',
    );
    expect(d.fix).toEqual({ title: 'Remove this duplicate', command: 'remove-element', args: { id: d.elementId } });
  });

  it('accepts the same page in two sections', () => {
    expect(
      runRule(duplicatePage, {
        tabs: [
          { tab: 'A', pages: ['x'] },
          { tab: 'B', pages: ['x'] },
        ],
      }),
    ).toEqual([]);
  });

  it('in a full run, starts each section afresh and names the first copy of its own section', () => {
    // runRules checks section by section with one table (FirstEntries), emptied between them.
    const pages = (tab: string) => Array.from({ length: 40 }, (_, i) => `${tab}/page-${i}`);
    const nav = {
      tabs: [
        { tab: 'A', pages: ['shared', ...pages('a')] },
        { tab: 'B', groups: [{ group: 'G', pages: [...pages('b'), 'shared', 'b/page-7', '/shared'] }] },
      ],
    };
    const found = runAll(nav).filter((d) => d.code === 'duplicate-page');
    expect(found.map((d) => d.path)).toEqual([
      ['navigation', 'tabs', 1, 'groups', 0, 'pages', 41],
      ['navigation', 'tabs', 1, 'groups', 0, 'pages', 42],
    ]);
    expect(found[0].message).toContain('"b/page-7" is already listed in this section at navigation.tabs[1].groups[0].pages[7]');
    expect(found[1].message).toContain('"/shared" is already listed in this section at navigation.tabs[1].groups[0].pages[40]');
    // The same as the rule's own walk over the whole index (another parse: other ids).
    expect(found.map((d) => d.message)).toEqual(runRule(duplicatePage, nav).map((d) => d.message));
  });
});
