import { MAX_DOCS_BYTES } from './project-files';
import { isProjectFile, mapLimit, READ_CONCURRENCY, skippedFolderOf, type FolderRead, type ReadProgress } from './folder-filter';
import { readText } from './read-text';
import { looksLikeOpenapi, startsLikeSortedOpenapi3 } from '../core/openapi/looks-like-openapi';

export type { ReadProgress } from './folder-filter';

/** How often progress is reported: often enough to move, rarely enough not to re-render per file. */
const PROGRESS_EVERY = 100;

/**
 * From this size an OpenAPI document of a chosen folder may be read after the folder opens (see
 * readFileList's `late`): smaller ones read in a few milliseconds.
 */
export const LATE_BYTES = 1024 * 1024;

/**
 * Read the files of an `<input type=file>` (one file, several, or a folder chosen with
 * webkitdirectory, or a dropped folder) into texts by path relative to the chosen folder.
 * Files over the size limit are not read at all (checked before reading), and neither are
 * folders like node_modules and .git, nor files docsnav has no use for (images, scripts).
 * `onWanted` hears which files (by path) will be read, before any is. With `late` (the OpenAPI
 * worker was handed them), a folder's large OpenAPI documents are not read here but returned
 * unread as `late` (see lateOpenapiFiles): the folder opens, and their pages show, without
 * waiting for the page to read 13 MB that the worker reads too.
 */
export async function readFileList(
  list: ArrayLike<File>,
  onProgress?: (p: ReadProgress) => void,
  onWanted?: (files: readonly (readonly [string, File])[]) => void,
  opts: { late?: boolean } = {},
): Promise<FolderRead & { folder: boolean }> {
  const all = Array.from(list);
  const folder = all.some((f) => (f.webkitRelativePath ?? '').includes('/'));
  // A folder input names files "chosen-folder/guides/intro.mdx": paths start below the chosen folder.
  const strip = (p: string) => (folder ? p.slice(p.indexOf('/') + 1) : p);
  const skipped = new Set<string>();
  let wanted: [string, File][] = [];
  for (const f of all) {
    const rel = strip(f.webkitRelativePath || f.name);
    if (folder) {
      const skip = skippedFolderOf(rel);
      if (skip) {
        skipped.add(skip);
        continue;
      }
      if (!isProjectFile(rel)) continue;
    }
    wanted.push([rel, f]);
  }
  // The files it will read, by path, before reading any (the OpenAPI worker reads its own at once).
  onWanted?.(wanted.filter(([, f]) => f.size <= MAX_DOCS_BYTES));
  const late = folder && opts.late ? await lateOpenapiFiles(wanted) : new Map<string, File>();
  if (late.size) wanted = wanted.filter(([rel]) => !late.has(rel));
  const files = new Map<string, string>();
  const blobs = new Map<string, Blob>();
  const tooLarge: string[] = [];
  let done = 0;
  // Sizes are checked before reading: a 200 MB file is never loaded into memory.
  const texts = await mapLimit(wanted, READ_CONCURRENCY, async ([, f]) => {
    const text = f.size > MAX_DOCS_BYTES ? undefined : await readText(f);
    done++;
    if (onProgress && (done % PROGRESS_EVERY === 0 || done === wanted.length)) onProgress({ done, total: wanted.length });
    return text;
  });
  wanted.forEach(([rel, f], i) => {
    const text = texts[i];
    if (text === undefined) tooLarge.push(`${rel} (${(f.size / 1e6).toFixed(0)} MB)`);
    else {
      files.set(rel, text);
      if (/\.json$/i.test(rel)) blobs.set(rel, f);
    }
  });
  return { files, blobs, tooLarge, skippedFolders: [...skipped].sort(), folder, ...(late.size ? { late } : {}) };
}

/**
 * A first 4 KB that names OpenAPI 3 (JSON's `"openapi": "3…"`, YAML's top-level `openapi:`). A
 * Swagger 2.0 document is read before the folder opens, as a small file is: every late file is
 * then one the inspector lists among the project's OpenAPI documents before its text comes.
 */
const OPENAPI_3_HEAD = /"openapi"\s*:\s*"?\d|^["']?openapi["']?[ \t]*:/m;

/**
 * The files of a folder that can be read after it opens: JSON and YAML files of LATE_BYTES or
 * more whose first 4 KB say they are OpenAPI 3 documents (a docs.json or a split file of it never
 * is one), when docs.json is at the folder's root (so a file's path is its key in the project).
 * A document whose keys are sorted (Stripe's: `openapi` after 4 MB of `components`) counts when
 * it opens with `components` and one of its sections (startsLikeSortedOpenapi3); the worker's
 * scan of its bytes finds its `openapi` (prefetch-stages.ts). Read here first, the pages of
 * Stripe's spec3.json came 50% later: 243 against 160 ms from the folder chosen to its pages in
 * the tree (medians of 12 opens in Chromium, two builds in turns). Its spec3.yaml's pages wait
 * for the worker's parse of `paths` instead, as long either way; the page's thread is spared the
 * read. A large file of components only (a split specification's) comes late the same way: the
 * inspector then lists it among the OpenAPI documents, and the worker finds it is none if asked.
 */
export async function lateOpenapiFiles(wanted: readonly (readonly [string, File])[]): Promise<Map<string, File>> {
  const late = new Map<string, File>();
  if (!wanted.some(([rel]) => rel === 'docs.json')) return late;
  const big = wanted.filter(
    ([rel, f]) => f.size >= LATE_BYTES && f.size <= MAX_DOCS_BYTES && /\.(json|ya?ml)$/i.test(rel) && !/(^|\/)(docs|mint)\.json$/.test(rel),
  );
  const heads = await Promise.all(big.map(([, f]) => f.slice(0, 4096).text()));
  big.forEach(([rel, f], i) => {
    if ((looksLikeOpenapi(heads[i]) && OPENAPI_3_HEAD.test(heads[i])) || startsLikeSortedOpenapi3(heads[i])) late.set(rel, f);
  });
  return late;
}

/** A readable reason why a single chosen file cannot be a docs.json, checked before reading it. */
export function tooLarge(file: File): string | undefined {
  if (file.size > MAX_DOCS_BYTES)
    return `${file.name} is ${(file.size / 1e6).toFixed(0)} MB; a docs.json is far smaller, so this is not one. Open the docs.json of your documentation site; the document you had open stays open.`;
  return undefined;
}
