import { useCallback, useMemo, useRef, useState } from 'react';
import { labelOf, type NavIndex } from '../../core/model/nav-index';
import { generatedRowActions, treeActions, type ActionHost, type TreeAction } from './tree-actions';
import type { Rows, RowLookup } from './rows';

/** Where the context menu is open: on an element, a generated row (negative id), or the top level. */
export interface MenuState {
  readonly id: number | undefined;
  readonly x: number;
  readonly y: number;
  readonly only?: 'add';
}

interface Options {
  host: ActionHost;
  index: NavIndex;
  rows: Rows;
  rowIndex: RowLookup;
  treeRef: React.RefObject<HTMLElement | null>;
  /** Select an element the menu opens on (a right click on an unselected row selects it first). */
  select(id: number): void;
  setFocusId(id: number): void;
  isSelected(id: number): boolean;
}

/**
 * The tree's context menu: opened by a right click, the Menu key, Shift+F10 or the toolbar.
 * On an element it lists `treeActions`; on a generated row (read-only) only the conversion of
 * its element's generated pages to explicit entries.
 */
export function useTreeMenu(o: Options) {
  const [menu, setMenu] = useState<MenuState>();
  const latest = useRef(o);
  latest.current = o;

  // The Menu key and Shift+F10 also fire a native contextmenu event after the key: that one is ignored.
  const keyMenuAt = useRef(0);
  const openMenuAt = useCallback((id: number | undefined) => {
    keyMenuAt.current = performance.now();
    const r = id === undefined ? undefined : document.getElementById(`tree-row-${id}`)?.getBoundingClientRect();
    const box = r ?? latest.current.treeRef.current?.getBoundingClientRect();
    setMenu({ id, x: (box?.left ?? 0) + 24, y: r ? r.bottom : (box?.top ?? 0) });
  }, []);

  const onContextMenu = useCallback((e: React.MouseEvent) => {
    if (performance.now() - keyMenuAt.current < 500) return e.preventDefault();
    const { select, setFocusId, isSelected } = latest.current;
    const rowEl = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const id = rowEl ? Number(rowEl.dataset.id) : undefined;
    e.preventDefault();
    if (id !== undefined && id >= 0 && !isSelected(id)) select(id);
    if (id !== undefined) setFocusId(id);
    setMenu({ id, x: e.clientX, y: e.clientY });
  }, []);

  const { host, index, rows, rowIndex } = o;
  const generatedRow = menu?.id !== undefined && menu.id < 0 ? rows.get(rowIndex.get(menu.id) ?? -1) : undefined;
  const actions: TreeAction[] = useMemo(() => {
    if (!menu) return [];
    if (menu.id !== undefined && menu.id < 0) return generatedRowActions(host, generatedRow?.ownerId);
    const all = treeActions(host, menu.id);
    return menu.only === 'add' ? all.filter((a) => a.group === 'add' && !a.disabled) : all;
  }, [menu, host, generatedRow]);

  let label = 'Add at the top level';
  if (generatedRow) label = `Actions for generated ${generatedRow.kind === 'group' ? 'group' : 'page'} '${generatedRow.label}'`;
  else if (menu?.id !== undefined && index.elements.has(menu.id)) label = `Actions for '${labelOf(index.elements.get(menu.id)!)}'`;

  return { menu, setMenu, openMenuAt, onContextMenu, actions, label };
}
