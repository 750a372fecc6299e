import { useMemo, useState } from 'react';
import { printChangedFiles, printFile } from '../../core/model/workspace';
import { diffHunks, lineDiff } from '../../core/parse/line-diff';
import { downloadText } from '../../io/download';
import { useEditor, useEditorState } from './editor-context';

/**
 * Export: the exact lines the commit will change (a diff against the text as opened), the
 * errors first when there are any (the site would drop pages), then Download or Copy.
 */
export function ExportDialog({ onClose }: { onClose(): void }) {
  const { store, diagnostics, project } = useEditor();
  const { workspace } = useEditorState();
  const [copied, setCopied] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [saving, setSaving] = useState<'idle' | 'saving' | { error: string }>('idle');
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const main = workspace!.mainPath;
  const text = useMemo(() => printFile(workspace!), [workspace]);
  const changed = useMemo(() => printChangedFiles(workspace!), [workspace]);
  const original = project.originals?.get(main) ?? workspace!.files[main].source.text;
  const hunks = useMemo(() => diffHunks(lineDiff(original, text)), [original, text]);
  const changedCount = hunks.filter((l) => l.op === '+' || l.op === '-').length;
  const blocked = errors.length > 0 && !confirmed;

  const done = () => {
    store.markSaved();
    onClose();
  };

  // Save writes docs.json and every changed split file to where the project came from.
  const target = project.saveTarget;
  const save = async () => {
    if (!target) return;
    setSaving('saving');
    const files = new Map(changed);
    if (!files.has(main)) files.set(main, text);
    try {
      await target.save(files);
      done();
    } catch (e) {
      setSaving({ error: (e as Error).message });
    }
  };

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div role="dialog" aria-modal="true" aria-label="Export docs.json" className="dialog export-dialog" onClick={(e) => e.stopPropagation()}>
        <h2>Export docs.json</h2>
        {errors.length ? (
          <div className="export-errors" role="alert">
            <p>
              This docs.json has {errors.length} error{errors.length === 1 ? '' : 's'}. The site would reject it or silently drop pages:
            </p>
            <ul>
              {errors.slice(0, 20).map((d, i) => (
                <li key={i}>{d.message}</li>
              ))}
            </ul>
            <label>
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> Export anyway
            </label>
          </div>
        ) : null}
        <p>
          {changedCount === 0 ? 'No changes: the file is exactly as it was opened.' : `${changedCount} changed line${changedCount === 1 ? '' : 's'} in ${main}`}
          {[...changed.keys()].filter((k) => k !== main).length ? `, and changes in ${[...changed.keys()].filter((k) => k !== main).join(', ')}` : ''}.
        </p>
        <pre className="diff" aria-label="Changes">
          {hunks.map((l, i) => (
            <div key={i} className={`diff-line op-${l.op === '+' ? 'add' : l.op === '-' ? 'del' : l.op === '…' ? 'gap' : 'same'}`}>
              {l.op === '…' ? '…' : `${l.op} ${l.text}`}
            </div>
          ))}
        </pre>
        {typeof saving === 'object' ? (
          <p className="save-error" role="alert">
            Nothing was saved: {saving.error}
          </p>
        ) : null}
        <div className="dialog-buttons">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            disabled={blocked}
            onClick={() => {
              void navigator.clipboard.writeText(text).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
          {target ? (
            <button type="button" disabled={blocked || saving === 'saving'} onClick={() => void save()}>
              {saving === 'saving' ? 'Saving…' : target.label}
            </button>
          ) : null}
          <button
            type="button"
            className="primary"
            disabled={blocked}
            onClick={() => {
              downloadText(text, main.split('/').pop() ?? 'docs.json');
              for (const [path, t] of changed) if (path !== main) downloadText(t, path.split('/').pop()!);
              done();
            }}
          >
            Download
          </button>
        </div>
      </div>
    </div>
  );
}
