import { MAX_DOCS_BYTES } from './project-files';
import { isProjectFile, isSkippedFolder, mapLimit, READ_CONCURRENCY, type FolderRead, type ReadProgress } from './folder-filter';
import { readText } from './read-text';
import { lateOpenapiFiles } from './read-files';

/*
 * The File System Access API as docsnav uses it. TypeScript's DOM library lacks the picker and
 * the async iteration of folders (they are Chromium's), so the few members used are typed here.
 */

/** A folder handle: what `showDirectoryPicker()` and the Origin Private File System give. */
export interface DirHandle {
  readonly kind: 'directory';
  readonly name: string;
  entries(): AsyncIterable<[string, DirHandle | FileHandle]>;
  getDirectoryHandle(name: string, opts?: { create?: boolean }): Promise<DirHandle>;
  getFileHandle(name: string, opts?: { create?: boolean }): Promise<FileHandle>;
  queryPermission?(d: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
  requestPermission?(d: { mode: 'read' | 'readwrite' }): Promise<PermissionState>;
}

/** A file handle. */
export interface FileHandle {
  readonly kind: 'file';
  readonly name: string;
  getFile(): Promise<File>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void>; abort?(): Promise<void> }>;
}

/**
 * Read a folder through its handle into texts by path relative to it: the same files the
 * folder input reads (folder-filter), skipping node_modules and dot-folders without ever
 * listing them, and files over the size limit without reading them. Progress is reported as
 * files are read (the total grows while the walk finds more). `onWanted` hears the JSON and
 * YAML files (by path) before any file is read.
 */
export async function readDirectory(
  root: DirHandle,
  onProgress?: (p: ReadProgress) => void,
  onWanted?: (files: readonly (readonly [string, File])[]) => void,
  opts: { late?: boolean } = {},
): Promise<FolderRead> {
  const files = new Map<string, string>();
  const tooLarge: string[] = [];
  const skippedFolders: string[] = [];
  const found: [string, FileHandle][] = [];
  // Breadth first, iteratively: a deep repository cannot overflow the stack.
  const queue: [string, DirHandle][] = [['', root]];
  while (queue.length) {
    const [prefix, dir] = queue.shift()!;
    for await (const [name, handle] of dir.entries()) {
      const path = prefix + name;
      if (handle.kind === 'directory') {
        if (isSkippedFolder(name)) skippedFolders.push(path);
        else queue.push([path + '/', handle]);
      } else if (isProjectFile(path)) found.push([path, handle]);
    }
  }
  // The JSON and YAML files (OpenAPI documents among them), before any is read: the OpenAPI
  // worker reads its own at once. The same files are read here, so the texts are theirs.
  const early = new Map<string, File>();
  if (onWanted) {
    const some = found.filter(([path]) => /\.(json|ya?ml)$/i.test(path));
    const got = await mapLimit(some, READ_CONCURRENCY, ([, handle]) => handle.getFile());
    some.forEach(([path], i) => early.set(path, got[i]));
    onWanted([...early].filter(([, f]) => f.size <= MAX_DOCS_BYTES));
  }
  // Its large OpenAPI documents are read after it opens, as readFileList's `late` (read-files.ts).
  const late = onWanted && opts.late ? await lateOpenapiFiles([...early]) : new Map<string, File>();
  const toRead = late.size ? found.filter(([path]) => !late.has(path)) : found;
  let done = 0;
  const texts = await mapLimit(toRead, READ_CONCURRENCY, async ([path, handle]) => {
    const file = early.get(path) ?? (await handle.getFile());
    const text = file.size > MAX_DOCS_BYTES ? undefined : await readText(file);
    done++;
    if (onProgress && (done % 100 === 0 || done === toRead.length)) onProgress({ done, total: toRead.length });
    return text === undefined ? { path, size: file.size } : { path, text, file };
  });
  const blobs = new Map<string, Blob>();
  for (const t of texts) {
    if ('text' in t) {
      files.set(t.path, t.text!);
      if (/\.json$/i.test(t.path)) blobs.set(t.path, t.file!);
    } else tooLarge.push(`${t.path} (${(t.size / 1e6).toFixed(0)} MB)`);
  }
  return { files, blobs, tooLarge, skippedFolders: skippedFolders.sort(), ...(late.size ? { late } : {}) };
}
