import { useMemo } from 'react';
import { parsePageEntry } from '../../core/model/page-entry';
import type { NavElement, NavIndex } from '../../core/model/nav-index';
import type { JsonNode } from '../../core/model/json-node';
import type { FieldEdit } from './fields';

/** The page entries of a group and its nested groups, in order, without operations and repeats. */
export function groupPages(index: NavIndex, group: NavElement): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const stack = [...group.children].reverse();
  while (stack.length) {
    const el = index.elements.get(stack.pop()!)!;
    if (el.kind === 'page') {
      if (el.node.type !== 'string') continue;
      const entry = el.node.value as string;
      if (!seen.has(entry) && parsePageEntry(entry).form === 'file') {
        seen.add(entry);
        out.push(entry);
      }
    } else for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return out;
}

/**
 * A group's `root` (the page its title opens), chosen among the group's own pages. A current
 * value outside that list (often a dedicated overview page) stays selectable and says so, so
 * nothing changes until the user chooses.
 */
export function RootField({
  index,
  el,
  node,
  edit,
  description,
}: {
  index: NavIndex;
  el: NavElement;
  node: JsonNode | undefined;
  edit: FieldEdit;
  description: string;
}) {
  const pages = useMemo(() => groupPages(index, el), [index, el]);
  const value = node && node.type === 'string' ? (node.value as string) : undefined;
  return (
    <label className="field" htmlFor="field-root">
      <span>Root page</span>
      <select
        id="field-root"
        title={description}
        value={value ?? ''}
        onChange={(e) => (e.target.value === '' ? edit.remove('root') : edit.set('root', e.target.value))}
      >
        <option value="">(none: the title only opens and closes the group)</option>
        {value !== undefined && !pages.includes(value) ? <option value={value}>{value} (current, not listed in the group)</option> : null}
        {pages.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </label>
  );
}
