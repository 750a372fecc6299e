import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { FilePlus2 } from 'lucide-react';
import type { NavIndex } from '../../core/model/nav-index';
import { unlistedPages } from '../../core/tree/unlisted-pages';

/** The drag id of an unlisted page: the tree's drop tells it from an element's numeric id. */
export const UNLISTED_PREFIX = 'unlisted:';

interface Props {
  /** The document's revision: the list follows it a moment behind (a deferred value of its own). */
  version: number;
  /** The navigation now (read when the list catches up: a number is deferred, not the index, which the previous render would keep). */
  indexNow(): NavIndex;
  /** The folder's page files (without extension). */
  pageFiles: ReadonlySet<string>;
  /** Keyboard alternative to dragging: open "Add to..." for a page. */
  onAdd(page: string): void;
}

/**
 * Page files of the opened folder that the navigation does not name. Drag one into the tree
 * to add it where it lands (one `insert`), or use its "Add to..." button.
 */
export const UnlistedList = memo(function UnlistedList({ version, indexNow, pageFiles, onAdd }: Props) {
  const [open, setOpen] = useState(true);
  // A moment behind the document, like the rules: a keystroke paints first, and the catching-up
  // render is this list's alone, not the whole tree panel's.
  const later = useDeferredValue(version);
  const pages = useMemo(() => unlistedPages(indexNow(), pageFiles), [later, pageFiles]); // eslint-disable-line react-hooks/exhaustive-deps -- the index is read through indexNow
  if (pages.length === 0) return null;
  return (
    <section className="unlisted" aria-label="Unlisted pages">
      <button type="button" className="unlisted-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        Unlisted pages ({pages.length})
      </button>
      {open ? (
        <>
          <p className="muted">In the folder, but in no navigation entry: readers cannot reach them. Drag one into the tree.</p>
          <ul>
            {pages.map((p) => (
              <UnlistedItem key={p} page={p} onAdd={onAdd} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});

const UnlistedItem = memo(function UnlistedItem({ page, onAdd }: { page: string; onAdd(page: string): void }) {
  const drag = useDraggable({ id: UNLISTED_PREFIX + page });
  return (
    // Only the pointer drags it: the keyboard way is the "Add to..." button beside it.
    <li
      ref={drag.setNodeRef}
      onPointerDown={drag.listeners?.onPointerDown as React.PointerEventHandler | undefined}
      className={`unlisted-item${drag.isDragging ? ' dragging' : ''}`}
      data-page={page}
    >
      <FilePlus2 size={13} aria-hidden="true" />
      <span className="label">{page}</span>
      <button
        type="button"
        aria-label={`Add '${page}' to…`}
        title="Add to a group…"
        onClick={() => onAdd(page)}
        onPointerDown={(e) => e.stopPropagation()}
      >
        Add to…
      </button>
    </li>
  );
});
