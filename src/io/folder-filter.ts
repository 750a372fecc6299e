/**
 * Which parts of a docs repository docsnav reads. One place for the folder input, a dropped
 * folder and a File System Access folder, so the three agree on what a project holds.
 */

import { isSkippedFolder } from '../core/model/skipped-folder';

export { isSkippedFolder };

/** Files docsnav reads from a folder: the config and its split files, pages, OpenAPI documents. */
export function isProjectFile(path: string): boolean {
  return /\.(json|mdx|md|ya?ml)$/i.test(path);
}

/**
 * The skipped folder a relative path lies in ("node_modules", ".git"), or undefined when the
 * path is read. Only the first skipped segment counts: node_modules/a/.cache is "node_modules".
 */
export function skippedFolderOf(path: string): string | undefined {
  const parts = path.split('/');
  for (let i = 0; i < parts.length - 1; i++) if (isSkippedFolder(parts[i])) return parts.slice(0, i + 1).join('/');
  return undefined;
}

/** What reading a folder gave: texts by path, and what was left out and why. */
export interface FolderRead {
  /** Texts of the files read, by path relative to the chosen folder. */
  readonly files: Map<string, string>;
  /** Files left out for their size ("openapi/huge.json (80 MB)"). */
  readonly tooLarge: string[];
  /** Folders left out by name ("node_modules", ".git"), each once. */
  readonly skippedFolders: string[];
  /**
   * Files read after the folder opens (see readFileList's `late`): large OpenAPI documents, which
   * the OpenAPI worker reads itself meanwhile. By path relative to the chosen folder.
   */
  readonly late?: ReadonlyMap<string, File>;
  /**
   * The files the JSON texts in `files` were read from, by the same paths: autosave stores a
   * large docs.json as its file, not as its text encoded again (see io/text-blob.ts).
   */
  readonly blobs?: ReadonlyMap<string, Blob>;
}

export interface ReadProgress {
  done: number;
  total: number;
}

/** One sentence for the status line after a folder opened: what was read and what was not. */
export function describeFolderRead(name: string, r: FolderRead): string {
  const n = r.files.size + (r.late?.size ?? 0);
  let s = `Read ${n} file${n === 1 ? '' : 's'} of ${name}`;
  if (r.skippedFolders.length) s += `; skipped ${listOf(r.skippedFolders)}`;
  s += '.';
  if (r.tooLarge.length) s += ` Not read, too large to be part of a docs project: ${r.tooLarge.join(', ')}.`;
  // Every page entry is then reported without its file: say why, and what to open instead.
  let pages = false;
  for (const k of r.files.keys()) if ((pages = /\.mdx?$/i.test(k))) break;
  if (!pages)
    s +=
      ' It holds no .mdx or .md pages, so every page entry is reported as having no file: open the folder that holds the pages to check them.';
  return s;
}

function listOf(items: readonly string[]): string {
  const shown = items.slice(0, 5);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}` : shown[0];
}

/**
 * Files read at once. Reading one after another waits on the browser for every file: on 5,000
 * files in Chromium's file system, 16 at a time took 3.0 s where one at a time took 6.3 s
 * (scratch measurement, see the commit).
 */
export const READ_CONCURRENCY = 16;

/**
 * Run `fn` over `items`, `limit` at a time, results in the order of `items` (so what a folder
 * holds comes out in the same order on every run, however the reads finish).
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
