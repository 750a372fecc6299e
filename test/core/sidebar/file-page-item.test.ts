import { describe, expect, it } from 'vitest';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { buildSidebar } from '../../../src/core/sidebar/sidebar-model';
import { pageItem } from '../../../src/core/sidebar/sidebar-items';
import { FilePageItem, plainFileEntry } from '../../../src/core/sidebar/file-page-item';
import { PageLocations } from '../../../src/core/sidebar/page-locations';
import type { SidebarGroup, SidebarPage, SidebarSources } from '../../../src/core/sidebar/sidebar-types';

// Entries of every form: plain files (one with leading slashes, one with dashes and underscores),
// a file with a space or a non-ASCII letter, an operation, a webhook, a link, and one a page's
// front matter binds to an operation.
const entries = [
  'intro',
  '//guides/get_started-now',
  'api/bound',
  'with space',
  'guides/café',
  'GET /plants',
  'webhook plant.created',
  'https://example.com',
  'titled',
];
const sources: SidebarSources = {
  pageFiles: new Set(['intro', 'titled']),
  frontMatter: new Map([['titled', { title: 'From front matter' }]]),
  pageOperation: (p) => (p === 'api/bound' ? { method: 'POST', path: '/plants', summary: 'Add a plant' } : undefined),
  operationTitle: (entry) => (entry === 'GET /plants' ? 'List plants' : undefined),
};

function built(src: SidebarSources) {
  const ws = workspaceFromText(JSON.stringify({ navigation: { groups: [{ group: 'G', pages: entries }] } })).workspace!;
  const index = navIndexOf(ws);
  const model = buildSidebar(ws, index, { sources: src });
  return { model, pages: (model.items[0] as SidebarGroup).children };
}

describe('page items that make their key and title when read', () => {
  it('read exactly as the item made whole for the same entry, with and without sources', () => {
    for (const src of [sources, {}]) {
      const { pages } = built(src);
      expect(pages).toHaveLength(entries.length);
      pages.forEach((item, k) => {
        const whole = item.type === 'link' ? item : pageItem(entries[k], item.id, src);
        // Field by field, not through toEqual (which test/helpers/sidebar-equality.ts adapts).
        for (const f of ['type', 'key', 'id', 'entry', 'title', 'address', 'form', 'method', 'opPath', 'generated', 'fileStatus'] as const)
          expect((item as unknown as Record<string, unknown>)[f], `${entries[k]}: ${f}`).toBe(
            (whole as unknown as Record<string, unknown>)[f],
          );
      });
      // Only the plain files that bind no operation are made lazily ('api/bound' binds one with the sources).
      expect(pages.map((p) => p instanceof FilePageItem)).toEqual([true, true, src !== sources, false, false, false, false, false, true]);
    }
    const [intro, deep, , , , , , , titled] = built(sources).pages as SidebarPage[];
    expect([intro.title, intro.fileStatus, deep.title, deep.address, titled.title]).toEqual([
      'Intro',
      'exists',
      'Get started now',
      'guides/get_started-now',
      'From front matter',
    ]);
  });

  it('are found by key among the page locations (by id), and no other key finds them', () => {
    const { model, pages } = built({});
    const titled = pages[8] as SidebarPage;
    expect(model.pages.get(titled.key)?.page).toBe(titled);
    expect(model.pages.get(`r${titled.id}`)).toBeUndefined();
    expect(model.pages.get(`e0${titled.id}`)).toBeUndefined();
    expect(model.pages.get('e')).toBeUndefined();
    const full = new Map(new PageLocations(model.items, []));
    expect(full.get(titled.key)?.page).toBe(titled);
  });

  it('a plain file entry is printable ASCII with no space', () => {
    expect(['a', 'a/b-c_d.e', '/x'].every(plainFileEntry)).toBe(true);
    expect(['', 'a b', ' a', 'a\t', 'é', 'a\u00a0b'].some(plainFileEntry)).toBe(false);
  });
});
