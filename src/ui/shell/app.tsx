import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DocStore } from '../../core/history/doc-store';
import '../../core/commands/index';
import { runRules } from '../../core/rules/index';
import { navIndexOf } from '../../core/model/nav-index';
import type { Diagnostic } from '../../core/rules/diagnostic';
import { EMPTY_PROJECT, type OpenResult, type ProjectFiles } from '../../io/project-files';
import { loadSample } from '../../io/load-sample';
import { EditorContext, type EditorContextValue, type RevealRequest } from './editor-context';
import { Toolbar } from './toolbar';
import { TreePanel } from '../tree/tree-panel';
import { InspectorPanel } from '../inspector/inspector-panel';
import { PreviewPanel } from '../preview/preview-panel';
import { ProblemsPanel } from '../problems/problems-panel';
import { useShortcuts } from './use-shortcuts';
import { useAutosave } from './use-autosave';
import { useDevServer } from './use-dev-server';
import './app.css';

const JsonPanel = lazy(() => import('../json/json-panel').then((m) => ({ default: m.JsonPanel })));

/** The editor: toolbar on top, tree left, preview (or JSON) middle, inspector right, problems bottom. */
export function App() {
  const store = useMemo(() => new DocStore(), []);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [project, setProject] = useState<ProjectFiles>(EMPTY_PROJECT);
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string }>();
  const [centre, setCentre] = useState<'preview' | 'json'>('preview');
  const [jsonOpened, setJsonOpened] = useState(false);

  /** Put an opened project in place, or say why not and keep the open document. */
  const accept = useCallback(
    (r: OpenResult) => {
      if (!r.ok) {
        setMessage({ kind: 'error', text: r.message });
        return false;
      }
      store.load(r.workspace);
      setProject(r.project);
      setMessage(r.problems.length ? { kind: 'info', text: r.problems.map((p) => p.message).join(' ') } : undefined);
      return true;
    },
    [store],
  );

  const restored = useAutosave(store, project, setProject, setMessage);
  // Opened from `docsnav dev`: the folder it serves is opened instead of the sample.
  const devServer = useDevServer({ store, accept, setProject, setMessage });
  useEffect(() => {
    // First start (or unsaved work offered beside it): the built-in sample.
    if (restored === 'pending' || store.getState().workspace || devServer.active) return;
    const open = new URLSearchParams(location.search).get('open');
    if (open) return; // the toolbar's URL loader opens it
    loadSample()
      .then(accept)
      .catch((e) => setMessage({ kind: 'error', text: `The sample could not be loaded: ${(e as Error).message}` }));
  }, [restored, accept, devServer.active]);

  useShortcuts(store);

  // Rules run on a deferred copy of the document: a keystroke or a drop paints first, and the
  // problems catch up in the next idle moment instead of holding the frame.
  const workspace = useDeferredValue(state.workspace);
  const diagnostics = useMemo<Diagnostic[]>(
    () => (workspace ? runRules(workspace, navIndexOf(workspace), { pageFiles: project.pageFiles }) : []),
    [workspace, project.pageFiles],
  );

  const value: EditorContextValue = useMemo(
    () => ({
      store,
      project,
      diagnostics,
      lastReveal,
      reveal: (id, from) => setLastReveal((r) => ({ id, from, seq: (r?.seq ?? 0) + 1 })),
      extras: {},
    }),
    [store, project, diagnostics, lastReveal],
  );

  return (
    <EditorContext.Provider value={value}>
      <div className="app">
        <Toolbar accept={accept} setMessage={setMessage} />
        {typeof restored === 'object' ? (
          <div className="message info" role="status">
            <span>
              Unsaved work on {restored.name} from {new Date(restored.savedAt).toLocaleString()} can be restored.
            </span>
            <button type="button" onClick={restored.restore}>
              Restore
            </button>
            <button type="button" onClick={restored.discard}>
              Discard
            </button>
          </div>
        ) : null}
        {message ? (
          <div className={`message ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
            <span>{message.text}</span>
            <button type="button" aria-label="Dismiss message" onClick={() => setMessage(undefined)}>
              ×
            </button>
          </div>
        ) : null}
        {devServer.prompt}
        <main className="panels">
          <TreePanel />
          <section className="centre">
            <div role="tablist" aria-label="Views" className="centre-tabs">
              <button role="tab" aria-selected={centre === 'preview'} onClick={() => setCentre('preview')}>
                Preview
              </button>
              <button
                role="tab"
                aria-selected={centre === 'json'}
                onClick={() => {
                  setCentre('json');
                  setJsonOpened(true);
                }}
              >
                JSON
              </button>
            </div>
            <div className="centre-body" hidden={centre !== 'preview'}>
              <PreviewPanel />
            </div>
            {jsonOpened ? (
              <div className="centre-body" hidden={centre !== 'json'}>
                <Suspense fallback={<p className="loading">Loading the JSON editor…</p>}>
                  <JsonPanel />
                </Suspense>
              </div>
            ) : null}
          </section>
          <InspectorPanel />
        </main>
        <ProblemsPanel />
      </div>
    </EditorContext.Provider>
  );
}
