import type { DirectorySaveTarget } from './directory-target';
import type { DirHandle, FileHandle } from './directory-handle';
import { readText } from './read-text';

export { isDirectoryTarget, type DirectorySaveTarget } from './directory-target';

/**
 * Save back into a folder opened through the File System Access API: docs.json and every
 * changed `$ref` split file, each at its own path, never merged into one.
 *
 * `base` is the folder of docs.json inside the opened folder ("" or "docs/"); paths given to
 * `save` are relative to it, as in the workspace. `known` holds each file's text as it was
 * read: before writing anything, every target is read again and compared, so a file changed
 * on disk since (another editor, a git checkout) is never overwritten; the person is told and
 * nothing is written. After a save, the saved texts become the known ones.
 */
export function directorySaveTarget(root: DirHandle, base: string, known: ReadonlyMap<string, string>): DirectorySaveTarget {
  const onDisk = new Map(known);
  return {
    handle: root,
    base,
    label: `Save to ${root.name}`,
    async save(files) {
      await ensureWritable(root);
      const targets: [string, string[], string][] = [];
      for (const [path, text] of files) targets.push([path, splitInside(root.name, base + path), text]);
      // Check everything first: a conflict must leave every file as it was.
      for (const [path, parts] of targets) {
        const current = await readIfExists(root, parts);
        // '' is a file that was not there (a docs.json converted from mint.json): it is created, never put over one that appeared since.
        const expected = onDisk.get(path);
        if (current !== undefined && expected !== undefined && current !== expected) {
          throw new Error(
            `${base + path} changed on disk since it was opened (another editor or a git checkout?). Nothing was saved: open the folder again to see its new state, or download your version instead.`,
          );
        }
        if (current === undefined && expected !== undefined && expected !== '') {
          throw new Error(
            `${base + path} is no longer in ${root.name}. Nothing was saved: open the folder again, or download your version instead.`,
          );
        }
      }
      for (const [path, parts, text] of targets) {
        const handle = await fileHandle(root, parts, true);
        const w = await handle.createWritable();
        try {
          await w.write(text);
          await w.close();
        } catch (e) {
          await w.abort?.().catch(() => undefined);
          throw new Error(`${base + path} could not be written: ${(e as Error).message}`, { cause: e });
        }
        onDisk.set(path, text);
      }
    },
  };
}

/** Ask for write access when the folder was opened read-only (the browser asks the person). */
async function ensureWritable(root: DirHandle): Promise<void> {
  if (!root.queryPermission) return;
  if ((await root.queryPermission({ mode: 'readwrite' })) === 'granted') return;
  const answer = await root.requestPermission?.({ mode: 'readwrite' });
  if (answer !== 'granted')
    throw new Error(`the browser was not allowed to write to ${root.name}. Allow it when asked, or download the files instead.`);
}

/** Path segments under the opened folder; a `$ref` that climbs out of it cannot be written. */
function splitInside(rootName: string, path: string): string[] {
  const parts: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.length)
        throw new Error(
          `${path} lies outside ${rootName}, the folder you opened. Nothing was saved: open the folder that holds it, or download the files instead.`,
        );
      parts.pop();
    } else parts.push(seg);
  }
  return parts;
}

async function fileHandle(root: DirHandle, parts: string[], create: boolean): Promise<FileHandle> {
  let dir = root;
  for (const seg of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(seg, { create });
  return dir.getFileHandle(parts[parts.length - 1], { create });
}

async function readIfExists(root: DirHandle, parts: string[]): Promise<string | undefined> {
  try {
    // readText, not text(): it keeps a byte order mark, as the opened text did.
    return await readText(await (await fileHandle(root, parts, false)).getFile());
  } catch (e) {
    if ((e as Error).name === 'NotFoundError') return undefined;
    throw e;
  }
}
