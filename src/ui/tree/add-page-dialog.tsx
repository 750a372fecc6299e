import { useMemo, useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import type { EditorSession } from '../../core/session/editor-session';
import { labelOf } from '../../core/model/nav-index';
import type { AddChoice } from '../../core/tree/add-choices';
import { Dialog } from '../common/dialog';
import { movedText } from '../../core/tree/project-drop';
import type { PageTitles } from './rows';
import { insertCommand } from '../../core/commands/tree-commands';

/** Pages drawn at once; the filter narrows a long list. */
const SHOWN = 200;

interface Props {
  store: EditorSession;
  /** Where the page goes (an "Add page inside/after" choice). */
  choice: AddChoice;
  /** Page files of the opened folder that no entry names; undefined when no folder is open. */
  unlisted: readonly string[] | undefined;
  titles: PageTitles;
  /** Closed; `done` says what happened (for the announcer) and which element to focus. */
  onClose(done?: { text: string; focus: number }): void;
}

/**
 * "Add page": the project's page files that no entry names yet come first, searchable by path
 * and title, since a page added to the navigation is nearly always one that exists; a free path
 * second, for a page not written yet. (Adding "new-page" and renaming it in place, as before,
 * showed page-not-found at once and made the person type a path they could have picked.)
 */
export function AddPageDialog({ store, choice, unlisted, titles, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const q = text.trim().toLowerCase();
  const shown = useMemo(
    () => (unlisted ?? []).filter((p) => !q || p.toLowerCase().includes(q) || titles(p).toLowerCase().includes(q)),
    [unlisted, q, titles],
  );
  const path = text
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.mdx?$/i, '');
  const parent = store.getIndex().elements.get(choice.parentId);
  const where = !parent || parent.kind === 'navigation' ? 'at the top level' : `to '${labelOf(parent)}'`;

  const add = (value: string) => {
    const r = store.run(insertCommand, { ...choice, value });
    if (!r.ok) return setError(r.reason);
    const id = store.getState().selection[0];
    onClose({ text: movedText(store.getIndex(), [id], 'Added'), focus: id });
  };

  return (
    <Dialog
      title={`Add a page ${where}`}
      className="move-dialog add-page-dialog"
      onClose={() => onClose()}
      onSubmit={(e) => {
        e.preventDefault();
        // Enter takes the first page listed, else the path as typed.
        if (shown.length && (q || !path)) add(shown[0]);
        else if (path) add(path);
      }}
      buttons={
        <>
          <button type="button" onClick={() => onClose()}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!path} title={path ? `Add '${path}' as it is typed` : undefined}>
            {path ? `Add '${path}'` : 'Add a path'}
          </button>
        </>
      }
    >
      <input
        type="search"
        aria-label="Page file or path"
        placeholder={unlisted?.length ? 'Filter the unlisted pages, or type a new path' : 'Path of the page, e.g. guides/intro'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-autofocus
      />
      {unlisted === undefined ? (
        <p className="muted">Open the docs folder to choose among its page files. Type the page's path, without .mdx.</p>
      ) : unlisted.length === 0 ? (
        <p className="muted">Every page file of the folder is in the navigation already. Type the path of a new page.</p>
      ) : (
        <p className="muted">
          {unlisted.length === 1 ? 'One page file' : `${unlisted.length} page files`} of the folder no entry names yet
          {q ? `; ${shown.length} match` : ''}.
        </p>
      )}
      {error ? <p role="alert">Cannot add: {error}</p> : null}
      {shown.length ? (
        <ul className="destinations" aria-label="Unlisted pages">
          {shown.slice(0, SHOWN).map((p) => (
            <li key={p}>
              <button type="button" aria-label={`Add '${p}'`} aria-description={titles(p)} onClick={() => add(p)}>
                <FilePlus2 size={13} aria-hidden="true" />
                <span>{titles(p)}</span>
                <span className="trail">{p}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length > SHOWN ? <p className="muted">{shown.length - SHOWN} more: type to narrow the list.</p> : null}
      {q && !shown.length && unlisted?.length ? <p className="muted">No unlisted page matches; Add takes the path as typed.</p> : null}
    </Dialog>
  );
}
