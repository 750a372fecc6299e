import type { ProjectFiles } from './project-files';
import type { DirHandle } from './directory-handle';
import { validateSavedWork } from './restore-plan';

/**
 * Autosave storage in IndexedDB. Each browser tab (an editing session) keeps one record under
 * its own id, so a tab that ignores the restore offer and edits something else never
 * overwrites the work on offer. A record holds the texts being edited, the texts as they were
 * opened (so a restored document still diffs against the original), the project's other
 * files and when it was last changed.
 */
export interface SavedWork {
  /** The editing session that wrote it. */
  id: string;
  name: string;
  source: ProjectFiles['source'];
  mainPath: string;
  /** Texts of docs.json and its split files as they were opened. */
  originals: Record<string, string>;
  /** Their texts now. */
  current: Record<string, string>;
  /** Other files of the project (OpenAPI documents) and the page list with front matter. */
  files: Record<string, string>;
  pageFiles?: string[];
  frontMatter: Record<string, Record<string, string>>;
  /** The folder opened through File System Access, so Save works again after a restore. */
  handle?: DirHandle;
  /** docs.json's folder inside it ("" or "docs/"). */
  base?: string;
  savedAt: number;
  /**
   * True when the document was exported or saved as it is (nothing left to lose): it is kept so
   * a reload brings the document back, not the sample, and it is reopened without an offer.
   */
  saved?: boolean;
  /**
   * Set when a record is read back, never stored: the fields it held that could not be used (a
   * damaged or foreign record), for Restore to name. See validateSavedWork.
   */
  lost?: readonly string[];
}

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

/** Every saved record, newest first. */
export function listSavedWork(): Promise<SavedWork[]> {
  return tx<SavedWork[]>('readonly', (s, done) => {
    const req = s.getAll();
    req.onsuccess = () =>
      done(
        (req.result as unknown[])
          .map((raw) => validateSavedWork(raw))
          .filter((v) => v !== undefined)
          .map(({ work, lost }) => (lost.length ? { ...work, lost } : work))
          .sort((a, b) => b.savedAt - a.savedAt),
      );
  });
}

/** Store a session's work (replacing its previous record) and drop the oldest beyond KEEP. */
export async function writeSavedWork(w: SavedWork): Promise<void> {
  try {
    await put(w);
  } catch (e) {
    // A folder handle that cannot be cloned (not every browser stores them) must not cost the texts.
    if (!w.handle || (e as Error).name !== 'DataCloneError') throw e;
    await put({ ...w, handle: undefined });
  }
}

function put(w: SavedWork): Promise<void> {
  return tx<void>('readwrite', (s) => {
    s.put(w, w.id);
    const keys = s.getAll();
    keys.onsuccess = () => {
      const all = (keys.result as SavedWork[]).filter((x) => typeof x.id === 'string').sort((a, b) => b.savedAt - a.savedAt);
      for (const old of all.slice(KEEP)) s.delete(old.id);
    };
  });
}

/** Forget a session's saved work (after export, or when the person discards it). */
export function clearSavedWork(id: string): Promise<void> {
  return tx<void>('readwrite', (s) => void s.delete(id));
}
