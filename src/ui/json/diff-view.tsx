import { useEffect, useRef, type ReactNode } from 'react';
import { monaco } from './monaco-setup';
import './diff-view.css';

/**
 * The export's changes in Monaco's diff editor: the file as it was opened beside the file as it
 * will be exported, unchanged stretches folded away, read-only. Lazily loaded by the export dialog,
 * which shows its plain text diff while Monaco loads; that text diff (`children`) stays below,
 * folded, for copying lines and for screen readers, which read it better than a diff editor.
 */
export function DiffView({
  original,
  modified,
  label,
  children,
}: {
  original: string;
  modified: string;
  label: string;
  children?: ReactNode;
}) {
  const host = useRef<HTMLDivElement>(null);
  // The texts the models hold, and the models: made on commit, never during a render. A render
  // React throws away (the dialog's first render can be interrupted and restarted by any update)
  // made both models again each time and leaked the ones before: with a 2 MB config on a busy
  // machine, a profile showed both made five times over before the dialog showed.
  const shown = useRef<{
    original: string;
    modified: string;
    models?: { original: monaco.editor.ITextModel; modified: monaco.editor.ITextModel };
  }>({
    original,
    modified,
  });

  useEffect(() => {
    const now = shown.current;
    const models = {
      original: monaco.editor.createModel(now.original, 'json'),
      modified: monaco.editor.createModel(now.modified, 'json'),
    };
    now.models = models;
    const editor = monaco.editor.createDiffEditor(host.current!, {
      readOnly: true,
      // In a dialog, Tab moves on to the next control (a read-only diff has nothing to indent).
      tabFocusMode: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: true,
      useInlineViewWhenSpaceIsLimited: true,
      hideUnchangedRegions: { enabled: true, contextLineCount: 3 },
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      renderOverviewRuler: false,
      fontSize: 12,
      originalAriaLabel: `${label}: as opened`,
      modifiedAriaLabel: `${label}: as exported`,
      theme: matchMedia?.('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs',
    });
    // The view model is ours, not the editor's: given bare models, Monaco 0.57 keeps a reference
    // to the view model it makes that nothing releases, so closing the dialog while the worker was
    // still computing the diff (Download clicked at once) never cancelled it; the worker then found
    // the models gone and Monaco threw "no diff result available" into the page. Disposing the
    // view model cancels that computation before the models go.
    const viewModel = editor.createViewModel(models);
    editor.setModel(viewModel);
    return () => {
      editor.dispose();
      viewModel.dispose();
      models.original.dispose();
      models.modified.dispose();
      now.models = undefined;
    };
  }, [label]);

  // The dialog is modal, but the document can still change under it (a dev-server reload):
  // these models are read-only views, so replacing their text whole is right here.
  useEffect(() => {
    const now = shown.current;
    if (now.original !== original) {
      now.original = original;
      now.models?.original.setValue(original);
    }
    if (now.modified !== modified) {
      now.modified = modified;
      now.models?.modified.setValue(modified);
    }
  }, [original, modified]);

  return (
    <div className="diff-view">
      <div className="diff-editor" ref={host} role="region" aria-label={label} />
      {children ? (
        <details className="diff-text">
          <summary>The changed lines as text</summary>
          {children}
        </details>
      ) : null}
    </div>
  );
}
