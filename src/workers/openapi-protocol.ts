import type { OpenapiDocumentState } from '../core/openapi/openapi-types';

/**
 * The messages between the page and the OpenAPI worker. The page sends the project's files
 * once (for `$ref`s into other files) and each document version to load (by key alone when it
 * is one of those files, so a large text crosses once); the worker answers
 * twice per document: the quick index (pages can show), then the validated state.
 */
export type ToOpenapiWorker =
  | { readonly type: 'files'; readonly files: readonly (readonly [string, string])[] }
  /** `text` is left out when it is the text of the file `key` in the files sent last (the worker reads it there). */
  | { readonly type: 'load'; readonly id: number; readonly key: string; readonly text?: string };

export type FromOpenapiWorker =
  | { readonly type: 'indexed'; readonly id: number; readonly state: OpenapiDocumentState }
  | { readonly type: 'validated'; readonly id: number; readonly state: OpenapiDocumentState };
