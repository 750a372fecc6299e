import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DndContext, PointerSensor, pointerWithin, useSensor, useSensors, type DragMoveEvent, type DragEndEvent } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { labelOf } from '../../core/model/nav-index';
import { pageKey } from '../../core/rules/page-not-found';
import { parsePageEntry } from '../../core/model/page-entry';
import { useEditor, useEditorState, useNavIndex } from '../shell/editor-context';
import { visibleRows, defaultOpen, type Row } from './rows';
import { TreeRow } from './tree-row';
import { placeFromPointer, project, type Projection } from './drop-projection';
import { useTreeKeys } from './use-tree-keys';
import './tree.css';

const ROW_HEIGHT = 26;
const INDENT = 16;

/** The navigation as a drag-and-drop tree: every element kind, markers, filter, keyboard moves. */
export function TreePanel() {
  const { store, project: files, diagnostics, reveal, lastReveal } = useEditor();
  const state = useEditorState();
  const index = useNavIndex();
  const [open, setOpen] = useState<Map<number, boolean>>(new Map());
  const [filter, setFilter] = useState('');
  const [focusId, setFocusId] = useState<number>();
  const [drag, setDrag] = useState<{ ids: number[]; projection?: Projection }>();
  const [announcement, setAnnouncement] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => visibleRows(index, open, filter), [index, open, filter]);
  const rowIndex = useMemo(() => new Map(rows.map((r, i) => [r.id, i])), [rows]);
  const selected = useMemo(() => new Set(state.selection), [state.selection]);
  const problems = useMemo(() => {
    const m = new Map<number, { severity: 'error' | 'warning' | 'info'; message: string }>();
    for (const d of diagnostics) {
      if (d.elementId === undefined) continue;
      const cur = m.get(d.elementId);
      if (!cur || (cur.severity !== 'error' && d.severity === 'error')) m.set(d.elementId, { severity: d.severity, message: d.message });
    }
    return m;
  }, [diagnostics]);

  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });

  const toggle = useCallback(
    (id: number, value?: boolean) =>
      setOpen((m) => {
        const next = new Map(m);
        next.set(id, value ?? !(m.get(id) ?? defaultOpen(index, id)));
        return next;
      }),
    [index],
  );

  const select = useCallback(
    (id: number, e?: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }) => {
      setFocusId(id);
      if (e?.ctrlKey || e?.metaKey) {
        const cur = store.getState().selection;
        store.select(cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]);
      } else if (e?.shiftKey && store.getState().selection.length) {
        const anchor = rowIndex.get(store.getState().selection[0]) ?? 0;
        const at = rowIndex.get(id) ?? 0;
        store.select(rows.slice(Math.min(anchor, at), Math.max(anchor, at) + 1).map((r) => r.id));
      } else {
        store.select([id]);
        reveal(id, 'tree');
      }
    },
    [store, rows, rowIndex, reveal],
  );

  // Another panel asked to show an element: open its ancestors, scroll to it, focus it.
  useEffect(() => {
    if (!lastReveal || lastReveal.from === 'tree') return;
    const el = index.elements.get(lastReveal.id);
    if (!el) return;
    setOpen((m) => {
      const next = new Map(m);
      for (let p = el.parent; p !== undefined; p = index.elements.get(p)!.parent) next.set(p, true);
      return next;
    });
    setFocusId(lastReveal.id);
  }, [lastReveal, index]);

  useEffect(() => {
    if (focusId === undefined) return;
    const i = rowIndex.get(focusId);
    if (i !== undefined) virtual.scrollToIndex(i, { align: 'auto' });
  }, [focusId, rowIndex, virtual]);

  const announce = useCallback((text: string) => setAnnouncement(text), []);
  const onKeyDown = useTreeKeys({ rows, rowIndex, focusId, setFocusId, select, toggle, announce, setOpen });

  // Keep DOM focus on the focused row after re-renders (keyboard moves re-create rows).
  useEffect(() => {
    if (focusId === undefined || !scrollRef.current?.contains(document.activeElement)) return;
    document.getElementById(`tree-row-${focusId}`)?.focus({ preventScroll: true });
  }, [focusId, rows]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const hoverTimer = useRef<{ id: number; timer: number } | undefined>(undefined);

  const onDragStart = (e: { active: { id: string | number } }) => {
    const id = Number(e.active.id);
    const sel = store.getState().selection;
    setDrag({ ids: sel.includes(id) ? [...sel] : [id] });
    if (!sel.includes(id)) store.select([id]);
  };

  const onDragMove = (e: DragMoveEvent) => {
    if (!drag || !e.over) return;
    const overId = Number(e.over.id);
    const rect = e.over.rect;
    const pointerY = (e.activatorEvent as PointerEvent).clientY + e.delta.y;
    const over = rows[rowIndex.get(overId) ?? -1];
    if (!over) return;
    const place = placeFromPointer(pointerY - rect.top, rect.height, over.kind !== 'page');
    const depthShift = Math.round(e.delta.x / INDENT);
    const p = project(index, drag.ids, overId, place, depthShift);
    if (p.overId !== drag.projection?.overId || p.place !== drag.projection?.place || p.target?.parentId !== drag.projection?.target?.parentId || p.target?.index !== drag.projection?.target?.index) setDrag({ ...drag, projection: p });
    // Folders open after a short hover while dragging.
    if (place === 'inside' && over.hasChildren && !over.expanded) {
      if (hoverTimer.current?.id !== overId) {
        window.clearTimeout(hoverTimer.current?.timer);
        hoverTimer.current = { id: overId, timer: window.setTimeout(() => toggle(overId, true), 600) };
      }
    }
  };

  const endDrag = (e?: DragEndEvent) => {
    window.clearTimeout(hoverTimer.current?.timer);
    hoverTimer.current = undefined;
    const p = drag?.projection;
    const ids = drag?.ids ?? [];
    setDrag(undefined);
    if (!e || !p || !p.target) return;
    if (!p.verdict.ok) {
      announce(`Cannot drop there: ${p.verdict.reason}`);
      return;
    }
    const result = store.run('move', { ids, target: p.target });
    if (result.ok) announce(movedText(ids.map((id) => labelOf(index.elements.get(id)!)), p.description));
  };

  const dropFor = (row: Row) => (drag?.projection && drag.projection.overId === row.id ? { place: drag.projection.place, blocked: !drag.projection.verdict.ok } : undefined);
  const pageFiles = files.pageFiles;

  return (
    <section className="panel tree-panel" aria-label="Navigation tree">
      <div className="tree-toolbar">
        <input type="search" placeholder="Filter" aria-label="Filter navigation" value={filter} onChange={(e) => setFilter(e.target.value)} />
        <button type="button" onClick={() => setOpen(new Map(index.order.map((id) => [id, true])))}>
          Expand all
        </button>
        <button type="button" onClick={() => setOpen(new Map(index.order.map((id) => [id, false])))}>
          Collapse all
        </button>
      </div>
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragMove={onDragMove} onDragEnd={endDrag} onDragCancel={() => endDrag()}>
        <div ref={scrollRef} className="tree-scroll">
          <div role="tree" aria-label="Navigation" aria-multiselectable="true" className="tree" style={{ height: virtual.getTotalSize() }} onKeyDown={onKeyDown}>
            {virtual.getVirtualItems().map((v) => {
              const row = rows[v.index];
              const el = index.elements.get(row.id)!;
              const missing = !!pageFiles && row.kind === 'page' && el.node.type === 'string' && parsePageEntry(el.node.value as string).form === 'file' && !pageFiles.has(pageKey(el.node.value as string));
              return (
                <TreeRow
                  key={row.id}
                  row={row}
                  top={v.start}
                  selected={selected.has(row.id)}
                  focused={(focusId ?? rows[0]?.id) === row.id}
                  problem={problems.get(row.id)}
                  missing={missing}
                  drop={dropFor(row)}
                  onToggle={toggle}
                  onClick={(id, e) => select(id, e)}
                />
              );
            })}
          </div>
        </div>
      </DndContext>
      {drag?.projection ? (
        <div className={`drop-hint${drag.projection.verdict.ok ? '' : ' blocked'}`} role="status">
          {drag.projection.verdict.ok ? `Drop ${drag.projection.description}` : `Cannot drop here: ${drag.projection.verdict.reason}`}
        </div>
      ) : null}
      <div className="visually-hidden" aria-live="polite" data-testid="tree-announcer">
        {announcement}
      </div>
    </section>
  );
}

/** "Moved 'Quickstart' into 'Get started', position 2 of 5". */
export function movedText(labels: string[], description: string): string {
  return `Moved ${labels.length === 1 ? `'${labels[0]}'` : `${labels.length} elements`} ${description}`;
}
