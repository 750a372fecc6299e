import { describe, expect, it } from 'vitest';
import { duplicatePage } from '../../../src/core/rules/duplicate-page';
import { runRule, selected } from './rule-helpers';

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
});
