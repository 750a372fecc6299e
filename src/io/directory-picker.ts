import type { DirHandle } from './directory-handle';

/*
 * The folder picker of the File System Access API, apart from the folder's reading
 * (directory-handle.ts): the Open folder button asks these at once, in the click that allows
 * the picker, and the reading loads with the folder chosen (see use-project-opener.ts).
 */

type PickerWindow = { showDirectoryPicker?: (opts?: { id?: string; mode?: 'read' | 'readwrite' }) => Promise<DirHandle> };

/** True where the browser can open a folder for reading and writing back (Chromium). */
export function canPickDirectory(): boolean {
  return typeof (globalThis as PickerWindow).showDirectoryPicker === 'function';
}

/**
 * Ask the person for a folder. Resolves undefined when they cancel (an AbortError is a choice,
 * not a failure); rejects with the browser's reason otherwise.
 */
export async function pickDirectory(): Promise<DirHandle | undefined> {
  try {
    return await (globalThis as PickerWindow).showDirectoryPicker!({ id: 'docsnav-project' });
  } catch (e) {
    if ((e as Error).name === 'AbortError') return undefined;
    throw e;
  }
}
