import { useCallback, useMemo, useRef, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { EditorSession } from '../../core/session/editor-session';
import { labelOf, type NavIndex } from '../../core/model/nav-index';
import type { Placing } from '../../core/tree/move-destinations';
import { refuse } from '../../core/commands/command';
import {
  keyboardDropPlaces,
  movedText,
  placeFromPointer,
  projectDrop,
  type DropPlace,
  type DropProjection,
} from '../../core/tree/project-drop';
import type { Row, Rows, RowLookup } from './rows';
import { UNLISTED_PREFIX } from './unlisted-list';
import { insertCommand, moveCommand } from '../../core/commands/tree-commands';

export const ROW_HEIGHT = 26;
export const INDENT = 16;

/** A drag in progress: what is dragged and what dropping now would do. */
export interface DragState {
  readonly placing: Placing;
  /** The unlisted page dragged in, when it is one. */
  readonly page?: string;
  readonly label: string;
  readonly keyboard: boolean;
  readonly projection?: DropProjection;
}

interface Options {
  store: EditorSession;
  index: NavIndex;
  rows: Rows;
  rowIndex: RowLookup;
  treeRef: React.RefObject<HTMLElement | null>;
  announce(text: string): void;
  toggle(id: number, value?: boolean): void;
  /** After a drop: focus the moved element. */
  focus(id: number): void;
}

// dnd-kit's own live region stays silent: the tree announces in its own, with real positions.
const SILENT = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
export const DRAG_INSTRUCTIONS =
  'Press Space to pick up the element, the arrow keys to choose where it goes (Left while after the last item of a list moves out a level), Space to drop it there, Escape to cancel. Alt with the arrow keys moves it directly.';

const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };
// Space lifts (Enter stays "select"); Space or Enter drops; Escape cancels.
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** The slots a keyboard drag steps through on a row, as fractions of its height. */
const SLOT_Y: Record<DropPlace, number> = { before: 0.125, inside: 0.5, after: 0.875 };

/** The refused drop on a generated row: it names the element that generates it and what to do. */
export function generatedDrop(index: NavIndex, over: Row, place: DropPlace): DropProjection {
  const owner = over.ownerId === undefined ? undefined : index.elements.get(over.ownerId);
  const whose = owner ? `the pages '${labelOf(owner)}' generates` : 'generated pages';
  return {
    overId: over.id,
    place,
    depthShift: 0,
    verdict: refuse(`${whose} are read-only; convert them to explicit entries first`),
    description: '',
  };
}

/**
 * Drag and drop for the tree: the pointer sensor (with a small distance so clicks still
 * select) and dnd-kit's keyboard sensor (Space lifts, arrows step through the places before,
 * inside and after each row, Space drops, Escape cancels). Nothing is dispatched while
 * dragging; the drop runs one command, and every step is announced.
 */
