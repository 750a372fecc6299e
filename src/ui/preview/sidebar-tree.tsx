import { memo } from 'react';
import { ArrowUpRight, ChevronRight } from 'lucide-react';
import { canCollapse } from '../../core/sidebar/group-state';
import type { SidebarGroup, SidebarItem, SidebarPage } from '../../core/sidebar/sidebar-types';
import { PreviewIcon } from '../common/preview-icon';
import { isOpen, rowsOf } from './use-row-budget';

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

/**
 * The groups and pages of the active section. `budget` is how many rows to draw (undefined:
 * all), for a long list drawn in steps (see useRowBudget): the items that fit whole get no
 * budget, so their memoised rows stay as they are while the rest of the list grows.
 */
export function SidebarTree({ items, state, budget }: { items: readonly SidebarItem[]; state: TreeState; budget?: number }) {
  let shown = items;
  const cut: (number | undefined)[] = [];
  if (budget !== undefined) {
    let left = budget;
    let k = 0;
    for (; k < items.length && left > 0; k++) {
      const n = rowsOf(items[k], state.expanded);
      cut.push(n <= left ? undefined : left);
      left -= n;
    }
    shown = items.slice(0, k);
  }
  if (shown.length <= BLOCK)
    return (
      <ul className="pv-items" role="list">
        {shown.map((it, k) => (
          <Item key={it.key} item={it} state={state} budget={cut[k]} />
        ))}
      </ul>
    );
  const blocks = [];
  for (let from = 0; from < shown.length; from += BLOCK)
    blocks.push(<Block key={from} items={shown} from={from} to={Math.min(from + BLOCK, shown.length)} cut={cut} state={state} />);
  return (
    <ul className="pv-items" role="list">
      {blocks}
    </ul>
  );
}

/**
 * Items in blocks of this many: after an edit React compares a list's blocks, and renders only
 * those whose items changed, instead of visiting every item of the list. One move in a group of
 * 200,000 pages visited 200,000 rows; in blocks it visits 3,125 blocks and the one or two whose
 * items moved. Each block is an element of its own, which the browser neither lays out nor
 * paints while it is out of view (`.pv-block` in preview.css).
 */
const BLOCK = 64;

interface BlockProps {
  readonly items: readonly SidebarItem[];
  readonly from: number;
  readonly to: number;
  readonly cut: readonly (number | undefined)[];
  readonly state: TreeState;
}

/**
 * Items `from` to `to` of a list, in an item and list of their own that assistive technology
 * does not see (role none): to it, and to the reader, the rows are one list.
 */
const Block = memo(
  function Block({ items, from, to, cut, state }: BlockProps) {
    const out = [];
    for (let k = from; k < to; k++) out.push(<Item key={items[k].key} item={items[k]} state={state} budget={cut[k]} />);
    return (
      <li className="pv-block" role="none">
        <ul className="pv-items" role="none">
          {out}
        </ul>
      </li>
    );
  },
  (a, b) => {
    if (a.state !== b.state || a.from !== b.from || a.to !== b.to) return false;
    for (let k = a.from; k < a.to; k++) if (a.items[k] !== b.items[k] || a.cut[k] !== b.cut[k]) return false;
    return true;
  },
);

const Item = memo(function Item({ item, state, budget }: { item: SidebarItem; state: TreeState; budget?: number }) {
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
  return <GroupRow group={item} state={state} budget={budget} />;
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
        {page.method ? (
          <span className={`pv-method m-${page.method.toLowerCase()}`}>{page.method === 'DELETE' ? 'DEL' : page.method}</span>
        ) : null}
        <span className="pv-title">{page.title}</span>
      </button>
    </li>
  );
}

function GroupRow({ group, state, budget }: { group: SidebarGroup; state: TreeState; budget?: number }) {
  const open = isOpen(group, state.expanded);
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
          <SidebarTree
            items={group.children}
            state={state}
            budget={budget === undefined ? undefined : budget - (group.pendingOpenapi ? 2 : 1)}
          />
        </>
      ) : null}
    </li>
  );
}
