import { isShadowed, type JsonNode, type JsonProp } from '../model/json-node';
import { isCollectionKey } from '../model/nav-index';
import type { Severity } from './diagnostic';
import { at, kindName, pages, defineRule } from './context';

/**
 * A key written twice in one element: JSON.parse, and so the site, keeps only the LAST one and
 * silently ignores the earlier, a whole list of pages when it is a collection. docsnav reads,
 * shows and edits the last one too, and keeps both in the file. An error when the ignored one
 * is a list (the site drops it without a word; its pages are the diagnostic's `unread`, which
 * the export dialog lists), a warning otherwise (the site ignores it). Duplicated top-level
 * settings are reported by invalid-setting through `duplicatedKeys`.
 */
export const duplicateKey = defineRule({
  code: 'duplicate-key',
  on: 'other',
  check(ctx, el, out) {
    if (el.node.type !== 'object') return;
    for (const { key, ignored, lost, values } of duplicatedKeys(el.node.props)) {
      const severity: Severity = lost === undefined ? 'warning' : 'error';
      const what = lost === undefined ? '' : ` (${lost === 0 ? 'an empty list' : pages(lost)})`;
      const site =
        lost === undefined ? { site: 'ignores' as const } : { site: 'drops' as const, unread: values.map((value) => ({ key, value })) };
      out.push(
        at(
          ctx,
          el,
          severity,
          'duplicate-key',
          `"${key}" is written ${ignored + 1} times in ${kindName(el.kind)}; the site keeps only the last one and ignores the ${ignored === 1 ? 'first' : `first ${ignored}`}${what}. Merge them into one "${key}", or remove the one you do not want.`,
          site,
        ),
      );
    }
  },
});

/** A key an object writes more than once: how many earlier occurrences the site ignores, and the pages they hold (undefined when they hold no elements). */
export interface DuplicatedKey {
  readonly key: string;
  readonly ignored: number;
  readonly lost: number | undefined;
  /** The values of the occurrences the site ignores, in order. */
  readonly values: readonly JsonNode[];
}

/** The keys of an object's properties written more than once, in the order of their last occurrence. */
export function duplicatedKeys(props: readonly JsonProp[]): DuplicatedKey[] {
  const out: DuplicatedKey[] = [];
  if (props.length < 2) return out;
  // Made at the first duplicate only: nearly every object has none, and this runs for each one.
  let seen: Map<string, { ignored: number; lost: number | undefined; values: JsonNode[] }> | undefined;
  for (let i = 0; i < props.length; i++) {
    if (!isShadowed(props, i)) continue;
    seen ??= new Map();
    const p = props[i];
    const cur = seen.get(p.key) ?? { ignored: 0, lost: undefined, values: [] };
    cur.ignored++;
    cur.values.push(p.value);
    if (isCollectionKey(p.key) && (p.value.type === 'array' || p.value.type === 'object'))
      cur.lost = (cur.lost ?? 0) + pagesIn(p.value, p.key === 'pages');
    seen.set(p.key, cur);
  }
  if (seen) for (const [key, v] of seen) out.push({ key, ...v });
  return out;
}

/** Page entries inside a JSON value (strings of `pages` lists, at any depth). Iterative. */
function pagesIn(root: JsonNode, rootIsPages: boolean): number {
  let n = 0;
  const stack: Array<[JsonNode, boolean]> = [[root, rootIsPages]];
  while (stack.length) {
    const [node, inPages] = stack.pop()!;
    if (node.type === 'array') {
      for (const item of node.items) {
        if (item.type === 'string') n += inPages ? 1 : 0;
        else stack.push([item, false]);
      }
    } else if (node.type === 'object') {
      for (const p of node.props) if (isCollectionKey(p.key)) stack.push([p.value, p.key === 'pages']);
    }
  }
  return n;
}
