import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSavedWork, listSavedWork, writeSavedWork, type SavedWork } from '../../src/io/autosave-store';
import { blobOfParts, prepareBlobs, storedWork, type BlobCache } from '../../src/io/stored-texts';
import { keyboardMoveCommand } from '../../src/core/commands/index';
import { editText } from '../../src/core/session/edit-text';
import { storeWith } from '../helpers/store';

function work(id: string, savedAt: number, text = '{}'): SavedWork {
  return {
    id,
    name: 'Docs',
    source: 'folder',
    mainPath: 'docs.json',
    originals: { 'docs.json': '{}' },
    current: { 'docs.json': text },
    files: {},
    frontMatter: {},
    savedAt,
  };
}

beforeEach(async () => {
  for (const w of await listSavedWork()) await clearSavedWork(w.id);
});

describe('autosave storage', () => {
  it('keeps one record per session, newest first, replacing its own', async () => {
    await writeSavedWork(work('a', 1, 'one'));
    await writeSavedWork(work('b', 2));
    await writeSavedWork(work('a', 3, 'two'));
    const all = await listSavedWork();
    expect(all.map((w) => [w.id, w.savedAt, w.current['docs.json']])).toEqual([
      ['a', 3, 'two'],
      ['b', 2, '{}'],
    ]);
  });

  it('forgets a session’s record, and only that one', async () => {
    await writeSavedWork(work('a', 1));
    await writeSavedWork(work('b', 2));
    await clearSavedWork('a');
    expect((await listSavedWork()).map((w) => w.id)).toEqual(['b']);
  });

  it('keeps the five newest records, not a growing pile', async () => {
    for (let i = 0; i < 8; i++) await writeSavedWork(work(`s${i}`, i));
    expect((await listSavedWork()).map((w) => w.id)).toEqual(['s7', 's6', 's5', 's4', 's3']);
  });
});

