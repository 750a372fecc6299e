import type { OperationInfo } from './openapi-types';
import { leafSlug, slugify } from './openapi-slug';
import { METHOD_ORDER, UNTAGGED_GROUP } from './operation-key';

export { METHOD_ORDER, operationKey, UNTAGGED_GROUP } from './operation-key';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The operation index of a parsed OpenAPI 3 document (after `inlineOperationRefs`): every
 * operation of `paths` in document order, methods in the generator's order (get, put, post,
 * delete, options, head, patch, trace), then every webhook. A plain walk over `paths` that
 * never descends into schemas, so it costs a fraction of parsing the text (0.7 ms for
 * GitHub's 13 MB document against 69 ms for `JSON.parse`). Odd shapes (a path item that is
 * not an object, a summary that is not a string) are skipped or ignored, never thrown on.
 *
 * @example buildOperationIndex({ openapi: '3.1.0', paths: { '/users': { get: { summary: 'List users' } } } })[0].summary // 'List users'
 */
export function buildOperationIndex(doc: unknown): OperationInfo[] {
  const out: OperationInfo[] = [];
  if (!isObject(doc)) return out;
  const groups = tagGroups(doc.tags);
  const paths = doc.paths;
  if (isObject(paths)) {
    for (const path of Object.keys(paths)) {
      const item = paths[path];
      if (!isObject(item)) continue;
      for (const m of METHOD_ORDER) {
        const op = item[m];
        if (isObject(op)) out.push(operationInfo('operation', m.toUpperCase(), path, op, groups));
      }
    }
  }
  const hooks = doc.webhooks;
  if (isObject(hooks)) {
    for (const name of Object.keys(hooks)) {
      const item = hooks[name];
      if (!isObject(item)) continue;
      // The generator makes a page for each method of a webhook (its name is the path).
      for (const m of METHOD_ORDER) {
        const op = item[m];
        if (isObject(op)) out.push(operationInfo('webhook', m.toUpperCase(), name, op, groups));
      }
    }
  }
  return out;
}

/**
 * Tag name -> its `x-group` display name, from the document's `tags` list: the first entry with
 * that name decides (the generator uses `tags.find`), and an empty `x-group` is a name too.
 */
function tagGroups(tags: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(tags)) return out;
  const seen = new Set<string>();
  for (const t of tags) {
    if (!isObject(t)) continue;
    const name = str(t.name);
    if (name === undefined || seen.has(name)) continue;
    seen.add(name);
    const group = str(t['x-group']);
    if (group !== undefined) out.set(name, group);
  }
  return out;
}

function operationInfo(
  kind: OperationInfo['kind'],
  method: string,
  path: string,
  op: Obj,
  groups: ReadonlyMap<string, string>,
): OperationInfo {
  const tags = op.tags;
  const tag = Array.isArray(tags) && typeof tags[0] === 'string' && tags[0] !== '' ? (tags[0] as string) : undefined;
  const mint = op['x-mint'];
  const href = isObject(mint) ? str(mint.href) : undefined;
  const metadata = isObject(mint) && isObject(mint.metadata) ? mint.metadata : undefined;
  const docs = op['x-docs'];
  const info: { -readonly [K in keyof OperationInfo]: OperationInfo[K] } = {
    kind,
    method,
    path,
    group: tag === undefined ? UNTAGGED_GROUP : (groups.get(tag) ?? tag),
    deprecated: op.deprecated === true,
    hidden: op['x-hidden'] === true,
    excluded: op['x-excluded'] === true,
    valid: true,
  };
  // An operation `$ref` that could not be inlined: the site cannot render it either.
  if (typeof op.$ref === 'string') {
    info.valid = false;
    info.invalidReason = `its "$ref": "${op.$ref}" cannot be resolved`;
  }
  const summary = str(op.summary);
  if (summary !== undefined) info.rawSummary = summary;
  if (summary !== undefined && summary.trim() !== '') info.summary = summary;
  const operationId = str(op.operationId);
  if (operationId !== undefined) info.operationId = operationId;
  if (tag !== undefined) {
    info.tag = tag;
    info.tagSlug = slugify(tag);
  }
  info.slug = leafSlug(info);
  // The generator tests `x-mint.href` for truth: an empty one is no override.
  if (href) info.href = href;
  if (metadata && typeof metadata.title === 'string') info.metadataTitle = metadata.title;
  if (metadata && typeof metadata.sidebarTitle === 'string') info.metadataSidebarTitle = metadata.sidebarTitle;
  if (docs !== undefined && docs !== null && docs !== false) info.docs = typeof docs === 'string' ? docs : JSON.stringify(docs);
  return info;
}
