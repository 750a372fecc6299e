/**
 * OpenAPI in docsnav: load and validate documents, index their operations, bind the
 * navigation's `openapi` values and operation entries to them, expand generated pages, and
 * say precisely why an expected API page is missing. Pure: no fetch, no DOM, no node:*; the
 * browser runs the loading stages in a worker (src/workers), the CLI on the disk.
 *
 * The contract other areas build on is `OpenApiAnalysis` (published by the shell as
 * `useEditor().openapi`), built by `analyseOpenapi`.
 */
export type {
  GeneratedPage,
  LoadedOpenapi,
  OpenApiAnalysis,
  OpenapiDocumentState,
  OpenapiFailure,
  OpenapiFileReader,
  OpenapiProblem,
  OperationInfo,
} from './openapi-types';
export { analyseOpenapi, type OpenapiAnalysisDetails, type OpenapiAnalysisInput } from './analyse-openapi';
export { openapiSources, type OpenapiSource, type ProjectFileList } from './openapi-sources';
export { looksLikeOpenapi } from './looks-like-openapi';
export {
  indexOpenapiText,
  withValidation,
  loadOpenapi,
  loadOpenapiStages,
  loadedState,
  failedState,
  RemoteAnswerError,
  remoteFailure,
  type IndexedOpenapi,
} from './load-openapi';
export { parseOpenapiText, isJsonText } from './parse-openapi-text';
export { checkOpenapiVersion, OPENAPI_2_MESSAGE } from './openapi-version';
export { buildOperationIndex, operationKey, UNTAGGED_GROUP } from './operation-index';
export { expandDocument, type DocumentExpansion } from './expand-document';
export { expandNavigation, type ExpandedElement, type ExpandedPage } from './expand-navigation';
export { slugify, methodPathSlug, baseAddress, generatedTitles, uniqueName, DEFAULT_DIRECTORY } from './openapi-slug';
export { matchOperation, type OperationMatch, type OperationRef } from './match-operation';
export { metadataOperation, parseMetadataOpenapi, type MetadataOperation } from './metadata-operation';
export { bindingScopes, readBinding, documentKey, apiOpenapiKeys, type OpenapiBinding, type BindingScopes } from './openapi-binding';
export { describeProblem, type OpenapiDiagnostic } from './document-diagnostics';
export { locatePointers } from './locate-pointers';
export { pointerSegments, toPointer } from './json-pointer';
export { isUrl } from './is-url';
export {
  classifyPlayground,
  playgroundRequestUrl,
  PLAYGROUND_ADVICE,
  PLAYGROUND_PATH,
  type PlaygroundCase,
  type PlaygroundVerdict,
} from './playground-check';
