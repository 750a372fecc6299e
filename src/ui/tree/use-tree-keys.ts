import { useCallback, useRef } from 'react';
import { useEditor } from '../shell/editor-context';
import { movedText } from '../../core/tree/project-drop';
import { withOpen, type Rows, type RowLookup } from './rows';
import { keyboardMoveCommand, removeElementCommand } from '../../core/commands/tree-commands';

interface Options {
  rows: Rows;
  rowIndex: RowLookup;
  focusId: number | undefined;
  setFocusId(id: number): void;
  select(id: number, e?: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): void;
  toggle(id: number, value?: boolean): void;
  announce(text: string): void;
  /** A key was refused on row `id`: announce `text` and show it beside the row. */
  refused(id: number, text: string): void;
  setOpen(f: (m: Map<number, boolean>) => Map<number, boolean>): void;
  /** True while a drag (pointer or keyboard sensor) is in progress: its keys are dnd-kit's. */
  isDragging(): boolean;
  startRename(id: number): void;
  openMenu(id: number): void;
}

/** What a keyboard user hears when trying to move, rename or delete a generated row. */
export const READ_ONLY = 'Generated pages are read-only: convert them to explicit entries (context menu) to move, rename or remove them';

const MOVES: Record<string, 'up' | 'down' | 'in' | 'out'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'in', ArrowLeft: 'out' };

/**
 * The ARIA tree keyboard pattern (arrows, Home/End, type-ahead, Enter to select, Ctrl+Space
 * to add to the selection) plus editing keys: Alt+Up/Down reorder among siblings, Alt+Right
 * indents into the previous sibling, Alt+Left outdents; F2 renames; Shift+F10 or the Menu key
 * opens the context menu; Delete removes the selection. Every move is announced.
 */
export function useTreeKeys(o: Options) {
  const { store } = useEditor();
  const typed = useRef({ text: '', at: 0 });
  return useCallback(
    (e: React.KeyboardEvent) => {
      // Space was taken by dnd-kit's keyboard sensor (it lifts the row), or a drag owns the keys.
      if (e.defaultPrevented || o.isDragging()) return;
      const { rows, rowIndex } = o;
      if (!rows.length) return;
      // The row with DOM focus, wherever it came from (a screen reader's cursor, Tab, a script's
      // focus()): the remembered row can lag behind it, and a key must never act on another row.
      const focused = focusedRowId(e.target);
      const cur =
        focused !== undefined && rowIndex.has(focused)
          ? focused
          : o.focusId !== undefined && rowIndex.has(o.focusId)
            ? o.focusId
            : rows.get(0)!.id;
      const i = rowIndex.get(cur) ?? 0;
      const row = rows.get(i)!;
      const focus = (k: number) => {
        const r = rows.get(Math.max(0, Math.min(rows.length - 1, k)))!;
        o.setFocusId(r.id);
        o.select(r.id, { shiftKey: e.shiftKey });
      };
      if (e.altKey && MOVES[e.key]) {
        e.preventDefault();
        if (row.generated) return o.refused(cur, READ_ONLY);
        const result = store.run(keyboardMoveCommand, { id: cur, dir: MOVES[e.key] });
        if (!result.ok) {
          o.refused(cur, `Cannot move: ${result.reason}`);
          return;
        }
        const index = store.getIndex();
        const el = index.elements.get(cur)!;
        o.setOpen((m) => withOpen(m, index, [el.parent!]));
        o.announce(movedText(index, [cur]));
        o.setFocusId(cur);
        return;
      }
      if (e.key === 'F10' && e.shiftKey) {
        e.preventDefault();
        return o.openMenu(cur);
      }
      switch (e.key) {
        case 'ArrowDown':
          e.preventDefault();
          return focus(i + 1);
        case 'ArrowUp':
          e.preventDefault();
          return focus(i - 1);
        case 'Home':
          e.preventDefault();
          return focus(0);
        case 'End':
          e.preventDefault();
          return focus(rows.length - 1);
        case 'ArrowRight':
          e.preventDefault();
          if (row.hasChildren && !row.expanded) o.toggle(row.id, true);
          else if (row.hasChildren) focus(i + 1);
          return;
        case 'ArrowLeft': {
          e.preventDefault();
          if (row.hasChildren && row.expanded) return o.toggle(row.id, false);
          for (let k = i - 1; k >= 0; k--) if (rows.get(k)!.depth < row.depth) return focus(k);
          return;
        }
        case 'Enter':
          e.preventDefault();
          return o.select(row.id, e);
        case ' ':
          // Plain Space lifts the row (dnd-kit); Ctrl+Space toggles it in the selection.
          if (e.ctrlKey || e.metaKey) {
            e.preventDefault();
            o.select(row.id, { ctrlKey: true });
          } else if (row.generated) o.refused(cur, READ_ONLY);
          return;
        case 'F2':
          e.preventDefault();
          if (row.generated) o.refused(cur, READ_ONLY);
          else o.startRename(row.id);
          return;
        case 'ContextMenu':
          e.preventDefault();
          return o.openMenu(cur);
        case 'Delete':
        case 'Backspace': {
          e.preventDefault();
          if (row.generated) return o.refused(cur, READ_ONLY);
          const sel = store.getState().selection;
          const ids = sel.length && sel.includes(cur) ? [...sel] : [cur];
          const r = store.run(removeElementCommand, { ids });
          if (r.ok) o.announce(`Deleted ${ids.length === 1 ? `'${row.label}'` : `${ids.length} elements`}. Undo with Ctrl+Z.`);
          else o.refused(cur, `Cannot delete: ${r.reason}`);
          return;
        }
        default:
          if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
            const now = Date.now();
            typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + e.key.toLowerCase(), at: now };
            const q = typed.current.text;
            // A new first letter searches from the next row; a longer prefix may stay on this one.
            for (let k = q.length > 1 ? 0 : 1; k <= rows.length; k++) {
              const r = rows.get((i + k) % rows.length)!;
              // By what the row shows first (a page's title) or its label (a page's path).
              if (r.label.toLowerCase().startsWith(q) || r.title?.toLowerCase().startsWith(q)) return focus(rowIndex.get(r.id)!);
            }
          }
      }
    },
    [o, store],
  );
}

/** The id of the tree row an event target is (or lies in), read from its `data-id`. */
export function focusedRowId(target: EventTarget | null): number | undefined {
  const el = target instanceof Element ? target.closest<HTMLElement>('[role="treeitem"]') : null;
  const id = el?.dataset.id;
  return id === undefined ? undefined : Number(id);
}
