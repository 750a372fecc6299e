import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lazyPart } from '../common/lazy-part';

// The list, its name lists and the virtualiser load on the first opening of a picker.
const IconList = lazyPart(() => import('./icon-list').then((m) => m.IconList));

/** The library names people know, for labels. */
const TITLES: Readonly<Record<string, string>> = { fontawesome: 'Font Awesome', lucide: 'Lucide', tabler: 'Tabler' };

/**
 * An icon name with a searchable picker of its library's icons (the ARIA combobox pattern): the
 * field keeps free typing (each keystroke edits the name, merged into one undo step, as every
 * text field does), and the list under it, filtered by what is typed, is opened by typing, by
 * Alt+Down or Down, or by its button. Up and Down move through it, Enter chooses (one undo
 * step of its own), Escape closes it. `library` is the one the icon is drawn from: its own
 * `library`, else the site's.
 */
export function IconNameField({
  id,
  label,
  value,
  library,
  description,
  onType,
  onChoose,
}: {
  id: string;
  label: string;
  value: string;
  library: string;
  description?: string;
  onType(v: string): void;
  onChoose(name: string): void;
}) {
  const [local, setLocal] = useState(value);
  useEffect(() => setLocal(value), [value]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the list shows, in order, as it reports it: what the keys move through.
  const options = useRef<readonly string[]>([]);
  const listId = `${id}-icons`;
  const optionId = (i: number) => `${id}-icon-${i}`;
  const title = TITLES[library] ?? library;
  const onOptions = useCallback((names: readonly string[]) => {
    options.current = names;
    setActive((a) => (a >= names.length ? -1 : a));
  }, []);

  const choose = (name: string) => {
    setOpen(false);
    setActive(-1);
    setLocal(name);
    onChoose(name);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.current.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (n === 0) return;
      setActive((a) => (e.key === 'ArrowDown' ? Math.min(a + 1, n - 1) : Math.max(a - 1, 0)));
    } else if (e.key === 'Enter' && open && active >= 0 && active < n) {
      e.preventDefault();
      choose(options.current[active]);
    } else if (e.key === 'Escape' && open) {
      // Only the list closes: the panel or a dialog around it keeps its own Escape.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="field icon-field">
      <label htmlFor={id}>{label}</label>
      <div className="icon-combo">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={local}
          placeholder="rocket, book-open…"
          title={description}
          onChange={(e) => {
            setLocal(e.target.value);
            // The list opens for the person typing here (the field has the focus), not for a value set from outside.
            if (e.target === document.activeElement) setOpen(true);
            setActive(-1);
            onType(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            // Clicking an option keeps the focus (its mousedown is cancelled); leaving closes.
            if (!e.currentTarget.parentElement?.parentElement?.contains(e.relatedTarget)) setOpen(false);
          }}
        />
        <button
          type="button"
          className="icon-combo-toggle"
          aria-label={`${open ? 'Hide' : 'Show'} ${title} icons`}
          aria-controls={open ? listId : undefined}
          aria-expanded={open}
          tabIndex={-1}
          onClick={() => setOpen((o) => !o)}
        >
          ▾
        </button>
      </div>
      {open ? (
        <Suspense fallback={<p className="icon-list-note">Loading {title} icons…</p>}>
          <IconList
            id={listId}
            library={library}
            title={title}
            query={local}
            active={active}
            optionId={optionId}
            onOptions={onOptions}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
