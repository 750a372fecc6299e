import { useCallback } from 'react';
import { lateFiles, openProjectLoading, type OpenResult } from '../../io/project-files';
import type { DirHandle } from '../../io/directory-handle';
import { canPickDirectory, pickDirectory } from '../../io/directory-picker';
import type { FolderRead } from '../../io/folder-filter';
import type { OpenapiPrefetch } from './use-openapi';
import { formatCount } from '../../core/model/format-count';
import { useLateStatus } from '../common/use-late-status';

type SetMessage = (m: { kind: 'error' | 'info'; text: string } | undefined) => void;

export interface ProjectOpener {
  /** "Reading 300 of 2,000 files…" while a folder is read. */
  readonly progress: string | undefined;
  /** Open files from an input or a drop (one docs.json, or a folder's files). */
  openFiles(list: ArrayLike<File> | null, fromFolder: boolean): Promise<void>;
  /** Open a folder by its File System Access handle: Save can write back into it. */
  openHandle(handle: DirHandle): Promise<void>;
  /**
   * The Open folder button: the File System Access picker where the browser has one,
   * otherwise `fallback` (click the webkitdirectory input).
   */
  pickFolder(fallback: () => void): Promise<void>;
}

/**
 * Every way a project comes in from the person's disk, in one place so a picked folder, a
 * folder input, a dropped folder and a dropped file behave alike: read (with progress), open,
 * and on refusal say why and keep the open document (`accept` does that).
 */
export function useProjectOpener(accept: (r: OpenResult) => boolean, setMessage: SetMessage, prefetch?: OpenapiPrefetch): ProjectOpener {
  // Shown only when reading takes a while: one docs.json is read before it would be seen.
  const [progress, setProgress] = useLateStatus();
  const onProgress = useCallback(
    (p: { done: number; total: number }) => setProgress(`Reading ${formatCount(p.done)} of ${formatCount(p.total)} files…`),
    [setProgress],
  );

  const finish = useCallback(
    async (read: FolderRead, name: string, r: OpenResult) => {
      const { describeFolderRead } = await import('../../io/folder-filter');
      if (accept(r)) {
        const notes = r.ok && r.problems.length ? ' ' + r.problems.map((p) => p.message).join(' ') : '';
        setMessage({ kind: 'info', text: describeFolderRead(name, read) + notes });
      }
    },
    [accept, setMessage],
  );

  const openFiles = useCallback(
    async (list: ArrayLike<File> | null, fromFolder: boolean) => {
      if (!list || list.length === 0) return;
      const files = Array.from(list);
      // Reading files loads with the first open from disk, not with the page (the sample opens
      // from the app's own folder): about 1.3 KB gzipped of the initial JavaScript.
      const { readFileList, tooLarge } = await import('../../io/read-files');
      if (!fromFolder && files.length === 1) {
        const big = tooLarge(files[0]);
        if (big) return setMessage({ kind: 'error', text: big });
      }
      setProgress('Reading files…');
      try {
        // The OpenAPI worker reads and indexes the folder's documents while this reads the folder.
        let readAlso: ((texts: ReadonlyMap<string, string>) => void) | undefined;
        // Its large OpenAPI documents are not read here (read.late): the worker reads them (ProjectFiles.late).
        const read = await readFileList(files, onProgress, (wanted) => (readAlso = prefetch?.(wanted)), { late: !!prefetch });
        readAlso?.(read.files);
        const name = read.folder ? files[0].webkitRelativePath.split('/')[0] || 'folder' : files[0].name;
        const late = read.late && lateFiles(read.late);
        const r = await openProjectLoading(read.files, read.folder ? 'folder' : 'file', name, {
          folder: read.folder,
          late,
          blobs: read.blobs,
        });
        if (read.folder) await finish(read, name, r);
        else accept(r);
      } catch (e) {
        setMessage({ kind: 'error', text: `The files could not be read: ${(e as Error).message}. The document you had open stays open.` });
      } finally {
        setProgress(undefined);
      }
    },
    [accept, finish, onProgress, setMessage, setProgress, prefetch],
  );

  const openHandle = useCallback(
    async (handle: DirHandle) => {
      setProgress(`Reading ${handle.name}…`);
      try {
        let readAlso: ((texts: ReadonlyMap<string, string>) => void) | undefined;
        const { readDirectory } = await import('../../io/directory-handle');
        const read = await readDirectory(handle, onProgress, (wanted) => (readAlso = prefetch?.(wanted)), { late: !!prefetch });
        readAlso?.(read.files);
        const late = read.late && lateFiles(read.late);
        // Saving into a folder is what only a folder opened this way does: its code loads here.
        const { directorySaveTarget } = await import('../../io/directory-save-target');
        const r = await openProjectLoading(read.files, 'folder', handle.name, {
          folder: true,
          late,
          blobs: read.blobs,
          saveTarget: (base, originals) => directorySaveTarget(handle, base, originals),
        });
        await finish(read, handle.name, r);
      } catch (e) {
        setMessage({
          kind: 'error',
          text: `${handle.name} could not be read: ${(e as Error).message}. The document you had open stays open.`,
        });
      } finally {
        setProgress(undefined);
      }
    },
    [finish, onProgress, setMessage, setProgress, prefetch],
  );

  const pickFolder = useCallback(
    async (fallback: () => void) => {
      if (!canPickDirectory()) return fallback();
      let handle: DirHandle | undefined;
      try {
        handle = await pickDirectory();
      } catch (e) {
        return setMessage({
          kind: 'error',
          text: `The folder could not be opened: ${(e as Error).message}. The document you had open stays open.`,
        });
      }
      if (handle) await openHandle(handle);
    },
    [openHandle, setMessage],
  );

  return { progress, openFiles, openHandle, pickFolder };
}
