import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { BuiltNavIndex } from '../../../src/core/model/built-nav-index';
import { IndexedPage } from '../../../src/core/model/indexed-element';
import { labelOf, pageNodeOf, type NavIndex } from '../../../src/core/model/nav-index';
import { runRules } from '../../../src/core/rules/index';
import { openapiMarks, openapiMarksInSlices } from '../../../src/core/openapi/openapi-marks';
import { unknownIcons } from '../../../src/core/icons/unknown-icon';
import { buildSidebar } from '../../../src/core/sidebar/sidebar-model';

function indexOf(nav: unknown): BuiltNavIndex {
  const { workspace } = loadWorkspace('docs.json', JSON.stringify({ navigation: nav }), () => undefined);
  const index = buildNavIndex(workspace!, null);
  expect(index).toBeInstanceOf(BuiltNavIndex);
  return index as BuiltNavIndex;
}

const made = (index: BuiltNavIndex) => (index.elements.leaves!.made ?? []).filter(Boolean).length;

/** Every page entry's element, with what it says of its place. */
function pages(index: NavIndex): string[] {
  return index.order
    .map((id) => index.elements.get(id)!)
    .filter((el) => el.kind === 'page')
    .map((el) => `${labelOf(el)} ${el.path.join('.')} parent ${labelOf(index.elements.get(el.parent!)!)} depth ${el.depth}`);
}

describe('page entries kept without an element each (page-leaves.ts)', () => {
  const nav = {
    groups: [
      { group: 'A', pages: ['a1', { group: 'N', pages: ['n1', 'n2'] }, 'a2', 7] },
      { group: 'B', pages: ['b1'] },
    ],
  };

  it('give each page the element an index would make for it, the same object at every ask', () => {
    const index = indexOf(nav);
    expect(made(index)).toBe(0);
    expect(pages(index)).toEqual([
      'a1 navigation.groups.0.pages.0 parent A depth 2',
      'n1 navigation.groups.0.pages.1.pages.0 parent N depth 3',
      'n2 navigation.groups.0.pages.1.pages.1 parent N depth 3',
      'a2 navigation.groups.0.pages.2 parent A depth 2',
      '7 navigation.groups.0.pages.3 parent A depth 2',
      'b1 navigation.groups.1.pages.0 parent B depth 2',
    ]);
    expect(made(index)).toBe(6);
    const a1 = index.order.find((id) => index.elements.get(id)!.kind === 'page')!;
    expect(index.elements.get(a1)).toBeInstanceOf(IndexedPage);
    expect(index.elements.get(a1)).toBe(index.elements.get(a1));
    expect(made(index)).toBe(6);
  });

  it('read a page entry\u2019s node without making its element, and no node for other elements', () => {
    const index = indexOf(nav);
    const nodes = index.order.map((id) => pageNodeOf(index, id));
    expect(nodes.map((n) => (n ? (n as { value?: unknown }).value : '-'))).toEqual(['-', '-', 'a1', '-', 'n1', 'n2', 'a2', 7, '-', 'b1']);
    expect(made(index)).toBe(0);
    // What a table of them is made from in one pass (elements-by-id.ts Leaves).
    const leaves = index.elements.leaves!;
    const ids: number[] = [];
    leaves.forEach((id) => ids.push(id));
    const byId = (a: number, b: number) => a - b;
    expect(ids.sort(byId)).toEqual(nodes.flatMap((n) => (n ? [n.id] : [])).sort(byId));
    expect([leaves.count, leaves.minId, leaves.maxId]).toEqual([ids.length, Math.min(...ids), Math.max(...ids)]);
    expect(made(index)).toBe(0);
  });

  it('let a full check make the elements of the pages it reports only (and of the first copy a duplicate names)', () => {
    const many = Array.from({ length: 500 }, (_, k) => `p${k}`);
    const config = {
      navigation: {
        groups: [
          { group: 'G', pages: [...many, 'p7', ''] },
          { group: 'H', pages: ['h', 'missing'] },
        ],
      },
    };
    const { workspace } = loadWorkspace('docs.json', JSON.stringify(config), () => undefined);
    const index = buildNavIndex(workspace!, null) as BuiltNavIndex;
    const found = runRules(workspace!, index, { pageFiles: new Set([...many, 'h']) });
    expect(
      found
        .map((d) => d.code)
        .filter((c) => c !== 'missing-setting')
        .sort(),
    ).toEqual(['duplicate-page', 'empty-page-entry', 'page-not-found']);
    // The second "p7" and the first (its message names its place), "" and "missing".
    expect(made(index)).toBe(4);
  });

  it('let the OpenAPI marks make the elements of the entries that may name an operation only', () => {
    const many = Array.from({ length: 300 }, (_, k) => `p${k}`);
    const nav = {
      groups: [{ group: 'G', openapi: 'api.json', pages: [...many, 'GET /pets', { group: 'N', pages: ['n', 'POST /pets'] }] }],
    };
    for (const marks of [(i: BuiltNavIndex) => openapiMarks(i), (i: BuiltNavIndex) => openapiMarksInSlices(i).step(() => false)]) {
      const index = indexOf(nav);
      marks(index);
      expect(made(index)).toBe(2);
    }
    expect(openapiMarks(indexOf(nav)).map((el) => labelOf(el))).toEqual(['G', 'GET /pets', 'POST /pets']);
  });

  it('let the icon check make no page element', () => {
    const groups = Array.from({ length: 10 }, (_, g) => ({
      group: `G${g}`,
      icon: g === 3 ? 'hosue' : 'house',
      pages: ['a', 'b', 'c'].map((p) => p + g),
    }));
    const { workspace } = loadWorkspace('docs.json', JSON.stringify({ navigation: { groups } }), () => undefined);
    const index = buildNavIndex(workspace!, null) as BuiltNavIndex;
    const found = unknownIcons(workspace!, index, { fontawesome: new Set(['house']) });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('"hosue"')]);
    expect(made(index)).toBe(0);
  });

  it('let the sidebar of a long group make none of its page elements', () => {
    const many = Array.from({ length: 1500 }, (_, k) => `p${k}`);
    const { workspace } = loadWorkspace(
      'docs.json',
      JSON.stringify({ navigation: { groups: [{ group: 'Long', pages: many }] } }),
      () => undefined,
    );
    const index = buildNavIndex(workspace!, null) as BuiltNavIndex;
    const [long] = buildSidebar(workspace!, index).items;
    expect(long.type === 'group' && long.children.map((c) => c.id)).toEqual(index.elements.get(index.order[1])!.children);
    expect(made(index)).toBe(0);
  });

  it('let the sidebar of short groups make none of their page elements', () => {
    const groups = Array.from({ length: 10 }, (_, g) => ({ group: `G${g}`, pages: Array.from({ length: 20 }, (_, k) => `g${g}/p${k}`) }));
    const { workspace } = loadWorkspace('docs.json', JSON.stringify({ navigation: { groups } }), () => undefined);
    const index = buildNavIndex(workspace!, null) as BuiltNavIndex;
    const items = buildSidebar(workspace!, index).items;
    expect(items.map((g) => (g.type === 'group' ? g.children.length : 0))).toEqual(Array(10).fill(20));
    expect(made(index)).toBe(0);
  });
});
