import { useMemo, useState } from 'react';
import { Dialog } from '../common/dialog';
import type { EditorSession } from '../../core/session/editor-session';
import { labelOf } from '../../core/model/nav-index';
import { topLevelSelection } from '../../core/tree/can-drop';
import { destinationText, moveDestinations, type Destination } from '../../core/tree/move-destinations';
import { KindIcon } from './kind-icon';
import { kindTitle } from './rows';
import { movedText } from '../../core/tree/project-drop';
import { insertCommand, moveCommand } from '../../core/commands/tree-commands';

/** What the dialog places: existing elements (Move to...) or an unlisted page (Add to...). */
export type MoveRequest = { readonly ids: readonly number[] } | { readonly page: string };

/** Destinations drawn at once; the filter narrows a long list (a 23,000-page config has thousands of groups). */
const SHOWN = 200;

interface Props {
  store: EditorSession;
  request: MoveRequest;
  /** Closed; `done` says what happened (for the announcer) and which element to focus. */
  onClose(done?: { text: string; focus: number }): void;
}

/**
 * "Move to..." (and "Add to..." for an unlisted page): every destination `canDrop` allows, and
 * only those, filterable by name; choosing one runs one command.
 */
export function MoveDialog({ store, request, onClose }: Props) {
  const index = store.getIndex();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string>();
  const all = useMemo(() => moveDestinations(index, 'ids' in request ? { ids: request.ids } : { kind: 'page' }), [index, request]);
  const q = filter.trim().toLowerCase();
  const shown = q ? all.filter((d) => destinationText(d).toLowerCase().includes(q)) : all;
  const title = 'ids' in request ? `Move ${nameOf(store, request.ids)} to…` : `Add '${request.page}' to…`;

  const choose = (d: Destination) => {
    if ('ids' in request) {
      const ids = [...request.ids];
      const r = store.run(moveCommand, { ids, target: d.target });
      if (!r.ok) return setError(r.reason);
      onClose({ text: movedText(store.getIndex(), ids), focus: topLevelSelection(store.getIndex(), ids)[0]?.id ?? ids[0] });
    } else {
      const r = store.run(insertCommand, {
        parentId: d.target.parentId,
        collection: d.target.collection!,
        index: d.target.index,
        value: request.page,
      });
      if (!r.ok) return setError(r.reason);
      const id = store.getState().selection[0];
      onClose({ text: movedText(store.getIndex(), [id], 'Added'), focus: id });
    }
  };

  return (
    <Dialog
      title={title}
      onClose={() => onClose()}
      className="move-dialog"
      buttons={
        <button type="button" onClick={() => onClose()}>
          Cancel
        </button>
      }
    >
      <input
        type="search"
        aria-label="Filter destinations"
        placeholder="Filter destinations"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        data-autofocus
      />
      {all.length === 0 ? (
        <p className="muted">There is no place the rules allow.</p>
      ) : (
        <p className="muted">
          {all.length === 1 ? 'One place' : `${all.length} places`} the rules allow; each adds at the end of its list.
        </p>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <ul className="destinations" aria-label="Destinations">
        {shown.slice(0, SHOWN).map((d) => (
          <li key={d.parentId}>
            <button
              type="button"
              aria-label={d.kind === 'navigation' ? 'Top level' : `${kindTitle(d.kind)} ${d.label}`}
              aria-description={d.trail.length ? `in ${d.trail.join(' › ')}` : undefined}
              onClick={() => choose(d)}
            >
              <KindIcon kind={d.kind} />
              <span className="trail">{d.trail.length ? `${d.trail.join(' › ')} › ` : ''}</span>
              <span>{d.label}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length > SHOWN ? <p className="muted">{shown.length - SHOWN} more: type to narrow the list.</p> : null}
      {q && shown.length === 0 && all.length ? <p className="muted">No destination matches "{filter}".</p> : null}
    </Dialog>
  );
}

function nameOf(store: EditorSession, ids: readonly number[]): string {
  const els = topLevelSelection(store.getIndex(), ids);
  return els.length === 1 ? `'${labelOf(els[0])}'` : `${els.length} elements`;
}
