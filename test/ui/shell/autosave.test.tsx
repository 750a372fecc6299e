// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Blob as NodeBlob } from 'node:buffer';
import { EditorSession } from '../../../src/core/session/editor-session';
import { printFile } from '../../../src/core/model/workspace';
import { labelOf } from '../../../src/core/model/nav-index';
import { lateFiles, openProject, EMPTY_PROJECT, type ProjectFiles } from '../../../src/io/project-files';
import type { SetProject } from '../../../src/ui/shell/use-project';
import { listSavedWork } from '../../../src/io/autosave-store';
import { exportFiles } from '../../../src/io/export-files';
import { useAutosave } from '../../../src/ui/shell/use-autosave';
import { RestoreBanner } from '../../../src/ui/shell/restore-banner';
import { keyboardMoveCommand, renameCommand } from '../../../src/core/commands/index';

const DOCS = '{\n  "navigation": {\n    "groups": [\n      { "group": "A", "pages": ["a", "b"] }\n    ]\n  }\n}\n';

/** The autosave hook as the shell uses it, over a store the test drives. */
function Harness({ store, initial, give }: { store: EditorSession; initial?: ProjectFiles; give?: (set: SetProject) => void }) {
  const [project, setProject] = useState<ProjectFiles>(initial ?? EMPTY_PROJECT);
  give?.(setProject);
  const [message, setMessage] = useState<{ kind: string; text: string }>();
  const autosave = useAutosave(store, project, setProject, setMessage);
  return (
    <div>
      <span role="status" aria-label="Autosave">
        {autosave.status}
      </span>
      <span data-testid="project">{project.name}</span>
      <span data-testid="files">{[...project.files.keys()].join(',')}</span>
      {typeof autosave.offer === 'object' ? <RestoreBanner offer={autosave.offer} /> : <span data-testid="offer">{autosave.offer}</span>}
      {message ? <p role="alert">{message.text}</p> : null}
    </div>
  );
}

function opened(): { store: EditorSession; project: ProjectFiles } {
  const r = openProject(new Map([['docs.json', DOCS]]), 'file', 'my-docs.json');
  if (!r.ok) throw new Error(r.message);
  const store = new EditorSession();
  store.load(r.workspace);
  return { store, project: r.project };
}
const idOf = (s: EditorSession, label: string) => [...s.getIndex().elements.values()].find((e) => labelOf(e) === label)!.id;
const status = () => screen.getByRole('status', { name: 'Autosave' }).textContent;

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
});
// IndexedDB and the debounce run on a shared machine: wait for outcomes, not for a fixed second.
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

