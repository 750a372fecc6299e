import { memo } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ChevronRight, AlertTriangle, XCircle } from 'lucide-react';
import { KindIcon } from './kind-icon';
import { kindTitle, type Row } from './rows';
import type { DropPlace } from './drop-projection';

export interface RowProps {
  row: Row;
  top: number;
  selected: boolean;
  focused: boolean;
  problem?: { severity: 'error' | 'warning' | 'info'; message: string };
  missing?: boolean;
  drop?: { place: DropPlace; blocked: boolean };
  onToggle(id: number): void;
  onClick(id: number, e: React.MouseEvent): void;
}

/** One row of the navigation tree: draggable, a drop zone, and an ARIA tree item. Memoised by row identity. */
export const TreeRow = memo(function TreeRow({ row, top, selected, focused, problem, missing, drop, onToggle, onClick }: RowProps) {
  const drag = useDraggable({ id: row.id, data: { row } });
  const dropZone = useDroppable({ id: row.id });
  const setRef = (el: HTMLElement | null) => {
    drag.setNodeRef(el);
    dropZone.setNodeRef(el);
  };
  const kind = row.method ? 'operation' : row.kind;
  return (
    <div
      {...drag.attributes}
      {...drag.listeners}
      ref={setRef}
      role="treeitem"
      id={`tree-row-${row.id}`}
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      aria-label={`${kindTitle(row.kind)} ${row.label}`}
      data-kind={row.kind}
      data-id={row.id}
      tabIndex={focused ? 0 : -1}
      className={`tree-row${selected ? ' selected' : ''}${drag.isDragging ? ' dragging' : ''}${drop ? ` drop-${drop.place}${drop.blocked ? ' drop-blocked' : ''}` : ''}`}
      // `top`, not a transform: dnd-kit measures drop zones without transforms.
      style={{ top, paddingLeft: 6 + row.depth * 16 }}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      onClick={(e) => onClick(row.id, e)}
    >
      <span
        className="twisty"
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          onToggle(row.id);
        }}
        onPointerDown={(e) => e.stopPropagation()}
      >
        {row.hasChildren ? <ChevronRight size={12} style={{ transform: row.expanded ? 'rotate(90deg)' : undefined }} /> : null}
      </span>
      <KindIcon kind={kind} />
      {row.method ? <span className={`method method-${row.method.toLowerCase()}`}>{row.method}</span> : null}
      <span className="label">{row.method ? row.label.replace(/^(\S+\s+)?[A-Z]+\s+/, '') : row.label}</span>
      {row.badges.map((b) => (
        <span key={b} className="badge">
          {b}
        </span>
      ))}
      {missing ? (
        <span className="marker warning" title="This page file is not in the opened folder">
          <AlertTriangle size={12} aria-label="page file not found" />
        </span>
      ) : null}
      {problem ? (
        <span className={`marker ${problem.severity}`} title={problem.message}>
          {problem.severity === 'error' ? <XCircle size={12} aria-label="error" /> : <AlertTriangle size={12} aria-label="warning" />}
        </span>
      ) : null}
    </div>
  );
});
