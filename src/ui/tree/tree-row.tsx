import { memo, useEffect, useRef } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ChevronRight, AlertTriangle, XCircle, Info, FileX } from 'lucide-react';
import { KindIcon } from './kind-icon';
import { kindTitle, type Row } from './rows';
import type { DropPlace } from '../../core/tree/project-drop';

/** Everything the diagnostics say about one element, for its marker. */
export interface RowProblems {
  readonly severity: 'error' | 'warning' | 'info';
  readonly messages: readonly string[];
  /** A page entry whose file is not in the opened folder (drawn with its own icon). */
  readonly missingFile: boolean;
}

export interface RowProps {
  row: Row;
  top: number;
  selected: boolean;
  focused: boolean;
  problems?: RowProblems;
  dropPlace?: DropPlace;
  dropBlocked?: boolean;
  /** Depth of the list a before/after drop lands in: the indicator line starts there (it moves left as the drop outdents). */
  dropDepth?: number;
  renaming: boolean;
  onToggle(id: number): void;
  onRowClick(id: number, e: React.MouseEvent): void;
  onRenameDone(id: number, value: string | undefined): void;
}

/**
 * One row of the navigation tree: draggable, a drop zone, and an ARIA tree item. Memoised: the
 * panel passes the same Row object for an unchanged node and stable callbacks, so a drop or a
 * keystroke re-renders only the rows it changes.
 */
export const TreeRow = memo(function TreeRow({
  row,
  top,
  selected,
  focused,
  problems,
  dropPlace,
  dropBlocked,
  dropDepth,
  renaming,
  onToggle,
  onRowClick,
  onRenameDone,
}: RowProps) {
  const disabled = !!row.generated || renaming;
  const drag = useDraggable({ id: row.id, disabled });
  // A generated row takes part in collision detection so that a drop on it is refused with the reason.
  const dropZone = useDroppable({ id: row.id });
  const setRef = (el: HTMLElement | null) => {
    drag.setNodeRef(el);
    dropZone.setNodeRef(el);
  };
  const kind = row.generated ? (row.kind === 'group' ? 'generatedGroup' : 'generated') : row.method ? 'operation' : row.kind;
  const descId = problems ? `tree-row-${row.id}-problems` : undefined;
  // The name stays "Page <path>" (the path is what the inspector, the problems and the JSON
  // name it by); the title it leads with on screen is its description.
  const titleId = row.title !== undefined ? `tree-row-${row.id}-title` : undefined;
  const describedBy = [titleId, drag.attributes['aria-describedby'], descId].filter(Boolean).join(' ') || undefined;
  const drop = dropPlace ? ` drop-${dropPlace}${dropBlocked ? ' drop-blocked' : ''}` : '';
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
      aria-posinset={row.pos}
      aria-setsize={row.size}
      aria-label={`${row.generated ? (row.kind === 'group' ? 'Generated group' : 'Generated page') : kindTitle(row.kind)} ${row.label}`}
      title={row.generated ? GENERATED_TITLE : undefined}
      // A tree item is not a "draggable" to a screen reader; the instructions say how to move it.
      aria-roledescription={undefined}
      aria-describedby={describedBy}
      // dnd-kit marks a disabled draggable aria-disabled; a row being renamed or a generated page is not disabled.
      aria-disabled={undefined}
      data-kind={row.kind}
      data-id={row.id}
      tabIndex={focused ? 0 : -1}
      className={`tree-row${selected ? ' selected' : ''}${drag.isDragging ? ' dragging' : ''}${row.generated ? ' generated' : ''}${drop}`}
      // `top`, not a transform: dnd-kit measures drop zones without transforms.
      style={{
        top,
        paddingLeft: 6 + row.depth * 16,
        ['--drop-indent' as string]: dropDepth === undefined ? undefined : `${20 + dropDepth * 16}px`,
      }}
      onClick={(e) => onRowClick(row.id, e)}
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
      {renaming ? (
        <RenameInput initial={row.label} onDone={(v) => onRenameDone(row.id, v)} />
      ) : row.title !== undefined ? (
        <>
          <span className="label title" id={titleId}>
            {row.title}
          </span>
          <span className="path">{row.label}</span>
        </>
      ) : (
        <span className="label">{row.method ? row.label.replace(/^(\S+\s+)?[A-Z]+\s+/, '') : row.label}</span>
      )}
      {row.note ? <span className="note">{row.note}</span> : null}
      {row.badges.map((b) => (
        <span key={b} className="badge">
          {b}
        </span>
      ))}
      {problems ? <Marker problems={problems} id={descId!} /> : null}
    </div>
  );
});

const GENERATED_TITLE =
  'Generated from the OpenAPI document (read-only). To reorder, rename or remove it, convert the generated pages to explicit entries (context menu).';

/** The marker of a row with problems: the worst severity's icon, a count when there are several, every message on hover. */
function Marker({ problems, id }: { problems: RowProblems; id: string }) {
  const n = problems.messages.length;
  const Icon =
    problems.missingFile && n === 1
      ? FileX
      : problems.severity === 'error'
        ? XCircle
        : problems.severity === 'warning'
          ? AlertTriangle
          : Info;
  const summary = n === 1 ? (problems.missingFile ? 'page file not found' : problems.severity) : `${n} problems`;
  return (
    <span className={`marker ${problems.severity}`} title={problems.messages.join('\n')} data-testid="row-marker">
      <Icon size={12} aria-hidden="true" />
      {n > 1 ? <span className="marker-count">{n}</span> : null}
      <span id={id} className="visually-hidden">
        {summary}: {problems.messages.join(' ')}
      </span>
    </span>
  );
}

/** Rename in place (F2): Enter or leaving the field keeps the text, Escape cancels. */
function RenameInput({ initial, onDone }: { initial: string; onDone(value: string | undefined): void }) {
  const ref = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (v: string | undefined) => {
    if (done.current) return;
    done.current = true;
    onDone(v);
  };
  return (
    <input
      ref={ref}
      className="rename"
      aria-label="Rename"
      defaultValue={initial}
      // Keys belong to the field: the tree's keys and dnd-kit's Space must not see them.
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(e.currentTarget.value);
        else if (e.key === 'Escape') finish(undefined);
      }}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => e.stopPropagation()}
      onBlur={(e) => finish(e.currentTarget.value)}
    />
  );
}