describe('autosave', () => {
  it('stores an edit, offers it on the next start with when it was changed, and restores it exactly', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
    act(() => void store.run(keyboardMoveCommand, { id: idOf(store, 'a'), dir: 'down' }));
    expect(status()).toBe('storing');
    await waitFor(() => expect(status()).toBe('stored'));
    const edited = printFile(store.getState().workspace!);
    cleanup();

    // The next visit: a new store, the offer shown beside whatever opens.
    const next = new EditorSession();
    render(<Harness store={next} />);
    const offer = await screen.findByRole('region', { name: 'Unsaved work' });
    expect(offer.textContent).toMatch(/^Unsaved work on my-docs\.json, last changed just now \(.+\), can be restored\./);
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    // Restoring loads its code on first use.
    await waitFor(() => expect(next.getState().workspace && printFile(next.getState().workspace!)).toBe(edited));
    expect(next.getState().dirty).toBe(true);
    expect(next.undo()).toBe(false); // loading records no undo step
    expect(screen.getByTestId('project').textContent).toBe('my-docs.json');
    // Export still diffs against the text as first opened.
    expect(exportFiles(next.getSnapshot(), new Map([['docs.json', DOCS]])).get('docs.json')).toBe(edited);
  });

  it('keeps the exported document marked saved (reopened on start, no offer), and Discard forgets an offered one', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'B' }));
    await waitFor(() => expect(status()).toBe('stored'));
    expect(await listSavedWork()).toHaveLength(1);
    act(() => store.markSaved());
    // Kept, marked saved: a reload brings the document back instead of the sample.
    await waitFor(async () => expect((await listSavedWork()).map((w) => w.saved)).toEqual([true]));
    expect(status()).toBe('idle');
    const exported = printFile(store.getState().workspace!);
    cleanup();
    const next = new EditorSession();
    render(<Harness store={next} />);
    await waitFor(() => expect(next.getState().workspace && printFile(next.getState().workspace!)).toBe(exported));
    expect(next.getState().dirty).toBe(false);
    expect(screen.queryByRole('region', { name: 'Unsaved work' })).toBeNull();
    cleanup();
    render(<Harness store={store} initial={project} />);

    act(() => void store.run(renameCommand, { id: idOf(store, 'B'), label: 'C' }));
    await waitFor(() => expect(status()).toBe('stored'));
    cleanup();
    render(<Harness store={new EditorSession()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    // The offered work is gone; the saved document stays.
    await waitFor(async () => expect((await listSavedWork()).map((w) => w.saved)).toEqual([true]));
  });

  it('an edit kept synchronously as the page went away is offered on the next start', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'Left in a hurry' }));
    const edited = printFile(store.getState().workspace!);
    // Reloading within the autosave delay: pagehide comes before the debounced write.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(localStorage.getItem('docsnav-pending-work') ?? (await listSavedWork()).length).toBeTruthy();
    cleanup();
    render(<Harness store={new EditorSession()} />);
    const offer = await screen.findByRole('region', { name: 'Unsaved work' });
    expect(offer.textContent).toContain('my-docs.json');
    await waitFor(async () => expect((await listSavedWork()).map((w) => w.current['docs.json'])).toContain(edited));
    expect(localStorage.getItem('docsnav-pending-work')).toBeNull();
  });

  it('opening another document over unexported edits keeps them and offers them back at once', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'Edited' }));
    const edited = printFile(store.getState().workspace!);
    // Within the autosave delay, so nothing was stored yet: the edit must not be lost all the same.
    const other = openProject(new Map([['docs.json', '{"navigation": {"pages": ["other"]}}']]), 'file', 'other.json');
    act(() => store.load(other.ok ? other.workspace : (undefined as never)));
    const offer = await screen.findByRole('region', { name: 'Unsaved work' });
    expect(offer.textContent).toContain('Unsaved work on my-docs.json, last changed just now');
    await waitFor(async () => expect((await listSavedWork()).map((w) => w.current['docs.json'])).toEqual([edited]));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(printFile(store.getState().workspace!)).toBe(edited));
    expect(screen.queryByRole('region', { name: 'Unsaved work' })).toBeNull();
  });

  it("stores the record again when the project's other files change after an edit was stored (the dev server takes in a changed OpenAPI document)", async () => {
    const { store, project } = opened();
    let setProject!: SetProject;
    render(<Harness store={store} initial={project} give={(set) => (setProject = set)} />);
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'B' }));
    await waitFor(() => expect(status()).toBe('stored'));
    expect(Object.keys((await listSavedWork())[0].files)).toEqual([]);
    act(() => setProject((p) => ({ ...p, files: new Map([...p.files, ['api.json', '{"openapi": "3.1.0"}']]) })));
    await waitFor(async () => expect((await listSavedWork())[0].files).toEqual({ 'api.json': '{"openapi": "3.1.0"}' }));
  });

  it("stores a folder's large OpenAPI document, which the page never reads, with the first record, and restores it among the project's files", async () => {
    // Node's Blob, which the fake IndexedDB stores and gives back as one (jsdom's it cannot clone).
    const had = globalThis.Blob;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    try {
      const { store, project } = opened();
      const API = '{"openapi": "3.1.0", "info": {"title": "Big", "version": "1"}, "paths": {}}';
      const withApi: ProjectFiles = { ...project, late: lateFiles(new Map([['api.json', new Blob([API])]])) };
      render(<Harness store={store} initial={withApi} />);
      act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'B' }));
      await waitFor(() => expect(status()).toBe('stored'));
      // Stored as the file's bytes (a Blob), read back as its text.
      expect((await listSavedWork())[0].files).toEqual({ 'api.json': API });
      const edited = printFile(store.getState().workspace!);
      cleanup();

      const next = new EditorSession();
      render(<Harness store={next} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
      await waitFor(() => expect(next.getState().workspace && printFile(next.getState().workspace!)).toBe(edited));
      expect(screen.getByTestId('files').textContent).toBe('api.json');
    } finally {
      globalThis.Blob = had;
    }
  });

  it('writes once the page is idle after its delay, not in the middle of what comes next', async () => {
    const waiting: IdleRequestCallback[] = [];
    const had = Object.getOwnPropertyDescriptor(globalThis, 'requestIdleCallback');
    globalThis.requestIdleCallback = (cb: IdleRequestCallback) => waiting.push(cb);
    globalThis.cancelIdleCallback ??= () => undefined;
    try {
      const { store, project } = opened();
      render(<Harness store={store} initial={project} />);
      await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
      act(() => void store.run(keyboardMoveCommand, { id: idOf(store, 'a'), dir: 'down' }));
      await waitFor(() => expect(waiting).toHaveLength(1));
      // The delay is over, the page is not idle yet: nothing written.
      expect(status()).toBe('storing');
      expect(await listSavedWork()).toHaveLength(0);
      act(() => waiting.shift()!({ didTimeout: false, timeRemaining: () => 50 }));
      await waitFor(() => expect(status()).toBe('stored'));
      expect((await listSavedWork()).map((w) => w.current['docs.json'])).toEqual([printFile(store.getState().workspace!)]);
    } finally {
      if (had) Object.defineProperty(globalThis, 'requestIdleCallback', had);
      else delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('a selection change stores nothing', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
    act(() => store.select([idOf(store, 'a')]));
    expect(status()).toBe('idle');
    expect(await listSavedWork()).toHaveLength(0);
  });

  it('warns before the tab closes with unexported changes, and only then', async () => {
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    const close = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(close()).toBe(false);
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'B' }));
    expect(close()).toBe(true);
    act(() => store.markSaved());
    expect(close()).toBe(false);
  });

  it('when the browser cannot store, says so once and keeps working', async () => {
    // Storage that fails as in some private modes: opening the database is refused.
    let opens = 0;
    (globalThis as { indexedDB: unknown }).indexedDB = {
      open() {
        opens++;
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    };
    const { store, project } = opened();
    render(<Harness store={store} initial={project} />);
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
    act(() => void store.run(renameCommand, { id: idOf(store, 'A'), label: 'B' }));
    await waitFor(() => expect(status()).toBe('unavailable'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This browser cannot store your work (private mode or full storage). Keep working, and export before you close the tab.',
    ]);
    const tried = opens;
    act(() => void store.run(renameCommand, { id: idOf(store, 'B'), label: 'C' }));
    await waitFor(() => expect(opens).toBe(tried + 1)); // the second write was tried, and failed
    await act(async () => undefined);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(store.undo()).toBe(true);
    expect(store.undoLabel()).toBe("rename 'A'");
  });
});
