/**
 * Autosave storage in IndexedDB: one record with the texts of the documents being edited, the
 * texts as they were opened (so a restore still diffs against the original), the project's
 * other files and when it was last changed.
 */
export interface SavedWork {
  name: string;
  mainPath: string;
  /** Texts of docs.json and its split files as they were opened. */
  originals: Record<string, string>;
  /** Their texts now. */
  current: Record<string, string>;
  /** Other files of the project (OpenAPI documents, page front matter) and the page list. */
  files: Record<string, string>;
  pageFiles?: string[];
  frontMatter: Record<string, Record<string, string>>;
  savedAt: number;
}

const DB = 'docsnav';
const STORE = 'autosave';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB cannot be opened'));
  });
}

function tx<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const t = db.transaction(STORE, mode);
        const req = fn(t.objectStore(STORE));
        t.oncomplete = () => {
          db.close();
          resolve(req.result as T);
        };
        t.onerror = t.onabort = () => {
          db.close();
          reject(t.error ?? new Error('the browser refused to store the work'));
        };
      }),
  );
}

/** The unsaved work, if any. */
export function readSavedWork(): Promise<SavedWork | undefined> {
  return tx<SavedWork | undefined>('readonly', (s) => s.get(KEY));
}

/** Store the current work (replacing the previous record). */
export function writeSavedWork(w: SavedWork): Promise<void> {
  return tx<void>('readwrite', (s) => s.put(w, KEY)).then(() => undefined);
}

/** Forget the saved work (after export, or when the user discards it). */
export function clearSavedWork(): Promise<void> {
  return tx<void>('readwrite', (s) => s.delete(KEY)).then(() => undefined);
}
