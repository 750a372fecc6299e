import type { OperationInfo } from './openapi-types';

// Apart from the operation index (operation-index.ts): the page's analysis needs these, while
// the index is built where documents load (the worker), so its walk stays out of the page's
// initial JavaScript.

/** The operation keys of a path item, in the order the generator lists them (REFERENCE.md, OpenAPI expansion 5). */
export const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The group of untagged operations (REFERENCE.md, OpenAPI expansion 4). */
export const UNTAGGED_GROUP = 'API Reference';

/** "GET /users" for an operation, "webhook name" for a webhook: the key entries are matched by. */
export function operationKey(op: Pick<OperationInfo, 'kind' | 'method' | 'path'>): string {
  return op.kind === 'webhook' ? `webhook ${op.path}` : `${op.method} ${op.path}`;
}
