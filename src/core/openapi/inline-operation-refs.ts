import { resolveRelative } from '../model/resolve-relative';
import { parseOpenapiText, type LenientYaml } from './parse-openapi-text';
import { pointerSegments, toPointer } from './json-pointer';
import { isUrl } from './is-url';
import { METHOD_ORDER } from './operation-key';
import type { OpenapiFileReader, OpenapiProblem } from './openapi-types';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads `$ref` targets for one document: local pointers into the document itself, and other
 * files of the project through the injected reader (the opened files in the browser, the disk
 * in Node), each parsed once. Without a lenient YAML parser, a file only lenient parsers accept
 * is an error and sets `lenientNeeded`, so the caller can read again with one.
 */
export class RefReader {
  private readonly files = new Map<string, unknown>();
  /** Whether a file was refused by strict YAML with no lenient parser to try. */
  lenientNeeded = false;

  constructor(
    readonly rootKey: string,
    root: unknown,
    private readonly read: OpenapiFileReader | undefined,
    private readonly lenient?: LenientYaml,
  ) {
    this.files.set(rootKey, root);
  }

  /** The target of `ref` written in `fromFile`: its value and file, or why it cannot be read. */
  resolve(ref: string, fromFile: string): { value: unknown; file: string } | { error: string } {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    let file = fromFile;
    if (filePart !== '') {
      if (isUrl(filePart) || isUrl(fromFile))
        return {
          error: `"${ref}" points to another document by URL, which docsnav does not fetch; it checks references between the project's own files`,
        };
      file = resolveRelative(fromFile, decodeURIComponent(filePart));
    }
    let doc = this.files.get(file);
    if (doc === undefined) {
      const text = this.read?.(file);
      if (text === undefined) {
        this.files.set(file, null);
        return { error: `"${ref}" points to ${file}, which was not found` };
      }
      const parsed = parseOpenapiText(text, file, this.lenient);
      if (!parsed.ok && parsed.lenientNeeded) this.lenientNeeded = true;
      doc = parsed.ok ? parsed.value : null;
      this.files.set(file, doc);
      if (!parsed.ok)
        return {
          error: `"${ref}" points to ${file}, which is ${parsed.refused ? 'not read' : `not valid ${parsed.format.toUpperCase()}`} (${parsed.message}${parsed.line ? ` at line ${parsed.line}` : ''})`,
        };
    }
    if (doc === null) return { error: `"${ref}" points to ${file}, which was not found or cannot be read` };
    let cur: unknown = doc;
    for (const seg of pointerSegments(fragment)) {
      if (Array.isArray(cur) && /^\d+$/.test(seg)) cur = cur[Number(seg)];
      else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, seg)) cur = cur[seg];
      else
        return {
          error: `"${ref}" points to ${fragment ? `#${fragment} in ` : ''}${file}, which has no such ${fragment ? 'entry' : 'file'}`,
        };
    }
    return { value: cur, file };
  }
}

/**
 * Replace path items and operations that are `$ref`s with the objects they point to, in place.
 * The OpenAPI schema does not allow a `$ref` on an operation, but real multi-file documents
 * (DigitalOcean's) use one per operation and common tools resolve them; the validator leaves
 * such a `$ref` unresolved when its target is part of a reference cycle and then reports a
 * missing `responses`, so docsnav inlines them first. References inside inlined content are
 * rewritten relative to the project root ("/resources/x.yml#/a"), so they still point where
 * they did. A reference that cannot be read, or a cycle of them, is a problem, never a crash.
 *
 * WARNING: mutates `root.paths`; the caller owns the freshly parsed document and shares it with no one.
 */