export function useTreeDrag(o: Options) {
  const [drag, setDragState] = useState<DragState>();
  const dragRef = useRef<DragState | undefined>(undefined);
  const startTop = useRef(0);
  const hoverTimer = useRef<{ id: number; timer: number } | undefined>(undefined);
  const opts = useRef(o);
  opts.current = o;

  const setDrag = (d: DragState | undefined) => {
    dragRef.current = d;
    setDragState(d);
  };

  /** Where a keyboard drag is: a row and a place on it (the arrow keys step these). */
  const kbSlot = useRef<{ id: number; place: DropPlace } | undefined>(undefined);
  const activeId = useRef<number | undefined>(undefined);

  // Arrow keys step the keyboard drag from slot to slot (before, inside, after each row) and
  // move the dragged chip there; Left/Right shift the depth like a pointer moving sideways.
  const coordinateGetter: KeyboardCoordinateGetter = useCallback((event, { context, currentCoordinates }) => {
    const { rows, rowIndex } = opts.current;
    if (event.code === 'ArrowLeft') return { ...currentCoordinates, x: currentCoordinates.x - INDENT };
    if (event.code === 'ArrowRight') return { ...currentCoordinates, x: currentCoordinates.x + INDENT };
    if ((event.code !== 'ArrowDown' && event.code !== 'ArrowUp') || !rows.length) return undefined;
    const cur = kbSlot.current ?? { id: activeId.current ?? rows.get(0)!.id, place: 'before' as DropPlace };
    let i = rowIndex.get(cur.id) ?? 0;
    let slots = keyboardDropPlaces(rows.slice(i, i + 2), 0);
    let k = slots.indexOf(cur.place);
    const down = event.code === 'ArrowDown';
    k += down ? 1 : -1;
    // Past the row's slots: the next (or previous) row that takes a drop.
    while (k < 0 || k >= slots.length || rows.get(i)!.generated) {
      i += down ? 1 : -1;
      if (i < 0 || i >= rows.length) return undefined;
      slots = keyboardDropPlaces(rows.slice(i, i + 2), 0);
      k = down ? 0 : slots.length - 1;
    }
    kbSlot.current = { id: rows.get(i)!.id, place: slots[k] };
    const h = context.collisionRect?.height ?? ROW_HEIGHT;
    return { ...currentCoordinates, y: startTop.current + (i + SLOT_Y[slots[k]]) * ROW_HEIGHT - h / 2 };
  }, []);

  // WARNING: sensor options must keep their identity across renders. A new options object makes
  // new activators, which changes dnd-kit's context and re-renders every row on every keystroke.
  const keyboardOptions = useMemo(() => ({ coordinateGetter, keyboardCodes: KEYBOARD_CODES }), [coordinateGetter]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));

  // A keyboard drag has no pointer: it is over the row its slot names.
  const collisionDetection: CollisionDetection = useCallback((args) => {
    if (args.pointerCoordinates) return pointerWithin(args);
    const id = kbSlot.current?.id;
    const c = id === undefined ? undefined : args.droppableContainers.find((x) => x.id === id);
    return c ? [{ id: c.id, data: { droppableContainer: c, value: 0 } }] : [];
  }, []);

  const onDragStart = (e: DragStartEvent) => {
    const { store, index, treeRef, announce } = opts.current;
    startTop.current = treeRef.current?.getBoundingClientRect().top ?? 0;
    kbSlot.current = undefined;
    activeId.current = Number.isFinite(Number(e.active.id)) ? Number(e.active.id) : undefined;
    const keyboard = !!e.activatorEvent && e.activatorEvent.type === 'keydown';
    const raw = String(e.active.id);
    let d: DragState;
    if (raw.startsWith(UNLISTED_PREFIX)) {
      const page = raw.slice(UNLISTED_PREFIX.length);
      d = { placing: { kind: 'page' }, page, label: `'${page}'`, keyboard };
    } else {
      const id = Number(raw);
      const sel = store.getState().selection;
      const ids = sel.includes(id) ? [...sel] : [id];
      if (!sel.includes(id)) store.select([id]);
      const el = index.elements.get(id);
      d = { placing: { ids }, label: ids.length === 1 ? `'${el ? labelOf(el) : raw}'` : `${ids.length} elements`, keyboard };
    }
    setDrag(d);
    announce(`Picked up ${d.label}.${keyboard ? ' Press the arrow keys to choose a place, Space to drop, Escape to cancel.' : ''}`);
  };

  // Also on "over" changes: dnd-kit reports a move before it settles which row is under it.
  const onDragMove = (e: DragMoveEvent | DragOverEvent) => {
    const d = dragRef.current;
    if (!d) return;
    const { index, rows, rowIndex, toggle, announce } = opts.current;
    let over: Row | undefined;
    let place: DropPlace;
    if (d.keyboard) {
      // The slot the arrow keys chose; nothing yet before the first arrow.
      if (!kbSlot.current) return;
      over = rows.get(rowIndex.get(kbSlot.current.id) ?? -1);
      place = kbSlot.current.place;
    } else {
      over = e.over ? rows.get(rowIndex.get(Number(e.over.id)) ?? -1) : undefined;
      const rect = e.over?.rect;
      const y = (e.activatorEvent as PointerEvent).clientY + e.delta.y;
      place = over && rect ? placeFromPointer(y - rect.top, rect.height, over.kind !== 'page') : 'before';
    }
    if (!over) {
      if (d.projection) setDrag({ ...d, projection: undefined });
      return;
    }
    if (over.generated) {
      // Generated rows are the analysis's, not the document's: a drop there is refused, with the way out.
      if (d.projection?.overId !== over.id || d.projection.place !== place) {
        const p = generatedDrop(index, over, place);
        setDrag({ ...d, projection: p });
        announce(`Cannot drop here: ${(p.verdict as { reason: string }).reason}`);
      }
      return;
    }
    // One level per Left/Right key; a pointer must travel two indents, so a hand that drifts
    // sideways while dragging down does not change the level by accident.
    const depthShift = d.keyboard ? Math.round(e.delta.x / INDENT) : Math.trunc(e.delta.x / (2 * INDENT));
    const p = projectDrop(index, d.placing, over.id, place, depthShift);
    const old = d.projection;
    if (
      !old ||
      p.overId !== old.overId ||
      p.place !== old.place ||
      p.target?.parentId !== old.target?.parentId ||
      p.target?.index !== old.target?.index
    ) {
      setDrag({ ...d, projection: p });
      announce(p.verdict.ok ? `Drop ${p.description}` : `Cannot drop here: ${p.verdict.reason}`);
    }
    // Folders open after a short hover while dragging.
    if (place === 'inside' && over.hasChildren && !over.expanded && hoverTimer.current?.id !== over.id) {
      window.clearTimeout(hoverTimer.current?.timer);
      hoverTimer.current = { id: over.id, timer: window.setTimeout(() => toggle(over.id, true), 600) };
    }
  };

  const onDragEnd = (e: DragEndEvent) => finish(e);
  const onDragCancel = () => finish(undefined);

  function finish(e: DragEndEvent | undefined) {
    const { store, announce, focus } = opts.current;
    window.clearTimeout(hoverTimer.current?.timer);
    hoverTimer.current = undefined;
    const d = dragRef.current;
    setDrag(undefined);
    if (!d) return;
    const p = d.projection;
    // A pointer released outside the tree drops nothing; a keyboard drag drops where its slot is.
    if (!e || (!e.over && !d.keyboard) || !p) {
      announce(`Cancelled: ${d.label} stays where it was.`);
      return;
    }
    if (!p.verdict.ok) {
      announce(`Cannot drop there: ${p.verdict.reason}`);
      return;
    }
    if (!p.target) {
      announce(`Cancelled: ${d.label} stays where it was.`);
      return;
    }
    if (d.page !== undefined) {
      const r = store.run(insertCommand, {
        parentId: p.target.parentId,
        collection: p.target.collection!,
        index: p.target.index,
        value: d.page,
      });
      if (!r.ok) return announce(`Cannot add: ${r.reason}`);
      const id = store.getState().selection[0];
      announce(movedText(store.getIndex(), [id], 'Added'));
      focus(id);
      return;
    }
    const ids = [...(d.placing as { ids: number[] }).ids];
    const r = store.run(moveCommand, { ids, target: p.target });
    if (!r.ok) return announce(`Cannot drop there: ${r.reason}`);
    announce(movedText(store.getIndex(), ids));
    focus(ids[0]);
  }

  const accessibility = useMemo(() => ({ announcements: SILENT, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }), []);
  return {
    drag,
    isDragging: () => !!dragRef.current,
    dndProps: { sensors, collisionDetection, onDragStart, onDragMove, onDragOver: onDragMove, onDragEnd, onDragCancel, accessibility },
  };
}
