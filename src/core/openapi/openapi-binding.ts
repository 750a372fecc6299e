import { getProp, type JsonNode } from '../model/json-node';
import type { NavIndex } from '../model/nav-index';
import { resolveRelative } from '../model/resolve-relative';
import { siteKeepsSpecSource } from '../model/safe-href';
import type { Workspace } from '../model/workspace';
import { isUrl } from './is-url';
import { DEFAULT_DIRECTORY } from './openapi-slug';
import { openapiMarks } from './openapi-marks';

/** The `openapi` an element sets, read the way the generator reads it. */
export interface OpenapiBinding {
  /** The document's key: a path relative to docs.json's folder, or the URL. */
  readonly key: string;
  /** The value as written (the first entry of an array, the `source` of an object). */
  readonly source: string;
  /** Where generated pages go: the object form's `directory` as written, else "api-reference". */
  readonly directory: string;
  /** The element that sets it. */
  readonly ownerId: number;
  /** An array with more than one entry (only the first counts). */
  readonly ignored?: readonly string[];
}

/** A usable document string: not blank, and a path or an http(s) URL. */
function usable(s: unknown): s is string {
  return typeof s === 'string' && siteKeepsSpecSource(s);
}

/**
 * The document key of an `openapi` string (or the file part of an entry such as
 * `openapi.yaml GET /users`): URLs as they are, paths resolved against docs.json's folder
 * ("/openapi.json" and "./openapi.json" are the same file).
 *
 * @example documentKey('/specs/api.yaml', 'docs.json') // 'specs/api.yaml'
 */
export function documentKey(source: string, mainPath: string): string {
  return isUrl(source) ? source.trim() : resolveRelative(mainPath, source.trim());
}

/**
 * The binding an `openapi` value makes: a string, an array (the generator uses only its first
 * entry) or `{ "source", "directory" }`. Undefined for a value the generator drops (wrong type,
 * empty, an ftp:// URL): `invalid-openapi-value` reports those, and the element then inherits.
 */
export function readBinding(value: JsonNode | undefined, ownerId: number, mainPath: string): OpenapiBinding | undefined {
  if (!value) return undefined;
  if (value.type === 'string')
    return usable(value.value)
      ? { key: documentKey(value.value, mainPath), source: value.value, directory: DEFAULT_DIRECTORY, ownerId }
      : undefined;
  if (value.type === 'array') {
    const first = value.items[0];
    if (
      !first ||
      first.type !== 'string' ||
      !usable(first.value) ||
      value.items.some((i) => i.type !== 'string' || !usable((i as { value: unknown }).value))
    )
      return undefined;
    const ignored = value.items.slice(1).map((i) => (i as { value: unknown }).value as string);
    return {
      key: documentKey(first.value, mainPath),
      source: first.value,
      directory: DEFAULT_DIRECTORY,
      ownerId,
      ...(ignored.length ? { ignored } : {}),
    };
  }
  if (value.type === 'object') {
    const src = getProp(value, 'source');
    const dir = getProp(value, 'directory');
    if (!src || src.type !== 'string' || !usable(src.value)) return undefined;
    if (dir && dir.type !== 'string') return undefined;
    // As written: the generator joins it as a POSIX path (slashes normalised), and an empty
    // directory really means none (pages at "<tag>/<summary>"), not the default.
    const directory = dir ? (dir.value as string) : DEFAULT_DIRECTORY;
    return { key: documentKey(src.value, mainPath), source: src.value, directory, ownerId };
  }
  return undefined;
}

/** Each element's own binding and the binding in scope (own or inherited), by element id. */
export interface BindingScopes {
  readonly own: ReadonlyMap<number, OpenapiBinding>;
  readonly scope: ReadonlyMap<number, OpenapiBinding>;
}

const cache = new WeakMap<NavIndex, BindingScopes>();

/**
 * Which document is in scope at every element (SPEC.md, OpenAPI binding, rules 1-2: any element
 * may set `openapi`; children inherit it unless they set their own). Both maps in pre-order,
 * memoised per index (one per document version). Only the elements that write `openapi` are
 * read (`openapiMarks`, kept per subtree), and only the subtrees under a binding are walked:
 * a keystroke in a large config without OpenAPI costs next to nothing here.
 */
export function bindingScopes(ws: Workspace, index: NavIndex): BindingScopes {
  const hit = cache.get(index);
  if (hit) return hit;
  const own = new Map<number, OpenapiBinding>();
  const scope = new Map<number, OpenapiBinding>();
  for (const el of openapiMarks(index)) {
    if (el.kind === 'page' || el.node.type !== 'object') continue;
    const b = readBinding(getProp(el.node, 'openapi'), el.id, ws.mainPath);
    if (b) own.set(el.id, b);
  }
  // Each outermost binding's subtree in pre-order (the bindings come in pre-order, so an inner
  // one is met inside its outer one's walk): the same order a walk of the whole index gives.
  const stack: number[] = [];
  for (const id of own.keys()) {
    if (scope.has(id)) continue;
    stack.push(id);
    while (stack.length) {
      const cur = stack.pop()!;
      const el = index.elements.get(cur)!;
      const b = own.get(cur) ?? scope.get(el.parent!)!;
      scope.set(cur, b);
      for (let k = el.children.length - 1; k >= 0; k--) stack.push(el.children[k]);
    }
  }
  const out = { own, scope };
  cache.set(index, out);
  return out;
}

/**
 * The documents `api.openapi` names (a string, a list, or `{ "source" }`): the defaults the site uses for page
 * metadata that names no file.
 */
export function apiOpenapiKeys(ws: Workspace): string[] {
  const main = ws.files[ws.mainPath];
  const v = getProp(getProp(main?.root, 'api'), 'openapi');
  if (!v) return [];
  const list = v.type === 'array' ? v.items : [v];
  const out: string[] = [];
  for (const n of list) {
    const s = n.type === 'object' ? getProp(n, 'source') : n;
    if (s?.type === 'string' && usable(s.value)) out.push(documentKey(s.value, ws.mainPath));
  }
  return out;
}
