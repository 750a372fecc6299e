import { useMemo, useState } from 'react';
import { labelOf, type NavElement } from '../../core/model/nav-index';
import { useEditor, useEditorState, useNavIndex } from '../shell/editor-context';
import { filterChoices, generationStoppedBy, listedOperations, operationChoices, tagsOf, type OperationChoice } from './operation-choices';
import { CommandOutcome } from './command-outcome';
import { addPageEntriesCommand } from '../../core/commands/openapi-commands';

/**
 * The operation picker: on an element bound to an OpenAPI document (its own `openapi` or an
 * ancestor's), the document's operations with method, path, summary and tag, filtered by text
 * and tag, hidden (`x-hidden`), excluded (`x-excluded`) and already listed ones marked. The
 * chosen ones are added at the end of the element's `pages` by one command
 * (`add-page-entries`), so one Ctrl+Z takes the whole choice back.
 */
export function OperationPicker({ el }: { el: NavElement }) {
  const { store, openapi } = useEditor();
  const { workspace } = useEditorState();
  const index = useNavIndex();
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState('');
  const key = openapi?.documentFor(el.id);
  const state = key === undefined ? undefined : openapi?.documents.get(key);
  const choices = useMemo(
    () =>
      openapi && key && state?.operations
        ? operationChoices(state.operations, listedOperations(index, workspace?.mainPath ?? 'docs.json', openapi, key))
        : [],
    [openapi, key, state, index, workspace?.mainPath],
  );
  if (!openapi || key === undefined) return null;
  const title = `Operations of ${key}`;
  if (!state || state.status !== 'loaded') {
    return (
      <section className="op-picker" aria-label={title}>
        <h3>{title}</h3>
        <p className="muted">
          {!state || state.status === 'loading' ? `Loading ${key}…` : `${key} cannot be used: ${state.message ?? 'it failed to load'}`}
        </p>
      </section>
    );
  }
  const shown = filterChoices(choices, text, tag);
  const entries = choices.filter((c) => chosen.has(c.entry)).map((c) => c.entry);
  const args = { parentId: el.id, entries };
  const can = store.canRun(addPageEntriesCommand, args);
  const stopped = entries.length ? generationStoppedBy(index, openapi, el.id, key) : [];
  const toggle = (entry: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(entry);
      else next.delete(entry);
      return next;
    });
  const add = () => {
    const r = store.run(addPageEntriesCommand, args);
    if (!r.ok) return setDone(`Cannot add: ${r.reason}`);
    setChosen(new Set());
    setDone(`Added ${entries.length === 1 ? `'${entries[0]}'` : `${entries.length} operations`} to '${labelOf(el)}'. Undo with Ctrl+Z.`);
  };
  return (
    <section className="op-picker" aria-label={title}>
      <h3>{title}</h3>
      <div className="op-filters">
        <input
          type="search"
          aria-label="Filter operations"
          placeholder="Filter by method, path, summary or tag"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <select aria-label="Tag" value={tag} onChange={(e) => setTag(e.target.value)}>
          <option value="">All tags</option>
          {tagsOf(choices).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <ul className="op-list" aria-label="Operations">
        {shown.map((c) => (
          <Choice key={c.entry} choice={c} checked={chosen.has(c.entry)} onChange={(on) => toggle(c.entry, on)} />
        ))}
        {shown.length === 0 ? <li className="muted">No operation matches.</li> : null}
      </ul>
      {stopped.length ? (
        <p className="op-warning" role="note">
          {stopped
            .map(
              (s) =>
                `'${s.label}' generates ${s.pages} page${s.pages === 1 ? '' : 's'} from ${key} now; listing an operation here stops that: an element that lists operations shows only those.`,
            )
            .join(' ')}{' '}
          Convert the generated pages to explicit entries first to keep them.
        </p>
      ) : null}
      <button
        type="button"
        disabled={!can.ok}
        title={can.ok ? undefined : can.reason}
        aria-describedby={can.ok ? undefined : `op-add-reason-${el.id}`}
        onClick={add}
      >
        {entries.length > 1 ? `Add ${entries.length} operations` : 'Add operation'}
      </button>
      <CommandOutcome reasonId={`op-add-reason-${el.id}`} reason={!can.ok && entries.length ? can.reason : undefined} done={done} />
    </section>
  );
}

function Choice({ choice: c, checked, onChange }: { choice: OperationChoice; checked: boolean; onChange(on: boolean): void }) {
  const marks = [
    c.tag ? `tag ${c.tag}` : '',
    c.deprecated ? 'deprecated' : '',
    c.hidden ? 'hidden (x-hidden): shows only when listed' : '',
    c.excluded ? 'excluded (x-excluded): it has no page, and listing it fails the build' : '',
    c.listedIn.length ? `listed in ${c.listedIn.map((l) => `'${l}'`).join(', ')}` : '',
  ].filter(Boolean);
  return (
    <li className={`op-choice${c.excluded ? ' excluded' : ''}`}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={c.excluded}
          aria-label={`${c.entry}${c.summary ? `: ${c.summary}` : ''}${marks.length ? ` (${marks.join('; ')})` : ''}`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className={`method method-${c.method.toLowerCase()}`}>{c.method}</span>
        <span className="op-path">{c.path}</span>
        {c.summary ? <span className="muted op-summary">{c.summary}</span> : null}
        {c.tag ? <span className="op-tag">{c.tag}</span> : null}
        {c.hidden ? <span className="op-mark">hidden</span> : null}
        {c.excluded ? <span className="op-mark">excluded</span> : null}
        {c.listedIn.length ? <span className="op-mark listed">listed</span> : null}
      </label>
    </li>
  );
}
