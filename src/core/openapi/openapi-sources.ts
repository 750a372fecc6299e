import type { NavIndex } from '../model/nav-index';
import { parsePageEntry } from '../model/page-entry';
import type { Workspace } from '../model/workspace';
import { apiOpenapiKeys, bindingScopes, documentKey } from './openapi-binding';
import { isUrl } from './inline-operation-refs';

/** A document to load, and why docsnav needs it. */
export interface OpenapiSource {
  /** Path relative to docs.json's folder, or the URL. */
  readonly key: string;
  readonly remote: boolean;
  /** Who names it: the navigation (an `openapi` or an entry's file), `api.openapi`, a page's metadata, or nobody (an OpenAPI file of the project, for metadata that names no file). */
  readonly origin: 'navigation' | 'api' | 'metadata' | 'project';
}

/** The project's other files, for finding its OpenAPI documents: paths, and the start of a file's text. */
export interface ProjectFileList {
  readonly paths: Iterable<string>;
  head(path: string): string | undefined;
}

/**
 * True when a text starts like an OpenAPI document (an `openapi` or `swagger` key near the
 * top): how the generator picks a project's documents (REFERENCE.md, OpenAPI expansion 1),
 * without parsing every JSON and YAML file of a repository.
 */
export function looksLikeOpenapi(head: string): boolean {
  return /(^|[\n{,])\s*["']?(openapi|swagger)["']?\s*:/.test(head.slice(0, 4096));
}

/**
 * Every OpenAPI document the open project needs loaded: those the navigation names (an element's
 * `openapi`, the file of an entry like `openapi.yaml GET /users`), `api.openapi`, the files page
 * metadata names, and, when some page metadata names no file, every OpenAPI document among the
 * project's files. Cheap (one pass over the index); the key list changes only when a binding
 * does, which is what the loaders watch.
 *
 * @example openapiSources(ws, navIndexOf(ws)).map((s) => s.key) // ['openapi.yaml', 'gardens.yaml']
 */
export function openapiSources(
  ws: Workspace,
  index: NavIndex,
  frontMatter?: ReadonlyMap<string, Readonly<Record<string, string>>>,
  project?: ProjectFileList,
): OpenapiSource[] {
  const out = new Map<string, OpenapiSource>();
  const add = (key: string, origin: OpenapiSource['origin']) => {
    if (!out.has(key)) out.set(key, { key, remote: isUrl(key), origin });
  };
  const { own } = bindingScopes(ws, index);
  for (const id of index.order) {
    const b = own.get(id);
    if (b) add(b.key, 'navigation');
    const el = index.elements.get(id)!;
    if (el.kind === 'page' && el.node.type === 'string' && (el.node.value as string).indexOf(' ') !== -1) {
      const e = parsePageEntry(el.node.value as string);
      if (e.form !== 'file' && e.file) add(documentKey(e.file, ws.mainPath), 'navigation');
    }
  }
  for (const key of apiOpenapiKeys(ws)) add(key, 'api');
  let unnamed = false;
  for (const fm of frontMatter?.values() ?? []) {
    const v = fm.openapi?.trim();
    if (!v) continue;
    const e = parsePageEntry(v);
    if (e.form !== 'file' && e.file) add(documentKey(e.file, ws.mainPath), 'metadata');
    else unnamed = true;
  }
  if (unnamed && project) {
    for (const path of project.paths) {
      if (!/\.(json|ya?ml)$/i.test(path) || out.has(path)) continue;
      const head = project.head(path);
      if (head !== undefined && looksLikeOpenapi(head)) add(path, 'project');
    }
  }
  return [...out.values()];
}
