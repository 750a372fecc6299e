import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EditorSession } from '../../core/session/editor-session';
import type { OpenResult } from '../../io/project-files';
import { loadSample } from '../../io/load-sample';
import { EditorContext, type EditorContextValue, type RevealRequest } from './editor-context';
import { Toolbar } from './toolbar';
import { TreePanel } from '../tree/tree-panel';
import { InspectorPanel } from '../inspector/inspector-panel';
import { PreviewPanel } from '../preview/preview-panel';
import { ProblemsPanel } from '../problems/problems-panel';
import { useShortcuts } from './use-shortcuts';
import { useLetGo } from './use-let-go';
import { useAutosave } from './use-autosave';
import { useDevServer } from './use-dev-server';
import { useOpenapi } from './use-openapi';
import { useIconNames } from './use-icon-names';
import { frameScheduler } from './frame-scheduler';
import { projectInputs, useProject } from './use-project';
import { openParam } from './use-url-opener';
import { useLegacyConversion } from './use-legacy-conversion';
import { ErrorBoundary } from './error-boundary';
import { SplitPanes } from './split-panes';
import { lazyPart } from '../common/lazy-part';
import './app.css';

// Shown only when an earlier visit left unsaved work: loaded then (the initial JavaScript budget).
const RestoreBanner = lazyPart(() => import('./restore-banner').then((m) => m.RestoreBanner));
const JsonPanel = lazy(() => import('../json/json-panel').then((m) => ({ default: m.JsonPanel })));

export type Message = { kind: 'error' | 'info'; text: string };

/** The editor: toolbar on top, tree left, preview (or JSON) middle, inspector right, problems bottom. */
export function App() {
  // The editor session: the document and everything derived from it (core/session). The app
  // binds to it and computes nothing itself; its deferred work runs in slices between frames.
  const store = useMemo(() => new EditorSession({ scheduler: frameScheduler() }), []);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const state = snapshot.state;
  // The open project's files; the session hears of every change before React does.
  const [project, setProject] = useProject(store);
  const [lastReveal, setLastReveal] = useState<RevealRequest>();
  const [message, setMessage] = useState<Message>();
  const shownMessage = useRef(message);
  shownMessage.current = message;
  const [centre, setCentre] = useState<'preview' | 'json'>('preview');
  const [jsonOpened, setJsonOpened] = useState(false);

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
      store.load(r.workspace, { inputs: projectInputs(r.project) });
      setProject(r.project);
      setMessage(r.problems.length ? { kind: 'info', text: r.problems.map((p) => p.message).join(' ') } : undefined);
      return true;
    },
    [store, offerConversion, setProject],
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
        if (!live || store.getState().workspace) return;
        // The sample opens in place of a start link that failed: that failure's message stays
        // until dismissed (it was replaced at once, leaving the sample with no word).
        const kept = shownMessage.current?.kind === 'error' ? shownMessage.current : undefined;
        accept(r);
        if (kept) setMessage(kept);
      })
      .catch((e) => setMessage({ kind: 'error', text: `The sample could not be loaded: ${(e as Error).message}` }));
    return () => {
      live = false;
    };
  }, [autosave.offer, accept, store, devServer.active, startUrl]);

  useShortcuts(store);

  // The OpenAPI documents the session names load in a worker and come back to it as they load.
  const openapiPrefetch = useOpenapi(store, project);
  // The icon libraries' name lists load on first need, and the unknown-icon check runs on them.
  useIconNames(store);
  const diagnostics = snapshot.diagnostics;
  // The analysis reaches the panels as a deferred value: a large document's generated pages
  // render in an interruptible pass, after the tree and the preview show the edit.
  const openapi = useDeferredValue(snapshot.openapi);

  // One function for the whole session: panels pass it into memoised callbacks and rows.
  const reveal = useCallback<EditorContextValue['reveal']>(
    (id, from, at, generated) => setLastReveal((r) => ({ id, from, at, generated, seq: (r?.seq ?? 0) + 1 })),
    [],
  );
  // Once per document: every panel renders again, so none keeps the document before it.
  const letGo = useLetGo(state.workspace ? snapshot.index.rootId : undefined, snapshot.checking);
  const value: EditorContextValue = useMemo(
    () => ({ store, project, diagnostics, lastReveal, reveal, openapi }),
    [store, project, diagnostics, lastReveal, reveal, openapi, letGo], // eslint-disable-line react-hooks/exhaustive-deps -- letGo makes a new value
  );

  return (
    <EditorContext.Provider value={value}>
      {/* The store and autosave live above every boundary: a panel that throws shows the error in its place, and the document stays. */}
      <ErrorBoundary name="docsnav" store={store} resetKey={state.workspace}>
        <div className="app">
          <Toolbar
            accept={accept}
            setMessage={setMessage}
            autosave={autosave.status}
            onUrlSettled={urlSettled}
            openapiPrefetch={openapiPrefetch}
          />
          {typeof autosave.offer === 'object' ? (
            <Suspense fallback={null}>
              <RestoreBanner offer={autosave.offer} />
            </Suspense>
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
          {conversionDialog}
          <SplitPanes
            id="docsnav-panels"
            className="panels"
            panes={[
              {
                id: 'tree',
                defaultShare: 26,
                minPx: 200,
                handleLabel: 'Resize the navigation tree',
                content: (
                  <ErrorBoundary name="The navigation tree" store={store} resetKey={state.workspace}>
                    <TreePanel />
                  </ErrorBoundary>
                ),
              },
              {
                id: 'centre',
                minPx: 320,
                content: (
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
                ),
              },
              {
                id: 'inspector',
                defaultShare: 24,
                minPx: 220,
                handleLabel: 'Resize the inspector',
                content: (
                  <ErrorBoundary name="The inspector" store={store} resetKey={state.workspace}>
                    <InspectorPanel />
                  </ErrorBoundary>
                ),
              },
            ]}
          />
          <ErrorBoundary name="The problems panel" store={store} resetKey={state.workspace}>
            <ProblemsPanel />
          </ErrorBoundary>
        </div>
      </ErrorBoundary>
    </EditorContext.Provider>
  );
}
