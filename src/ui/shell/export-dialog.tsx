import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { diffHunks, lineDiff } from '../../core/parse/line-diff';
import { downloadFiles } from '../../io/download';
import { exportFiles, openedText } from '../../io/export-files';
import { useEditor, useSnapshot } from './editor-context';
import { breaksSite, droppedPages } from '../../core/rules/dropped-pages';
import { diagnosticText } from '../../core/rules/diagnostic-text';
import { Dialog } from '../common/dialog';

// Monaco's diff editor, in the JSON pane's lazy chunk: fetched when a dialog with changes opens.
const DiffView = lazy(() => import('../json/diff-view').then((m) => ({ default: m.DiffView })));

/** The text diff at once, Monaco's diff editor once it has loaded (the text diff then folds under it). */
function Changes(p: { file: string; original: string; modified: string; label: string; hunks: ReturnType<typeof diffHunks> }) {
  const text = <DiffLines label={p.label} hunks={p.hunks} />;
  return (
    <Suspense fallback={text}>
      <DiffView original={p.original} modified={p.modified} label={`Diff of ${p.file}`}>
        {text}
      </DiffView>
    </Suspense>
  );
}

/**
 * Export: the exact lines the commit will change (a diff against the text as opened), the
 * errors first when there are any (and the pages the site would drop), then Download, Copy or
 * Save. With errors the site agrees with (it rejects the config or drops pages), every way out
 * waits for "Export anyway"; the pages listed are those the rules say the site drops.
 */
export function ExportDialog({ onClose }: { onClose(): void }) {
  const { store, diagnostics, project } = useEditor();
  const snapshot = useSnapshot();
  const { workspace } = snapshot.state;
  // Text typed in the JSON pane that does not parse: Export writes the version before it.
  const typed = [...snapshot.typedText.values()];
  const [copied, setCopied] = useState<'idle' | 'copied' | { error: string }>('idle');
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState<'idle' | 'saving' | { error: string }>('idle');
  // The errors of the document Export writes (the typed text that does not parse is not in it: said apart, above).
  const errors = useMemo(() => diagnostics.filter((d) => d.severity === 'error' && d.offset === undefined), [diagnostics]);
  // Only errors the site agrees with block the way out; the others (SPEC.md's alone) stay listed.
  const breaking = useMemo(() => errors.filter(breaksSite), [errors]);
  const main = workspace!.mainPath;
  const text = snapshot.text(main)!.text;
  // Each changed file by its own path: an edit inside a $ref split file changes that file only.
  const changed = useMemo(() => exportFiles(snapshot, project.originals), [snapshot, project.originals]);
  // The index is the store's for this workspace: listed so the pages follow the document.
  const dropped = useMemo(() => (errors.length && workspace ? droppedPages(store.getIndex(), errors) : []), [errors, store, workspace]);
  const opened = (path: string) => openedText(workspace!, project.originals, path);
  const original = opened(main);
  const splitChanged = [...changed.keys()].filter((k) => k !== main);
  const diffs = useDiffs([[main, original, text], ...splitChanged.map((path): Compared => [path, opened(path), changed.get(path)!])]);
  const hunks = diffs?.get(main);
  const changedCount = hunks?.filter((l) => l.op === '+' || l.op === '-').length;
  const rejected = breaking.some((d) => d.site !== 'drops');
  const blocked = breaking.length > 0 && !confirmed;
  // Each listed error as a person reads it: its label path first, its JSON place and line after.
  const listed = useMemo(() => {
    if (!errors.length || !workspace) return [];
    const index = snapshot.index;
    return errors.slice(0, 20).map((d) => {
      const t = diagnosticText(d, index, main);
      // The line in the text Export writes: the session's printed text of the file.
      const line = snapshot.text(d.file)?.lineOfPath(d.path);
      return { ...t, place: line ? `${t.place}, line ${line}` : t.place };
    });
  }, [errors, workspace, snapshot, main]);

  const done = () => {
    store.markSaved();
    onClose();
  };

  // Save writes every changed file (docs.json and split files) to where the project came from.
  const target = project.saveTarget;
  const save = async () => {
    if (!target) return;
    setSaving('saving');
    try {
      await target.save(changed);
      done();
    } catch (e) {
      setSaving({ error: (e as Error).message });
    }
  };

  const buttons = (
    <>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        disabled={blocked}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied('copied'),
            (e: Error) => setCopied({ error: e.message || 'the browser did not allow it' }),
          );
        }}
      >
        {copied === 'copied' ? 'Copied' : splitChanged.length ? `Copy ${main.split('/').pop()}` : 'Copy'}
      </button>
      {target ? (
        <button
          type="button"
          disabled={blocked || saving === 'saving' || changed.size === 0}
          onClick={() => void save()}
          title={changed.size === 0 ? 'Nothing changed' : undefined}
        >
          {saving === 'saving' ? 'Saving…' : target.label}
        </button>
      ) : null}
      <button
        type="button"
        className="primary"
        disabled={blocked}
        title={
          splitChanged.length
            ? `One .zip with ${main} and ${splitChanged.join(', ')} at their places, to unpack over the docs folder`
            : undefined
        }
        onClick={() => {
          downloadFiles(new Map([[main, text], ...changed]), main, project.name).then(done, (e: Error) =>
            setSaving({ error: `the download could not be prepared (${e.message})` }),
          );
        }}
      >
        {splitChanged.length ? 'Download .zip' : 'Download'}
      </button>
    </>
  );

  return (
    <Dialog title="Export docs.json" onClose={onClose} className="export-dialog" buttons={buttons}>
      {typed.map((t) => (
        <p key={t.file} className="export-typed" role="alert">
          The JSON text of {t.file} does not parse (line {t.error.position.line}, column {t.error.position.column}). Export writes the last
          version that parsed, as the tree and the preview show it, without what was typed after it. Fix the text in the JSON pane to export
          that instead.
        </p>
      ))}
      {errors.length ? (
        <div className="export-errors" role="alert">
          <p>
            This docs.json has {errors.length} error{errors.length === 1 ? '' : 's'}.{' '}
            {breaking.length === 0
              ? 'The site builds it as written (they break only the specification), so nothing stops the export:'
              : rejected
                ? 'The site would reject it:'
                : 'The site would silently drop pages:'}
          </p>
          {/* Its own scroll area: the diff below stays in reach with many errors. */}
          <ul tabIndex={0} aria-label="Errors">
            {listed.map((e, i) => (
              <li key={i}>
                <strong>{e.where}</strong>: {e.what} <span className="muted">({e.place})</span>
              </li>
            ))}
            {errors.length > 20 ? <li>…and {errors.length - 20} more in the problems panel.</li> : null}
          </ul>
          {dropped.length ? (
            <p className="dropped">
              Readers would not see {dropped.length === 1 ? 'this page' : `these ${dropped.length} pages`}:{' '}
              {dropped.slice(0, 30).join(', ')}
              {dropped.length > 30 ? ` and ${dropped.length - 30} more` : ''}.
            </p>
          ) : null}
          {breaking.length ? (
            <label>
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> Export anyway
            </label>
          ) : null}
        </div>
      ) : null}
      <p>
        {changedCount === undefined
          ? `Comparing ${main} with the file as opened…`
          : changedCount === 0
            ? `No changes in ${main}: it is exactly as it was opened`
            : `${changedCount} changed line${changedCount === 1 ? '' : 's'} in ${main}`}
        {splitChanged.length ? `; changes in ${splitChanged.join(', ')}` : ''}.
      </p>
      {hunks && changedCount ? <Changes file={main} original={original} modified={text} label="Changes" hunks={hunks} /> : null}
      {splitChanged.map((path) => {
        const split = diffs?.get(path);
        return (
          <section key={path} className="split-diff">
            <h3>{path}</h3>
            {split ? (
              <Changes file={path} original={opened(path)} modified={changed.get(path)!} label={`Changes in ${path}`} hunks={split} />
            ) : null}
          </section>
        );
      })}
      {typeof saving === 'object' ? (
        <p className="save-error" role="alert">
          Nothing was saved: {saving.error}
        </p>
      ) : null}
      {typeof copied === 'object' ? (
        <p className="save-error" role="alert">
          Nothing was copied: {copied.error}. Use Download instead.
        </p>
      ) : null}
    </Dialog>
  );
}

