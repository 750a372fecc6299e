import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSavedWork, listSavedWork, writeSavedWork, type SavedWork } from '../../src/io/autosave-store';

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
