import { isShadowed, type JsonNode } from '../model/json-node';
import { isCollectionKey, type NavElement } from '../model/nav-index';
import { placeOf, type PathSegment } from '../model/json-path';
import { refTarget, resolveRelative } from '../model/workspace';
import type { Diagnostic } from './diagnostic';
import { elementsOf, type RuleContext } from './context';

/** One written `{ "$ref" }`: the file it lives in and its JSON path there. */
interface RefPlace {
  readonly file: string;
  readonly path: readonly PathSegment[];
}

/**
 * One `$ref` split file included at two or more places. The site shows its content at each,
 * but the content is one set of nodes, so docsnav shows it as one element: selecting it selects
 * every copy, a move or delete acts on the last place it is included, and an edit inside it
 * shows at every place. A warning on each `$ref` after the first, naming them all, and how to
 * edit them apart.
 *
 * Cheap: a workspace without split files (nearly all) is not walked at all.
 */
export function sharedRef(ctx: RuleContext): Diagnostic[] {
  if (Object.keys(ctx.ws.files).length < 2) return [];
  const byTarget = new Map<string, RefPlace[]>();
  // A shared file's elements appear once per inclusion in the index's order: each is read once.
  const seen = new Set<NavElement>();
  for (const el of elementsOf(ctx.index)) {
    if (el.kind === 'page' || el.node.type !== 'object' || seen.has(el)) continue;
    seen.add(el);
    collectRefs(el.node, el.file, el.path, byTarget);
  }
  const out: Diagnostic[] = [];
  for (const [target, places] of byTarget) {
    if (places.length < 2 || !ctx.ws.files[target]) continue;
    const where = places.map((p) => placeOf(p, ctx.ws.mainPath)).join(', ');
    for (const p of places.slice(1)) {
      out.push({
        severity: 'warning',
        code: 'shared-ref',
        message: `${placeOf(p, ctx.ws.mainPath)}: ${target} is included by ${places.length} "$ref"s (${where}). The site shows it at each place, but it is one set of elements: docsnav selects them together, moving or deleting it acts on the last place only, and an edit inside it (a rename) shows at every place. To edit one apart, copy the file and point this "$ref" at the copy.`,
        file: p.file,
        path: [...p.path, '$ref'],
      });
    }
  }
  return out;
}

/** The `$ref` objects in an element's child collections (and in its `global`), by the file they name. */
function collectRefs(node: JsonNode, file: string, path: readonly PathSegment[], out: Map<string, RefPlace[]>): void {
  if (node.type !== 'object') return;
  node.props.forEach((p, j) => {
    if (isShadowed(node.props, j)) return;
    if (p.key === 'global') return collectRefs(p.value, file, [...path, 'global'], out);
    if (!isCollectionKey(p.key) || p.value.type !== 'array') return;
    p.value.items.forEach((item, i) => {
      const ref = refTarget(item);
      if (ref === undefined) return;
      const target = resolveRelative(file, ref);
      const list = out.get(target) ?? [];
      list.push({ file, path: [...path, p.key, i] });
      out.set(target, list);
    });
  });
}
