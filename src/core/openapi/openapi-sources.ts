import type { NavIndex } from '../model/nav-index';
import { parsePageEntry } from '../model/page-entry';
import type { Workspace } from '../model/workspace';
import { apiOpenapiKeys, bindingScopes, documentKey } from './openapi-binding';
import { isUrl } from './is-url';
import { isEntryCandidate, openapiMarks } from './openapi-marks';
import { looksLikeOpenapi } from './looks-like-openapi';

/** A document to load, and why docsnav needs it. */
export interface OpenapiSource {
  /** Path relative to docs.json's folder, or the URL. */
  readonly key: string;
  readonly remote: boolean;
  /** Who names it: the navigation (an `openapi` or an entry's file), `api.openapi`, a page's metadata, or nobody (an OpenAPI file of the project, for metadata that names no file). */
  readonly origin: 'navigation' | 'api' | 'metadata' | 'project';
}

/** The project's other files, for finding its OpenAPI documents: paths, and a file's text. */
export interface ProjectFileList {
  readonly paths: Iterable<string>;
  /** A file's whole text (the `openapi` key of a JSON document may come late, so never just its head). */
  text(path: string): string | undefined;
  /**
   * Paths of OpenAPI documents known as such without their text: a folder's large documents,
   * which the app never reads on the page (their first 4 KB name OpenAPI 3: io/read-files.ts).
   */
  readonly documents?: Iterable<string>;
}

/**
 * Every OpenAPI document the open project needs loaded: those the navigation names (an element's
 * `openapi`, the file of an entry like `openapi.yaml GET /users`), `api.openapi`, the files page
 * metadata names, and, when some page has `openapi` metadata, every OpenAPI document among the
 * project's files. Cheap (it visits only the elements `openapiMarks` keeps); the key list changes only when a binding
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
  // Only the elements that may name a document, in tree order (see openapiMarks).
  for (const el of openapiMarks(index)) {
    const b = own.get(el.id);
    if (b) add(b.key, 'navigation');
    if (isEntryCandidate(el)) {
      const e = parsePageEntry((el.node as { value: unknown }).value as string);
      if (e.form !== 'file' && e.file) add(documentKey(e.file, ws.mainPath), 'navigation');
    }
  }
  for (const key of apiOpenapiKeys(ws)) add(key, 'api');
  let metadata = false;
  for (const fm of frontMatter?.values() ?? []) {
    const v = fm.openapi?.trim();
    if (!v) continue;
    metadata = true;
    const e = parsePageEntry(v);
    if (e.form !== 'file' && e.file) add(documentKey(e.file, ws.mainPath), 'metadata');
  }
  // The site looks page metadata up in every OpenAPI document of the project (a named file
  // too: it knows "/specs/a.yaml" and "a", which are not docs.json-relative keys).
  if (metadata && project) {
    for (const path of project.paths) {
      if (!/\.(json|ya?ml)$/i.test(path) || out.has(path)) continue;
      const text = project.text(path);
      if (text !== undefined && looksLikeOpenapi(text)) add(path, 'project');
    }
    for (const path of project.documents ?? []) add(path, 'project');
  }
  return [...out.values()];
}
