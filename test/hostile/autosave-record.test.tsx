// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { EditorSession } from '../../src/core/session/editor-session';
import { printFile } from '../../src/core/model/workspace';
import { EMPTY_PROJECT, type ProjectFiles } from '../../src/io/project-files';
import { useAutosave } from '../../src/ui/shell/use-autosave';
import { RestoreBanner } from '../../src/ui/shell/restore-banner';

// A corrupt autosave record (null fields, text that is not JSON) made Restore throw or the
// banner vanish, with no word and the work not restored (issue 17). The record is validated:
// what could not be restored is named, and the rest is kept.

function Harness({ store }: { store: EditorSession }) {
  const [project, setProject] = useState<ProjectFiles>(EMPTY_PROJECT);
  const [message, setMessage] = useState<{ kind: string; text: string }>();
  const autosave = useAutosave(store, project, setProject, setMessage);
  return (
    <div>
      <span data-testid="project">{project.name}</span>
      {typeof autosave.offer === 'object' ? <RestoreBanner offer={autosave.offer} /> : <span data-testid="offer">{autosave.offer}</span>}
      {message ? <p role="alert">{message.text}</p> : null}
    </div>
  );
}

/** Put a record into the autosave store exactly as given, as a damaged profile would hold it. */
function putRaw(record: unknown, key = 'raw'): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('docsnav', 1);
    req.onupgradeneeded = () => req.result.createObjectStore('autosave');
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const t = req.result.transaction('autosave', 'readwrite');
      t.objectStore('autosave').put(record, key);
      t.oncomplete = () => {
        req.result.close();
        resolve();
      };
    };
  });
}

const DOCS = '{\n  "navigation": {\n    "groups": [{ "group": "A", "pages": ["a", { "$ref": "b.json" }] }]\n  }\n}\n';
const EDITED = DOCS.replace('"a"', '"a-edited"');
const B = '{ "group": "B", "pages": ["b"] }';
const record = (over: Record<string, unknown>) => ({
  id: 'old',
  savedAt: Date.now() - 60_000,
  name: 'my-docs',
  source: 'folder',
  mainPath: 'docs.json',
  originals: { 'docs.json': DOCS, 'b.json': B },
  current: { 'docs.json': EDITED, 'b.json': B },
  files: {},
  frontMatter: {},
  ...over,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
configure({ asyncUtilTimeout: 60_000 });
afterEach(cleanup);

async function restore(store: EditorSession) {
  render(<Harness store={store} />);
  await screen.findByRole('region', { name: 'Unsaved work' });
  fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
}

describe('restoring a damaged autosave record', () => {
  it('null fields: offered, and Restore says what could not be restored instead of throwing; the offer stays', async () => {
    await putRaw({
      id: 'old',
      savedAt: Date.now(),
      name: null,
      source: null,
      mainPath: null,
      originals: null,
      current: null,
      files: null,
      frontMatter: null,
    });
    const store = new EditorSession();
    await restore(store);
    // Restoring loads its code on first use: the answer comes a moment after the click.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The unsaved work on Untitled could not be restored: the stored docs.json is not usable (it was not stored), and neither is the text as opened. It stays stored; discard it when you no longer need it.',
    );
    expect(store.getState().workspace).toBeUndefined();
    expect(screen.getByRole('region', { name: 'Unsaved work' })).toBeTruthy();
  });

  it('an edited docs.json that is not JSON comes back as it was opened, and says so', async () => {
    await putRaw(record({ current: { 'docs.json': '{"navigation": [1,,]', 'b.json': B } }));
    const store = new EditorSession();
    await restore(store);
    await waitFor(() => expect(store.getState().workspace).toBeDefined());
    expect(printFile(store.getState().workspace!)).toBe(DOCS);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Restored my-docs, but the edited docs\.json could not be restored \(line 1, column \d+: .+\), so it is back as it was opened\.$/,
    );
  });

  it('a broken split file and a field of the wrong type are named; the rest of the work is restored', async () => {
    await putRaw(record({ current: { 'docs.json': EDITED, 'b.json': 42 }, pageFiles: 'oops', files: { 'api.yaml': null } }));
    const store = new EditorSession();
    await restore(store);
    await waitFor(() => expect(store.getState().workspace).toBeDefined());
    expect(printFile(store.getState().workspace!)).toBe(EDITED);
    expect(store.getState().workspace!.files['b.json']).toBeDefined(); // back as opened
    const text = screen.getByRole('alert').textContent!;
    expect(text).toContain('the edited text of b.json could not be restored');
    expect(text).toContain('the list of page files could not be restored');
    expect(text).toContain('the project file of api.yaml could not be restored');
  });

  it('a record that is not a record at all is not offered, and nothing throws', async () => {
    await putRaw('not a record', 'a');
    await putRaw(null, 'b');
    await putRaw({ id: 7, savedAt: 'yesterday' }, 'c');
    render(<Harness store={new EditorSession()} />);
    await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('none'));
  });
});
