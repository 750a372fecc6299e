import { useCallback, useRef } from 'react';
import { labelOf } from '../../core/model/nav-index';
import { useEditor } from '../shell/editor-context';
import type { Row } from './rows';

interface Options {
  rows: Row[];
  rowIndex: Map<number, number>;
  focusId: number | undefined;
  setFocusId(id: number): void;
  select(id: number, e?: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): void;
  toggle(id: number, value?: boolean): void;
  announce(text: string): void;
  setOpen(f: (m: Map<number, boolean>) => Map<number, boolean>): void;
}

const MOVES: Record<string, 'up' | 'down' | 'in' | 'out'> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'in', ArrowLeft: 'out' };

/**
 * The ARIA tree keyboard pattern (arrows, Home/End, type-ahead) plus keyboard moves:
 * Alt+Up/Down reorder among siblings, Alt+Right indents into the previous sibling, Alt+Left
 * outdents; Delete removes the selection. Every move is announced for screen readers.
 */
export function useTreeKeys(o: Options) {
  const { store } = useEditor();
  const typed = useRef({ text: '', at: 0 });
  return useCallback(
    (e: React.KeyboardEvent) => {
      const { rows, rowIndex } = o;
      if (!rows.length) return;
      const cur = o.focusId ?? rows[0].id;
      const i = rowIndex.get(cur) ?? 0;
      const row = rows[i];
      const focus = (k: number) => {
        const r = rows[Math.max(0, Math.min(rows.length - 1, k))];
        o.setFocusId(r.id);
        o.select(r.id, { shiftKey: e.shiftKey });
      };
      if (e.altKey && MOVES[e.key]) {
        e.preventDefault();
        const dir = MOVES[e.key];
        const result = store.run('keyboard-move', { id: cur, dir });
        if (!result.ok) {
          o.announce(`Cannot move: ${result.reason}`);
          return;
        }
        const index = store.getIndex();
        const el = index.elements.get(cur)!;
        const parent = index.elements.get(el.parent!)!;
        const count = parent.children.filter((c) => index.elements.get(c)!.collection === el.collection).length;
        o.setOpen((m) => new Map(m).set(parent.id, true));
        const where = parent.kind === 'navigation' ? 'at the top level' : `into '${labelOf(parent)}'`;
        o.announce(`Moved '${labelOf(el)}' ${where}, position ${el.index + 1} of ${count}`);
        o.setFocusId(cur);
        return;
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
          for (let k = i - 1; k >= 0; k--) if (rows[k].depth < row.depth) return focus(k);
          return;
        }
        case 'Enter':
        case ' ':
          e.preventDefault();
          return o.select(row.id, e);
        case 'Delete':
        case 'Backspace': {
          e.preventDefault();
          const sel = store.getState().selection;
          const ids = sel.length ? [...sel] : [cur];
          const r = store.run('remove-element', { ids });
          if (r.ok) o.announce(`Deleted ${ids.length === 1 ? `'${row.label}'` : `${ids.length} elements`}`);
          return;
        }
        default:
          if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
            const now = Date.now();
            typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + e.key.toLowerCase(), at: now };
            const q = typed.current.text;
            for (let k = 1; k <= rows.length; k++) {
              const r = rows[(i + (q.length > 1 ? 0 : k)) % rows.length];
              if (r.label.toLowerCase().startsWith(q)) return focus(rowIndex.get(r.id)!);
            }
          }
      }
    },
    [o, store],
  );
}
