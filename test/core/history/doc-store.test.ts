import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocStore } from '../../../src/core/history/doc-store';
import { HISTORY_LIMIT, MERGE_WINDOW_MS } from '../../../src/core/history/history';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { keyboardMoveCommand, renameCommand, ungroupCommand } from '../../../src/core/commands/index';

const TEXT =
  '{\n  "navigation": {\n    "groups": [\n      { "group": "A", "pages": ["a", "b", "c"] },\n      { "group": "B", "pages": ["d"] }\n    ]\n  }\n}\n';

function store(text = TEXT): DocStore {
  const s = new DocStore();
  s.load(workspaceFromText(text).workspace!);
  return s;
}
const id = (s: DocStore, label: string) => [...navIndexOf(s.getState().workspace!).elements.values()].find((e) => labelOf(e) === label)!.id;

afterEach(() => vi.useRealTimers());

describe('DocStore', () => {
  it('loading records no undo step, is clean, and says it was a load', () => {
    const s = store();
    const st = s.getState();
    expect(st.history).toEqual({ undo: [], redo: [] });
    expect(st.dirty).toBe(false);
    expect(st.lastChange).toEqual({ kind: 'load', label: 'open' });
    expect(s.undo()).toBe(false);
    expect(s.undoLabel()).toBeUndefined();
  });

  it('loading a new document forgets the history of the old one', () => {
    const s = store();
    s.run(renameCommand, { id: id(s, 'A'), label: 'Z' });
    s.load(workspaceFromText(TEXT).workspace!);
    expect(s.getState().history.undo).toHaveLength(0);
    expect(s.getState().dirty).toBe(false);
  });

  it('a refused command changes nothing and records nothing', () => {
    const s = store();
    const before = s.getState();
    const r = s.run(ungroupCommand, { id: id(s, 'A') });
    expect(r.ok).toBe(false);
    expect(s.getState()).toBe(before);
  });

  it('names what undo and redo would do, and restores the selection with the document', () => {
    const s = store();
    s.select([id(s, 'b')]);
    s.run(keyboardMoveCommand, { id: id(s, 'b'), dir: 'up' });
    expect(s.undoLabel()).toBe("move 'b'");
    s.select([]);
    s.undo();
    expect(s.getState().selection).toEqual([id(s, 'b')]);
    expect(s.redoLabel()).toBe("move 'b'");
    expect(s.getState().lastChange).toEqual({ kind: 'undo', label: "move 'b'" });
  });

  it('a command that selects what was selected keeps the very selection (the panels keep their rows)', () => {
    const s = store();
    s.select([id(s, 'b')]);
    const selection = s.getState().selection;
    s.run(keyboardMoveCommand, { id: id(s, 'b'), dir: 'up' });
    expect(s.getState().selection).toBe(selection);
    s.run(keyboardMoveCommand, { id: id(s, 'c'), dir: 'up' });
    expect(s.getState().selection).toEqual([id(s, 'c')]);
  });

  it('a new edit after an undo clears redo', () => {
    const s = store();
    s.run(renameCommand, { id: id(s, 'A'), label: 'X' });
    s.undo();
    s.run(renameCommand, { id: id(s, 'B'), label: 'Y' });
    expect(s.redo()).toBe(false);
    expect(s.getState().history.undo).toHaveLength(1);
  });

  it('typing in one field merges into one step within the merge window, and not after it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const s = store();
    const a = id(s, 'A');
    s.run(renameCommand, { id: a, label: 'AB' }, { mergeKey: 'label' });
    vi.setSystemTime(1_000_000 + MERGE_WINDOW_MS - 1);
    s.run(renameCommand, { id: a, label: 'ABC' }, { mergeKey: 'label' });
    expect(s.getState().history.undo).toHaveLength(1);
    vi.setSystemTime(1_000_000 + 3 * MERGE_WINDOW_MS);
    s.run(renameCommand, { id: a, label: 'ABCD' }, { mergeKey: 'label' });
    expect(s.getState().history.undo).toHaveLength(2);
    s.undo();
    s.undo();
    expect(labelOf(navIndexOf(s.getState().workspace!).elements.get(a)!)).toBe('A');
  });

  it('dirty follows the save point through undo and redo', () => {
    const s = store();
    s.run(renameCommand, { id: id(s, 'A'), label: 'X' });
    expect(s.getState().dirty).toBe(true);
    s.markSaved();
    expect(s.getState().dirty).toBe(false);
    s.undo();
    expect(s.getState().dirty).toBe(true);
    s.redo();
    expect(s.getState().dirty).toBe(false);
  });

  it('a document loaded as unsaved (a restore) stays dirty until it is saved', () => {
    const s = new DocStore();
    s.load(workspaceFromText(TEXT).workspace!, { dirty: true });
    expect(s.getState().dirty).toBe(true);
    s.markSaved();
    expect(s.getState().dirty).toBe(false);
  });

  it('keeps at most HISTORY_LIMIT steps, dropping the oldest', () => {
    const s = store();
    const a = id(s, 'A');
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s.run(renameCommand, { id: a, label: `n${i}` });
    expect(s.getState().history.undo).toHaveLength(HISTORY_LIMIT);
    while (s.undo());
    expect(labelOf(navIndexOf(s.getState().workspace!).elements.get(a)!)).toBe('n4');
  });

  it('tells subscribers of every change, and not after they leave', () => {
    const s = store();
    const seen: string[] = [];
    const off = s.subscribe(() => seen.push(s.getState().lastChange?.kind ?? ''));
    s.run(renameCommand, { id: id(s, 'A'), label: 'X' });
    s.undo();
    s.redo();
    off();
    s.undo();
    expect(seen).toEqual(['edit', 'undo', 'redo']);
  });
});
