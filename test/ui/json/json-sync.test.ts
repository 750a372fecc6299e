// @vitest-environment jsdom
import './jsdom-for-monaco';
import { afterEach, describe, expect, it } from 'vitest';
import { docsJson } from '../../helpers/check';
import { el, storeWith, text } from '../../helpers/store';
import { monaco } from '../../../src/ui/json/monaco-setup';
import { JsonSync } from '../../../src/ui/json/json-sync';
import { workspaceFromText } from '../../../src/core/model/workspace';
import { keyboardMoveCommand, renameCommand } from '../../../src/core/commands/index';
import { labelOf } from '../../../src/core/model/nav-index';
import { rng } from '../../helpers/rng';

const NAV = {
  groups: [
    { group: 'A', pages: ['one', 'two', 'three'] },
    { group: 'B', pages: ['four'] },
  ],
};
let live: JsonSync[] = [];
afterEach(() => {
  live.forEach((s) => s.dispose());
  live = [];
});

function setup(nav: unknown = NAV) {
  const store = storeWith(docsJson(nav));
  let statusCalls = 0;
  const sync = new JsonSync(store, () => statusCalls++);
  live.push(sync);
  const model = sync.model('docs.json')!;
  const changes: Array<{ isFlush: boolean; ranges: number[] }> = [];
  model.onDidChangeContent((e) => changes.push({ isFlush: e.isFlush, ranges: e.changes.map((c) => c.range.startLineNumber) }));
  return { store, sync, model, changes, status: () => statusCalls };
}

/** What a person typing does: an edit that is not the sync's own. */
function type(model: ReturnType<typeof setup>['model'], find: string, replace: string) {
  const at = model.getValue().indexOf(find);
  expect(at).toBeGreaterThanOrEqual(0);
  const range = monaco.Range.fromPositions(model.getPositionAt(at), model.getPositionAt(at + find.length));
  model.pushEditOperations(null, [{ range, text: replace }], () => null);
}

const line = (s: string, needle: string) => s.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('JsonSync: document -> text', () => {
  it('a tree edit reaches the model as small edits at the changed lines, never a whole replacement', () => {
    const { store, model, changes } = setup();
    store.run(keyboardMoveCommand, { id: el(store, 'one').id, dir: 'down' });
    expect(model.getValue()).toBe(text(store));
    expect(changes).toHaveLength(1);
    expect(changes[0].isFlush).toBe(false);
    const lines = changes[0].ranges;
    // From the end of the line that opens the list (a page may move to its front) to the moved pages.
    expect(Math.min(...lines)).toBeGreaterThanOrEqual(line(docsJson(NAV), '"one"') - 1);
    expect(Math.max(...lines)).toBeLessThanOrEqual(line(docsJson(NAV), '"three"'));
  });

  it('undo and redo anywhere follow in the text, and Monaco can undo the edit it was given', () => {
    const { store, model } = setup();
    const before = model.getValue();
    store.run(renameCommand, { id: el(store, 'B').id, label: 'Bee' });
    expect(model.getValue()).toContain('"group": "Bee"');
    store.undo();
    expect(model.getValue()).toBe(before);
    store.redo();
    expect(model.getValue()).toBe(text(store));
    // The model's own undo stack holds the edits, so Ctrl+Z in the pane walks them back.
    model.undo();
    expect(model.getValue()).toBe(before);
  });

  it('opening another document gives fresh models', () => {
    const { store, sync, model } = setup();
    store.load(workspaceFromText(docsJson({ pages: ['other'] })).workspace!);
    expect(model.isDisposed()).toBe(true);
    expect(sync.model('docs.json')!.getValue()).toBe(docsJson({ pages: ['other'] }));
  });
});

