import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { isSkippedFolder } from '../../core/model/skipped-folder';

/** Editors and git write a file in several steps; one quiet moment after the last event is one change. */
export const DEBOUNCE_MS = 150;

/** A running watch; `close` stops it. */
export interface FolderWatch {
  close(): void;
}

/**
 * Watch `root` and every folder below it (except node_modules, .git, build output and dot
 * folders) with node:fs `watch`, and call `onChange` once after each burst of events. Folders
 * created later are watched from the next burst on. One watcher per folder rather than
 * `recursive: true`: Node 20 on Linux does not skip node_modules, and a docs repository may
 * hold one. Our own temporary files (`.name.docsnav-*.tmp`) are ignored: the rename that
 * follows is the event that counts.
 */
export function watchFolder(root: string, onChange: () => void, debounceMs = DEBOUNCE_MS): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const fire = () => {
    timer = undefined;
    if (closed) return;
    sync();
    onChange();
  };
  const schedule = (name: string | null) => {
    if (closed || (name && /\.docsnav-[0-9a-f]+\.tmp$/.test(name))) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, debounceMs);
  };

  /** Watch every folder that exists now; stop watching the ones that are gone. */
  function sync(): void {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const dir = stack.pop()!;
      let entries;
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      seen.add(dir);
      if (!watchers.has(dir)) {
        try {
          const w = watch(dir, { persistent: true }, (_event, name) => schedule(name ? String(name) : null));
          w.on('error', () => {
            // The folder was removed: the next sync forgets it.
            w.close();
            watchers.delete(dir);
            schedule(null);
          });
          watchers.set(dir, w);
        } catch {
          continue; // out of watch handles or gone already: the folders around it still report
        }
      }
      for (const e of entries) if (e.isDirectory() && !isSkippedFolder(e.name)) stack.push(join(dir, e.name));
    }
    for (const [dir, w] of watchers) {
      if (!seen.has(dir)) {
        w.close();
        watchers.delete(dir);
      }
    }
  }

  sync();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
