import { describe, expect, it } from 'vitest';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { keyboardMoveCommand, moveCommand } from '../../../src/core/commands/index';

// One group of many pages: a move must cost what it changes, not what the list holds. A splice
// on immer's draft of the list made one patch per shifted entry (400,000 for one move among
// 200,000 siblings), and whoever read the step paid for each.
const N = 5000;
const pages = Array.from({ length: N }, (_, i) => `docs/page-${i}`);

describe('a move in a long flat list', () => {
  it('Alt+Down among 5,000 siblings is one undo step that undoes exactly', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'All', pages }] }));
    const before = text(s);
    s.run(keyboardMoveCommand, { id: el(s, 'docs/page-2').id, dir: 'down' });
    const after = JSON.parse(text(s)).navigation.groups[0].pages;
    expect(after.slice(0, 5)).toEqual(['docs/page-0', 'docs/page-1', 'docs/page-3', 'docs/page-2', 'docs/page-4']);
    expect(after).toHaveLength(N);
    const step = s.getState().history.undo.at(-1)!;
    expect(step.patches.length).toBeLessThanOrEqual(4);
    expect(step.inversePatches.length).toBeLessThanOrEqual(4);
    expect(s.undo()).toBe(true);
    expect(text(s)).toBe(before);
  });

  it('moving an entry of a nested list and one of its parent list together keeps both edits', () => {
    const s = storeWith(docsJson({ groups: [{ group: 'All', pages: [{ group: 'Inner', pages: ['a', 'x'] }, 'b', 'c'] }] }));
    const all = el(s, 'All');
    s.run(moveCommand, { ids: [el(s, 'a').id, el(s, 'b').id], target: { parentId: all.id, collection: 'pages', index: 3 } });
    expect(JSON.parse(text(s)).navigation.groups[0].pages).toEqual([{ group: 'Inner', pages: ['x'] }, 'c', 'a', 'b']);
  });
});
