import type { SavedWork } from './saved-work';
import type { StoredWork } from './stored-texts';

export type { SavedWork } from './saved-work';

// Autosave storage in IndexedDB, one SavedWork record per tab (saved-work.ts says what it holds).

const DB = 'docsnav';
const STORE = 'autosave';
/** Records kept at most; the oldest go first. Enough for a few tabs, not a growing pile. */
const KEEP = 5;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB, 1);
    } catch (e) {
      return reject(e as Error);
    }
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB cannot be opened'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function tx<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore, done: (v: T) => void) => void): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        let value: T;
        const t = db.transaction(STORE, mode);
        fn(t.objectStore(STORE), (v) => (value = v));
        t.oncomplete = () => {
          db.close();
          resolve(value);
        };
        t.onerror = t.onabort = () => {
          db.close();
          reject(t.error ?? new Error('the browser refused to store the work'));
        };
      }),
  );
}

/** stored-texts.ts (large texts as Blobs), loaded when first needed: not with the page. */
export const storedTexts = () => import('./stored-texts');

/** Every saved record, newest first. */
export async function listSavedWork(): Promise<SavedWork[]> {
  let raw = await tx<unknown[]>('readonly', (s, done) => {
    const req = s.getAll();
    req.onsuccess = () => done(req.result as unknown[]);
  });
  // Large texts may be stored as Blobs: read back, and every record checked, with stored-texts.ts,
  // loaded only when there is a record (most starts have none).
  if (!raw.length) return [];
  const { withTextsRead, validateSavedWork } = await storedTexts();
  raw = await Promise.all(raw.map(withTextsRead));
  return raw
    .map((r) => validateSavedWork(r))
    .filter((v) => v !== undefined)
    .map(({ work, lost }) => (lost.length ? { ...work, lost } : work))
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** Store a session's work (replacing its previous record) and drop the oldest beyond KEEP. */
export async function writeSavedWork(w: SavedWork | StoredWork): Promise<void> {
  try {
    await put(w);
  } catch (e) {
    // A folder handle that cannot be cloned (not every browser stores them) must not cost the texts.
    if (!w.handle || (e as Error).name !== 'DataCloneError') throw e;
    await put({ ...w, handle: undefined });
  }
}

function put(w: SavedWork | StoredWork): Promise<void> {
  return tx<void>('readwrite', (s) => {
    s.put(w, w.id);
    // The records are read (every text of every kept session) only when there are more than
    // KEEP of them, which only a new session's first save makes: a save of the same session
    // reading them all again cost 26 ms of the main thread per edit on an 8 MB config.
    const ids = s.getAllKeys();
    ids.onsuccess = () => {
      if (ids.result.filter((k) => typeof k === 'string').length <= KEEP) return;
      const records = s.getAll();
      records.onsuccess = () => {
        const all = (records.result as SavedWork[]).filter((x) => typeof x.id === 'string').sort((a, b) => b.savedAt - a.savedAt);
        for (const old of all.slice(KEEP)) s.delete(old.id);
      };
    };
  });
}

/** Forget a session's saved work (after export, or when the person discards it). */
export function clearSavedWork(id: string): Promise<void> {
  return tx<void>('readwrite', (s) => void s.delete(id));
}
