import { startTransition, useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { navIndexOf } from '../../core/model/nav-index';
import type { Workspace } from '../../core/model/workspace';
// The modules themselves, not the index of core/openapi: that would bring the loaders and the
// YAML parsers (the worker's part) into the page's initial JavaScript.
import { analyseOpenapi } from '../../core/openapi/analyse-openapi';
import { openapiSources } from '../../core/openapi/openapi-sources';
import { remoteFailure } from '../../core/openapi/document-state';
import type { OpenApiAnalysis } from '../../core/openapi/openapi-types';
import type { ProjectFiles } from '../../io/project-files';
import { fetchOpenapiText } from '../../io/openapi/fetch-openapi';
import { openapiQueryClient } from '../../io/openapi/query-client';
import { createOpenapiRunner, type OpenapiRunner } from '../../io/openapi/openapi-runner';
import { OpenapiDocumentStore, type WantedDocument } from '../../io/openapi/openapi-document-store';

/**
 * The OpenAPI analysis of the open document, for the shell to publish as `useEditor().openapi`.
 * The documents the navigation names are loaded once per version: local ones from the opened
 * files, remote ones with react-query (cached, retried), all parsed and validated in a worker
 * so the page never freezes. Only binding and expansion re-run after a navigation edit.
 * `runner` is for tests; the browser gets the worker.
 */
export function useOpenapi(workspace: Workspace | undefined, project: ProjectFiles, runner?: OpenapiRunner): OpenApiAnalysis | undefined {
  const store = useMemo(() => new OpenapiDocumentStore(runner ?? createOpenapiRunner()), [runner]);
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.setFiles(project.files), [store, project.files]);

  const index = workspace ? navIndexOf(workspace) : undefined;
  const sources = useMemo(
    () =>
      workspace && index
        ? openapiSources(workspace, index, project.frontMatter, { paths: project.files.keys(), text: (p) => project.files.get(p) })
        : [],
    [workspace, index, project.frontMatter, project.files],
  );
  // The list of documents changes only when a binding does; an edit elsewhere keeps it.
  const signature = sources.map((s) => `${s.remote ? 'r' : 'l'}\u0000${s.key}`).join('\n');
  const remote = useMemo(() => sources.filter((s) => s.remote).map((s) => s.key), [signature]);
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

  // Keyed on the signatures, not on `sources` and `queries` (new arrays on every edit): what
  // the effect reads from them is this render's, and it only matters when a signature changes.
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
  }, [store, signature, remoteSignature, project.files, project.pageFiles]);

  // A document's new state re-renders as a transition: the analysis and the preview catch up in
  // slices, so a keystroke that lands meanwhile is never held behind a large document.
  const [documents, setDocuments] = useState(store.getSnapshot);
  useEffect(() => {
    setDocuments(store.getSnapshot());
    return store.subscribe(() => startTransition(() => setDocuments(store.getSnapshot())));
  }, [store]);
  return useMemo(
    () =>
      workspace && index
        ? analyseOpenapi({ ws: workspace, index, documents, pageFiles: project.pageFiles, frontMatter: project.frontMatter })
        : undefined,
    [workspace, index, documents, project.pageFiles, project.frontMatter],
  );
}
