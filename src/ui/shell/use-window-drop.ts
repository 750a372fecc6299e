import { useEffect, useRef } from 'react';
import type { DirHandle } from '../../io/directory-handle';
import { isSkippedFolder } from '../../core/model/skipped-folder';

type HandleItem = DataTransferItem & { getAsFileSystemHandle?: () => Promise<{ kind: string } | null> };

/**
 * Dropping a docs.json, or a folder, anywhere on the window opens it. A dropped folder comes
 * as a File System Access handle where the browser gives one (Chromium: Save can then write
 * back), else as files walked from its entries. Drops inside the editor's own drag and drop
 * (tree rows) carry no files and are left alone.
 */
export function useWindowDrop(onFiles: (files: File[], fromFolder: boolean) => void, onFolder: (handle: DirHandle) => void): void {
  // The latest callbacks, so the window listeners are added once rather than on every render.
  const cb = useRef({ onFiles, onFolder });
  cb.current = { onFiles, onFolder };
  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const drop = async (e: DragEvent) => {
      const dt = e.dataTransfer;
      if (!dt || !dt.types.includes('Files')) return;
      e.preventDefault();
      // Both must be asked for before the first await: the items are emptied after the event.
      const items = Array.from(dt.items ?? []).filter((i) => i.kind === 'file') as HandleItem[];
      const handles = items.map((i) => i.getAsFileSystemHandle?.().catch(() => null));
      const entries = items.map((i) => i.webkitGetAsEntry?.() ?? null);
      const files = Array.from(dt.files);
      if (entries.some((en) => en?.isDirectory)) {
        const dir = (await Promise.all(handles)).find((h) => h?.kind === 'directory');
        if (dir && handles.length === 1) return cb.current.onFolder(dir as unknown as DirHandle);
        return cb.current.onFiles(await readEntries(entries.filter(Boolean) as FileSystemEntry[]), true);
      }
      cb.current.onFiles(files, false);
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);
}

/**
 * Walk dropped folders into Files whose webkitRelativePath is set like a folder input's, so
 * readFileList treats both alike (it skips node_modules and the like by path).
 */
async function readEntries(entries: FileSystemEntry[]): Promise<File[]> {
  const out: File[] = [];
  const walk = async (entry: FileSystemEntry, path: string): Promise<void> => {
    if (entry.isFile) {
      const file = await new Promise<File>((res, rej) => (entry as FileSystemFileEntry).file(res, rej));
      Object.defineProperty(file, 'webkitRelativePath', { value: path + entry.name });
      out.push(file);
    } else if (entry.isDirectory) {
      // Never list what readFileList would drop anyway: node_modules can hold 100,000 files.
      if (path && isSkippedFolder(entry.name)) return;
      const reader = (entry as FileSystemDirectoryEntry).createReader();
      for (;;) {
        const batch = await new Promise<FileSystemEntry[]>((res, rej) => reader.readEntries(res, rej));
        if (!batch.length) break;
        for (const e of batch) await walk(e, path + entry.name + '/');
      }
    }
  };
  for (const e of entries) await walk(e, '');
  return out;
}
