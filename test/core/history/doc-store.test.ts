import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocStore } from '../../../src/core/history/doc-store';
import { HISTORY_LIMIT, HISTORY_TEXT_LIMIT, MERGE_WINDOW_MS } from '../../../src/core/history/history';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { keyboardMoveCommand, renameCommand, replaceFileTextCommand, ungroupCommand } from '../../../src/core/commands/index';

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

  it('still says the document changed with every kept step undone, once older ones were let go', () => {
    const s = store();
    const a = id(s, 'A');
    for (let i = 0; i < HISTORY_LIMIT + 1; i++) s.run(renameCommand, { id: a, label: `n${i}` });
    while (s.undo());
    // Not the document as opened ("A"): the first rename is gone from the history.
    expect(labelOf(navIndexOf(s.getState().workspace!).elements.get(a)!)).toBe('n0');
    expect(s.getState().dirty).toBe(true);
  });

  describe('text typed in the JSON pane (each step holds the whole file)', () => {
    const texts = (s: DocStore) => {
      const h = s.getState().history;
      return [...h.undo, ...h.redo].flatMap((e) =>
        [...e.patches, ...e.inversePatches].map((p) => (p.value as { source: { text: string } }).source.text),
      );
    };
    // A docs.json of about `size` characters whose first group is labelled `label`.
    const big = (label: string, size: number) => TEXT.replace('"A"', `"${label}"`).replace('"b"', `"${'b'.repeat(size)}"`);

    it('typing merged into one step keeps the text before and the text after, not each keystroke', () => {
      vi.useFakeTimers();
      vi.setSystemTime(1_000_000);
      const s = store();
      for (let i = 1; i <= 5; i++) {
        vi.setSystemTime(1_000_000 + i * 10);
        s.run(
          replaceFileTextCommand,
          { file: 'docs.json', text: TEXT.replace('"A"', `"A${'x'.repeat(i)}"`) },
          { mergeKey: 'json-text:docs.json' },
        );
      }
      expect(s.getState().history.undo).toHaveLength(1);
      expect(texts(s)).toEqual([TEXT.replace('"A"', '"Axxxxx"'), TEXT]);
      s.undo();
      expect(labelOf(navIndexOf(s.getState().workspace!).elements.get(id(s, 'A'))!)).toBe('A');
      s.redo();
      expect(s.getState().workspace!.files['docs.json'].source.text).toBe(TEXT.replace('"A"', '"Axxxxx"'));
    });

    it('the oldest steps go once the steps hold more than HISTORY_TEXT_LIMIT characters; the newest stays', () => {
      const size = Math.ceil(HISTORY_TEXT_LIMIT / 4);
      const s = store();
      for (let i = 0; i < 6; i++) s.run(replaceFileTextCommand, { file: 'docs.json', text: big(`v${i}`, size) });
      const h = s.getState().history;
      // Each step holds one text of about a quarter of the limit: three fit.
      expect(h.undo).toHaveLength(3);
      expect(h.undo.reduce((n, e) => n + (e.weight ?? 0), 0)).toBeLessThanOrEqual(HISTORY_TEXT_LIMIT);
      // Undo goes back through the kept steps to the text the oldest kept step replaced.
      while (s.undo());
      expect(labelOf(navIndexOf(s.getState().workspace!).elements.get(id(s, 'v2'))!)).toBe('v2');
      expect(s.getState().dirty).toBe(true);
      // One step larger than the limit is still undoable.
      const t = store();
      t.run(replaceFileTextCommand, { file: 'docs.json', text: big('huge', HISTORY_TEXT_LIMIT + 1) });
      expect(t.getState().history.undo).toHaveLength(1);
      expect(t.undo()).toBe(true);
      expect(t.getState().dirty).toBe(false);
    });

    it('tree edits hold no text and are not let go for it', () => {
      const s = store();
      s.run(replaceFileTextCommand, { file: 'docs.json', text: big('v', HISTORY_TEXT_LIMIT - 1000) });
      for (let i = 0; i < 10; i++) s.run(renameCommand, { id: id(s, i ? `r${i - 1}` : 'v'), label: `r${i}` });
      expect(s.getState().history.undo).toHaveLength(11);
    });
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
