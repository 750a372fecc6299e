import { operationKey } from './operation-index';
import { baseAddress, DEFAULT_DIRECTORY, pageTitleOf } from './openapi-slug';
import type { GeneratedPage, LoadedOpenapi, OperationInfo } from './openapi-types';

/** Every page a document yields under one directory, and each operation's page. */
export interface DocumentExpansion {
  /**
   * The pages in site order: groups in the order their tag first appears walking `paths` in
   * document order (webhooks after paths), operations in document order inside each group.
   * `x-hidden` operations are included, marked `hidden`; `x-excluded` ones have no page.
   */
  readonly pages: readonly GeneratedPage[];
  /** The page of each operation that has one, by "GET /users" / "webhook name". */
  readonly byOperation: ReadonlyMap<string, GeneratedPage>;
}

// Keyed by the operations list, not the document: validation gives a new document object but
// keeps the list when no operation changed, and the expansion does not depend on the rest.
const cache = new WeakMap<readonly OperationInfo[], Map<string, DocumentExpansion>>();

/**
 * Expand a loaded document into its pages exactly as REFERENCE.md records the generator:
 * grouping by first tag (the tag's `x-group` as the group name, "API Reference" for untagged
 * operations), group order by first appearance, addresses `<directory>/<tag>/<summary-slug>`
 * with `-1`, `-2` for duplicates in order of appearance, `x-mint.href` overriding the address,
 * titles from summaries. Memoised per document and directory: a navigation edit re-binds but
 * never re-expands.
 *
 * @example expandDocument(doc, 'api-reference').pages.map((p) => p.address) // ['api-reference/plants/list-plants', ...]
 */
export function expandDocument(doc: LoadedOpenapi, directory = DEFAULT_DIRECTORY): DocumentExpansion {
  let byDir = cache.get(doc.operations);
  if (!byDir) cache.set(doc.operations, (byDir = new Map()));
  const id = `${doc.key}\u0000${directory}`;
  let hit = byDir.get(id);
  if (!hit) byDir.set(id, (hit = expand(doc.key, doc.operations, directory)));
  return hit;
}

function expand(documentKey: string, operations: readonly OperationInfo[], directory: string): DocumentExpansion {
  const seen = new Map<string, number>();
  const groups = new Map<string, GeneratedPage[]>();
  const byOperation = new Map<string, GeneratedPage>();
  for (const op of operations) {
    if (op.excluded) continue;
    let address = baseAddress(op, directory);
    // The first page keeps the address; later ones with the same address get -1, -2...
    // (`x-mint.href` is the author's choice and is kept as written).
    if (!op.href) {
      const n = seen.get(address) ?? 0;
      seen.set(address, n + 1);
      if (n > 0) address = `${address}-${n}`;
    }
    const page: GeneratedPage = {
      title: pageTitleOf(op, address),
      address,
      method: op.kind === 'webhook' ? 'WEBHOOK' : op.method,
      path: op.path,
      group: op.group,
      documentKey,
      kind: op.kind,
      ...(op.hidden ? { hidden: true } : {}),
      ...(op.deprecated ? { deprecated: true } : {}),
    };
    byOperation.set(operationKey(op), page);
    const list = groups.get(op.group);
    if (list) list.push(page);
    else groups.set(op.group, [page]);
  }
  const pages: GeneratedPage[] = [];
  for (const list of groups.values()) pages.push(...list);
  return { pages, byOperation };
}
