import type { SavedWork } from './saved-work';

/** Where the last edit waits when the page goes away before its IndexedDB write is done. */
const KEY = 'docsnav-pending-work';

/**
 * Keep `w` synchronously, for a page that is going away (pagehide, beforeunload, hidden): an
 * IndexedDB write begun then is not sure to commit before a reload tears the page down, and an
 * edit made within the autosave's debounce was lost (#18). localStorage writes at once; it may
 * be full or missing (a 2 MB config in a small quota): then false, and only the IndexedDB write
 * is left to try. Handles (File System Access) cannot be stored this way and are left out.
 */
export function stashPendingWork(w: SavedWork): boolean {
  try {
    const { handle: _handle, lost: _lost, ...plain } = w;
    localStorage.setItem(KEY, JSON.stringify(plain));
    return true;
  } catch {
    return false;
  }
}

/**
 * The work stashed by `stashPendingWork`, once (it is removed at once), checked like any stored
 * record; the check loads only when there is one (most starts have none).
 */
export async function takePendingWork(): Promise<SavedWork | undefined> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const { validateSavedWork } = await import('./restore-plan');
    return validateSavedWork(JSON.parse(raw))?.work;
  } catch {
    return undefined;
  }
}