export function inlineOperationRefs(root: Obj, refs: RefReader): OpenapiProblem[] {
  const problems: OpenapiProblem[] = [];
  const paths = root.paths;
  if (!isObject(paths)) return problems;
  const follow = (value: unknown, pointer: string): { value: Obj; file: string } | undefined => {
    let cur = value as Obj;
    let file = refs.rootKey;
    const seen = new Set<string>();
    while (typeof cur.$ref === 'string') {
      const ref = cur.$ref;
      const id = `${file}#${ref}`;
      if (seen.has(id)) {
        problems.push({
          severity: 'error',
          code: 'openapi-ref-cycle',
          pointer,
          message: `the "$ref" chain starting at ${pointer} comes back to "${ref}"; it never reaches an object. Point it at the object itself`,
        });
        return undefined;
      }
      seen.add(id);
      const r = refs.resolve(ref, file);
      if ('error' in r) {
        problems.push({
          severity: 'error',
          code: 'openapi-missing-ref',
          pointer: pointer + '/$ref',
          message: `${r.error}. Fix the reference or open the folder that holds its file`,
        });
        return undefined;
      }
      if (!isObject(r.value)) {
        problems.push({
          severity: 'error',
          code: 'openapi-missing-ref',
          pointer: pointer + '/$ref',
          message: `"${ref}" points to ${r.value === null ? 'null' : typeof r.value}, not an object`,
        });
        return undefined;
      }
      cur = r.value;
      file = r.file;
    }
    return { value: cur, file };
  };
  for (const path of Object.keys(paths)) {
    let item = paths[path];
    if (!isObject(item)) continue;
    const itemPointer = toPointer(['paths', path]);
    if (typeof item.$ref === 'string') {
      const r = follow(item, itemPointer);
      if (!r) continue;
      const { $ref: _ref, ...siblings } = item;
      item = { ...rebase(r.value, r.file, refs.rootKey), ...siblings };
      paths[path] = item;
    }
    const it = item as Obj;
    for (const m of METHOD_ORDER) {
      const op = it[m];
      if (!isObject(op) || typeof op.$ref !== 'string') continue;
      const r = follow(op, toPointer(['paths', path, m]));
      if (r) it[m] = rebase(r.value, r.file, refs.rootKey);
    }
  }
  return problems;
}

/**
 * Whether inlineOperationRefs would follow a reference in `root`: a path item or an operation of
 * `paths` that is a `$ref`. The quick stage read from a document's bytes (early-index.ts) is not
 * made for such a document, since following them may read other files.
 */
export function hasOperationRefs(root: Obj): boolean {
  const paths = root.paths;
  if (!isObject(paths)) return false;
  for (const path of Object.keys(paths)) {
    const item = paths[path];
    if (!isObject(item)) continue;
    if (typeof item.$ref === 'string') return true;
    for (const m of METHOD_ORDER) {
      const op = item[m];
      if (isObject(op) && typeof op.$ref === 'string') return true;
    }
  }
  return false;
}

/**
 * A copy of `value` (read from `file`) whose `$ref`s still point to the same targets when the
 * copy sits in the root document: local ones ("#/a") get their file, relative ones become
 * project-absolute ("/dir/b.yml#/c"). Content from the root document itself is returned as is.
 */
function rebase(value: Obj, file: string, rootKey: string): Obj {
  if (file === rootKey) return value;
  const fix = (ref: string): string => {
    if (isUrl(ref)) return ref;
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash);
    return '/' + resolveRelative(file, filePart === '' ? file.slice(file.lastIndexOf('/') + 1) : filePart) + fragment;
  };
  const copy = (v: unknown, depth: number): unknown => {
    // Parsed JSON/YAML is a tree, but a YAML alias can repeat a subtree: depth bounds the copy.
    if (depth > 200 || !v || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => copy(x, depth + 1));
    const out: Obj = {};
    for (const k of Object.keys(v)) {
      const x = (v as Obj)[k];
      out[k] = k === '$ref' && typeof x === 'string' ? fix(x) : copy(x, depth + 1);
    }
    return out;
  };
  return copy(value, 0) as Obj;
}
