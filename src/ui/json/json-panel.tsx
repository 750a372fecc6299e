import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PathSegment } from '../../core/model/json-path';
import { useEditor, useEditorState, useNavIndex } from '../shell/editor-context';
import { jsonDefaults, monaco } from './monaco-setup';
import { JsonSync } from './json-sync';
import { underlineRange } from './marker-ranges';
import { markedModel, registerQuickFixes, setDiagnosticMarkers } from './quick-fixes';
import { associationsKey, schemaAssociations } from './schema-associations';
import './json.css';

/** Where a reveal request points in the JSON: a file and a JSON path in it, or an offset of its text. */
interface JsonPlace {
  readonly file: string;
  readonly path: readonly PathSegment[];
  readonly offset?: number;
}

/**
 * The JSON pane: Monaco on the document's files, two-way with the tree (see JsonSync), with the
 * docs.json schema (completions, hovers, schema markers), docsnav's own diagnostics as markers
 * with their quick fixes as code actions, a banner while the text does not parse, a file picker
 * for `$ref` split files, and the cursor moved to whatever another panel reveals.
 */
export function JsonPanel() {
  const { store, diagnostics, lastReveal } = useEditor();
  const { workspace } = useEditorState();
  const index = useNavIndex();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<monaco.editor.IStandaloneCodeEditor>();
  const [sync, setSync] = useState<JsonSync>();
  const [chosen, setChosen] = useState<string>();
  const [cursor, setCursor] = useState({ line: 1, column: 1 });
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const pendingReveal = useRef<JsonPlace | undefined>(undefined);

  useEffect(() => mountEditor(host.current!, store, { refresh, setCursor, setEditor, setSync, pendingReveal }), [store]);

  const files = useMemo(() => (workspace ? Object.keys(workspace.files) : []), [workspace]);
  const path = workspace && chosen && workspace.files[chosen] ? chosen : workspace?.mainPath;

  // The shown file's model (models are recreated when another document is opened).
  useEffect(() => {
    if (!editor || !sync || !path) return;
    const model = sync.model(path) ?? null;
    if (editor.getModel() !== model) editor.setModel(model);
  });

  // Schemas: docs.json's, and each split file's by the kind it holds. Set only when they change.
  const schemaKey = useMemo(
    () => (workspace ? associationsKey(workspace, index) : ''),
    // Keyed on the file list and the main root: the key changes only when the associations can.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files.join('\n'), workspace && workspace.files[workspace.mainPath]?.root],
  );
  useEffect(() => {
    if (!workspace) return;
    jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      // The schema's findings are secondary to docsnav's own, which say more and fix things.
      schemaValidation: 'warning',
      schemaRequest: 'ignore',
      schemas: schemaAssociations(workspace, index),
    });
    // Only when the associations change (schemaKey): setting them makes Monaco validate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schemaKey]);

  // docsnav's diagnostics as markers of the shown file.
  useEffect(() => {
    const model = editor?.getModel();
    if (model && path && sync && workspace)
      setDiagnosticMarkers(model, path, diagnostics, (d) => sync.placeOf(path, d), { index, mainPath: workspace.mainPath });
  }, [editor, sync, diagnostics, path, workspace, index]);

  // A problem was selected: show its file and put the cursor at its place. (Selecting in the tree
  // does not move the cursor: the text being edited stays where the user left it.)
  useEffect(() => {
    if (!lastReveal || lastReveal.from !== 'problems' || !workspace || !editor) return;
    const at = lastReveal.at;
    const el = at ? undefined : store.getIndex().elements.get(lastReveal.id);
    const place = at ?? (el ? { file: el.file, path: el.path } : undefined);
    if (!place) return;
    if (place.file !== path) setChosen(place.file);
    pendingReveal.current = place;
    // Only a new selection moves the cursor; a later edit to the shown file must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastReveal]);
  useEffect(() => {
    const place = pendingReveal.current;
    if (!place || !editor || !sync || place.file !== path || !editor.getModel()) return;
    if (editor.getLayoutInfo().height > 0 && showPlace(editor, sync, place)) pendingReveal.current = undefined;
  });

  const syntax = path && sync ? sync.syntax(path) : undefined;
  const conflict = path && sync ? sync.hasConflict(path) : false;

  return (
    <section className="json-pane" aria-label="JSON">
      <div className="json-bar">
        {files.length > 1 ? (
          <label>
            File{' '}
            <select value={path} onChange={(e) => setChosen(e.target.value)}>
              {files.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="json-file">{path}</span>
        )}
        <span className="grow" />
        <span className="json-cursor" aria-label="Cursor position">
          Line {cursor.line}, column {cursor.column}
        </span>
      </div>
      {syntax ? (
        <div className="json-banner error" role="alert">
          <strong>
            Line {syntax.line}, column {syntax.column}:
          </strong>{' '}
          {syntax.message}. The tree and the preview keep the last valid version until the text parses again; your text is kept as typed.
        </div>
      ) : null}
      {conflict ? (
        <div className="json-banner warning" role="status">
          The document changed where you are typing, so your text was kept as it is. Fix it to apply it, or
          <button type="button" onClick={() => path && sync?.takeDocumentVersion(path)}>
            Use the document's version
          </button>
        </div>
      ) : null}
      <div className="json-editor" ref={host} />
    </section>
  );
}

/** What the editor, once made, tells the pane: see mountEditor. */
interface PaneHooks {
  refresh(): void;
  setCursor(c: { line: number; column: number }): void;
  setEditor(e: monaco.editor.IStandaloneCodeEditor): void;
  setSync(s: JsonSync): void;
  pendingReveal: { current: JsonPlace | undefined };
}

/**
 * Make Monaco in `host`, with the JsonSync it edits through and its listeners; returns what
 * takes them down. A function of its own, not written in JsonPanel's effect: the listeners live
 * as long as the pane, and a closure made inside the component would hold the scope of the draw
 * that mounted it (the engine keeps one context per scope for all its closures), with that
 * draw's workspace and index: the document shown when the pane opened stayed in memory after
 * another was opened.
 */
function mountEditor(
  host: HTMLElement,
  store: ReturnType<typeof useEditor>['store'],
  { refresh, setCursor, setEditor, setSync, pendingReveal }: PaneHooks,
): () => void {
  const s = new JsonSync(store, refresh);
  const e = monaco.editor.create(host, {
    model: null,
    automaticLayout: true,
    minimap: { enabled: false },
    // The lines of the objects the view is inside, from the folding regions Monaco computes
    // anyway: its default, the document's outline, is built again after every pause in typing,
    // and on the largest corpus config (2.4 MB) that cost 30-40 ms of each pause's longest task.
    stickyScroll: { enabled: true, defaultModel: 'foldingProviderModel' },
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    ariaLabel: 'JSON text',
    fontSize: 13,
    tabCompletion: 'on',
    theme: matchMedia?.('(prefers-color-scheme: dark)').matches ? 'vs-dark' : 'vs',
  });
  const fixes = registerQuickFixes(store, () => s.flush());
  const subs = [
    e.onDidChangeCursorPosition((ev) => setCursor({ line: ev.position.lineNumber, column: ev.position.column })),
    // Leaving the editor (for the toolbar's undo, the tree...) applies what was typed first.
    e.onDidBlurEditorText(() => s.flush()),
    // A reveal that arrived while the pane was hidden is shown once it has a size.
    e.onDidLayoutChange((l) => {
      const place = pendingReveal.current;
      if (l.height > 0 && place && showPlace(e, s, place)) pendingReveal.current = undefined;
    }),
  ];
  setEditor(e);
  setSync(s);
  return () => {
    subs.forEach((d) => d.dispose());
    fixes.dispose();
    e.dispose();
    s.dispose();
  };
}

/** Select a place of the shown model (a JSON path, or an offset of its text) and scroll it into view; false when there is no model. */
function showPlace(editor: monaco.editor.IStandaloneCodeEditor, sync: JsonSync, place: JsonPlace): boolean {
  const model = editor.getModel();
  if (!model) return false;
  const at =
    place.offset !== undefined
      ? { offset: Math.min(place.offset, model.getValueLength()), length: 0 }
      : sync.rangeOfPath(place.file, place.path);
  if (!at) return false;
  const r = underlineRange(markedModel(model), at.offset, at.length);
  const range = new monaco.Range(r.startLineNumber, r.startColumn, r.endLineNumber, r.endColumn);
  editor.setSelection(new monaco.Selection(r.startLineNumber, r.startColumn, r.startLineNumber, r.startColumn));
  editor.revealRangeInCenterIfOutsideViewport(range, monaco.editor.ScrollType.Smooth);
  return true;
}
