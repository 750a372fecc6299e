import { checkOpenapiVersion } from './openapi-version';
import { buildOperationIndex } from './operation-index';
import { hasOperationRefs } from './inline-operation-refs';
import type { LoadedOpenapi } from './openapi-types';

/** The top-level members the quick stage reads (load-openapi.ts indexParsed); the others are skipped unread. */
export const READ: ReadonlySet<string> = new Set(['openapi', 'swagger', 'info', 'tags', 'paths', 'webhooks']);

/**
 * The quick stage of a document made of the top-level members the index reads (READ), as the
 * whole text's quick index makes it; undefined when the whole way could answer otherwise: a
 * 2.0 or unknown version, or a path item or operation that is a `$ref` (the whole way inlines
 * them, reading other files). Shared by the JSON scan (early-index.ts) and the YAML one (early-yaml-index.ts).
 */
export function quickStageOf(doc: Record<string, unknown>, key: string): LoadedOpenapi | undefined {
  const gate = checkOpenapiVersion(doc);
  // Without validation to wait for, the whole way's answer is the only one (no quick stage).
  if (!gate.ok || !gate.validated || hasOperationRefs(doc)) return undefined;
  const info = doc.info as { title?: unknown } | undefined;
  return {
    key,
    version: gate.version,
    title: typeof info?.title === 'string' ? info.title : undefined,
    operations: buildOperationIndex(doc),
    problems: [],
    validation: 'pending',
  } satisfies LoadedOpenapi;
}
