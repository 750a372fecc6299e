import { useEffect, useMemo, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import type { EditorSession } from '../../core/session/editor-session';
import { remoteFailure } from '../../core/openapi/document-state';
import type { ProjectFiles } from '../../io/project-files';
import { createOpenapiRunner, type OpenapiRunner } from '../../io/openapi/openapi-runner';
import { OpenapiDocumentStore, type WantedDocument } from '../../io/openapi/openapi-document-store';

/**
 * Loads the OpenAPI documents the session says the project needs (`openapiSources`) and hands
 * their states back to it as they change (`openapiDocuments`), where the analysis is made. Local
 * documents come from the opened files, remote ones through react-query (cached, retried; its
 * client and react-query itself load with the first remote source, io/openapi/query-client.ts);
 * all are parsed and validated in a worker so the page never freezes, once per version of their
 * text. `runner` is for tests; the browser gets the worker. Returns the prefetch of a chosen
 * folder's files (OpenapiPrefetch), for the openers.
 *
 * A folder's large OpenAPI documents come unread (`project.late`): they load from their files,
 * which the worker has read since the folder was chosen; the page never reads them.
 */
export function useOpenapi(session: EditorSession, project: ProjectFiles, runner?: OpenapiRunner): OpenapiPrefetch {
  const store = useMemo(() => new OpenapiDocumentStore(runner ?? createOpenapiRunner()), [runner]);
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.setFiles(project.files), [store, project.files]);

  // The list keeps its identity while no binding changes (the session sees to it).
  const sources = useSyncExternalStore(session.subscribe, () => session.getSnapshot().openapiSources);
  const remote = useMemo(() => sources.filter((s) => s.remote).map((s) => s.key), [sources]);
  const [answers, setAnswers] = useState<ReadonlyMap<string, RemoteAnswer>>(new Map());
  useEffect(() => fetchRemote(remote, setAnswers), [remote]);

  useEffect(() => {
    const wanted = new Map<string, WantedDocument>();
    for (const s of sources) {
      if (s.remote) {
        const a = answers.get(s.key);
        if (!a) wanted.set(s.key, { loading: true });
        else if ('error' in a) wanted.set(s.key, remoteFailure(a.error));
        else wanted.set(s.key, { text: a.text });
        continue;
      }
      const text = project.files.get(s.key);
      const file = project.late?.files.get(s.key);
      if (text !== undefined) wanted.set(s.key, file ? { text, file } : { text });
      else if (file) wanted.set(s.key, { file });
      else if (project.pageFiles) wanted.set(s.key, { failure: 'not-found', message: `${s.key} is not in the opened folder` });
      else wanted.set(s.key, { failure: 'not-opened', message: `${s.key} is not open` });
    }
    store.sync(wanted);
  }, [store, sources, answers, project.files, project.pageFiles, project.late]);

  // Each new state of the documents goes to the session, which analyses them with the document.
  useEffect(() => {
    const hand = () => session.setInputs({ openapiDocuments: store.getSnapshot() });
    hand();
    return store.subscribe(hand);
  }, [session, store]);
  return store.prefetch;
}

/**
 * Fetch each remote source's text into `answers`; returns the effect's cleanup. A function of its
 * own, not written in the hook: React keeps an effect's cleanup until the effect runs again,
 * and a closure made inside the hook would hold the hook's whole scope with it (the engine
 * keeps one context per scope for all its closures), `project` included: the document opened
 * when the remote sources last changed stayed in memory after the next one opened.
 */
function fetchRemote(remote: readonly string[], setAnswers: Dispatch<SetStateAction<ReadonlyMap<string, RemoteAnswer>>>): () => void {
  let live = true;
  for (const url of remote)
    void import('../../io/openapi/query-client')
      .then((m) => m.fetchRemoteOpenapi(url))
      .then(
        (text) => live && setAnswers((a) => new Map(a).set(url, { text })),
        (error: unknown) => live && setAnswers((a) => new Map(a).set(url, { error })),
      );
  // A source dropped meanwhile: its answer is not wanted (one still named is fetched again,
  // and the client answers from its cache or from the request under way).
  return () => {
    live = false;
  };
}

/**
 * Hands a chosen folder's files to the OpenAPI worker before the page reads them, so their
 * documents are parsed and indexed meanwhile; call what it returns with the texts then read.
 */
export type OpenapiPrefetch = OpenapiDocumentStore['prefetch'];

/** What a remote source's fetch came to: its text, or why not. */
type RemoteAnswer = { readonly text: string } | { readonly error: unknown };
