import { labelOf, type NavIndex } from '../../core/model/nav-index';
import { parsePageEntry } from '../../core/model/page-entry';
import { documentKey } from '../../core/openapi/openapi-binding';
import type { OpenApiAnalysis, OperationInfo } from '../../core/openapi';

/** One operation of the document in scope, as the operation picker lists it. */
export interface OperationChoice {
  /** The entry it becomes: "GET /gardens", "webhook plantWatered". */
  readonly entry: string;
  readonly method: string;
  readonly path: string;
  readonly summary?: string;
  readonly tag?: string;
  readonly hidden: boolean;
  readonly excluded: boolean;
  readonly deprecated: boolean;
  /** Labels of the elements that already list it (an entry's parent), when any. */
  readonly listedIn: readonly string[];
}

/** The entry an operation is written as, in the scope of its own document. */
export function entryOf(op: Pick<OperationInfo, 'kind' | 'method' | 'path'>): string {
  return op.kind === 'webhook' ? `webhook ${op.path}` : `${op.method} ${op.path}`;
}

const listedCache = new WeakMap<object, Map<string, Map<string, string[]>>>();

/**
 * Where each operation of document `key` is listed in the navigation: by entry, the labels of
 * the elements whose `pages` hold it. An entry counts when it names the document (`file GET
 * /x`) or has it in scope. Memoised per analysis (one per document version).
 */
export function listedOperations(
  index: NavIndex,
  mainPath: string,
  analysis: Pick<OpenApiAnalysis, 'documentFor'>,
  key: string,
): ReadonlyMap<string, string[]> {
  let byKey = listedCache.get(analysis);
  if (!byKey) listedCache.set(analysis, (byKey = new Map()));
  let out = byKey.get(key);
  if (out) return out;
  out = new Map();
  for (const el of index.elements.values()) {
    if (el.kind !== 'page' || el.node.type !== 'string') continue;
    const text = el.node.value as string;
    if (text.indexOf(' ') === -1) continue;
    const parsed = parsePageEntry(text);
    if (parsed.form === 'file') continue;
    const k = parsed.file ? documentKey(parsed.file, mainPath) : analysis.documentFor(el.id);
    if (k !== key) continue;
    const entry = parsed.form === 'webhook' ? `webhook ${parsed.name}` : `${parsed.method} ${parsed.path}`;
    const parent = el.parent === undefined ? undefined : index.elements.get(el.parent);
    const list = out.get(entry) ?? [];
    if (!out.has(entry)) out.set(entry, list);
    if (parent) list.push(labelOf(parent));
  }
  byKey.set(key, out);
  return out;
}

/** Every operation of a loaded document as a choice, in document order, marked listed, hidden or excluded. */
export function operationChoices(operations: readonly OperationInfo[], listed: ReadonlyMap<string, readonly string[]>): OperationChoice[] {
  return operations.map((op) => {
    const entry = entryOf(op);
    return {
      entry,
      method: op.kind === 'webhook' ? 'WEBHOOK' : op.method,
      path: op.path,
      summary: op.summary,
      tag: op.tag,
      hidden: op.hidden,
      excluded: op.excluded,
      deprecated: op.deprecated,
      listedIn: listed.get(entry) ?? [],
    };
  });
}

/** The choices that match a text (in the method, path, summary or tag) and a tag ('' for any). */
export function filterChoices(choices: readonly OperationChoice[], text: string, tag: string): OperationChoice[] {
  const q = text.trim().toLowerCase();
  return choices.filter(
    (c) => (tag === '' || c.tag === tag) && (!q || [c.entry, c.summary, c.tag].some((t) => t?.toLowerCase().includes(q))),
  );
}

/** The tags of the choices, in the order they first appear. */
export function tagsOf(choices: readonly OperationChoice[]): string[] {
  return [...new Set(choices.map((c) => c.tag).filter((t): t is string => !!t))];
}

/**
 * The elements that would stop generating pages if an operation of `key` were listed under
 * `id` (SPEC.md, OpenAPI binding, rule 4: listed operations replace the generated ones): the
 * element and its ancestors that generate that document now, with how many pages each loses.
 */
export function generationStoppedBy(
  index: NavIndex,
  analysis: Pick<OpenApiAnalysis, 'documentFor' | 'generatedPages'>,
  id: number,
  key: string,
): { id: number; label: string; pages: number }[] {
  const out: { id: number; label: string; pages: number }[] = [];
  for (let cur: number | undefined = id; cur !== undefined; cur = index.elements.get(cur)?.parent) {
    const el = index.elements.get(cur);
    if (!el || analysis.documentFor(cur) !== key) continue;
    const n = analysis.generatedPages(cur)?.length ?? 0;
    if (n > 0) out.push({ id: cur, label: labelOf(el), pages: n });
  }
  return out;
}
