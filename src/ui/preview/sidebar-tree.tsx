import { memo } from 'react';
import { ArrowUpRight, ChevronRight } from 'lucide-react';
import { canCollapse, factsOf, initialExpanded } from '../../core/sidebar/group-state';
import type { SidebarGroup, SidebarItem, SidebarPage } from '../../core/sidebar/sidebar-types';
import { PreviewIcon } from './preview-icon';

/** What the sidebar tree needs from the panel: expanded state, the open page, and the reader's clicks. */
export interface TreeState {
  /** Expanded state the reader set, by group key (absent: the initial display). */
  readonly expanded: ReadonlyMap<string, boolean>;
  readonly current: string | undefined;
  /** Element ids selected in the tree (outlined here). */
  readonly selected: ReadonlySet<number>;
  onGroup(group: SidebarGroup, expanded: boolean): void;
  onPage(page: SidebarPage): void;
}

/** Is this group shown open (the reader's choice, else its initial display)? */
export function isExpanded(group: SidebarGroup, expanded: ReadonlyMap<string, boolean>): boolean {
  if (!canCollapse(group)) return true;
  return expanded.get(group.key) ?? initialExpanded(factsOf(group));
}

/** The groups and pages of the active section. */
export function SidebarTree({ items, state }: { items: readonly SidebarItem[]; state: TreeState }) {
  return (
    <ul className="pv-items" role="list">
      {items.map((it) => (
        <Item key={it.key} item={it} state={state} />
      ))}
    </ul>
  );
}

const Item = memo(function Item({ item, state }: { item: SidebarItem; state: TreeState }) {
  if (item.type === 'link') {
    return (
      <li>
        <a className="pv-page pv-link" href={item.href} target="_blank" rel="noopener noreferrer">
          <span className="pv-title">{item.label}</span>
          <ArrowUpRight size={12} aria-label="(external link)" />
        </a>
      </li>
    );
  }
  if (item.type === 'page') return <PageRow page={item} state={state} />;
  return <GroupRow group={item} state={state} />;
});

function PageRow({ page, state }: { page: SidebarPage; state: TreeState }) {
  const current = state.current === page.key;
  return (
    <li>
      <button
        type="button"
        className={`pv-page${current ? ' current' : ''}${page.id !== undefined && state.selected.has(page.id) ? ' tree-selected' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={() => state.onPage(page)}
        data-key={page.key}
      >
        {page.method ? <span className={`pv-method m-${page.method.toLowerCase()}`}>{page.method === 'DELETE' ? 'DEL' : page.method}</span> : null}
        <span className="pv-title">{page.title}</span>
      </button>
    </li>
  );
}

function GroupRow({ group, state }: { group: SidebarGroup; state: TreeState }) {
  const open = isExpanded(group, state.expanded);
  const collapsible = canCollapse(group);
  const current = group.root && state.current === group.root.key;
  return (
    <li className={`pv-group${group.topLevel ? ' top' : ' nested'}`}>
      <button
        type="button"
        className={`pv-group-title${current ? ' current' : ''}${group.id !== undefined && state.selected.has(group.id) ? ' tree-selected' : ''}`}
        aria-expanded={collapsible ? open : undefined}
        aria-current={current ? 'page' : undefined}
        onClick={() => state.onGroup(group, open)}
        data-key={group.key}
      >
        <PreviewIcon icon={group.icon} />
        <span className="pv-title">{group.label}</span>
        {group.tag ? <span className="pv-tag">{group.tag}</span> : null}
        {collapsible ? <ChevronRight size={12} className={`pv-chevron${open ? ' open' : ''}`} aria-hidden="true" /> : null}
      </button>
      {open ? (
        <>
          {group.pendingOpenapi ? <p className="pv-pending">Pages generated from {group.pendingOpenapi}</p> : null}
          <SidebarTree items={group.children} state={state} />
        </>
      ) : null}
    </li>
  );
}
