import { KINDS } from '../../core/model/kinds';
import { labelOf, type NavIndex } from '../../core/model/nav-index';
import { parsePageEntry } from '../../core/model/page-entry';
import { getProp } from '../../core/model/json-node';
import { languageName } from '../../core/model/languages';

/** One visible row of the tree. */
export interface Row {
  readonly id: number;
  readonly depth: number;
  readonly kind: string;
  readonly label: string;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  /** Badges: a version tag, a group tag, "root", "expanded", a language name... */
  readonly badges: readonly string[];
  readonly method?: string;
}

/** Elements open by default: the sections and top-level groups, so a first look shows the structure. */
export function defaultOpen(index: NavIndex, id: number): boolean {
  const el = index.elements.get(id)!;
  return el.depth < 3;
}

/**
 * The rows the tree shows: a pre-order walk that skips the children of closed elements and,
 * with a filter, keeps matching elements with their ancestors.
 */
export function visibleRows(index: NavIndex, open: ReadonlyMap<number, boolean>, filter = ''): Row[] {
  const rows: Row[] = [];
  const q = filter.trim().toLowerCase();
  let keep: Set<number> | undefined;
  if (q) {
    keep = new Set();
    for (const id of index.order) {
      const el = index.elements.get(id)!;
      if (labelOf(el).toLowerCase().includes(q)) {
        for (let cur: number | undefined = id; cur !== undefined && !keep.has(cur); cur = index.elements.get(cur)!.parent) keep.add(cur);
      }
    }
  }
  const root = index.rootId === undefined ? undefined : index.elements.get(index.rootId);
  if (!root) return rows;
  const stack: number[] = [...root.children].reverse();
  while (stack.length) {
    const id = stack.pop()!;
    if (keep && !keep.has(id)) continue;
    const el = index.elements.get(id)!;
    const isOpen = keep ? true : (open.get(id) ?? defaultOpen(index, id));
    const label = labelOf(el);
    const badges: string[] = [];
    let method: string | undefined;
    if (el.kind === 'page' && el.node.type === 'string') {
      const entry = parsePageEntry(el.node.value as string);
      if (entry.form === 'operation') method = entry.method;
    }
    if (el.kind === 'language') {
      const name = languageName(label);
      badges.push(name ?? 'unsupported code');
    }
    for (const key of ['tag', 'root'] as const) {
      const v = getProp(el.node, key);
      if (v && v.type === 'string') badges.push(key === 'root' ? `root: ${v.value}` : String(v.value));
    }
    const expanded = getProp(el.node, 'expanded');
    if (expanded && expanded.type === 'boolean' && expanded.value) badges.push('expanded');
    if (getProp(el.node, 'openapi')) badges.push('openapi');
    rows.push({ id, depth: el.depth - 1, kind: el.kind, label, hasChildren: el.children.length > 0, expanded: isOpen, badges, method });
    if (isOpen) for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return rows;
}

/** The kind's title for screen readers and tooltips ("Tab", "Global anchor"). */
export function kindTitle(kind: string): string {
  return (KINDS as Record<string, { title: string }>)[kind]?.title ?? kind;
}
