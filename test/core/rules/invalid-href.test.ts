import { describe, expect, it } from 'vitest';
import { invalidHref, isValidHref, siteKeepsHref } from '../../../src/core/rules/invalid-href';
import { runAll, runRule } from './rule-helpers';

describe('invalid-href', () => {
  it('knows URLs and relative paths from everything else', () => {
    for (const ok of ['https://x.dev', 'http://x.dev/a?b=1', 'mailto:team@x.dev', '/guides/intro', 'guides/intro', './a', '../b'])
      expect(isValidHref(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.dev', 'not a link', '', 'https://', '//cdn.x.dev'])
      expect(isValidHref(bad)).toBe(false);
  });

  it('reports an anchor href the site would drop: not a URL, nor a path from the site root', () => {
    for (const href of ['guides intro', 'guides/intro', 'https://']) {
      const [d] = runRule(invalidHref, { anchors: [{ anchor: 'Blog', href, pages: ['a'] }] });
      expect(d, href).toMatchObject({
        severity: 'error',
        code: 'invalid-href',
        site: 'ignores',
        path: ['navigation', 'anchors', 0, 'href'],
      });
      expect(d.message).toContain(`navigation.anchors[0]: href "${href}" is neither a URL`);
      expect(d.message).toContain('the site would drop the link');
    }
  });

  it('warns on a link the generator keeps but docsnav does not follow (javascript:, ftp:)', () => {
    const [d] = runRule(invalidHref, { anchors: [{ anchor: 'Blog', href: 'javascript:alert(1)' }] });
    expect(d).toMatchObject({ severity: 'warning', code: 'invalid-href', site: 'accepts' });
  });

  it('reports invalid hrefs of global anchors and global anchors without href', () => {
    const ds = runRule(invalidHref, { pages: ['a'], global: { anchors: [{ anchor: 'Status', href: 'status page' }, { anchor: 'Docs' }] } });
    expect(ds.map((d) => [d.code, d.path.join('.')])).toEqual([
      ['invalid-href', 'navigation.global.anchors.0.href'],
      ['missing-href', 'navigation.global.anchors.1'],
    ]);
    expect(ds[1].message).toContain('a global anchor needs an "href"');
  });

  it('accepts an anchor without href (it has pages)', () => {
    expect(runRule(invalidHref, { anchors: [{ anchor: 'A', pages: ['a'] }] })).toEqual([]);
  });
});

describe('siteKeepsHref: the links the generator keeps, as its URL parser reads them', () => {
  it('agrees with the generator on each of these (measured with its validator)', () => {
    const kept = [
      '/guides',
      '#top',
      'mailto:',
      'https://example.com/a b',
      'http:example.com',
      'java\tscript:alert(1)',
      ' javascript:x',
      'myapp://open',
    ];
    const refused = ['guides/intro', 'not a url', 'https:', 'https://exa mple.com', 'a b:c', '\\\\evil.example\\x'];
    for (const h of kept) expect(siteKeepsHref(h), h).toBe(true);
    for (const h of refused) expect(siteKeepsHref(h), h).toBe(false);
  });

  it('leaves an href on a kind without a link (a group) to unknown-key: the site ignores the key, whatever it holds', () => {
    const config = { groups: [{ group: 'G', href: 'guides/intro', pages: ['a'] }] };
    expect(runRule(invalidHref, config)).toEqual([]);
    const ds = runAll(config);
    expect(ds.map((d) => [d.severity, d.code])).toEqual([['warning', 'unknown-key']]);
  });
});
