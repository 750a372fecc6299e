import { createElement as h, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { EditorSession } from '../../core/session/editor-session';
import { diffHunks, lineDiff } from '../../core/parse/line-diff';
import type { OpenResult, ProjectFiles, SaveTarget } from '../../io/project-files';
import {
  DevApiError,
  fetchDevProject,
  listenDevEvents,
  openDevProject,
  saveDevFiles,
  type DevConnection,
  type DevProjectPayload,
  type DevVersions,
} from '../../io/dev-api';
import { Dialog } from '../common/dialog';

/*
 * What use-dev-server.ts does once the page was opened from `docsnav dev`'s address, in a module
 * of its own: the hook imports it only then, so the editor opened any other way (nearly always)
 * does not load it at start (the initial JavaScript budget, issue #16).
 */

type Message = { kind: 'error' | 'info'; text: string } | undefined;

/** What the link reads of the shell: always its latest callbacks. */
export interface DevServerShell {
  accept(r: OpenResult): boolean;
  setProject: Dispatch<SetStateAction<ProjectFiles>>;
  setMessage(m: Message): void;
}

/** Files changed on disk while the editor has unsaved edits: the person chooses which to keep. */
export interface Conflict {
  payload: DevProjectPayload;
  changed: string[];
}

/** The editor's link to one `docsnav dev` server. */
export interface DevServerLink {
  /** Open the served folder, then follow its changes on disk; returns what stops following. */
  start(): () => void;
  /** The choice to show for a conflict; `choose(true)` keeps the edits. */
  conflictDialog(c: Conflict, choose: (mine: boolean) => void): ReactNode;
  /** Keep the edits: saving will replace the disk version. */
  keepMine(c: Conflict): void;
  /** Open the version on disk, dropping the unsaved edits. */
  takeDisk(c: Conflict): void;
}

const list = (paths: readonly string[]) =>
  paths.length <= 3 ? paths.join(', ') : `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more`;

/**
 * Link the editor to the server at `conn`: open its folder instead of the sample, Save through
 * it (a SaveTarget), and follow changes on disk. With no unsaved edits a changed docs.json (or
 * split file) is reloaded; with unsaved edits `setConflict` gets both versions and the person
 * chooses, so neither is overwritten silently. OpenAPI files and pages are not edited here, so
 * their changes are always taken in.
 */
export function createDevServerLink(
  conn: DevConnection,
  store: EditorSession,
  latest: { readonly current: DevServerShell },
  setConflict: (c: Conflict | undefined) => void,
): DevServerLink {
  // Versions of the files as the editor holds them (what it opened, saved or chose to keep).
  let base: Record<string, string> = {};
  let pagesVersion = '';
  let documents: string[] = [];
  // One check at a time, in order: events can arrive while the previous check is fetching.
  let queue: Promise<void> = Promise.resolve();
  const remember = (p: DevProjectPayload) => {
    base = { ...p.versions };
    pagesVersion = p.pagesVersion;
    documents = p.documents;
  };
  const saveTarget: SaveTarget = {
    label: 'Save to disk',
    async save(files) {
      // Own properties only: a split file may be named "constructor" or "__proto__".
      const sent: Record<string, string> = Object.create(null);
      // A file the server did not report is sent as '' (absent), so a docs.json created from a mint.json never replaces one that appeared.
      for (const path of files.keys()) sent[path] = Object.hasOwn(base, path) ? base[path] : '';
      try {
        const r = await saveDevFiles(conn, files, sent);
        base = { ...base, ...r.versions };
        // What was saved is now what the export diffs against.
        latest.current.setProject((p) => ({ ...p, originals: new Map([...(p.originals ?? []), ...files]) }));
      } catch (e) {
        if (e instanceof DevApiError && e.status === 409) enqueue(() => check(undefined, true));
        throw e;
      }
    },
  };
  /** Open the payload; false (and the open document kept, with the reason shown) when it is not a docs.json now. */
  const load = async (p: DevProjectPayload): Promise<boolean> => {
    if (!latest.current.accept(await openDevProject(p, saveTarget))) return false;
    remember(p);
    if (p.notes.length) latest.current.setMessage({ kind: 'info', text: p.notes.join(' ') });
    return true;
  };
  /** Compare the server's versions with the editor's, and act on what differs. */
  const check = async (v: DevVersions | undefined, force = false) => {
    if (v?.error)
      return latest.current.setMessage({
        kind: 'error',
        text: `${v.error}. The document stays open here; put docs.json back to go on saving.`,
      });
    if (v && !force) {
      const paths = new Set([...Object.keys(v.versions), ...Object.keys(base)]);
      if ([...paths].every((p) => v.versions[p] === base[p]) && v.pagesVersion === pagesVersion) return;
    }
    const p = await fetchDevProject(conn);
    const docs = [...new Set([...p.documents, ...documents])];
    const changedDocs = docs.filter((d) => p.versions[d] !== base[d]);
    if (changedDocs.length) {
      if (!store.getState().dirty) {
        if (await load(p))
          latest.current.setMessage({ kind: 'info', text: `${list(changedDocs)} changed on disk; the editor shows the new version.` });
      } else setConflict({ payload: p, changed: changedDocs });
      return;
    }
    // Only OpenAPI files or pages: nothing edited here, so take them in and keep the document.
    const r = await openDevProject(p, saveTarget);
    if (!r.ok) return;
    const other = Object.keys(p.versions).filter((k) => !docs.includes(k) && p.versions[k] !== base[k]);
    latest.current.setProject((prev) => ({
      ...prev,
      pageFiles: r.project.pageFiles,
      frontMatter: r.project.frontMatter,
      files: r.project.files,
    }));
    base = { ...base, ...p.versions };
    pagesVersion = p.pagesVersion;
    if (other.length) latest.current.setMessage({ kind: 'info', text: `${list(other)} changed on disk; the editor uses the new version.` });
  };
  const enqueue = (job: () => Promise<void>) => {
    queue = queue.then(job).catch((e: Error) => latest.current.setMessage({ kind: 'error', text: e.message }));
  };
  const keepMine = (c: Conflict) => {
    // Saving now replaces the disk version on purpose; the export diff shows exactly what it replaces.
    const originals = new Map(
      c.payload.documents.filter((d) => c.payload.files[d] !== undefined).map((d) => [d, c.payload.files[d]] as const),
    );
    latest.current.setProject((prev) => ({ ...prev, originals: new Map([...(prev.originals ?? []), ...originals]) }));
    remember(c.payload);
    latest.current.setMessage({
      kind: 'info',
      text: `Kept your edits. Saving will replace ${list(c.changed)} on disk; the export shows what changes.`,
    });
  };
  const takeDisk = (c: Conflict) =>
    enqueue(async () => {
      if (await load(c.payload))
        latest.current.setMessage({ kind: 'info', text: `Opened ${list(c.changed)} as it is on disk; your unsaved edits were dropped.` });
    });
  const start = () => {
    let stop: (() => void) | undefined;
    let live = true;
    enqueue(async () => {
      try {
        const p = await fetchDevProject(conn);
        if (live) await load(p);
      } catch (e) {
        latest.current.setMessage({ kind: 'error', text: `The folder could not be opened from docsnav dev: ${(e as Error).message}` });
        return;
      }
      if (!live) return;
      // Listen only once the folder is open, so the first versions compare with what was opened.
      stop = listenDevEvents(
        conn,
        (v) => enqueue(() => check(v)),
        () =>
          latest.current.setMessage({
            kind: 'error',
            text: 'The connection to docsnav dev was lost (it stopped, or started again with a new address). Your edits stay here; start it again and open the address it prints.',
          }),
      );
    });
    return () => {
      live = false;
      stop?.();
    };
  };
  return { start, keepMine, takeDisk, conflictDialog: (c, choose) => conflictDialog(store, c, choose) };
}

/** Both versions of each changed file, as a diff (on disk −, yours +), and the two choices. */
function conflictDialog(store: EditorSession, c: Conflict, choose: (mine: boolean) => void): ReactNode {
  const snapshot = store.getSnapshot();
  const rows: ReactNode[] = [];
  for (const path of c.changed) {
    const mine = snapshot.text(path)?.text ?? '';
    const disk = c.payload.files[path] ?? '';
    rows.push(h('div', { key: `h-${path}`, className: 'diff-line op-gap' }, `${path}`));
    diffHunks(lineDiff(disk, mine)).forEach((l, i) =>
      rows.push(
        h(
          'div',
          { key: `${path}-${i}`, className: `diff-line op-${l.op === '+' ? 'add' : l.op === '-' ? 'del' : l.op === '…' ? 'gap' : 'same'}` },
          l.op === '…' ? '…' : `${l.op} ${l.text}`,
        ),
      ),
    );
  }
  // Escape keeps the edits: the non-destructive choice (nothing is written or dropped; Save
  // would then replace the disk version, and the export diff shows against it).
  return h(Dialog, {
    title: `${list(c.changed)} changed on disk`,
    className: 'export-dialog',
    onClose: () => choose(true),
    buttons: [
      h('button', { key: 'mine', type: 'button', 'data-autofocus': true, onClick: () => choose(true) }, 'Keep my edits'),
      h('button', { key: 'disk', type: 'button', className: 'primary', onClick: () => choose(false) }, 'Use the version on disk'),
    ],
    children: [
      h(
        'p',
        { key: 'why' },
        'The file changed on disk while you have unsaved edits here. Nothing has been overwritten: choose the version to keep. Lines marked − are only on disk, lines marked + only in your version.',
      ),
      h('pre', { key: 'diff', className: 'diff', 'aria-label': 'Your version and the version on disk' }, rows),
    ],
  });
}
