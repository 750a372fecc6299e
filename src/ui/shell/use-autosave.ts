import { useEffect, useRef, useState } from 'react';
import type { DocStore } from '../../core/history/doc-store';
import { printFile } from '../../core/model/workspace';
import { openProject, type ProjectFiles } from '../../io/project-files';
import { clearSavedWork, readSavedWork, writeSavedWork, type SavedWork } from '../../io/autosave-store';

const DELAY_MS = 400;

export interface RestoreOffer {
  savedAt: number;
  name: string;
  restore(): void;
  discard(): void;
}

/**
 * Never lose work: every change is saved to IndexedDB (debounced); on start, unsaved work is
 * offered for restoring; closing the tab with unexported changes asks first; when the browser
 * cannot store anything, it says so once and the editor keeps working.
 * Returns 'pending' until the check on start is done, then 'none' or the offer.
 */
export function useAutosave(
  store: DocStore,
  project: ProjectFiles,
  setProject: (p: ProjectFiles) => void,
  setMessage: (m: { kind: 'error' | 'info'; text: string } | undefined) => void,
): 'pending' | 'none' | RestoreOffer {
  const [status, setStatus] = useState<'pending' | 'none' | RestoreOffer>('pending');
  const warned = useRef(false);
  const projectRef = useRef(project);
  projectRef.current = project;

  useEffect(() => {
    readSavedWork()
      .then((w) => {
        if (!w) return setStatus('none');
        setStatus({
          savedAt: w.savedAt,
          name: w.name,
          restore: () => {
            restoreWork(store, w, setProject);
            setStatus('none');
          },
          discard: () => {
            void clearSavedWork();
            setStatus('none');
          },
        });
      })
      .catch(() => setStatus('none'));
  }, [store, setProject]);

  useEffect(() => {
    let timer: number | undefined;
    const unsub = store.subscribe(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const s = store.getState();
        if (!s.workspace) return;
        if (!s.dirty) {
          void clearSavedWork().catch(() => undefined);
          return;
        }
        const p = projectRef.current;
        const current: Record<string, string> = {};
        for (const path of Object.keys(s.workspace.files)) current[path] = printFile(s.workspace, path);
        const work: SavedWork = {
          name: p.name,
          mainPath: s.workspace.mainPath,
          originals: Object.fromEntries(p.originals ?? []),
          current,
          files: Object.fromEntries(p.files),
          pageFiles: p.pageFiles ? [...p.pageFiles] : undefined,
          frontMatter: Object.fromEntries(p.frontMatter),
          savedAt: Date.now(),
        };
        writeSavedWork(work).catch(() => {
          if (warned.current) return;
          warned.current = true;
          setMessage({ kind: 'error', text: 'This browser cannot store your work (private mode or full storage). Keep working, and export before you close the tab.' });
        });
      }, DELAY_MS);
    });
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (store.getState().dirty) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unsub();
      window.clearTimeout(timer);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [store, setMessage]);

  return status;
}

/** Load the originals, then the saved texts as one undoable step, so export still diffs against what was opened. */
function restoreWork(store: DocStore, w: SavedWork, setProject: (p: ProjectFiles) => void): void {
  const files = new Map<string, string>([...Object.entries(w.files), ...Object.entries(w.originals)]);
  for (const [k, v] of Object.entries(w.frontMatter)) if (!files.has(k + '.mdx')) files.set(`${k}.mdx`, `---\n${Object.entries(v).map(([a, b]) => `${a}: ${b}`).join('\n')}\n---\n`);
  for (const p of w.pageFiles ?? []) if (!files.has(`${p}.mdx`) && !files.has(`${p}.md`)) files.set(`${p}.mdx`, '');
  const r = openProject(files, 'autosave', w.name, { folder: !!w.pageFiles });
  if (!r.ok) return;
  store.load(r.workspace);
  setProject({ ...r.project, pageFiles: w.pageFiles ? new Set(w.pageFiles) : undefined });
  for (const [path, text] of Object.entries(w.current)) {
    if (text !== w.originals[path]) store.run('replace-file-text', { file: path, text });
  }
}
