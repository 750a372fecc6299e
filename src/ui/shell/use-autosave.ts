import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorSession } from '../../core/session/editor-session';
import type { SessionSnapshot } from '../../core/session/session-snapshot';
import type { ProjectFiles } from '../../io/project-files';
import { isDirectoryTarget } from '../../io/directory-target';
import { clearSavedWork, listSavedWork, storedTexts, writeSavedWork, type SavedWork } from '../../io/autosave-store';
import { stashPendingWork, takePendingWork } from '../../io/pending-work';
import type { BlobCache, StoredWork } from '../../io/stored-texts';

/** How long the document must stay still before it is stored: one write per burst of typing. */
export const AUTOSAVE_DELAY_MS = 400;

export interface RestoreOffer {
  readonly savedAt: number;
  readonly name: string;
  restore(): void;
  discard(): void;
}

/** Where autosave stands: shown in the toolbar so a person knows their work is kept. */
export type AutosaveStatus = 'idle' | 'storing' | 'stored' | 'unavailable';

export interface Autosave {
  /** 'pending' until the check on start is done, then 'none' or the offer. */
  readonly offer: 'pending' | 'none' | RestoreOffer;
  readonly status: AutosaveStatus;
}

type SetMessage = (m: { kind: 'error' | 'info'; text: string } | undefined) => void;

/**
 * Never lose work: every change is stored in IndexedDB (debounced); on start, the newest
 * unsaved work of an earlier session is offered for restoring; closing the tab with unexported
 * changes asks first; when the browser cannot store anything, it says so once and the editor
 * keeps working.
 */
