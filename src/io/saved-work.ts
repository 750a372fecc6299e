import type { ProjectFiles } from './project-files';
import type { DirHandle } from './directory-handle';

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