/** A file compared: its path, its text as opened and as exported. */
type Compared = [path: string, original: string, modified: string];

/**
 * The changed lines of each file, by path; undefined until they are computed. Computed after the
 * dialog is shown, never in a render: a line diff of a 2 MB config takes tens of milliseconds
 * (hundreds on a busy machine), and the dialog's first render is one React may throw away and
 * begin again when another update arrives; with the diff in it, a busy page computed it again
 * for each try and showed the dialog seconds after the click.
 */
function useDiffs(files: Compared[]): Map<string, ReturnType<typeof diffHunks>> | undefined {
  // The texts are the key, compared by identity: an unchanged document costs nothing.
  const key = files.flat();
  const [done, setDone] = useState<{ key: string[]; diffs: Map<string, ReturnType<typeof diffHunks>> }>();
  const current = done && done.key.length === key.length && done.key.every((k, i) => k === key[i]) ? done.diffs : undefined;
  useEffect(() => {
    if (!current) setDone({ key, diffs: new Map(files.map(([path, a, b]) => [path, diffHunks(lineDiff(a, b))])) });
  }, [current, key, files]);
  return current;
}

/** The changed lines of one file with a little context, as the commit will show them. */
function DiffLines({ label, hunks }: { label: string; hunks: ReturnType<typeof diffHunks> }) {
  return (
    <pre className="diff" aria-label={label}>
      {hunks.map((l, i) => (
        <div key={i} className={`diff-line op-${l.op === '+' ? 'add' : l.op === '-' ? 'del' : l.op === '…' ? 'gap' : 'same'}`}>
          {l.op === '…' ? '…' : `${l.op} ${l.text}`}
        </div>
      ))}
    </pre>
  );
}
