import { describe, expect, it } from 'vitest';
import {
  SHORT_STRETCH,
  changedStretch,
  listCounter,
  nonStringItems,
  objectItems,
  replaceStretch,
  shortStretch,
} from '../../../src/core/model/changed-stretch';
import { EditorSession } from '../../../src/core/session/editor-session';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { propOf, type JsonArray, type JsonNode } from '../../../src/core/model/json-node';
import {
  duplicateCommand,
  insertCommand,
  keyboardMoveCommand,
  moveCommand,
  removeElementCommand,
  ungroupCommand,
} from '../../../src/core/commands/index';
import { rng } from '../../helpers/rng';

describe('changedStretch', () => {
  it('finds the one stretch where two lists differ: a swap, an insertion, a removal, nothing', () => {
    expect(changedStretch(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toEqual({ start: 1, endBefore: 3, endAfter: 3 });
    expect(changedStretch(['a', 'b', 'c'], ['a', 'x', 'b', 'c'])).toEqual({ start: 1, endBefore: 1, endAfter: 2 });
    expect(changedStretch(['a', 'b', 'c'], ['a', 'c'])).toEqual({ start: 1, endBefore: 2, endAfter: 1 });
    expect(changedStretch(['a', 'b'], ['a', 'b'])).toEqual({ start: 2, endBefore: 2, endAfter: 2 });
  });

  it('never lets the two ends cross, with repeated items', () => {
    // 'a' repeated: the common start takes one, the common end may not take it again.
    expect(changedStretch(['a', 'a'], ['a'])).toEqual({ start: 1, endBefore: 2, endAfter: 1 });
    expect(changedStretch([], ['a'])).toEqual({ start: 0, endBefore: 0, endAfter: 1 });
  });

  it('shortStretch gives the stretch only while it is short on both sides', () => {
    const long = Array.from({ length: 200 }, (_, i) => i);
    expect(shortStretch(long, [...long.slice(0, 10), 10.5, ...long.slice(10)])).toEqual({ start: 10, endBefore: 10, endAfter: 11 });
    expect(shortStretch(long, long.slice(SHORT_STRETCH + 1))).toBeUndefined();
  });
});

// The edits that make a list (moves, removals: src/core/tree/move-elements.ts) note what they left
// alone, and changedStretch then compares only the rest: its answers must stay those of a
// comparison of every item, one edit back and many.
describe('replaceStretch', () => {
  it('is the list with one stretch replaced, as two slices and a concat give it, in a new list', () => {
    const r = rng(5);
    for (let n = 0; n < 300; n++) {
      const before = Array.from({ length: Math.floor(r() * 40) }, (_, i) => i);
      const start = Math.floor(r() * (before.length + 1));
      const end = start + Math.floor(r() * (before.length - start + 1));
      const middle = Array.from({ length: Math.floor(r() * 6) }, (_, i) => 100 + i);
      const out = replaceStretch(Object.freeze(before), start, end, middle);
      expect(out).toEqual(before.slice(0, start).concat(middle, before.slice(end)));
      expect(out).not.toBe(before);
    }
  });
});

describe('changedStretch after edits that note what they changed', () => {
  it('gives what comparing every item gives, for random moves, removals, copies, insertions, undo and redo in a long list', () => {
    const pages = Array.from({ length: 1200 }, (_, i) => `p/${i}`);
    const store = new EditorSession();
    store.load(workspaceFromText(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } })).workspace!);
    const r = rng(3);
    const listOf = () => {
      const nav = propOf(store.getState().workspace!.files['docs.json'].root, 'navigation')!.value;
      const group = (propOf(nav, 'groups')!.value as JsonArray).items[0];
      return (propOf(group, 'pages')!.value as JsonArray).items;
    };
    const versions = [listOf()];
    for (let step = 0; step < 150; step++) {
      const index = store.getIndex();
      const group = index.elements.get(index.elements.get(index.rootId!)!.children[0])!;
      const id = group.children[Math.floor(r() * group.children.length)];
      const u = r();
      if (u < 0.5) store.run(keyboardMoveCommand, { id, dir: u < 0.25 ? 'up' : 'down' });
      else if (u < 0.7)
        store.run(moveCommand, { ids: [id], target: { parentId: group.id, index: Math.floor(r() * group.children.length) } });
      else if (u < 0.78) store.run(removeElementCommand, { id });
      else if (u < 0.82) store.run(duplicateCommand, { id });
      else if (u < 0.84) store.run(ungroupCommand, { id });
      else if (u < 0.88)
        store.run(insertCommand, { parentId: group.id, collection: 'pages', index: Math.floor(r() * 1300), value: `new/${step}` });
      else if (u < 0.92) store.undo();
      else if (u < 0.94) store.redo();
      else
        store.run(moveCommand, {
          ids: [id, group.children[Math.floor(r() * group.children.length)]],
          target: { parentId: group.id, index: 3 },
        });
      versions.push(listOf());
      const now = versions[versions.length - 1];
      for (const back of [1, 2, 7, 40]) {
        const before = versions[Math.max(0, versions.length - 1 - back)];
        // Copies carry no notes: every item is compared.
        expect(changedStretch(before, now)).toEqual(changedStretch([...before], [...now]));
      }
    }
  });
});

