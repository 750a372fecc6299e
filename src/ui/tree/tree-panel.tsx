import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../common/lazy-part';
import { DndContext, DragOverlay, type Modifier } from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SIZED } from '../common/sized-virtualizer';
import { labelOf, type NavIndex } from '../../core/model/nav-index';
import type { EditorSession } from '../../core/session/editor-session';
import { unlistedPages } from '../../core/tree/unlisted-pages';
import { pageTitle } from '../../core/sidebar/page-title';
import { pageOperations } from '../../core/openapi/metadata-operation';
import { withoutSpecCitations } from '../../core/rules/diagnostic-text';
import { useEditor, useEditorState, useNavIndex } from '../shell/editor-context';
import { visibleRows, defaultOpen, rowLookup, createRowCache, withOpen, generatedFrom, generatedPageRowIds, type RowCache } from './rows';
import { TreeRow, type RowProblems } from './tree-row';
import { rowProblems } from './row-problems';
import { focusedRowId, useTreeKeys } from './use-tree-keys';
import { useTreeDrag, ROW_HEIGHT } from './use-tree-drag';
import { treeActions, type ActionHost, type TreeAction } from './tree-actions';
import { useTreeMenu } from './use-tree-menu';
import { useTreeFocus } from './use-tree-focus';
import { useRowAnchor } from './use-row-anchor';
import { TreeToolbar } from './tree-toolbar';
import type { MoveRequest } from './move-dialog';
import type { AddChoice } from '../../core/tree/add-choices';
import { UnlistedList } from './unlisted-list';
import './tree.css';
import { renameCommand } from '../../core/commands/tree-commands';

// Loaded when first asked for: the first paint shows none of them (the initial JavaScript budget).
const MoveDialog = lazyPart(() => import('./move-dialog').then((m) => m.MoveDialog));
const AddPageDialog = lazyPart(() => import('./add-page-dialog').then((m) => m.AddPageDialog));
const TreeMenu = lazyPart(() => import('./tree-menu').then((m) => m.TreeMenu));

/**
 * Puts the drag overlay just below and right of the pointer (dnd-kit draws it where the dragged
 * row was, which put it over the row being aimed at); a keyboard drag has no pointer, so its
 * overlay goes below the slot it is at.
 */
const BESIDE_POINTER: Modifier[] = [
  ({ activatorEvent, draggingNodeRect, transform }) => {
    const p = activatorEvent ? getEventCoordinates(activatorEvent) : null;
    if (!p || !draggingNodeRect) return { ...transform, x: transform.x + 48, y: transform.y + ROW_HEIGHT };
    return { ...transform, x: transform.x + p.x - draggingNodeRect.left + 16, y: transform.y + p.y - draggingNodeRect.top + 14 };
  },
];

/**
 * The navigation as a drag-and-drop tree: every element kind, markers, filter, keyboard moves,
 * editing, and the pages OpenAPI bindings generate (read-only, under their element).
 */
