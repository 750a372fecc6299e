import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { safeLocalStorage } from './safe-storage';
import { DocStore } from '../../core/history/doc-store';
import '../../core/commands/index';
import { startRules, type RulesRun } from '../../core/rules/index';
import { navIndexOf } from '../../core/model/nav-index';
import type { Workspace } from '../../core/model/workspace';
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
import { useOpenapi } from './use-openapi';
import { openParam } from './use-url-opener';
import { RestoreBanner } from './restore-banner';
import { useLegacyConversion } from './use-legacy-conversion';
import { ErrorBoundary } from './error-boundary';
import './app.css';

const JsonPanel = lazy(() => import('../json/json-panel').then((m) => ({ default: m.JsonPanel })));

export type Message = { kind: 'error' | 'info'; text: string };

/** The editor: toolbar on top, tree left, preview (or JSON) middle, inspector right, problems bottom. */
export function App() {
  const store = useMemo(() => new DocStore(), []);
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [project, setProject] = useState<ProjectFiles>(EMPTY_PROJECT);
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  const [message, setMessage] = useState<Message>();
  const [centre, setCentre] = useState<'preview' | 'json'>('preview');
  const [jsonOpened, setJsonOpened] = useState(false);
  // Panel sizes a person chose are kept for the next visit.
  const layout = useDefaultLayout({ id: 'docsnav-panels', storage: safeLocalStorage() });

  const { offer: offerConversion, dialog: conversionDialog } = useLegacyConversion(store, setProject, setMessage);
  /** Put an opened project in place, or say why not and keep the open document. */
  const accept = useCallback(
    (r: OpenResult) => {
      if (!r.ok) {
        setMessage({ kind: 'error', text: r.message });
        return false;
      }
      // A mint.json: its conversion is shown first, and loaded only on Continue.
      if (r.conversion) return offerConversion(r);
      store.load(r.workspace);
      setProject(r.project);
      setMessage(r.problems.length ? { kind: 'info', text: r.problems.map((p) => p.message).join(' ') } : undefined);
      return true;
    },
    [store, offerConversion],
  );

  const autosave = useAutosave(store, project, setProject, setMessage);
  // `?open=<url>` on start: the sample waits for it, and opens after all if the URL fails.
  const [startUrl, setStartUrl] = useState(openParam);
  const urlSettled = useCallback(() => setStartUrl(undefined), []);
  // Opened from `docsnav dev`: the folder it serves is opened instead of the sample.
  const devServer = useDevServer({ store, accept, setProject, setMessage });
  useEffect(() => {
    // First start (or unsaved work offered beside it): the built-in sample, so a newcomer sees
    // a working editor at once. It must never replace a document that arrived meanwhile: a
    // Restore clicked, or a file opened, while the sample was still loading.
    if (autosave.offer === 'pending' || store.getState().workspace || startUrl || devServer.active) return;
    let live = true;
    loadSample()
      .then((r) => {
        if (live && !store.getState().workspace) accept(r);
      })
      .catch((e) => setMessage({ kind: 'error', text: `The sample could not be loaded: ${(e as Error).message}` }));
    return () => {
      live = false;
    };
  }, [autosave.offer, accept, store, devServer.active, startUrl]);

  useShortcuts(store);

  // Rules run on a deferred copy of the document: a keystroke or a drop paints first, and the
  // problems catch up in the next idle moment instead of holding the frame. The project is
  // deferred with it: an open sets both at once, and with only the document deferred, the
  // urgent render checked the old document against the new project's files (its rules and its
  // OpenAPI analysis again, before the new tree could paint).
  const current = useMemo(() => ({ workspace: state.workspace, project }), [state.workspace, project]);
  const { workspace, project: checked } = useDeferredValue(current);
  const rules = useRules(workspace, checked.pageFiles);
  // OpenAPI documents load in a worker; binding and expansion follow the deferred document too.
  const openapi = useOpenapi(workspace, checked);
  const diagnostics = useMemo(() => (openapi?.diagnostics.length ? [...rules, ...openapi.diagnostics] : rules), [rules, openapi]);

  const value: EditorContextValue = useMemo(
    () => ({
      store,
      project,
      diagnostics,
      lastReveal,
      reveal: (id, from, at, generated) => setLastReveal((r) => ({ id, from, at, generated, seq: (r?.seq ?? 0) + 1 })),
      extras: {},
      openapi,
    }),
    [store, project, diagnostics, lastReveal, openapi],
  );

  return (
    <EditorContext.Provider value={value}>
      {/* The store and autosave live above every boundary: a panel that throws shows the error in its place, and the document stays. */}
      <ErrorBoundary name="docsnav" store={store} resetKey={state.workspace}>
        <div className="app">
          <Toolbar accept={accept} setMessage={setMessage} autosave={autosave.status} onUrlSettled={urlSettled} />
          {typeof autosave.offer === 'object' ? <RestoreBanner offer={autosave.offer} /> : null}
          {message ? (
            <div className={`message ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
              <span>{message.text}</span>
              <button type="button" aria-label="Dismiss message" onClick={() => setMessage(undefined)}>
                ×
              </button>
            </div>
          ) : null}
          {devServer.prompt}
          {conversionDialog}
          <Group
            orientation="horizontal"
            className="panels"
            id="docsnav-panels"
            defaultLayout={layout.defaultLayout}
            onLayoutChanged={layout.onLayoutChanged}
          >
            <Panel id="tree" className="panel-slot" defaultSize="26%" minSize={200}>
              <ErrorBoundary name="The navigation tree" store={store} resetKey={state.workspace}>
                <TreePanel />
              </ErrorBoundary>
            </Panel>
            <Separator className="resize-handle" aria-label="Resize the navigation tree" />
            <Panel id="centre" className="panel-slot" minSize={320}>
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
                  <ErrorBoundary name="The preview" store={store} resetKey={state.workspace}>
                    <PreviewPanel />
                  </ErrorBoundary>
                </div>
                {jsonOpened ? (
                  <div className="centre-body" hidden={centre !== 'json'}>
                    <ErrorBoundary name="The JSON pane" store={store} resetKey={state.workspace}>
                      <Suspense fallback={<p className="loading">Loading the JSON editor…</p>}>
                        <JsonPanel />
                      </Suspense>
                    </ErrorBoundary>
                  </div>
                ) : null}
              </section>
            </Panel>
            <Separator className="resize-handle" aria-label="Resize the inspector" />
            <Panel id="inspector" className="panel-slot" defaultSize="24%" minSize={220}>
              <ErrorBoundary name="The inspector" store={store} resetKey={state.workspace}>
                <InspectorPanel />
              </ErrorBoundary>
            </Panel>
          </Group>
          <ErrorBoundary name="The problems panel" store={store} resetKey={state.workspace}>
            <ProblemsPanel />
          </ErrorBoundary>
        </div>
      </ErrorBoundary>
    </EditorContext.Provider>
  );
}

/** How long one step of the rules may hold the page's thread (see useRules). */
const RULES_STEP_MS = 6;
const NO_DIAGNOSTICS: Diagnostic[] = [];

/**
 * The structure rules' diagnostics of `workspace`. After an edit the rules re-check only what
 * changed (well under a millisecond) and answer in this render. The first run over a new
 * document is the cost (about 20 ms on the 2.4 MB corpus config, more with the garbage it
 * leaves): it starts once the tree the open drew is painted and goes on in steps of a few
 * milliseconds, so the open is not followed by one long task and a click or a key meanwhile is
 * served at once. Until a run ends, the last answer for the same document stays (none for a
 * new one).
 */
function useRules(workspace: Workspace | undefined, pageFiles: ReadonlySet<string> | undefined): Diagnostic[] {
  // The last finished answer, and the navigation (root id) it is about.
  const last = useRef<{ rootId?: number; out: Diagnostic[] }>({ out: NO_DIAGNOSTICS });
  const attempt = useMemo(() => {
    if (!workspace) return { out: NO_DIAGNOSTICS };
    const index = navIndexOf(workspace);
    const run = startRules(workspace, index, { pageFiles });
    const edit = last.current.out !== NO_DIAGNOSTICS && last.current.rootId === index.rootId;
    return { run, rootId: index.rootId, out: edit ? run.step(yieldAfter(RULES_STEP_MS)) : undefined };
  }, [workspace, pageFiles]);
  const [finished, setFinished] = useState<{ run: RulesRun; out: Diagnostic[] }>();
  useEffect(() => {
    const { run } = attempt;
    if (!run || attempt.out) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const out = run.step(yieldAfter(RULES_STEP_MS));
      if (out) setFinished({ run, out });
      else timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [attempt]);
  const out = attempt.out ?? (finished && finished.run === attempt.run ? finished.out : undefined);
  useEffect(() => {
    if (out) last.current = { rootId: attempt.rootId, out };
  }, [out, attempt]);
  return out ?? (last.current.rootId === attempt.rootId ? last.current.out : NO_DIAGNOSTICS);
}

/** A `shouldYield` for a step of work: true once `ms` have passed. */
function yieldAfter(ms: number): () => boolean {
  const end = performance.now() + ms;
  return () => performance.now() > end;
}
