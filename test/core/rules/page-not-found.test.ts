import { describe, expect, it } from 'vitest';
import { pageKey, pageNotFound } from '../../../src/core/rules/page-not-found';
import { rng } from '../../helpers/rng';
import { runRule } from './rule-helpers';

describe('page-not-found', () => {
  it('does nothing when the page files are unknown', () => {
    expect(runRule(pageNotFound, { pages: ['nowhere'] })).toEqual([]);
  });

  it('warns on an entry that matches no page file, naming it', () => {
    const [d] = runRule(pageNotFound, { groups: [{ group: 'G', pages: ['index', 'guides/missing'] }] }, { pageFiles: ['index'] });
    expect(d).toMatchObject({ severity: 'warning', code: 'page-not-found', path: ['navigation', 'groups', 0, 'pages', 1] });
    expect(d.message).toBe(
      'navigation.groups[0].pages[1]: page entry "guides/missing" matches no page file (guides/missing.mdx or .md) in the folder; the site would show a broken link. Create the page or fix the path.',
    );
  });

  it('tolerates a leading slash, an extension and a folder index page; skips operations', () => {
    const files = ['guides/intro', 'api/index'];
    expect(
      runRule(
        pageNotFound,
        { pages: ['/guides/intro', 'guides/intro.mdx', 'api', 'GET /users', 'spec.yaml POST /x', 'webhook created', 'get /users'] },
        { pageFiles: files },
      ),
    ).toEqual([]);
    expect(pageKey('./a/b/')).toBe('a/b');
  });

  it('keys every entry as the three replacements do, with or without something to remove', () => {
    // pageKey skips the replacements when the first and last characters show nothing to remove.
    const full = (e: string) =>
      e
        .replace(/^\.?\//, '')
        .replace(/\/+$/, '')
        .replace(/\.mdx?$/, '');
    const parts = ['a', '/', '.', './', '.md', '.mdx', 'x', 'd', '//', ' ', 'é', '.m'];
    const r = rng(7);
    for (let k = 0; k < 3000; k++) {
      let e = '';
      for (let n = Math.floor(r() * 5); n > 0; n--) e += parts[Math.floor(r() * parts.length)];
      expect(pageKey(e)).toBe(full(e));
    }
  });

  it('checks a group root page', () => {
    const [d] = runRule(pageNotFound, { groups: [{ group: 'G', root: 'overview', pages: ['a'] }] }, { pageFiles: ['a'] });
    expect(d).toMatchObject({ path: ['navigation', 'groups', 0, 'root'] });
    expect(d.message).toContain('the group\'s root page "overview" matches no page file');
  });
});