export function TreePanel() {
  const { store, project: files, diagnostics, reveal, lastReveal, openapi } = useEditor();
  const state = useEditorState();
  const index = useNavIndex();
  const [open, setOpen] = useState<Map<number, boolean>>(new Map());
  const [filter, setFilter] = useState('');
  const [focusId, setFocusId] = useState<number>();
  const [renamingId, setRenamingId] = useState<number>();
  const [dialog, setDialog] = useState<MoveRequest | { addPage: AddChoice }>();
  const addUnlisted = useCallback((page: string) => setDialog({ page }), []);
  const indexNow = useMemo(() => indexReader(store), [store]);
  const [announcement, setAnnouncement] = useState('');
  // Another document: what was said about the last one goes (a screen reader's user reading
  // the announcer would hear of a move in a document no longer open).
  const loaded = state.lastChange?.kind === 'load' ? state.lastChange : undefined;
  const [heardLoad, setHeardLoad] = useState(loaded);
  if (loaded && loaded !== heardLoad) {
    setHeardLoad(loaded);
    setAnnouncement('');
  }
  const [focusTick, setFocusTick] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  // A page's title comes from the project's front matter, and for a page bound to an operation by
  // it (SPEC rule 7) from that operation: another project or other operations, new rows.
  const ops = useMemo(() => pageOperations(files.frontMatter, openapi), [files.frontMatter, openapi]);
  // Made outside the render (titlesFor, methodsFor): they live on across edits and documents.
  const titles = useMemo(() => titlesFor(files.frontMatter, ops), [files.frontMatter, ops.key]); // eslint-disable-line react-hooks/exhaustive-deps -- ops.key names its content
  const methods = useMemo(() => methodsFor(ops), [ops.key]); // eslint-disable-line react-hooks/exhaustive-deps -- as above
  const cache = useMemo<RowCache>(() => createRowCache(), [titles, methods]); // eslint-disable-line react-hooks/exhaustive-deps -- one cache per titles
  const wantFocus = useRef(false);
  /** Focus is inside the tree (set on focus, cleared when it leaves for another control). */
  const treeHadFocus = useRef(false);
  const lastFocusIndex = useRef(0);

  // The analysis is rebuilt after every edit; the row cache compares its expansions by content.
  const generated = generatedFrom(openapi);
  const rows = useMemo(
    () => visibleRows(index, open, filter, { cache, generated, titles, methods }),
    [index, open, filter, generated, titles, methods, cache],
  );
  const rowIndex = useMemo(() => rowLookup(rows), [rows]);
  const selected = useMemo(() => new Set(state.selection), [state.selection]);
  // The focused row, or the row now at its place when it went away (deleted, filtered out).
  const activeId =
    focusId !== undefined && rowIndex.has(focusId) ? focusId : rows.get(Math.min(lastFocusIndex.current, rows.length - 1))?.id;
  if (activeId !== undefined) lastFocusIndex.current = rowIndex.get(activeId)!;

  // One marker per element; unchanged problems keep their object, so their rows stay memoised.
  const lastProblems = useRef<ReadonlyMap<number, RowProblems>>(new Map());
  const problems = useMemo(() => (lastProblems.current = rowProblems(diagnostics, lastProblems.current)), [diagnostics]);

  // The "Add page" dialog's choices: the unlisted pages of the document now, while it is open.
  const addPageUnlisted = useMemo(
    () => (dialog && 'addPage' in dialog && files.pageFiles ? unlistedPages(index, files.pageFiles) : undefined),
    [dialog, index, files.pageFiles],
  );

  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    ...SIZED,
  });

  const toggle = useCallback(
    (id: number, value?: boolean) =>
      setOpen((m) => {
        const next = new Map(m);
        next.set(id, value ?? !(m.get(id) ?? defaultOpen(store.getIndex(), id)));
        return next;
      }),
    [store],
  );

  const openAncestors = useCallback(
    (id: number) =>
      setOpen((m) => {
        const idx = store.getIndex();
        const up: number[] = [];
        for (let p = idx.elements.get(id)?.parent; p !== undefined; p = idx.elements.get(p)!.parent) up.push(p);
        return withOpen(m, idx, up);
      }),
    [store],
  );

  /** Focus a row once it is rendered (after an edit, a drop, a dialog). */
  const focusRow = useCallback(
    (id: number) => {
      openAncestors(id);
      setFocusId(id);
      wantFocus.current = true;
      setFocusTick((t) => t + 1);
    },
    [openAncestors],
  );

  // Callbacks read the latest rows through a ref, so they stay the same function and rows stay memoised.
  const latest = useRef({ rows, rowIndex, reveal });
  latest.current = { rows, rowIndex, reveal };
  const select = useCallback(
    (id: number, e?: { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }) => {
      const { rows, rowIndex, reveal } = latest.current;
      setFocusId(id);
      if (id < 0) {
        // A generated page: nothing to select in the document; the preview opens it.
        const row = rows.get(rowIndex.get(id) ?? -1);
        if (row?.ownerId !== undefined && row.genIndex !== undefined) reveal(row.ownerId, 'tree', undefined, row.genIndex);
        return;
      }
      const cur = store.getState().selection;
      if (e?.ctrlKey || e?.metaKey) {
        store.select(cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]);
      } else if (e?.shiftKey && cur.length) {
        const anchor = rowIndex.get(cur[0]) ?? 0;
        const at = rowIndex.get(id) ?? 0;
        store.select(
          rows
            .slice(Math.min(anchor, at), Math.max(anchor, at) + 1)
            .filter((r) => !r.generated)
            .map((r) => r.id),
        );
      } else {
        store.select([id]);
        reveal(id, 'tree');
      }
    },
    [store],
  );
  const onRowClick = useCallback((id: number, e: React.MouseEvent) => select(id, e), [select]);

  // Reasons come from the commands, which may cite a SPEC rule by number: said in words here.
  const announce = useCallback((text: string) => setAnnouncement(withoutSpecCitations(text)), []);

  const onRenameDone = useCallback(
    (id: number, value: string | undefined) => {
      setRenamingId(undefined);
      focusRow(id);
      const el = store.getIndex().elements.get(id);
      if (value === undefined || !el || value === labelOf(el)) return;
      const r = store.run(renameCommand, { id, label: value });
      announce(r.ok ? `Renamed to '${value}'` : `Cannot rename: ${r.reason}`);
    },
    [store, focusRow, announce],
  );

  const latestOpenapi = useRef(openapi);
  latestOpenapi.current = openapi;
  const host: ActionHost = useMemo(
    () => ({
      store,
      announce,
      openapi: () => latestOpenapi.current,
      focus: (id, alsoOpen = []) => {
        setOpen((m) => withOpen(m, store.getIndex(), [id, ...alsoOpen]));
        focusRow(id);
      },
      startRename: (id, parent) => {
        if (parent !== undefined) setOpen((m) => withOpen(m, store.getIndex(), [parent]));
        openAncestors(id);
        setFocusId(id);
        setRenamingId(id);
      },
      openMoveDialog: (ids) => setDialog({ ids }),
      openAddPage: (choice) => setDialog({ addPage: choice }),
    }),
    [store, announce, openAncestors, focusRow],
  );

  const {
    menu,
    setMenu,
    openMenuAt,
    onContextMenu,
    actions: menuActions,
    label: menuLabel,
  } = useTreeMenu({
    host,
    index,
    rows,
    rowIndex,
    treeRef,
    select,
    setFocusId,
    isSelected: (id) => store.getState().selection.includes(id),
  });

  const { drag, isDragging, dndProps } = useTreeDrag({ store, index, rows, rowIndex, treeRef, announce, toggle, focus: focusRow });

  // A key refused on a row: its reason beside the row (as a refused drag shows it by the
  // pointer) until the next key or click. The announcer says it to screen readers.
  const [refusal, setRefusal] = useState<{ id: number; text: string }>();
  const refused = useCallback(
    (id: number, text: string) => {
      announce(text);
      setRefusal({ id, text: withoutSpecCitations(text) });
    },
    [announce],
  );
  const onTreeKeyDown = useTreeKeys({
    rows,
    rowIndex,
    focusId: activeId,
    setFocusId,
    select,
    toggle,
    announce,
    refused,
    setOpen,
    isDragging,
    startRename: host.startRename,
    openMenu: openMenuAt,
  });

  // Another panel asked to show an element: open its ancestors, scroll to it, focus it.
  useEffect(() => {
    if (!lastReveal || lastReveal.from === 'tree') return;
    if (!store.getIndex().elements.has(lastReveal.id)) return;
    openAncestors(lastReveal.id);
    // A generated page (opened in the preview): its row, under its element and generated group.
    const pages = lastReveal.generated !== undefined ? generated?.(lastReveal.id) : undefined;
    const ids = pages && generatedPageRowIds(lastReveal.id, pages, lastReveal.generated!);
    if (ids) {
      setOpen((m) => {
        const next = withOpen(m, store.getIndex(), [lastReveal.id]);
        return ids.group !== undefined && next.get(ids.group) === false ? new Map(next).set(ids.group, true) : next;
      });
    }
    setFocusId(ids ? ids.page : lastReveal.id);
  }, [lastReveal, store, openAncestors]); // eslint-disable-line react-hooks/exhaustive-deps -- the expansion is read when a reveal arrives

  const activeRendered = activeId === undefined || virtual.getVirtualItems().some((v) => rows.get(v.index)?.id === activeId);

  useTreeFocus({ activeId, rows, rowIndex, virtual, scrollRef, renamingId, wantFocus, treeHadFocus, focusTick, activeRendered });
  // Generated pages arrive from the OpenAPI worker after the tree draws: the row being aimed at stays put.
  const anchor = useRowAnchor({ rows, rowIndex, causes: [index, open, filter], scrollRef });

  const onKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      setRefusal(undefined);
      onTreeKeyDown(e);
    },
    [onTreeKeyDown],
  );
  const refusalAt = refusal ? rowIndex.get(refusal.id) : undefined;

  // A pointer drag over a place that refuses it: the not-allowed cursor, wherever the pointer is.
  const dropRefused = !!drag && !drag.keyboard && !!drag.projection && !drag.projection.verdict.ok;
  useEffect(() => {
    document.body.classList.toggle('drop-refused', dropRefused);
    return () => document.body.classList.remove('drop-refused');
  }, [dropRefused]);

  // The open menu's element, when it lists all its actions: the menu adds the conversion to another kind.
  const menuConvert = useMemo(
    () => (menu && menu.id !== undefined && menu.id >= 0 && menu.only !== 'add' ? { host, id: menu.id } : undefined),
    [menu, host],
  );

  // The toolbar acts on the focused row when it is selected, else on the first selected element.
  const target = activeId !== undefined && selected.has(activeId) ? activeId : state.selection[0];
  // Cheap form (no destination search): this runs on every edit; the menu checks destinations.
  // The toolbar runs it a moment behind the document (a deferred index of its own).
  const toolbarActions = useMemo(() => actionsFor(host, target), [host, target, state.selection]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="panel tree-panel" aria-label="Navigation tree">
      <TreeToolbar
        filter={filter}
        setFilter={setFilter}
        expandAll={() => setOpen(new Map(index.order.map((id) => [id, true])))}
        collapseAll={() => setOpen(new Map(index.order.map((id) => [id, false])))}
        version={state.revision}
        actionsOf={toolbarActions}
        openMenu={(which, anchor) => {
          const r = anchor.getBoundingClientRect();
          setMenu({ id: target, x: r.left, y: r.bottom, only: which === 'add' ? 'add' : undefined });
        }}
      />
      <DndContext {...dndProps}>
        <div
          ref={scrollRef}
          className="tree-scroll"
          // What the rows need, for the tree's claim on the panel's height (tree.css).
          style={{ '--rows-height': `${virtual.getTotalSize()}px` } as React.CSSProperties}
          onContextMenu={onContextMenu}
          onPointerDown={() => setRefusal(undefined)}
          onPointerMove={anchor.onPointerMove}
          onPointerLeave={anchor.onPointerLeave}
          onScroll={anchor.onScroll}
        >
          <div
            ref={treeRef}
            role="tree"
            aria-label="Navigation"
            aria-multiselectable="true"
            className="tree"
            style={{ height: virtual.getTotalSize() }}
            onKeyDown={onKeyDown}
            // No row of its own to land on while the active row is scrolled out of the drawn window:
            // the tree itself takes Tab, and hands focus to the active row.
            tabIndex={activeRendered ? undefined : 0}
            onFocus={(e) => {
              treeHadFocus.current = true;
              // Roving tabindex follows DOM focus, however it arrived (a screen reader, a script's focus()).
              const id = focusedRowId(e.target);
              if (id !== undefined && id !== activeId && rowIndex.has(id)) setFocusId(id);
              if (e.target === e.currentTarget && activeId !== undefined) {
                virtual.scrollToIndex(rowIndex.get(activeId)!, { align: 'auto' });
                focusRow(activeId);
              }
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) treeHadFocus.current = false;
            }}
          >
            {virtual.getVirtualItems().map((v) => {
              const row = rows.get(v.index)!;
              const p = drag?.projection && drag.projection.overId === row.id ? drag.projection : undefined;
              return (
                <TreeRow
                  key={row.id}
                  row={row}
                  top={v.start}
                  selected={selected.has(row.id)}
                  focused={activeId === row.id}
                  problems={problems.get(row.id)}
                  dropPlace={p?.place}
                  dropBlocked={p ? !p.verdict.ok : undefined}
                  dropDepth={p?.target && p.place !== 'inside' ? index.elements.get(p.target.parentId)?.depth : undefined}
                  renaming={renamingId === row.id}
                  onToggle={toggle}
                  onRowClick={onRowClick}
                  onRenameDone={onRenameDone}
                />
              );
            })}
            {refusal && refusalAt !== undefined ? (
              <div
                className={`tree-refusal${refusalAt > 0 && refusalAt === rows.length - 1 ? ' above' : ''}`}
                data-testid="tree-refusal"
                // The announcer says it; this is for the eyes.
                aria-hidden="true"
                style={{ top: (refusalAt + 1) * ROW_HEIGHT, left: 24 + rows.get(refusalAt)!.depth * 16 }}
              >
                {refusal.text}
              </div>
            ) : null}
          </div>
        </div>
        {files.pageFiles ? (
          <UnlistedList version={state.revision} indexNow={indexNow} pageFiles={files.pageFiles} onAdd={addUnlisted} />
        ) : null}
        {/* Beside the pointer, not on it: the target's label stays readable, and what a drop
            would do (or why it cannot) is where the eyes are, not at the bottom of the panel. */}
        <DragOverlay dropAnimation={null} modifiers={BESIDE_POINTER}>
          {drag ? (
            <div className="drag-overlay">
              <div className="drag-chip">{drag.label.replace(/^'|'$/g, '')}</div>
              {drag.projection ? (
                <div className={`drop-hint${drag.projection.verdict.ok ? '' : ' blocked'}`} role="status">
                  {drag.projection.verdict.ok
                    ? `Drop ${drag.projection.description}`
                    : `Cannot drop here: ${withoutSpecCitations(drag.projection.verdict.reason)}`}
                </div>
              ) : null}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <div className="visually-hidden" aria-live="polite" data-testid="tree-announcer">
        {announcement}
      </div>
      <Suspense fallback={null}>
        {menu && menuActions.length ? (
          <TreeMenu
            label={menuLabel}
            actions={menuActions}
            convert={menuConvert}
            x={menu.x}
            y={menu.y}
            onClose={(restore) => {
              const id = menu.id;
              setMenu(undefined);
              if (restore && id !== undefined) focusRow(id);
            }}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {dialog && 'addPage' in dialog ? (
          <AddPageDialog
            store={store}
            choice={dialog.addPage}
            unlisted={addPageUnlisted}
            titles={titles}
            onClose={(done) => {
              setDialog(undefined);
              if (done) announce(done.text);
              const id = done?.focus ?? activeId;
              if (id !== undefined) focusRow(id);
            }}
          />
        ) : dialog ? (
          <MoveDialog
            store={store}
            request={dialog}
            onClose={(done) => {
              const back = 'ids' in dialog ? dialog.ids[0] : activeId;
              setDialog(undefined);
              if (done) announce(done.text);
              const id = done?.focus ?? back;
              if (id !== undefined) focusRow(id);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

/**
 * The toolbar's actions on `target`, as a function made outside the panel's render: a closure
 * made in it would hold everything that render saw (its index, its OpenAPI analysis) for as long
 * as the toolbar keeps the function, across the opening of another document too.
 */
function actionsFor(host: ActionHost, target: number | undefined): () => readonly TreeAction[] {
  return () => treeActions(host, target, { checkMove: false });
}

type PageOperations = ReturnType<typeof pageOperations>;

/** A page's title, from its front matter or its operation (made outside the render: see actionsFor). */
function titlesFor(frontMatter: Parameters<typeof pageTitle>[1], ops: PageOperations): (path: string) => string {
  return (path) => pageTitle(path, frontMatter, ops.byPage.get(path)?.summary);
}

/** A page's operation method, when its front matter binds one. */
function methodsFor(ops: PageOperations): (path: string) => string | undefined {
  return (path) => ops.byPage.get(path)?.method;
}

/** The session's navigation now, as a function made outside the render (see actionsFor). */
function indexReader(store: EditorSession): () => NavIndex {
  return () => store.getIndex();
}
