import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '../common/lazy-part';
import { Download, FolderOpen, FileJson, Redo2, Undo2, ClipboardPaste, Link } from 'lucide-react';
import { openProjectLoading, type OpenResult } from '../../io/project-files';
import { useEditor, useEditorState } from './editor-context';
import { useUrlOpener } from './use-url-opener';
import { useWindowDrop } from './use-window-drop';
import { useProjectOpener } from './use-project-opener';
import type { OpenapiPrefetch } from './use-openapi';
import { sourceName } from './source-name';
import type { AutosaveStatus } from './use-autosave';

// Loaded when chosen: the first paint shows neither dialog (the initial JavaScript budget).
const ExportDialog = lazyPart(() => import('./export-dialog').then((m) => m.ExportDialog));
const OpenTextDialog = lazyPart(() => import('./open-text-dialog').then((m) => m.OpenTextDialog));

interface Props {
  accept(r: OpenResult): boolean;
  setMessage(m: { kind: 'error' | 'info'; text: string } | undefined): void;
  autosave: AutosaveStatus;
  /** A URL load finished, opened or not (the shell opens the sample when `?open=` failed). */
  onUrlSettled?(): void;
  /** Hands a chosen folder's files to the OpenAPI worker before they are read (useOpenapi). */
  openapiPrefetch?: OpenapiPrefetch;
}

const AUTOSAVE_TEXT: Record<AutosaveStatus, string | undefined> = {
  idle: undefined,
  storing: 'Storing changes…',
  stored: 'Changes kept in this browser',
  unavailable: 'Changes not stored: export before closing',
};

// The icons as elements made once: the toolbar renders after every edit, and React passes over
// an element it has seen, where a new one would build each SVG again.
const ICON_FOLDER_OPEN = <FolderOpen size={14} aria-hidden="true" />;
const ICON_FILE_JSON = <FileJson size={14} aria-hidden="true" />;
const ICON_CLIPBOARD_PASTE = <ClipboardPaste size={14} aria-hidden="true" />;
const ICON_LINK = <Link size={14} aria-hidden="true" />;
const ICON_UNDO2 = <Undo2 size={14} aria-hidden="true" />;
const ICON_REDO2 = <Redo2 size={14} aria-hidden="true" />;
const ICON_DOWNLOAD = <Download size={14} aria-hidden="true" />;

/** The toolbar: open (folder, file, paste, URL), undo and redo with what they would do, problem counts, autosave, export. */
export function Toolbar({ accept, setMessage, autosave, onUrlSettled, openapiPrefetch }: Props) {
  const { store, diagnostics, project } = useEditor();
  const state = useEditorState();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<'export' | 'paste' | 'url'>();
  const url = useUrlOpener(accept, setMessage, () => !!store.getState().workspace, onUrlSettled);
  const opener = useProjectOpener(accept, setMessage, openapiPrefetch);
  useWindowDrop(
    (files, fromFolder) => void opener.openFiles(files, fromFolder),
    (h) => void opener.openHandle(h),
  );

  const counts = { error: 0, warning: 0 };
  for (const d of diagnostics) if (d.severity !== 'info') counts[d.severity]++;
  const undo = store.undoLabel();
  const redo = store.redoLabel();
  const busy = opener.progress ?? (url.loading ? `Loading ${url.loading}…` : undefined);

  return (
    <header className="toolbar" role="toolbar" aria-label="Document">
      <strong className="brand">docsnav</strong>
      <span className="doc-name" title={project.name}>
        {sourceName(project.name, project.source)}
        {state.dirty ? <span aria-label="unexported changes"> •</span> : null}
      </span>
      <button
        type="button"
        title="Open a folder: docs.json with its pages and OpenAPI files"
        onClick={() => void opener.pickFolder(() => folderInput.current?.click())}
      >
        {ICON_FOLDER_OPEN} <span className="label">Open folder</span>
      </button>
      <input
        ref={folderInput}
        type="file"
        aria-label="Open a docs folder"
        hidden
        {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
        onChange={(e) => {
          void opener.openFiles(e.target.files, true);
          e.target.value = '';
        }}
      />
      <button type="button" title="Open a docs.json file" onClick={() => fileInput.current?.click()}>
        {ICON_FILE_JSON} <span className="label">Open file</span>
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Open docs.json"
        hidden
        onChange={(e) => {
          void opener.openFiles(e.target.files, false);
          e.target.value = '';
        }}
      />
      <button type="button" title="Paste the text of a docs.json" onClick={() => setDialog('paste')}>
        {ICON_CLIPBOARD_PASTE} <span className="label">Paste</span>
      </button>
      <button type="button" title="Open a docs.json from a URL" onClick={() => setDialog('url')}>
        {ICON_LINK} <span className="label">Open URL</span>
      </button>
      <span className="sep" />
      <button
        type="button"
        className="history"
        disabled={!undo}
        onClick={() => store.undo()}
        title={undo ? `Undo ${undo} (Ctrl+Z)` : 'Nothing to undo'}
      >
        {ICON_UNDO2} <span>{undo ? `Undo ${undo}` : 'Undo'}</span>
      </button>
      <button
        type="button"
        className="history"
        disabled={!redo}
        onClick={() => store.redo()}
        title={redo ? `Redo ${redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
      >
        {ICON_REDO2} <span>{redo ? `Redo ${redo}` : 'Redo'}</span>
      </button>
      <span className="sep" />
      <span className="counts" aria-label={`${counts.error} errors, ${counts.warning} warnings`}>
        <span className="count error">{plural(counts.error, 'error')}</span>{' '}
        <span className="count warning">{plural(counts.warning, 'warning')}</span>
      </span>
      {busy ? (
        <span className="progress" role="status" title={busy}>
          {busy}
        </span>
      ) : null}
      <span className="grow" />
      <span className={`autosave ${autosave}`} role="status" aria-label="Autosave" title={AUTOSAVE_TEXT[autosave]}>
        {AUTOSAVE_TEXT[autosave]}
      </span>
      <button type="button" className="primary" disabled={!state.workspace} onClick={() => setDialog('export')}>
        {ICON_DOWNLOAD} Export
      </button>
      <Suspense fallback={null}>
        {dialog === 'export' ? <ExportDialog onClose={() => setDialog(undefined)} /> : null}
        {dialog === 'paste' || dialog === 'url' ? (
          <OpenTextDialog
            mode={dialog}
            onClose={() => setDialog(undefined)}
            onUrl={url.open}
            onText={(text, name) => {
              void openProjectLoading(new Map([['docs.json', text]]), 'paste', name).then((r) => {
                if (accept(r)) setDialog(undefined);
              });
            }}
          />
        ) : null}
      </Suspense>
    </header>
  );
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