export function useAutosave(
  store: EditorSession,
  project: ProjectFiles,
  setProject: (p: ProjectFiles) => void,
  setMessage: SetMessage,
): Autosave {
  const [offer, setOffer] = useState<Autosave['offer']>('pending');
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  // This tab's record; a restore adopts the restored record's id so it is updated, not copied.
  // Made once, not on every render: useRef(newId()) would call crypto.randomUUID on each
  // keystroke's render (2.4 ms of it in a profile of typing in the inspector).
  const session = useRef<string>('');
  if (!session.current) session.current = newId();
  // Whether this session's record exists in storage (written here, or adopted by a restore).
  const stored = useRef(false);
  // Blobs of the large texts that stay the same between writes (see stored-texts.ts).
  const blobs = useRef<BlobCache>(new Map());
  // Each write's number: a large one made in idle time stops when a newer one begins.
  const writes = useRef(0);
  const projectRef = useRef(project);
  projectRef.current = project;

  /** The offer to bring back `w`; restoring adopts its record, so later edits update it. */
  const offerFor = useCallback(
    (w: SavedWork): RestoreOffer => {
      const offer: RestoreOffer = {
        savedAt: w.savedAt,
        name: w.name,
        restore: async () => {
          // Load first: if the open document has unexported edits, loading puts them aside
          // under this session's id (see below) before the session takes the restored id.
          const { restoreWork } = await import('./restore-work');
          const r = restoreWork(store, w, setProject);
          // A damaged record: say what could not be restored; the offer stays (nothing is lost).
          if (!r.ok) return setMessage({ kind: 'error', text: r.message });
          if (r.notes.length) setMessage({ kind: 'error', text: `Restored ${w.name}, but ${r.notes.join('; ')}.` });
          session.current = w.id;
          stored.current = true;
          setOffer((o) => (o === offer ? 'none' : o));
        },
        discard: () => {
          void clearSavedWork(w.id).catch(() => undefined);
          setOffer((o) => (o === offer ? 'none' : o));
        },
      };
      return offer;
    },
    [store, setProject, setMessage],
  );

  useEffect(() => {
    let live = true;
    // An edit kept synchronously as the last page went away goes to IndexedDB first.
    takePendingWork()
      .then((pending) => pending && writeSavedWork(pending).catch(() => undefined))
      .then(() => listSavedWork())
      .then((all) => {
        if (!live) return;
        const w = all.find((x) => x.id !== session.current);
        // The document last exported or saved, with nothing to lose: opened again, no offer.
        // Not when the address names what to open (`?open=`, `docsnav dev`'s token).
        const named = /[?&](open|token)=/.test(typeof location === 'undefined' ? '' : location.search);
        if (w?.saved && !named && !store.getState().workspace) {
          // Restoring loads its code when there is something to restore (most starts have none).
          return import('./restore-work').then(({ restoreWork }) => {
            if (!live) return;
            if (!store.getState().workspace && restoreWork(store, w, setProject).ok) {
              session.current = w.id;
              stored.current = true;
              return setOffer('none');
            }
            setOffer('none');
          });
        }
        setOffer(w && !w.saved ? offerFor(w) : 'none');
      })
      .catch(() => live && setOffer('none'));
    return () => {
      live = false;
    };
  }, [offerFor, store, setProject]);

  // Another document, or other files: the Blobs of texts no longer open go (the texts as
  // opened, the project's files, and the source texts the document is printed from now). Only
  // Blobs made by stored-texts.ts are kept, so when there are some, that module is loaded.
  useEffect(() => {
    if (!blobs.current.size) return;
    const sources = Object.values(store.getState().workspace?.files ?? {}).map((f) => f.source.text);
    const open = [...(project.originals?.values() ?? []), ...project.files.values(), ...sources];
    void storedTexts().then((m) => m.keepBlobsOf(blobs.current, open));
  }, [store, project.originals, project.files]);

  // The Blobs of large texts as opened are made in idle time once they open, not by the first
  // edit's write (see prepareBlobs).
  useEffect(() => {
    const originals = project.originals;
    if (!originals || ![...originals.values()].some((t) => t.length >= LARGE_RECORD)) return;
    let live = true;
    const files = project.openedFiles;
    void storedTexts().then(({ prepareBlobs }) => live && prepareBlobs(blobs.current, originals, () => !live, files));
    return () => {
      live = false;
    };
  }, [project.originals, project.openedFiles]);

  // The project's other files can change while its document stays (`docsnav dev` takes in an
  // OpenAPI document changed on disk): a record stored before has the old ones, so it is stored
  // again. Written as any other write (a large one in idle time, its texts as Blobs); it
  // overtakes a write still under way, which has the files of before.
  const storeAgain = useRef<() => void>(undefined);
  useEffect(() => {
    const snap = store.getSnapshot();
    if (!stored.current || !snap.state.workspace || !snap.state.dirty) return;
    storeAgain.current?.();
  }, [store, project.files]);

  useEffect(() => {
    let timer: Pending | undefined;
    let lastRevision = store.getState().revision;
    let lastDirty = store.getState().dirty;
    let warned = false;
    let slicing = false;
    /** Write `snap`'s record; true once written, false when a newer write took over. */
    const keep = async (snap: SessionSnapshot, saved: boolean, now: boolean): Promise<boolean> => {
      const mine = ++writes.current;
      const p = projectRef.current;
      // The files' source texts and the project's other files (OpenAPI documents): about their
      // size now, known without printing them.
      let n = 0;
      for (const f of Object.values(snap.state.workspace!.files)) n += f.source.text.length;
      for (const t of p.files.values()) n += t.length;
      // A folder's large OpenAPI documents, never read on the page, go in as their files' bytes:
      // a write with any is a large one (storedWork copies them), whatever the texts' size.
      const late = p.late?.files;
      // A page going away cannot wait for idle time: its write is begun at once, as a small one's.
      const large = !now && (n >= LARGE_RECORD || !!late?.size);
      const w = record(session.current, snap, p, large ? () => '' : undefined);
      if (saved) w.saved = true;
      if (!large) return writeSavedWork(withLate(w, late)).then(() => true);
      slicing = true;
      try {
        const { storedWork } = await storedTexts();
        const out = await storedWork(w, snap, blobs.current, () => mine !== writes.current, late);
        return !!out && writeSavedWork(out).then(() => true);
      } finally {
        if (mine === writes.current) slicing = false;
      }
    };
    storeAgain.current = () => void keep(store.getSnapshot(), false, false).catch(() => undefined);
    const flush = (now = false) => {
      timer = undefined;
      const snap = store.getSnapshot();
      const s = snap.state;
      if (!s.workspace) return;
      if (!s.dirty) {
        // Exported, saved, or undone back to what was opened: nothing is left to lose. The
        // document is kept, marked saved, so a reload opens it again instead of the sample.
        if (!stored.current) return setStatus('idle');
        void keep(snap, true, now)
          .catch(() => undefined)
          .then(() => !store.getState().dirty && setStatus('idle'));
        return;
      }
      keep(snap, false, now)
        .then((written) => {
          if (!written) return;
          stored.current = true;
          // Only "stored" when nothing changed while writing; otherwise the next write is due.
          if (store.getState().revision === s.revision) setStatus('stored');
        })
        .catch(() => {
          setStatus('unavailable');
          if (warned) return;
          warned = true;
          setMessage({
            kind: 'error',
            text: 'This browser cannot store your work (private mode or full storage). Keep working, and export before you close the tab.',
          });
        });
    };
    let previous = store.getSnapshot();
    const unsub = store.subscribe(() => {
      const snap = store.getSnapshot();
      const s = snap.state;
      const was = previous;
      const before = was.state;
      previous = snap;
      if (s.lastChange?.kind === 'load' && before.dirty && before.workspace && s.workspace !== before.workspace) {
        // Another document replaces unexported work: keep that work under its own record (now,
        // not after the debounce) and offer it back at once; this session starts afresh.
        timer?.cancel();
        timer = undefined;
        const kept = record(session.current, was, projectRef.current);
        void writeSavedWork(withLate(kept, projectRef.current.late?.files)).catch(() => undefined);
        session.current = newId();
        stored.current = false;
        setOffer(offerFor(kept));
      }
      if (s.revision === lastRevision && s.dirty === lastDirty) return; // a selection change: nothing to store
      lastRevision = s.revision;
      lastDirty = s.dirty;
      timer?.cancel();
      if (!s.dirty) return flush(); // clean again: forget the stored copy at once, no typing to wait for
      setStatus((st) => (st === 'unavailable' ? st : 'storing'));
      timer = afterDelayWhenIdle(() => flush(), AUTOSAVE_DELAY_MS);
    });
    // Leaving (or hidden, which may be the last chance on a phone) within the debounce: store
    // now, and keep a synchronous copy too, since an IndexedDB write begun as the page goes away
    // is not sure to commit before a reload ends it (an edit 400 ms old was lost that way).
    const leaving = () => {
      if (timer === undefined && !slicing) return;
      timer?.cancel();
      const snap = store.getSnapshot();
      if (snap.state.workspace && snap.state.dirty) stashPendingWork(record(session.current, snap, projectRef.current));
      flush(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', onVisibility);
    const beforeUnload = (e: BeforeUnloadEvent) => {
      leaving();
      if (store.getState().dirty) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unsub();
      timer?.cancel();
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, setMessage, offerFor]);

  return { offer, status };
}

/** A write waiting for its time (see afterDelayWhenIdle). */
interface Pending {
  cancel(): void;
}

/**
 * Run `fn` once `ms` have passed and the page is next idle (at most a second later). A write
 * prints the file from its source (about 30 ms for a move in a list of 200,000 pages): run from
 * a timer, it landed in the middle of whatever the person did next; in idle time it runs after
 * a frame is painted.
 */
function afterDelayWhenIdle(fn: () => void, ms: number): Pending {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout: 1000 });
    else fn();
  }, ms);
  return {
    cancel() {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    },
  };
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `s${Date.now()}${Math.random()}`;
}

