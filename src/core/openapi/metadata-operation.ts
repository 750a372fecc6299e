import type { LoadedOpenapi, MetadataOperation, OperationInfo } from './openapi-types';

export type { MetadataOperation } from './openapi-types';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'webhook']);

/**
 * Read a front matter `openapi` value the way the site does (its `potentiallyParseOpenApiString`):
 * two or three words, `[file] method path`, the method in any letter case. Undefined for
 * anything else (the site then treats the page as a plain page).
 *
 * @example parseMetadataOpenapi('get /users/') // { method: 'GET', path: '/users/' }
 */
export function parseMetadataOpenapi(value: string): Pick<MetadataOperation, 'method' | 'path' | 'file'> | undefined {
  const parts = value.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const file = parts.length === 3 ? parts[0] : undefined;
  const [method, path] = parts.slice(-2) as [string, string];
  if (!METHODS.has(method.toLowerCase())) return undefined;
  return { method: method.toUpperCase(), path, ...(file !== undefined ? { file } : {}) };
}

const byPathCache = new WeakMap<readonly OperationInfo[], Map<string, OperationInfo[]>>();

function operationsByPath(doc: LoadedOpenapi): Map<string, OperationInfo[]> {
  let m = byPathCache.get(doc.operations);
  if (!m) {
    m = new Map();
    for (const op of doc.operations) {
      if (op.kind !== 'operation') continue;
      const list = m.get(op.path);
      if (list) list.push(op);
      else m.set(op.path, [op]);
    }
    byPathCache.set(doc.operations, m);
  }
  return m;
}

/** The generator's name checks for a document: `/` + its path, or its file name without extension (a URL: itself). */
export function namesDocument(file: string, key: string): boolean {
  if (/^https?:\/\//i.test(key)) return file === key;
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return file === `/${key}` || file === (dot > 0 ? base.slice(0, dot) : base);
}

/**
 * The operation a page's front matter `openapi` names, looked up as the site looks up its
 * title (its `getOpenApiTitleAndDescription`): every document is searched for the path (exact,
 * else ignoring one trailing slash; webhooks are not searched), a named file must be written
 * as "/" + its path from docs.json's folder or as its name without extension ("openapi.json"
 * does not count, "/openapi.json" and "openapi" do), the last matching document wins, then the
 * method is looked up in any letter case. The result keeps what was written; `summary` is set
 * only when that lookup finds an operation with one.
 *
 * @example metadataOperation('GET /users', [doc]) // { method: 'GET', path: '/users', summary: 'List users', key: 'openapi.json' }
 */
export function metadataOperation(value: string, docs: readonly LoadedOpenapi[]): MetadataOperation | undefined {
  const parsed = parseMetadataOpenapi(value);
  if (!parsed) return undefined;
  let found: { doc: LoadedOpenapi; path: string } | undefined;
  for (const doc of docs) {
    if (parsed.file !== undefined && !namesDocument(parsed.file, doc.key)) continue;
    const paths = operationsByPath(doc);
    if (paths.has(parsed.path)) found = { doc, path: parsed.path };
    else {
      const want = canonical(parsed.path);
      for (const p of paths.keys()) {
        if (canonical(p) === want) {
          found = { doc, path: p };
          break;
        }
      }
    }
  }
  const op =
    found &&
    operationsByPath(found.doc)
      .get(found.path)
      ?.find((o) => o.method === parsed.method);
  return {
    ...parsed,
    ...(op?.rawSummary !== undefined ? { summary: op.rawSummary } : {}),
    ...(op ? { key: found!.doc.key } : {}),
  };
}

function canonical(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The page operations of a project, and a key that changes only when one of them does. */
export interface PageOperations {
  readonly byPage: ReadonlyMap<string, MetadataOperation>;
  /** Equal for two results with the same operations: what a view memoises on, not the analysis (new after every edit). */
  readonly key: string;
}

/**
 * Every page bound through front matter `openapi`, with its operation as the analysis reads it
 * (`pageOperation`). Visits only the pages whose front matter has `openapi` (found once per
 * front matter map), so running it after every edit costs next to nothing; the tree and the
 * preview memoise their titles on `key`.
 *
 * @example pageOperations(project.frontMatter, analysis).byPage.get('api/list')?.method // 'GET'
 */
export function pageOperations(
  frontMatter: ReadonlyMap<string, Readonly<Record<string, string>>>,
  analysis: { pageOperation(page: string): MetadataOperation | undefined } | undefined,
): PageOperations {
  const byPage = new Map<string, MetadataOperation>();
  if (analysis) {
    for (const page of boundPages(frontMatter)) {
      const op = analysis.pageOperation(page);
      if (op) byPage.set(page, op);
    }
  }
  let key = '';
  for (const [page, op] of byPage) key += `${page}\u0000${op.method}\u0000${op.path}\u0000${op.summary ?? ''}\n`;
  return { byPage, key };
}

// Per front matter map (one per opened project): which pages have `openapi`.
const bound = new WeakMap<object, string[]>();

function boundPages(frontMatter: ReadonlyMap<string, Readonly<Record<string, string>>>): string[] {
  let list = bound.get(frontMatter);
  if (!list) {
    list = [];
    for (const [page, fm] of frontMatter) if (fm.openapi) list.push(page);
    bound.set(frontMatter, list);
  }
  return list;
}
