import { useRef, useState } from 'react';
import { Download, FolderOpen, FileJson, Redo2, Undo2, ClipboardPaste, Link } from 'lucide-react';
import { openProject, type OpenResult } from '../../io/project-files';
import { readFileList, tooLarge } from '../../io/read-files';
import { useEditor, useEditorState } from './editor-context';
import { ExportDialog } from './export-dialog';
import { OpenTextDialog } from './open-text-dialog';
import { useUrlOpener } from './use-url-opener';
import { useWindowDrop } from './use-window-drop';

interface Props {
  accept(r: OpenResult): boolean;
  setMessage(m: { kind: 'error' | 'info'; text: string } | undefined): void;
}

/** The toolbar: open (folder, file, paste, URL), undo and redo with what they would do, problem counts, export. */
export function Toolbar({ accept, setMessage }: Props) {
  const { store, diagnostics, project } = useEditor();
  const state = useEditorState();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<'export' | 'paste' | 'url'>();
  const [progress, setProgress] = useState<string>();
  const urlLoading = useUrlOpener(accept, setMessage);

  const openList = async (list: FileList | File[] | null, fromFolder: boolean) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    if (!fromFolder && files.length === 1) {
      const big = tooLarge(files[0]);
      if (big) return setMessage({ kind: 'error', text: big });
    }
    const { files: texts, skipped, folder } = await readFileList(files, (p) => setProgress(`Reading ${p.done} of ${p.total} files…`));
    setProgress(undefined);
    const name = folder ? (files[0].webkitRelativePath.split('/')[0] ?? 'folder') : files[0].name;
    const r = openProject(texts, folder ? 'folder' : 'file', name, { folder });
    if (accept(r) && skipped.length) setMessage({ kind: 'info', text: `Skipped files too large to be part of a docs project: ${skipped.join(', ')}.` });
  };
  useWindowDrop((files) => void openList(files, files.some((f) => f.webkitRelativePath.includes('/'))));

  const counts = { error: 0, warning: 0 };
  for (const d of diagnostics) if (d.severity !== 'info') counts[d.severity]++;
  const undo = store.undoLabel();
  const redo = store.redoLabel();

  return (
    <header className="toolbar" role="toolbar" aria-label="Document">
      <strong className="brand">docsnav</strong>
      <span className="doc-name" title={project.source}>
        {project.name}
        {state.dirty ? ' •' : ''}
      </span>
      <button type="button" onClick={() => folderInput.current?.click()}>
        <FolderOpen size={14} aria-hidden="true" /> Open folder
      </button>
      <input
        ref={folderInput}
        type="file"
        aria-label="Open a docs folder"
        hidden
        {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
        onChange={(e) => {
          void openList(e.target.files, true);
          e.target.value = '';
        }}
      />
      <button type="button" onClick={() => fileInput.current?.click()}>
        <FileJson size={14} aria-hidden="true" /> Open file
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Open docs.json"
        hidden
        onChange={(e) => {
          void openList(e.target.files, false);
          e.target.value = '';
        }}
      />
      <button type="button" onClick={() => setDialog('paste')}>
        <ClipboardPaste size={14} aria-hidden="true" /> Paste
      </button>
      <button type="button" onClick={() => setDialog('url')}>
        <Link size={14} aria-hidden="true" /> Open URL
      </button>
      <span className="sep" />
      <button type="button" disabled={!undo} onClick={() => store.undo()} title={undo ? `Undo ${undo} (Ctrl+Z)` : 'Nothing to undo'}>
        <Undo2 size={14} aria-hidden="true" /> {undo ? `Undo ${undo}` : 'Undo'}
      </button>
      <button type="button" disabled={!redo} onClick={() => store.redo()} title={redo ? `Redo ${redo} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
        <Redo2 size={14} aria-hidden="true" /> {redo ? `Redo ${redo}` : 'Redo'}
      </button>
      <span className="sep" />
      <span className="counts" aria-label={`${counts.error} errors, ${counts.warning} warnings`}>
        <span className="count error">{counts.error} errors</span> <span className="count warning">{counts.warning} warnings</span>
      </span>
      {progress || urlLoading ? (
        <span className="progress" role="status">
          {progress ?? 'Loading the URL…'}
        </span>
      ) : null}
      <span className="grow" />
      <button type="button" className="primary" disabled={!state.workspace} onClick={() => setDialog('export')}>
        <Download size={14} aria-hidden="true" /> Export
      </button>
      {dialog === 'export' ? <ExportDialog onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'paste' || dialog === 'url' ? (
        <OpenTextDialog
          mode={dialog}
          onClose={() => setDialog(undefined)}
          onText={(text, name) => {
            if (accept(openProject(new Map([['docs.json', text]]), dialog === 'url' ? 'url' : 'paste', name))) setDialog(undefined);
          }}
        />
      ) : null}
    </header>
  );
}
