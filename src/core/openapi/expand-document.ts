import { operationKey } from './operation-key';
import { baseAddress, DEFAULT_DIRECTORY, generatedTitles, pageAddress, uniqueName } from './openapi-slug';
import type { GeneratedPage, LoadedOpenapi, OperationInfo } from './openapi-types';

/** Every page a document yields under one directory, and each operation's page. */
export interface DocumentExpansion {
  /**
   * The pages in site order: groups in the order their tag first appears walking `paths` in
   * document order (webhooks after paths), operations in document order inside each group.
   * `x-hidden` operations are included, marked `hidden`; `x-excluded` ones have no page.
   */
  readonly pages: readonly GeneratedPage[];
  /** The page of each operation that has one, by "GET /users" / "webhook name" (a webhook's first method). */
  readonly byOperation: ReadonlyMap<string, GeneratedPage>;
  /**
   * The page an explicit navigation entry for an operation makes (by the same key): named
   * like a generated page but never numbered, since the generator names each entry alone.
   */
  explicitPage(key: string): GeneratedPage | undefined;
}

// Keyed by the operations list, not the document: validation gives a new document object but
// keeps the list when no operation changed, and the expansion does not depend on the rest.
const cache = new WeakMap<readonly OperationInfo[], Map<string, Expansion>>();

/** How many operations are expanded between two questions whether to stop (expandInSteps). */
const CHECK_EVERY = 32;

/**
 * Expand a loaded document into its pages exactly as the generator does (its
 * `generateOpenApiPagesForDocsConfig`; REFERENCE.md, OpenAPI expansion 4-8, and what
 * test/fidelity/expand-fixtures.test.ts measured): one group per first tag (the tag's `x-group`
 * as its name, "API Reference" for untagged operations) in order of first appearance; names
 * `<directory>/<tag>/<summary>`, `x-mint.href` overriding; a name already listed in the same
 * group gets `-1`, `-2`... An `x-hidden` operation is named against the listed pages but does
 * not take its name from later ones (the generator does not list it), so a later page can get
 * the same name and replace it. Memoised per document and directory: a navigation edit re-binds
 * but never re-expands.
 *
 * @example expandDocument(doc, 'api-reference').pages.map((p) => p.address) // ['api-reference/plants/list-plants', ...]
 */
export function expandDocument(doc: LoadedOpenapi, directory = DEFAULT_DIRECTORY): DocumentExpansion {
  return expansionOf(doc, directory).finish();
}

/**
 * Go on with the expansion of `doc` under `directory` until `shouldYield()`: true once it is
 * made (expandDocument then returns it at once), false when it stopped before. The same
 * expansion as expandDocument's, for a document large enough that expanding it in one go would
 * hold the page (GitHub's 1,223 operations: 10-40 ms on the page's thread).
 */
export function expandInSteps(doc: LoadedOpenapi, directory: string, shouldYield: () => boolean): boolean {
  return expansionOf(doc, directory).step(shouldYield);
}

function expansionOf(doc: LoadedOpenapi, directory: string): Expansion {
  let byDir = cache.get(doc.operations);
  if (!byDir) cache.set(doc.operations, (byDir = new Map()));
  const id = `${doc.key}\u0000${directory}`;
  let e = byDir.get(id);
  if (!e) byDir.set(id, (e = expansion(doc.key, doc.operations, directory)));
  return e;
}

/** One document's expansion under one directory, made operation by operation. */
interface Expansion {
  /** Go on until `shouldYield()`; true once the expansion is made. */
  step(shouldYield: () => boolean): boolean;
  /** The expansion, made to its end now. */
  finish(): DocumentExpansion;
}

// A closure rather than a class: its state then minifies, and this module is in the page's
// initial JavaScript (the session analyses on the page).
function expansion(documentKey: string, operations: readonly OperationInfo[], directory: string): Expansion {
  const groups = new Map<string, { taken: Set<string>; pages: GeneratedPage[] }>();
  const byOperation = new Map<string, GeneratedPage>();
  let next = 0;
  let done: DocumentExpansion | undefined;
  const step = (shouldYield: () => boolean): boolean => {
    for (; !done && next < operations.length; next++) {
      if (next % CHECK_EVERY === 0 && shouldYield()) return false;
      const op = operations[next];
      if (op.excluded) continue;
      // The generator creates the group before it knows the page is hidden: an all-hidden tag
      // still has its (empty) place in the order.
      let group = groups.get(op.group);
      if (!group) groups.set(op.group, (group = { taken: new Set(), pages: [] }));
      const base = baseAddress(op, directory);
      const name = uniqueName(group.taken, base);
      if (!op.hidden) group.taken.add(name);
      const plain = base.toLowerCase();
      const page = pageOf(documentKey, op, name, name !== plain ? pageAddress(plain) : undefined);
      group.pages.push(page);
      const key = operationKey(op);
      if (!byOperation.has(key)) byOperation.set(key, page);
    }
    if (!done) {
      const pages: GeneratedPage[] = [];
      for (const g of groups.values()) pages.push(...g.pages);
      const explicit = new Map<string, GeneratedPage | null>();
      done = {
        pages,
        byOperation,
        explicitPage(key) {
          let page = explicit.get(key);
          if (page === undefined) {
            const op = operations.find((o) => !o.excluded && operationKey(o) === key);
            page = op ? pageOf(documentKey, op, uniqueName(new Set(), baseAddress(op, directory))) : null;
            explicit.set(key, page);
          }
          return page ?? undefined;
        },
      };
    }
    return true;
  };
  return { step, finish: () => (step(() => false), done!) };
}

function pageOf(documentKey: string, op: OperationInfo, name: string, numberedFrom?: string): GeneratedPage {
  const titles = generatedTitles(op, name);
  // Optional fields assigned, not spread from conditional objects: a large document expands
  // in one go on the page's thread (1,223 pages for GitHub's), where each spread cost a copy.
  const page: { -readonly [K in keyof GeneratedPage]: GeneratedPage[K] } = {
    title: titles.sidebar,
    address: pageAddress(name),
    method: op.kind === 'webhook' ? 'WEBHOOK' : op.method,
    path: op.path,
    group: op.group,
    documentKey,
    kind: op.kind,
  };
  if (numberedFrom !== undefined) page.numberedFrom = numberedFrom;
  if (titles.title !== titles.sidebar) page.heading = titles.title;
  if (op.hidden) page.hidden = true;
  if (op.deprecated) page.deprecated = true;
  return page;
}