/**
 * Records of this many characters or more are written through stored-texts.ts: their large
 * texts as Blobs made in idle time, not copied by IndexedDB in one task.
 */
const LARGE_RECORD = 1 << 20;

/**
 * A record with a folder's large OpenAPI documents (never read on the page: ProjectFiles.late)
 * among its files, as the files themselves: for a write that cannot wait for the copies of a
 * large one (see storedWork), such as one made as the page goes away.
 */
function withLate(w: SavedWork, late: ReadonlyMap<string, Blob> | undefined): SavedWork | StoredWork {
  return late?.size ? { ...w, files: { ...Object.fromEntries(late), ...w.files } } : w;
}

/** The record autosave writes of one version: each file's text as the session printed it (or as `text` gives it), and the project. */
function record(id: string, snap: SessionSnapshot, p: ProjectFiles, text = (path: string) => snap.text(path)!.text): SavedWork {
  const ws = snap.state.workspace!;
  // fromEntries, not assignment: a split file named "__proto__" is a file like any other.
  const current = Object.fromEntries(Object.keys(ws.files).map((path) => [path, text(path)]));
  const target = isDirectoryTarget(p.saveTarget) ? p.saveTarget : undefined;
  return {
    id,
    name: p.name,
    source: p.source,
    mainPath: ws.mainPath,
    originals: Object.fromEntries(p.originals ?? []),
    current,
    files: Object.fromEntries(p.files),
    pageFiles: p.pageFiles ? [...p.pageFiles] : undefined,
    frontMatter: Object.fromEntries(p.frontMatter),
    handle: target?.handle,
    base: target?.base,
    savedAt: Date.now(),
  };
}
