import { MAX_DOCS_BYTES } from './project-files';

/** Folders never worth reading in a docs repository. */
const SKIP_DIRS = /(^|\/)(node_modules|\.git|\.next|\.vercel|\.cache|dist|build)(\/|$)|(^|\/)\.[^/]+\//;
/** Files docsnav reads from a folder: the config, split files, pages and OpenAPI documents. */
const WANTED = /\.(json|mdx|md|ya?ml)$/i;

export interface ReadProgress {
  done: number;
  total: number;
}

/**
 * Read the files of an `<input type=file>` (a single file, several, or a folder chosen with
 * webkitdirectory) into a map of path -> text. Paths are relative to the chosen folder. Files
 * over the size limit are not read at all (checked before reading), and neither are folders
 * like node_modules and .git.
 */
export async function readFileList(list: ArrayLike<File>, onProgress?: (p: ReadProgress) => void): Promise<{ files: Map<string, string>; skipped: string[]; folder: boolean }> {
  const all = Array.from(list);
  const folder = all.some((f) => (f.webkitRelativePath ?? '').includes('/'));
  const strip = (p: string) => (folder ? p.slice(p.indexOf('/') + 1) : p);
  const wanted = all.filter((f) => {
    const rel = strip(f.webkitRelativePath || f.name);
    return !folder || (!SKIP_DIRS.test(rel) && WANTED.test(rel));
  });
  const files = new Map<string, string>();
  const skipped: string[] = [];
  let done = 0;
  for (const f of wanted) {
    const rel = strip(f.webkitRelativePath || f.name);
    if (f.size > MAX_DOCS_BYTES) skipped.push(`${rel} (${(f.size / 1e6).toFixed(0)} MB)`);
    else files.set(rel, await f.text());
    done++;
    if (onProgress && (done % 200 === 0 || done === wanted.length)) onProgress({ done, total: wanted.length });
  }
  return { files, skipped, folder };
}

/** A readable reason why a single chosen file cannot be a docs.json, checked before reading it. */
export function tooLarge(file: File): string | undefined {
  if (file.size > MAX_DOCS_BYTES) return `${file.name} is ${(file.size / 1e6).toFixed(0)} MB; a docs.json is far smaller, so this is not one. The document you had open stays open.`;
  return undefined;
}