describe('JsonSync: text -> document', () => {
  it('typing that parses becomes one undo step of the app, keeping the ids of what it did not touch', () => {
    const { store, sync, model } = setup();
    const ids = [el(store, 'A').id, el(store, 'two').id];
    store.select([ids[1]]);
    type(model, '"group": "A"', '"group": "Alpha"');
    expect(text(store)).toBe(docsJson(NAV)); // not before the pause (or a blur)
    sync.flush();
    expect(text(store)).toBe(model.getValue());
    expect(el(store, 'Alpha').id).toBe(ids[0]);
    expect(store.getState().selection).toEqual([ids[1]]);
    type(model, '"two"', '"two-b"');
    sync.flush();
    // Consecutive typing merges into one step: one Undo restores the text as it was.
    store.undo();
    expect(text(store)).toBe(docsJson(NAV));
    expect(model.getValue()).toBe(docsJson(NAV));
  });

  it('text that does not parse is kept, says where it breaks, and leaves the document alone', () => {
    const { store, sync, model } = setup();
    type(model, '"two",', '"two"');
    sync.flush();
    const syntax = sync.syntax('docs.json')!;
    expect(syntax.line).toBe(line(docsJson(NAV), '"three"'));
    expect(syntax.message).toMatch(/comma/);
    expect(text(store)).toBe(docsJson(NAV));
    // A tree edit elsewhere meanwhile is carried into the broken text, which stays as typed.
    store.run(renameCommand, { id: el(store, 'B').id, label: 'Bee' });
    expect(model.getValue()).toContain('"group": "Bee"');
    expect(model.getValue()).toContain('"two"\n');
    // Fixing the text applies both.
    type(model, '"two"\n', '"two",\n');
    sync.flush();
    expect(sync.syntax('docs.json')).toBeUndefined();
    expect(JSON.parse(text(store)).navigation.groups.map((g: { group: string }) => g.group)).toEqual(['A', 'Bee']);
  });

  it('when the document changes the very place being typed, the typing wins and can be dropped', () => {
    const { store, sync, model } = setup();
    type(model, '"group": "B"', '"group": "B!');
    sync.flush(); // does not parse: pending
    store.run(renameCommand, { id: el(store, 'B').id, label: 'Bravo' });
    expect(sync.hasConflict('docs.json')).toBe(true);
    expect(model.getValue()).toContain('"group": "B!');
    sync.takeDocumentVersion('docs.json');
    expect(model.getValue()).toBe(text(store));
    expect(sync.hasConflict('docs.json')).toBe(false);
    expect(sync.syntax('docs.json')).toBeUndefined();
  });

  it('typing that parses wins over a document edit of the same place at the next pause', () => {
    const { store, sync, model } = setup();
    type(model, '"group": "B"', '"group": "Bx"');
    store.run(renameCommand, { id: el(store, 'B').id, label: 'Bravo' });
    expect(sync.hasConflict('docs.json')).toBe(true);
    sync.flush();
    expect(text(store)).toBe(model.getValue());
    expect(JSON.parse(text(store)).navigation.groups.map((g: { group: string }) => g.group)).toEqual(['A', 'Bx']);
    // A document edit of two places, one of them the typed one: the pane's text, as typed, wins.
    type(model, '"two"', '"twoo"');
    store.run(keyboardMoveCommand, { id: el(store, 'one').id, dir: 'down' });
    expect(sync.hasConflict('docs.json')).toBe(true);
    sync.flush();
    expect(text(store)).toBe(model.getValue());
    expect(JSON.parse(text(store)).navigation.groups[0].pages).toEqual(['one', 'twoo', 'three']);
    expect(store.getState().lastChange?.kind).not.toBe('load');
  });

  it('places a problem past the typing not applied yet, and text that does not parse at its break', () => {
    const { store, sync, model } = setup();
    const dup = { severity: 'warning' as const, code: 'x', message: 'm', file: 'docs.json', path: ['navigation', 'groups', 1, 'group'] };
    const where = () => {
      const at = sync.placeOf('docs.json', dup)!;
      return model.getValue().slice(at.offset, at.offset + at.length);
    };
    expect(where()).toBe('"group": "B"');
    // Typing above it, not applied yet: the place moves with the text.
    type(model, '"group": "A"', '"group": "A longer label"');
    expect(where()).toBe('"group": "B"');
    // Typing that breaks the JSON: the session's error sits where it breaks, and counts as one.
    type(model, '"two",', '"two"');
    sync.flush();
    const broken = store.getSnapshot().diagnostics.find((d) => d.code === 'not-json')!;
    const at = sync.placeOf('docs.json', broken)!;
    // A comma is missing after "two": the text breaks where "three" starts.
    expect(model.getValue().slice(at.offset).startsWith('"three"')).toBe(true);
    expect(where()).toBe('"group": "B"');
  });
});

describe('JsonSync: what a pause hands the session', () => {
  // The pane hands over the synced text with the typed stretch replaced (edit-within.ts), not the
  // model's text read whole: after each pause the document's text must be the model's, whatever
  // was typed (several changes, undo in Monaco, CRLF line breaks) and whatever the document did
  // meanwhile.
  for (const eol of ['\n', '\r\n'])
    it(`is the model's text after random typing and tree edits (${eol === '\n' ? 'LF' : 'CRLF'})`, () => {
      const store = storeWith(docsJson(NAV).replace(/\n/g, eol));
      const sync = new JsonSync(store, () => {});
      live.push(sync);
      const model = sync.model('docs.json')!;
      const random = rng(eol.length * 101);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
      let took = 0;
      for (let k = 0; k < 600; k++) {
        const r = random();
        const value = model.getValue();
        if (r < 0.6) {
          // One or two changes in one edit: inside a string, whitespace, a line break, a deletion.
          const ops = [];
          let from = Math.floor(random() * value.length);
          for (let j = random() < 0.3 ? 2 : 1; j > 0 && from < value.length; j--) {
            const to = Math.min(value.length, from + Math.floor(random() * 3));
            const range = monaco.Range.fromPositions(model.getPositionAt(from), model.getPositionAt(to));
            ops.push({ range, text: pick(['', 'x', ' ', '\n', '  ', '"y",', 'é']) });
            from = to + 5 + Math.floor(random() * 40);
          }
          model.pushEditOperations(null, ops, () => null);
        } else if (r < 0.7) model.undo();
        else if (r < 0.8) {
          const pages = ['one', 'two', 'three', 'four'].filter((p) =>
            store.getIndex().order.some((id) => labelOf(store.getIndex().elements.get(id)!) === p),
          );
          if (pages.length) store.run(keyboardMoveCommand, { id: el(store, pick(pages)).id, dir: pick(['up', 'down'] as const) });
        } else {
          sync.flush();
          if (!sync.syntax('docs.json') && !sync.hasConflict('docs.json')) {
            took++;
            expect(text(store)).toBe(model.getValue());
          } else if (random() < 0.5) {
            // Most random typing breaks the JSON: start again from the document's text at times.
            if (sync.hasConflict('docs.json')) sync.takeDocumentVersion('docs.json');
            else model.setValue(text(store));
          }
        }
      }
      expect(took).toBeGreaterThan(40);
    });
});