// listCounter counts a list from the count of a list it was noted as made from and the stretch
// between them: after any run of edits, queried every version or only now and then, it must
// give what counting every item of a copy gives.
describe('listCounter after edits that note what they changed', () => {
  it('counts as a count of every item does, for random moves, removals, copies, insertions, undo and redo in a long mixed list', () => {
    const r = rng(11);
    // Pages, operation-like entries (a space) and groups, mixed.
    const items = Array.from({ length: 1200 }, (_, i) =>
      i % 97 === 0 ? { group: `G${i}`, pages: [`g/${i}`] } : i % 31 === 0 ? `GET /op/${i}` : `p/${i}`,
    );
    const store = new EditorSession();
    store.load(workspaceFromText(JSON.stringify({ navigation: { groups: [{ group: 'All', pages: items }] } })).workspace!);
    const listOf = () => {
      const nav = propOf(store.getState().workspace!.files['docs.json'].root, 'navigation')!.value;
      const group = (propOf(nav, 'groups')!.value as JsonArray).items[0];
      return (propOf(group, 'pages')!.value as JsonArray).items;
    };
    const spaced = listCounter((n: JsonNode) => n.type === 'string' && (n.value as string).includes(' '));
    const counters = [
      { count: objectItems, test: (n: JsonNode) => n.type === 'object' },
      { count: nonStringItems, test: (n: JsonNode) => n.type !== 'string' },
      { count: spaced, test: (n: JsonNode) => n.type === 'string' && (n.value as string).includes(' ') },
    ];
    for (const c of counters) expect(c.count(listOf())).toBe(listOf().filter(c.test).length);
    for (let step = 0; step < 150; step++) {
      const index = store.getIndex();
      const group = index.elements.get(index.elements.get(index.rootId!)!.children[0])!;
      const id = group.children[Math.floor(r() * group.children.length)];
      const u = r();
      if (u < 0.5) store.run(keyboardMoveCommand, { id, dir: u < 0.25 ? 'up' : 'down' });
      else if (u < 0.7)
        store.run(moveCommand, { ids: [id], target: { parentId: group.id, index: Math.floor(r() * group.children.length) } });
      else if (u < 0.78) store.run(removeElementCommand, { id });
      else if (u < 0.82) store.run(duplicateCommand, { id });
      else if (u < 0.84) store.run(ungroupCommand, { id });
      else if (u < 0.88)
        store.run(insertCommand, { parentId: group.id, collection: 'pages', index: Math.floor(r() * 1300), value: `new/${step}` });
      else if (u < 0.92) store.undo();
      else if (u < 0.94) store.redo();
      else
        store.run(moveCommand, {
          ids: [id, group.children[Math.floor(r() * group.children.length)]],
          target: { parentId: group.id, index: 3 },
        });
      const now = listOf();
      // Asked after some edits only, so a count is also made from one several edits back.
      for (const c of counters) if (r() < 0.4) expect(c.count(now)).toBe([...now].filter(c.test).length);
    }
  });
});

describe('undo and redo in a long list', () => {
  it('give back the very list and nodes of the version they return to, so nothing after them builds its part again', () => {
    const pages = Array.from({ length: 1200 }, (_, i) => `p/${i}`);
    const store = new EditorSession();
    store.load(workspaceFromText(JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } })).workspace!);
    const listOf = () => {
      const nav = propOf(store.getState().workspace!.files['docs.json'].root, 'navigation')!.value;
      return (propOf((propOf(nav, 'groups')!.value as JsonArray).items[0], 'pages')!.value as JsonArray).items;
    };
    const before = listOf();
    const group = store.getIndex().elements.get(store.getIndex().elements.get(store.getIndex().rootId!)!.children[0])!;
    store.run(keyboardMoveCommand, { id: group.children[3], dir: 'down' });
    const after = listOf();
    store.undo();
    expect(listOf()).toBe(before);
    store.redo();
    expect(listOf()).toBe(after);
    // And the stretch between them is known both ways, from the move's note.
    expect(changedStretch(after, before)).toEqual({ start: 3, endBefore: 5, endAfter: 5 });
  });
});
