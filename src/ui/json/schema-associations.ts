import { getString } from '../../core/model/json-node';
import type { NavIndex } from '../../core/model/nav-index';
import type { KindId } from '../../core/model/kinds';
import type { Workspace } from '../../core/model/workspace';
import { DOCS_JSON_SCHEMA_ID, docsJsonSchema, splitFileSchema } from '../../core/schema/docs-json-schema';
import type { JsonSchema } from '../../core/schema/json-schema';

/** One schema as Monaco's JSON defaults take it: its id, the models it applies to, the schema. */
export interface SchemaAssociation {
  readonly uri: string;
  readonly fileMatch?: string[];
  readonly schema: JsonSchema;
}

/** The Monaco model URI of a workspace file ("docs.json" -> "file:///docs.json"). */
export function modelUri(path: string): string {
  return `file:///${path.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Which schema each open file gets: docs.json the whole docs.json schema; a `$ref` split file
 * the schema of the element it holds (a language in fr.json), found through the navigation
 * index. A `"$schema"` URL written in docs.json is given the same schema, because Monaco
 * prefers a document's own `$schema` over any association and would otherwise try to fetch it.
 */
export function schemaAssociations(ws: Workspace, index: NavIndex): SchemaAssociation[] {
  const out: SchemaAssociation[] = [];
  const main = docsJsonSchema();
  out.push({ uri: DOCS_JSON_SCHEMA_ID, fileMatch: [modelUri(ws.mainPath)], schema: main });
  const declared = getString(ws.files[ws.mainPath]?.root, '$schema');
  if (declared && declared !== DOCS_JSON_SCHEMA_ID) out.push({ uri: declared, schema: main });
  for (const [file, kind] of splitFileKinds(ws, index)) {
    out.push({ uri: `${DOCS_JSON_SCHEMA_ID}#split/${file}`, fileMatch: [modelUri(file)], schema: splitFileSchema(kind) });
  }
  return out;
}

/** A key that changes only when the associations would: set Monaco's options only then. */
export function associationsKey(ws: Workspace, index: NavIndex): string {
  const parts = [ws.mainPath, getString(ws.files[ws.mainPath]?.root, '$schema') ?? ''];
  for (const [file, kind] of splitFileKinds(ws, index)) parts.push(`${file}=${kind}`);
  return parts.join('|');
}

/**
 * The kind of element each `$ref` split file holds (the first element rooted in it), found
 * through the index. Only a workspace with a file besides docs.json has any: the walk over every
 * element (27,800 on the largest corpus config) ran on each edit while the JSON pane was open,
 * 5 ms a pause in typing, for configs that have no split file.
 */
function splitFileKinds(ws: Workspace, index: NavIndex): Map<string, KindId> {
  const kinds = new Map<string, KindId>();
  if (Object.keys(ws.files).length > 1)
    for (const el of index.elements.values()) {
      if (el.refNode !== undefined && el.path.length === 0 && !kinds.has(el.file)) kinds.set(el.file, el.kind);
    }
  return kinds;
}
