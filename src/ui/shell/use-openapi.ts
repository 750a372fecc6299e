import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { EditorSession } from '../../core/session/editor-session';
import { remoteFailure } from '../../core/openapi/document-state';
import type { ProjectFiles } from '../../io/project-files';
import { fetchOpenapiText } from '../../io/openapi/fetch-openapi';
import { openapiQueryClient } from '../../io/openapi/query-client';
import { createOpenapiRunner, type OpenapiRunner } from '../../io/openapi/openapi-runner';
import { OpenapiDocumentStore, type WantedDocument } from '../../io/openapi/openapi-document-store';

/**
 * Loads the OpenAPI documents the session says the project needs (`openapiSources`) and hands
 * their states back to it as they change (`openapiDocuments`), where the analysis is made. Local
 * documents come from the opened files, remote ones through react-query (cached, retried); all
 * are parsed and validated in a worker so the page never freezes, once per version of their
 * text. `runner` is for tests; the browser gets the worker.
 */
export function useOpenapi(session: EditorSession, project: ProjectFiles, runner?: OpenapiRunner): void {
  const store = useMemo(() => new OpenapiDocumentStore(runner ?? createOpenapiRunner()), [runner]);
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.setFiles(project.files), [store, project.files]);

  // The list keeps its identity while no binding changes (the session sees to it).
  const sources = useSyncExternalStore(session.subscribe, () => session.getSnapshot().openapiSources);
  const remote = useMemo(() => sources.filter((s) => s.remote).map((s) => s.key), [sources]);
  const queries = useQueries(
    {
      queries: remote.map((url) => ({
        queryKey: ['openapi', url],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchOpenapiText(url, signal),
      })),
    },
    openapiQueryClient,
  );
  const remoteSignature = queries.map((q) => `${q.status}:${q.dataUpdatedAt}:${q.errorUpdatedAt}`).join(',');

  // Keyed on the signature, not on `queries` (a new array on every render): what the effect
  // reads from it is this render's, and it only matters when the signature changes.
  useEffect(() => {
    const wanted = new Map<string, WantedDocument>();
    for (const s of sources) {
      if (s.remote) {
        const q = queries[remote.indexOf(s.key)];
        if (!q || q.status === 'pending') wanted.set(s.key, { loading: true });
        else if (q.status === 'error') wanted.set(s.key, remoteFailure(q.error));
        else wanted.set(s.key, { text: q.data as string });
        continue;
      }
      const text = project.files.get(s.key);
      if (text !== undefined) wanted.set(s.key, { text });
      else if (project.pageFiles) wanted.set(s.key, { failure: 'not-found', message: `${s.key} is not in the opened folder` });
      else wanted.set(s.key, { failure: 'not-opened', message: `${s.key} is not open` });
    }
    store.sync(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- queries: its signature; remote: from sources
  }, [store, sources, remoteSignature, project.files, project.pageFiles]);

  // Each new state of the documents goes to the session, which analyses them with the document.
  useEffect(() => {
    const hand = () => session.setInputs({ openapiDocuments: store.getSnapshot() });
    hand();
    return store.subscribe(hand);
  }, [session, store]);
}
