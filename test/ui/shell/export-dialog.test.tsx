// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { EditorSession } from '../../../src/core/session/editor-session';
import { labelOf } from '../../../src/core/model/nav-index';
import { navIndexOf } from '../../../src/core/model/build-nav-index';
import { runRules, type Diagnostic } from '../../../src/core/rules/index';
import { openProject, type ProjectFiles } from '../../../src/io/project-files';
import { directorySaveTarget } from '../../../src/io/directory-save-target';
import { EditorContext, type EditorContextValue } from '../../../src/ui/shell/editor-context';
import { ExportDialog } from '../../../src/ui/shell/export-dialog';
import { MemoryDirectory } from '../../io/memory-directory';
import { keyboardMoveCommand } from '../../../src/core/commands/index';

const DOCS =
  '{\n  "name": "x", "theme": "mint", "colors": { "primary": "#0D9373" },\n  "navigation": {\n    "tabs": [\n      {\n        "tab": "Guides",\n        "anchors": [{ "$ref": "nav/home.json" }],\n        "groups": [{ "group": "Lost", "pages": ["lost/one", "lost/two"] }]\n      }\n    ]\n  }\n}\n';
const HOME = '{\n  "anchor": "Home",\n  "pages": ["home", "about"]\n}\n';

/** The dialog inside the context the shell provides, with the real rules' diagnostics. */
function Harness({
  store,
  project,
  onClose,
  extra = [],
}: {
  store: EditorSession;
  project: ProjectFiles;
  onClose(): void;
  extra?: Diagnostic[];
}) {
  const ws = store.getState().workspace!;
  const diagnostics = useMemo(
    () => [...runRules(ws, navIndexOf(ws), { pageFiles: project.pageFiles }), ...extra],
    [ws, project.pageFiles, extra],
  );
  const value: EditorContextValue = { store, project, diagnostics, lastReveal: undefined, reveal: () => {} };
  return (
    <EditorContext.Provider value={value}>
      <ExportDialog onClose={onClose} />
    </EditorContext.Provider>
  );
}

let dir: MemoryDirectory;
let closed = 0;
function setup() {
  dir = MemoryDirectory.from('repo', { 'docs.json': DOCS, 'nav/home.json': HOME });
  const r = openProject(
    new Map([
      ['docs.json', DOCS],
      ['nav/home.json', HOME],
    ]),
    'folder',
    'repo',
    { saveTarget: (base, originals) => directorySaveTarget(dir, base, originals) },
  );
  if (!r.ok) throw new Error(r.message);
  const store = new EditorSession();
  store.load(r.workspace);
  const id = [...store.getIndex().elements.values()].find((e) => labelOf(e) === 'home')!.id;
  store.run(keyboardMoveCommand, { id, dir: 'down' });
  render(<Harness store={store} project={r.project} onClose={() => closed++} />);
  return store;
}

beforeEach(() => {
  closed = 0;
});
// IndexedDB and the debounce run on a shared machine: wait for outcomes, not for a fixed second.
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

describe('ExportDialog', () => {
  it('lists an error the generator does not agree with (SPEC.md only), but lets the export through', () => {
    const docs = '{"name": "x", "theme": "mint", "colors": {"primary": "#0D9373"}, "navigation": {"pages": ["a"]}}';
    const r = openProject(new Map([['docs.json', docs]]), 'file', 'x');
    if (!r.ok) throw new Error(r.message);
    const store = new EditorSession();
    store.load(r.workspace);
    const specOnly: Diagnostic = {
      severity: 'error',
      code: 'spec-only',
      site: 'accepts',
      message: 'navigation.pages[0]: breaks a rule of the specification that the site generator tolerates.',
      file: 'docs.json',
      path: ['navigation', 'pages', 0],
    };
    render(<Harness store={store} project={r.project} onClose={() => {}} extra={[specOnly]} />);
    const dialog = screen.getByRole('dialog', { name: 'Export docs.json' });
    expect(dialog.textContent).toContain('This docs.json has 1 error. The site builds it as written');
    expect(within(dialog).getByRole('list', { name: 'Errors' }).children).toHaveLength(1);
    expect(within(dialog).queryByLabelText('Export anyway')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('with errors, lists them and the pages the site would drop, and asks before any export', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Export docs.json' });
    const alert = within(dialog).getAllByRole('alert')[0];
    expect(alert.textContent).toContain('This docs.json has 1 error. The site would silently drop pages:');
    expect(alert.textContent).toContain('cannot hold both "anchors" and "groups"');
    expect(alert.textContent).toContain('Readers would not see these 2 pages: lost/one, lost/two.');
    for (const name of ['Download .zip', 'Copy docs.json', 'Save to repo'])
      expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Export anyway'));
    for (const name of ['Download .zip', 'Copy docs.json', 'Save to repo'])
      expect((within(dialog).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows that only the split file changed, and Save writes it alone, leaving docs.json as it was', async () => {
    const store = setup();
    const dialog = screen.getByRole('dialog', { name: 'Export docs.json' });
    expect(dialog.textContent).toContain('No changes in docs.json: it is exactly as it was opened; changes in nav/home.json.');
    // The lines the commit will change, in the file that changes.
    expect(within(dialog).queryByLabelText('Changes')).toBeNull();
    const lines = [...within(dialog).getByLabelText('Changes in nav/home.json').querySelectorAll('.op-add, .op-del')].map(
      (l) => l.textContent,
    );
    expect(lines).toEqual(['-   "pages": ["home", "about"]', '+   "pages": ["about", "home"]']);
    fireEvent.click(within(dialog).getByLabelText('Export anyway'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save to repo' })));
    await waitFor(() => expect(closed).toBe(1));
    expect(dir.read('nav/home.json')).toBe('{\n  "anchor": "Home",\n  "pages": ["about", "home"]\n}\n');
    expect(dir.read('docs.json')).toBe(DOCS);
    expect(store.getState().dirty).toBe(false);
  });

  it('a failed save says why, writes nothing and keeps the work unsaved', async () => {
    const store = setup();
    dir.put('nav/home.json', HOME.replace('Home', 'Changed elsewhere'));
    const dialog = screen.getByRole('dialog', { name: 'Export docs.json' });
    fireEvent.click(within(dialog).getByLabelText('Export anyway'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save to repo' })));
    expect(
      (await within(dialog).findByText(/^Nothing was saved: nav\/home\.json changed on disk since it was opened/)).getAttribute('role'),
    ).toBe('alert');
    expect(closed).toBe(0);
    expect(store.getState().dirty).toBe(true);
  });

  it('Copy puts the exact text on the clipboard, and says so when the browser refuses', async () => {
    setup();
    let copied = '';
    let allow = true;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => (allow ? void (copied = t) : Promise.reject(new Error('Write permission denied'))) },
    });
    const dialog = screen.getByRole('dialog', { name: 'Export docs.json' });
    fireEvent.click(within(dialog).getByLabelText('Export anyway'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy docs.json' })));
    expect(copied).toBe(DOCS);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    allow = false;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copied' })));
    expect(within(dialog).getByText('Nothing was copied: Write permission denied. Use Download instead.')).toBeTruthy();
  });
});
