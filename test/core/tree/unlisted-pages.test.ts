import { describe, expect, it } from 'vitest';
import { unlistedPages } from '../../../src/core/tree/unlisted-pages';
import { docsJson } from '../../helpers/check';
import { storeWith } from '../../helpers/store';

describe('unlistedPages', () => {
  const s = storeWith(
    docsJson({
      groups: [
        {
          group: 'Guides',
          root: 'guides/overview',
          pages: ['/index', 'guides/intro.mdx', 'api', 'GET /users', { group: 'Deep', pages: ['deep/one'] }],
        },
      ],
    }),
  );
  const files = new Set(['index', 'guides/intro', 'guides/overview', 'api/index', 'deep/one', 'deep/two', 'extra', 'get-users', 'a/b']);

  it('lists page files no entry or root names, sorted', () => {
    expect(unlistedPages(s.getIndex(), files)).toEqual(['a/b', 'deep/two', 'extra', 'get-users']);
  });

  it('names the way the site looks pages up: "/", extensions and a folder index', () => {
    const out = unlistedPages(s.getIndex(), files);
    for (const named of ['index', 'guides/intro', 'api/index', 'guides/overview']) expect(out).not.toContain(named);
  });

  it('an empty folder has nothing unlisted', () => {
    expect(unlistedPages(s.getIndex(), new Set())).toEqual([]);
  });
});
