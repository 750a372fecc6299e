import type { LoadedOpenapi, OpenapiDocumentState } from './openapi-types';

// The states a document can publish, apart from loading (load-openapi.ts, which needs the
// parsers): the page builds failed states itself, and must not bring js-yaml into its JavaScript.

/** The state a loaded document publishes (`OpenApiAnalysis.documents`). */
export function loadedState(doc: LoadedOpenapi): OpenapiDocumentState {
  const errors = doc.problems.filter((p) => p.severity === 'error').length;
  return {
    status: 'loaded',
    operations: doc.operations,
    document: doc,
    problems: doc.problems,
    message: errors ? `${doc.key} has ${errors} problem${errors === 1 ? '' : 's'}` : undefined,
  };
}

/** The state of a document that could not be read. */
export function failedState(failure: 'not-found' | 'not-opened' | 'unreachable', message: string): OpenapiDocumentState {
  return { status: 'failed', failure, message };
}
