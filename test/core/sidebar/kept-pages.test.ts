import { describe, expect, it } from 'vitest';
import type { JsonNode } from '../../../src/core/model/json-node';
import type { SidebarItem } from '../../../src/core/sidebar/sidebar-types';
import { KeptPages } from '../../../src/core/sidebar/kept-pages';
import { rng } from '../../helpers/rng';

let next = 0;
const node = (): JsonNode => ({ type: 'string', id: ++next, value: `p/${next}` });
const itemOf = (n: JsonNode): SidebarItem => ({ type: 'link', key: `e${n.id}`, id: n.id, label: String(n.id), href: '' });

/** Each page of `now` looked up in order; how many were not found, and whether any found was another page's. */
function walk(before: readonly JsonNode[], now: readonly JsonNode[]) {
  const items = before.map(itemOf);
  const kept = new KeptPages(before, items);
  let missed = 0;
  let wrong = 0;
  now.forEach((n, k) => {
    const it = kept.find(k, n);
    if (!it) missed++;
    else if (it !== items[before.indexOf(n)]) wrong++;
  });
  return { missed, wrong };
}

describe('KeptPages: the items of a long list as last built, found for its new version', () => {
  const list = Array.from({ length: 2000 }, node);

  it('finds every page of an unchanged list, a page moved next door, or moved from one end to the other', () => {
    expect(walk(list, list)).toEqual({ missed: 0, wrong: 0 });
    const swapped = [...list];
    [swapped[10], swapped[11]] = [swapped[11], swapped[10]];
    expect(walk(list, swapped).wrong).toBe(0);
    expect(walk(list, swapped).missed).toBeLessThanOrEqual(1);
    // The first page to the end: every other page sits one place earlier; only the moved one may be made anew.
    expect(walk(list, [...list.slice(1), list[0]])).toEqual({ missed: 1, wrong: 0 });
    expect(walk(list, [list[1999], ...list.slice(0, 1999)])).toEqual({ missed: 1, wrong: 0 });
  });

  it('finds every old page around a block of new pages, and all but one after a block removed', () => {
    const added = [...list.slice(0, 700), ...Array.from({ length: 300 }, node), ...list.slice(700)];
    expect(walk(list, added)).toEqual({ missed: 300, wrong: 0 });
    // The first page after the gap is missed (it is made anew); the next one is looked up, and
    // the walk goes on from there.
    const removed = [...list.slice(0, 500), ...list.slice(900)];
    expect(walk(list, removed)).toEqual({ missed: 1, wrong: 0 });
  });

  it('never gives a page the item of another, whatever the edits', () => {
    const r = rng(11);
    for (let round = 0; round < 30; round++) {
      const now = [...list];
      for (let e = 0; e < 1 + Math.floor(r() * 20); e++) {
        const from = Math.floor(r() * now.length);
        const u = r();
        if (u < 0.4) now.splice(Math.floor(r() * now.length), 0, ...now.splice(from, 1 + Math.floor(r() * 50)));
        else if (u < 0.7) now.splice(from, 1 + Math.floor(r() * 50));
        else now.splice(from, 0, ...Array.from({ length: 1 + Math.floor(r() * 50) }, node));
      }
      expect(walk(list, now).wrong).toBe(0);
    }
  });
});
