import type { OpenapiDocumentState } from '../core/openapi/openapi-types';

/**
 * The messages between the page and the OpenAPI worker. As soon as a folder is chosen, the page
 * hands over its JSON and YAML files unread ('prefetch': a File crosses as a handle), so the
 * worker reads, parses and indexes an OpenAPI document while the page reads the folder. The
 * page then sends the project's files once (for `$ref`s into other files; a file whose text the
 * page read from the prefetched one goes without its text) and each document version to load
 * (by key alone when it is one of those files, so a large text crosses once at most); the worker
 * answers twice per document: the quick index (pages can show), then the validated state; three
 * times when the quick index from a document's bytes is replaced by a second one (a member the
 * pages need came after the part scanned first: see earlyOpenapiSteps).
 */
export type ToOpenapiWorker =
  /** `index: false`: read a file only when asked for it, index nothing ahead (a replaced worker). */
  | { readonly type: 'prefetch'; readonly files: readonly (readonly [string, Blob])[]; readonly index?: false }
  /** A null text: the text of the file prefetched under that key (the page read the same file). */
  | { readonly type: 'files'; readonly files: readonly (readonly [string, string | null])[] }
  /**
   * `text` is left out when it is the text of the file `key` in the files sent last (the worker
   * reads it there), or when the page has not read it: then `file` is the file (a prefetched one
   * of that key is read instead, as it may be read and indexed already).
   */
  | { readonly type: 'load'; readonly id: number; readonly key: string; readonly text?: string; readonly file?: Blob };

export type FromOpenapiWorker =
  | { readonly type: 'indexed'; readonly id: number; readonly state: OpenapiDocumentState }
  | { readonly type: 'validated'; readonly id: number; readonly state: OpenapiDocumentState };
