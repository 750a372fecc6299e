import { describe, expect, it } from 'vitest';
import { hrefWithChildren } from '../../../src/core/rules/href-with-children';
import { pageNotFound } from '../../../src/core/rules/page-not-found';
import { runRule } from './rule-helpers';

describe('href-with-children', () => {
  it('says a tab with an href and pages keeps the link and drops the pages, with a fix that removes the link', () => {
    const [d] = runRule(hrefWithChildren, { tabs: [{ tab: 'T', href: 'https://x.com', pages: ['index'] }] });
    expect(d).toMatchObject({ severity: 'error', code: 'href-with-children', site: 'drops', path: ['navigation', 'tabs', 0, 'pages'] });
    expect(d.message).toBe(
      'navigation.tabs[0]: a tab with an "href" is a link: the site keeps "https://x.com" and silently drops "pages" (1 page). Remove the "href" to keep the pages, or move them to another element.',
    );
    expect(d.fix).toEqual({
      title: 'Remove "href"',
      command: 'remove-field',
      args: { file: 'docs.json', path: ['navigation', 'tabs', 0], key: 'href' },
    });
  });

  it('covers anchors, dropdowns, products and menu items, nested at any depth', () => {
    const nav = {
      anchors: [{ anchor: 'A', href: '/x', groups: [{ group: 'G', pages: ['a'] }] }],
      global: { anchors: [{ anchor: 'S', href: 'https://s.example.com' }] },
    };
    expect(runRule(hrefWithChildren, nav).map((d) => d.path.join('.'))).toEqual(['navigation.anchors.0.groups']);
    const deep = {
      products: [
        {
          product: 'P',
          tabs: [{ tab: 'T', menu: [{ item: 'I', href: 'https://i.example.com', groups: [{ group: 'G', pages: ['a', 'b'] }] }] }],
        },
      ],
    };
    const [d] = runRule(hrefWithChildren, deep);
    expect(d.message).toContain('a menu item with an "href" is a link');
    expect(d.message).toContain('(2 pages)');
  });

  it('says nothing about a link alone, an empty list is only a warning, and an href the site drops is invalid-href', () => {
    expect(runRule(hrefWithChildren, { tabs: [{ tab: 'T', href: 'https://x.com' }] })).toEqual([]);
    expect(runRule(hrefWithChildren, { tabs: [{ tab: 'T', href: 'https://x.com', pages: [] }] }).map((d) => d.severity)).toEqual([
      'warning',
    ]);
    expect(runRule(hrefWithChildren, { tabs: [{ tab: 'T', href: 'not a url', pages: ['a'] }] })).toEqual([]);
  });
});

describe('page-not-found: a global anchor with a relative href', () => {
  it('reports a path to a page that does not exist, as for a group root', () => {
    const nav = {
      pages: ['index'],
      global: {
        anchors: [
          { anchor: 'S', href: '/status' },
          { anchor: 'I', href: '/index' },
          { anchor: 'E', href: 'https://e.com' },
        ],
      },
    };
    const ds = runRule(pageNotFound, nav, { pageFiles: ['index'] });
    expect(ds.map((d) => [d.code, d.path.join('.')])).toEqual([['page-not-found', 'navigation.global.anchors.0.href']]);
    expect(ds[0].message).toContain('the global anchor\'s href "/status" matches no page file (status.mdx or .md)');
  });
});
