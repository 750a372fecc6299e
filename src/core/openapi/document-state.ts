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
export function failedState(failure: 'not-found' | 'not-opened' | 'unreachable' | 'http-error', message: string): OpenapiDocumentState {
  return { status: 'failed', failure, message };
}

/**
 * A remote document's server answered, but not with a document docsnav can use (an HTTP error
 * status such as 404, or a size no OpenAPI document has). Thrown by the fetchers (the browser's
 * and the CLI's) so that `remoteFailure` can tell it from no answer at all.
 */
export class RemoteAnswerError extends Error {
  override name = 'RemoteAnswerError';
}

/**
 * Why a remote document could not be fetched: the server answered with an error ('http-error':
 * the URL is wrong, an error), or there was no answer at all (offline, DNS, no route, a timeout:
 * 'unreachable', which only means docsnav could not look). `failedState` makes it a state.
 *
 * @example remoteFailure(new RemoteAnswerError('https://x.dev/a.json answered 404 Not Found')).failure // 'http-error'
 */
export function remoteFailure(error: unknown): { failure: 'unreachable' | 'http-error'; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { failure: error instanceof Error && error.name === 'RemoteAnswerError' ? 'http-error' : 'unreachable', message };
}