describe('large texts (stored as Blobs made in idle time)', () => {
  // A text of 1.5 million characters with a surrogate pair (an emoji) across each piece's end.
  const PIECE = 1 << 19;
  const big = (seed: string) => {
    let s = '';
    while (s.length < 3 * PIECE) s += `${seed} ${s.length} é 😀 `;
    return `${s.slice(0, PIECE - 1)}😀${s.slice(PIECE - 1, 2 * PIECE - 1)}😀${s.slice(2 * PIECE)}`;
  };
  // A config of 1.6 MB as a session holds it after a move: its text is several runs.
  const pages = Array.from({ length: 90_000 }, (_, i) => `p/${i}-é€😀`);
  const opened = JSON.stringify({ navigation: { groups: [{ group: 'All', pages }] } }, null, 2);
  const moved = () => {
    const store = storeWith(opened);
    const group = store.getIndex().elements.get(store.getIndex().elements.get(store.getIndex().rootId!)!.children[0])!;
    store.run(keyboardMoveCommand, { id: group.children[5], dir: 'down' });
    return store.getSnapshot();
  };

  // Runs `run` counting the Blobs made meanwhile, by construction (slices of a Blob are not);
  // `made()` says how many so far. Gives what `run` gave and the count at its end.
  const counting = async <T>(run: (made: () => number) => Promise<T>): Promise<[T, number]> => {
    const Real = globalThis.Blob;
    let made = 0;
    globalThis.Blob = class extends Real {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        made++;
      }
    };
    try {
      return [await run(() => made), made];
    } finally {
      globalThis.Blob = Real;
    }
  };

  it('a text made of runs is one Blob of the same text, pairs cut by a piece kept whole', async () => {
    const text = big('runs');
    const blob = await blobOfParts([text.slice(0, 10), text.slice(10, PIECE + 7), text.slice(PIECE + 7)], () => false);
    expect(await blob!.text()).toBe(text);
  });

  it('are written as Blobs and read back exactly, the others as they were', async () => {
    const snap = moved();
    const edited = snap.text('docs.json')!.text;
    expect(edited).not.toBe(opened);
    const files = { 'api.json': big('api'), 'small.yaml': 'openapi: 3.1.0' };
    const base = { ...work('big', 9), originals: { 'docs.json': opened }, files };
    const w = await storedWork(base, snap, new Map(), () => false);
    expect(w!.current['docs.json']).toBeInstanceOf(Blob);
    expect(w!.originals['docs.json']).toBeInstanceOf(Blob);
    expect(w!.files['small.yaml']).toBe('openapi: 3.1.0');
    await writeSavedWork(w!);
    const [back] = await listSavedWork();
    expect(back.current['docs.json']).toBe(edited);
    expect(back.originals['docs.json']).toBe(opened);
    expect(back.files).toEqual(files);
  });

  it("a folder's large OpenAPI documents, never read on the page, go in as their files' bytes and come back as texts", async () => {
    const snap = moved();
    const api = '{"openapi": "3.1.0", "info": {"title": "\u00e9", "version": "1"}, "paths": {}}';
    const file = new Blob([api]);
    const base = { ...work('late', 9), originals: { 'docs.json': opened }, files: { 'small.yaml': 'openapi: 3.1.0' } };
    const w = await storedWork(base, snap, new Map(), () => false, new Map([['big/api.json', file]]));
    // No worker here to copy it: the file itself.
    expect(w!.files['big/api.json']).toBe(file);
    await writeSavedWork(w!);
    const [back] = await listSavedWork();
    expect(back.files).toEqual({ 'small.yaml': 'openapi: 3.1.0', 'big/api.json': api });
    // A write overtaken meanwhile stops there.
    expect(await storedWork(base, snap, new Map(), () => true, new Map([['big/api.json', file]]))).toBeUndefined();
  });

  it('reads back a large text with its byte order mark, as the file was opened', async () => {
    // readText keeps a BOM (U+FEFF) so that an export is the opened file byte for byte; a
    // record's Blob read back with Blob.text() dropped it.
    const withBom = `\uFEFF${opened}`;
    const snap = storeWith(withBom).getSnapshot();
    const files = { 'api.json': `\uFEFF${big('api')}` };
    const base = { ...work('bom', 9), originals: { 'docs.json': withBom }, current: { 'docs.json': withBom }, files };
    const w = await storedWork(base, snap, new Map(), () => false);
    expect(w!.originals['docs.json']).toBeInstanceOf(Blob);
    await writeSavedWork(w!);
    const [back] = await listSavedWork();
    expect(back.originals['docs.json']).toBe(withBom);
    expect(back.current['docs.json']).toBe(withBom);
    expect(back.files).toEqual(files);
  });

  it('keeps the Blob of a text that stays the same, and stops when a newer write begins', async () => {
    const snap = moved();
    const cache: BlobCache = new Map();
    const base = { ...work('big', 9), originals: { 'docs.json': opened } };
    const a = await storedWork(base, snap, cache, () => false);
    const b = await storedWork(base, snap, cache, () => false);
    expect(b!.originals['docs.json']).toBe(a!.originals['docs.json']);
    expect(await storedWork(base, snap, new Map(), () => true)).toBeUndefined();
  });

  it('keeps what it made of a Blob when its write is overtaken, and the next write goes on from there', async () => {
    const snap = moved();
    const base = { ...work('big', 9), originals: { 'docs.json': opened } };
    // Blobs made: the pieces, and the Blobs made of them.
    await counting(async (made) => {
      await storedWork(base, snap, new Map(), () => false);
      const once = made();
      const cache: BlobCache = new Map();
      let looks = 0;
      // Overtaken after two idle periods: its record is not written.
      expect(await storedWork(base, snap, cache, () => ++looks > 2)).toBeUndefined();
      expect(made()).toBeGreaterThan(once);
      const w = await storedWork(base, snap, cache, () => false);
      // No piece was made twice.
      expect(made()).toBe(2 * once);
      expect(await (w!.originals['docs.json'] as Blob).text()).toBe(opened);
      expect(await (w!.current['docs.json'] as Blob).text()).toBe(snap.text('docs.json')!.text);
    });
  });

  it('makes the Blobs of large texts as opened ahead of the first write', async () => {
    const cache: BlobCache = new Map();
    await prepareBlobs(
      cache,
      new Map([
        ['docs.json', opened],
        ['small.json', '{}'],
      ]),
      () => false,
    );
    expect([...cache.keys()]).toEqual(['originals:docs.json']);
    let looks = 0;
    const snap = moved();
    const w = await storedWork({ ...work('ahead', 9), originals: { 'docs.json': opened } }, snap, cache, () => (looks++, false));
    expect(looks).toBeLessThanOrEqual(3);
    expect(await (w!.current['docs.json'] as Blob).text()).toBe(snap.text('docs.json')!.text);
  });

  it('cuts an edited text from the Blob of the text it is printed from: only the edits are encoded', async () => {
    // Moves far apart, in pieces after others full of two-, three- and four-byte characters.
    const store = storeWith(opened);
    const index = store.getIndex();
    const group = index.elements.get(index.elements.get(index.rootId!)!.children[0])!;
    for (const k of [3, 40_000, 89_990]) store.run(keyboardMoveCommand, { id: group.children[k], dir: 'down' });
    const snap = store.getSnapshot();
    const edited = snap.text('docs.json')!.text;
    const cache: BlobCache = new Map();
    let looks = 0;
    const base = { ...work('cut', 9), originals: { 'docs.json': opened } };
    const first = await storedWork(base, snap, cache, () => (looks++, false));
    expect(await (first!.current['docs.json'] as Blob).text()).toBe(edited);
    // The second write of the same record waits for no idle period: nothing left to encode a piece at a time.
    const before = looks;
    const second = await storedWork(base, snap, cache, () => (looks++, false));
    expect(await (second!.current['docs.json'] as Blob).text()).toBe(edited);
    expect(looks - before).toBeLessThanOrEqual(3);
    // Printed from another text (typed in the JSON pane): that text's Blob is made once and kept.
    const typed = storeWith(`${opened}\n`);
    typed.run(keyboardMoveCommand, {
      id: typed.getIndex().elements.get(typed.getIndex().elements.get(typed.getIndex().rootId!)!.children[0])!.children[7],
      dir: 'down',
    });
    const t = await storedWork(base, typed.getSnapshot(), cache, () => false);
    expect(await (t!.current['docs.json'] as Blob).text()).toBe(typed.getSnapshot().text('docs.json')!.text);
    expect(cache.get('source:docs.json')?.text).toBe(`${opened}\n`);
  });

  it('cuts the Blob of a text typed in the JSON pane from the last one: an Enter encodes the new line alone', async () => {
    const store = storeWith(opened);
    const cache: BlobCache = new Map();
    const base = { ...work('enter', 9), originals: { 'docs.json': opened } };
    await storedWork(base, store.getSnapshot(), cache, () => false);
    for (const at of [0.5, 0.1, 0.9]) {
      // An Enter at the end of a line: the text with it becomes the file's source (see whitespace-edit.ts).
      const now = store.getSnapshot().text('docs.json')!.text;
      const eol = now.indexOf('\n', Math.floor(now.length * at));
      const typed = `${now.slice(0, eol)}\n    ${now.slice(eol)}`;
      expect(editText(store, 'docs.json', typed).ok).toBe(true);
      const snap = store.getSnapshot();
      expect(snap.text('docs.json')!.doc.source.text).toBe(typed);
      let looks = 0;
      const [w, made] = await counting(() => storedWork(base, snap, cache, () => (looks++, false)));
      expect(await (w!.current['docs.json'] as Blob).text()).toBe(typed);
      // No piece encoded in idle time (three pieces or more, each after a look, when encoded anew):
      // the new line, the source's Blob cut around it, and the record's Blob cut from that.
      expect(looks).toBeLessThanOrEqual(3);
      expect(made).toBeLessThanOrEqual(3);
    }
  });

  describe('a text read from a file, given a copy of the file (made in a worker in the browser)', () => {
    const write = (copy: Blob | undefined, text = opened) =>
      counting(async () => {
        const cache: BlobCache = new Map();
        await prepareBlobs(cache, [['docs.json', text]], () => false, new Map([['docs.json', Promise.resolve(copy)]]));
        return storedWork({ ...work('file', 9), originals: { 'docs.json': text } }, moved(), cache, () => false);
      });

    it('is stored as that copy: its pieces counted, none encoded, and read back exactly', async () => {
      const copy = new Blob([Buffer.from(opened, 'utf8')]);
      // Moves far apart, among two-, three- and four-byte characters: each cut of the copy falls where the text says.
      const store = storeWith(opened);
      const group = store.getIndex().elements.get(store.getIndex().elements.get(store.getIndex().rootId!)!.children[0])!;
      for (const k of [3, 40_000, 89_990]) store.run(keyboardMoveCommand, { id: group.children[k], dir: 'down' });
      const [w, made] = await counting(async () => {
        const cache: BlobCache = new Map();
        await prepareBlobs(cache, [['docs.json', opened]], () => false, new Map([['docs.json', Promise.resolve(copy)]]));
        return storedWork({ ...work('file', 9), originals: { 'docs.json': opened } }, store.getSnapshot(), cache, () => false);
      });
      expect(w!.originals['docs.json']).toBe(copy);
      // The edited text's one Blob, of stretches cut from the copy and the printer's edits.
      expect(made).toBe(1);
      await writeSavedWork(w!);
      const [back] = await listSavedWork();
      expect(back.originals['docs.json']).toBe(opened);
      expect(back.current['docs.json']).toBe(store.getSnapshot().text('docs.json')!.text);
    });

    it('is encoded as before when the copy is not its UTF-8 byte for byte, or there is none', async () => {
      // Another size (not the file the text was read from), an invalid byte read as U+FFFD, no copy (the file could not be read).
      const other = new Blob([Buffer.from(`${opened} `, 'utf8')]);
      const bad = Buffer.concat([Buffer.from(opened.slice(0, 1000), 'utf8'), Buffer.from([0xff]), Buffer.from(opened.slice(1001), 'utf8')]);
      const odd = `${opened.slice(0, 1000)}\uFFFD${opened.slice(1001)}`;
      for (const [copy, text] of [
        [other, opened],
        [new Blob([bad]), odd],
        [undefined, opened],
      ] as const) {
        const [w, made] = await write(copy, text);
        expect(w!.originals['docs.json']).not.toBe(copy);
        expect(made).toBeGreaterThan(3);
        expect(await (w!.originals['docs.json'] as Blob).text()).toBe(text);
        expect(await (w!.current['docs.json'] as Blob).text()).toBe(moved().text('docs.json')!.text);
      }
    });
  });

  it('a text UTF-8 cannot hold (a lone surrogate) stays a string', async () => {
    const odd = `${big('odd')}\ud800 end`;
    expect(await blobOfParts([odd], () => false)).toBeUndefined();
    const w = await storedWork({ ...work('odd', 9), originals: { 'docs.json': odd } }, moved(), new Map(), () => false);
    expect(w!.originals['docs.json']).toBe(odd);
  });
});
