import { useDeferredValue, useMemo } from 'react';
import { ChevronsDownUp, ChevronsUpDown, Copy, FolderInput, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TreeAction } from './tree-actions';

interface Props {
  filter: string;
  setFilter(v: string): void;
  expandAll(): void;
  collapseAll(): void;
  /**
   * The document's revision: the actions follow it a moment behind, so a keystroke paints first.
   * A number, not the index: a deferred index kept in the toolbar's previous render held a
   * document closed since.
   */
  version: number;
  /** The actions on the current element (new when the element or the selection changes). */
  actionsOf(): readonly TreeAction[];
  /** Open a menu under a button: only the "add" entries, or all of them. */
  openMenu(which: 'add' | 'all', anchor: HTMLElement): void;
}

// The icons as elements made once: the toolbar renders after every edit (twice: the actions
// follow a moment behind), and React passes over an element it has seen, where a new one would
// build each SVG again.
const DIRECT: { key: string; label: string; icon: React.ReactElement }[] = [
  { key: 'rename', label: 'Rename', icon: <Pencil size={14} aria-hidden="true" /> },
  { key: 'duplicate', label: 'Duplicate', icon: <Copy size={14} aria-hidden="true" /> },
  { key: 'move', label: 'Move to…', icon: <FolderInput size={14} aria-hidden="true" /> },
  { key: 'delete', label: 'Delete', icon: <Trash2 size={14} aria-hidden="true" /> },
];
const EXPAND = <ChevronsUpDown size={14} aria-hidden="true" />;
const COLLAPSE = <ChevronsDownUp size={14} aria-hidden="true" />;
const PLUS = <Plus size={14} aria-hidden="true" />;
const MORE = <MoreHorizontal size={14} aria-hidden="true" />;

/**
 * The tree's toolbar: filter, expand and collapse all, and the editing actions on the selected
 * element (the same entries as the context menu; a disabled button's tooltip says why).
 */
export function TreeToolbar({ filter, setFilter, expandAll, collapseAll, version, actionsOf, openMenu }: Props) {
  // Deferred here, not in the tree panel: the render that catches up is the toolbar's alone.
  const later = useDeferredValue(version);
  const actions = useMemo(() => actionsOf(), [actionsOf, later]); // eslint-disable-line react-hooks/exhaustive-deps -- the index is read through actionsOf
  const adds = actions.filter((a) => a.group === 'add' && !a.disabled);
  return (
    <div className="tree-toolbar">
      <div className="tree-toolbar-row">
        <input
          type="search"
          placeholder="Filter"
          aria-label="Filter navigation"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <button type="button" onClick={expandAll} title="Expand all">
          {EXPAND}
          <span className="visually-hidden">Expand all</span>
        </button>
        <button type="button" onClick={collapseAll} title="Collapse all">
          {COLLAPSE}
          <span className="visually-hidden">Collapse all</span>
        </button>
      </div>
      <div className="tree-toolbar-row" role="toolbar" aria-label="Tree actions">
        <button
          type="button"
          aria-haspopup="menu"
          disabled={adds.length === 0}
          title={adds.length ? 'Add an element' : 'Nothing can be added here'}
          onClick={(e) => openMenu('add', e.currentTarget)}
        >
          {PLUS} Add…
        </button>
        {DIRECT.map(({ key, label, icon }) => {
          const a = actions.find((x) => x.key === key);
          return (
            <button
              key={key}
              type="button"
              aria-label={a?.label ?? label}
              title={a?.disabled ? `${label}: ${a.disabled}` : (a?.label ?? label)}
              disabled={!a || !!a.disabled}
              onClick={() => a?.run()}
            >
              {icon}
            </button>
          );
        })}
        <button
          type="button"
          aria-haspopup="menu"
          aria-label="More actions"
          title="More actions (Shift+F10)"
          disabled={actions.length === 0}
          onClick={(e) => openMenu('all', e.currentTarget)}
        >
          {MORE}
        </button>
      </div>
    </div>
  );
}
