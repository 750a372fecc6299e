import type { SaveTarget } from './project-files';
import type { DirHandle } from './directory-handle';

/** A save target into an opened folder (made by src/io/directory-save-target.ts); autosave keeps its handle so Save works after a restore. */
export interface DirectorySaveTarget extends SaveTarget {
  readonly handle: DirHandle;
  readonly base: string;
}

/** True for a target made by directorySaveTarget (here, not there: autosave asks after every edit, and that module loads when used). */
export function isDirectoryTarget(t: SaveTarget | undefined): t is DirectorySaveTarget {
  return !!t && 'handle' in t && 'base' in t;
}
