import { useEffect, useMemo, useState } from 'react';
import { DocStore } from '../../core/history/doc-store';
import { loadWorkspace } from '../../core/model/workspace';
import { EditorContext, EMPTY_PROJECT, type EditorContextValue, type ProjectFiles, type RevealRequest } from './editor-context';
import { TreePanel } from '../tree/tree-panel';
import { InspectorPanel } from '../inspector/inspector-panel';
import { PreviewPanel } from '../preview/preview-panel';
import { ProblemsPanel } from '../problems/problems-panel';

/** The editor: toolbar on top, tree left, preview middle, inspector right, problems bottom. */
export function App() {
  const store = useMemo(() => new DocStore(), []);
  const [project, setProject] = useState<ProjectFiles>(EMPTY_PROJECT);
  const [lastReveal, setLastReveal] = useState<RevealRequest>();

  useEffect(() => {
    // First start: the built-in sample.
    fetch('sample/docs.json')
      .then((r) => r.text())
      .then((text) => {
        const { workspace } = loadWorkspace('docs.json', text, () => undefined);
        if (workspace) {
          store.load(workspace);
          setProject({ ...EMPTY_PROJECT, name: 'Sample', source: 'sample' });
        }
      });
  }, [store]);

  const value: EditorContextValue = {
    store,
    project,
    diagnostics: [],
    lastReveal,
    reveal: (id, from) => setLastReveal((r) => ({ id, from, seq: (r?.seq ?? 0) + 1 })),
    extras: {},
  };

  return (
    <EditorContext.Provider value={value}>
      <div className="app">
        <header className="toolbar">docsnav</header>
        <main className="panels">
          <TreePanel />
          <PreviewPanel />
          <InspectorPanel />
        </main>
        <ProblemsPanel />
      </div>
    </EditorContext.Provider>
  );
}
