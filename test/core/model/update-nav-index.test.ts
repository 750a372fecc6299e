import { describe, expect, it } from 'vitest';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import type { NavIndex } from '../../../src/core/model/nav-index';
import { keyboardMoveCommand, moveCommand } from '../../../src/core/commands/index';
import { docsJson } from '../../helpers/check';
import { el, storeWith } from '../../helpers/store';

/** Each element as the index places it: parent, children, collection and position, by id. */
function placed(index: NavIndex): unknown[] {
  return index.order.map((id) => {
    const e = index.elements.get(id)!;
    return { id, kind: e.kind, parent: e.parent, collection: e.collection, index: e.index, children: [...e.children] };
  });
}

describe('the navigation index after an edit', () => {
  it('places every element of a long list as a build from scratch does, move after move', () => {
    // A group of 1,100 pages (a long list: only the stretch a move changed is built again) beside
    // a short one, and moves up, down, out of it and back into it.
    const pages = Array.from({ length: 1100 }, (_, i) => `docs/p${i}`);
    const s = storeWith(
      docsJson({
        groups: [
          { group: 'All', pages },
          { group: 'Few', pages: ['a', 'b'] },
        ],
      }),
    );
    const groupOf = (label: string) => el(s, label).id;
    const check = () => expect(placed(s.getIndex())).toEqual(placed(buildNavIndex(s.getState().workspace!)));
    check();
    for (const [k, dir] of [
      [5, 'down'],
      [900, 'up'],
      [0, 'down'],
      [1099, 'up'],
      [400, 'down'],
      [401, 'up'],
    ] as const) {
      const all = s.getIndex().elements.get(groupOf('All'))!;
      expect(s.run(keyboardMoveCommand, { id: all.children[k], dir }).ok).toBe(true);
      check();
    }
    // Out of the long list into the short one, and back to its middle.
    const all = s.getIndex().elements.get(groupOf('All'))!;
    const page = all.children[700];
    expect(s.run(moveCommand, { ids: [page], target: { parentId: groupOf('Few'), collection: 'pages', index: 1 } }).ok).toBe(true);
    check();
    expect(s.run(moveCommand, { ids: [page], target: { parentId: groupOf('All'), collection: 'pages', index: 550 } }).ok).toBe(true);
    check();
    s.undo();
    check();
    s.undo();
    check();
  });
});
