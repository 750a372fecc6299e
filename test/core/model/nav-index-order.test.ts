import { describe, expect, it } from 'vitest';
import { loadWorkspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import type { NavIndex } from '../../../src/core/model/nav-index';

/** The ids of the index in pre-order, by a walk over each element's children. */
function walk(index: NavIndex): number[] {
  const out: number[] = [];
  const stack = [index.rootId!];
  while (stack.length) {
    const id = stack.pop()!;
    out.push(id);
    const c = index.elements.get(id)!.children;
    for (let k = c.length - 1; k >= 0; k--) stack.push(c[k]);
  }
  return out;
}

describe('the navigation index order', () => {
  it('lists every element in pre-order after a build from scratch (read off the elements as built)', () => {
    const nav = {
      tabs: [
        { tab: 'A', groups: [{ group: 'G', pages: ['a', { group: 'N', pages: ['b', 'c'] }, 'd'] }] },
        { tab: 'B', pages: ['e', { $ref: 'more.json' }] },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://example.com' }] },
    };
    const { workspace } = loadWorkspace('docs.json', JSON.stringify({ navigation: nav }), (p) =>
      p === 'more.json' ? JSON.stringify({ group: 'M', pages: ['f'] }) : undefined,
    );
    const index = buildNavIndex(workspace!);
    const order = index.order;
    expect(order).toEqual(walk(index));
    expect(order.map((id) => index.elements.get(id)!.kind)).toEqual([
      'navigation',
      'tab',
      'group',
      'page',
      'group',
      'page',
      'page',
      'page',
      'tab',
      'page',
      'group',
      'page',
      'global',
      'globalAnchor',
    ]);
    expect([...index.elements.keys()]).toEqual(order);
    expect(index.order).toBe(order); // built once
  });
});
