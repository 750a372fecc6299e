import type { OpenapiDocumentState } from '../../core/openapi/openapi-types';
import type { FromOpenapiWorker, ToOpenapiWorker } from '../../workers/openapi-protocol';
import { readText } from '../read-text';

/**
 * Loads OpenAPI documents (parse, index, validate) somewhere: in a Web Worker in the browser,
 * in the page itself where there is no Worker (component tests). Both answer the same way:
 * `onIndexed` as soon as pages can show, then the validated state.
 */
export interface OpenapiRunner {
  /** The project's files, for `$ref`s into other files (by path relative to docs.json's folder). */
  setFiles(files: ReadonlyMap<string, string>): void;
  /**
   * Load one version of a document: its text, or the file the page has not read yet (a folder's
   * late file, ProjectFiles.late). `signal` says it is no longer wanted (the project closed,
   * the text changed): the runner may stop working on it, and its promise settles with a state
   * nobody reads.
   */
  load(
    key: string,
    source: string | Blob,
    onIndexed: (state: OpenapiDocumentState) => void,
    signal?: AbortSignal,
  ): Promise<OpenapiDocumentState>;
  /**
   * A folder's files, as soon as it is chosen and before the page reads them: a runner that can
   * reads and indexes the OpenAPI documents among them meanwhile. Returns what to call with the
   * texts the page then read from these same files, so that they need not be sent again.
   */
  prefetch?(files: readonly (readonly [string, Blob])[]): (texts: ReadonlyMap<string, string>) => void;
  dispose(): void;
}

/** Files that can be OpenAPI documents or their parts: only these are sent to the worker. */
export function referencedFileCandidates<T>(files: Iterable<readonly [string, T]>): [string, T][] {
  const out: [string, T][] = [];
  for (const [path, text] of files) if (/\.(json|ya?ml)$/i.test(path)) out.push([path, text]);
  return out;
}

/**
 * A runner on the page's own thread: validation blocks it, so only where no Worker exists. The
 * loader (and with it the YAML parsers) is imported on the first load: in the browser the
 * worker has its own copy, and the page's initial JavaScript stays without it.
 */
export function createInlineRunner(): OpenapiRunner {
  let files: ReadonlyMap<string, string> = new Map();
  return {
    setFiles: (f) => void (files = f),
    load: async (key, source, onIndexed) => {
      const { loadOpenapiStages } = await import('../../core/openapi/load-openapi');
      const text = typeof source === 'string' ? source : await readText(source);
      return loadOpenapiStages(text, key, (p) => files.get(p), onIndexed);
    },
    dispose: () => undefined,
  };
}

/** The state an abandoned load settles with: nobody reads it (see OpenapiRunner.load). */
const ABANDONED: OpenapiDocumentState = { status: 'failed', failure: 'not-opened', message: 'no longer wanted' };

/**
 * A runner over the OpenAPI worker (src/workers/openapi-worker.ts). Given a way to start one
 * (`start`), it replaces a worker still busy with a document nobody wants any more: the worker
 * loads documents one at a time, and validating GitHub's takes seconds, so the next folder's
 * pages waited behind the last one's validation. The new worker gets the files and the loads
 * still wanted; a worker made ahead (`worker`) is only dropped, never replaced.
 */
export function createWorkerRunner(worker: Worker | (() => Worker)): OpenapiRunner {
  const start = typeof worker === 'function' ? worker : undefined;
  let current = typeof worker === 'function' ? worker() : worker;
  let next = 1;
  const pending = new Map<
    number,
    {
      message: ToOpenapiWorker;
      onIndexed(s: OpenapiDocumentState): void;
      resolve(s: OpenapiDocumentState): void;
      indexed?: OpenapiDocumentState;
    }
  >();
  const listen = (w: Worker) => {
    w.onmessage = (e: MessageEvent<FromOpenapiWorker>) => {
      const job = pending.get(e.data.id);
      if (!job) return;
      if (e.data.type === 'indexed') {
        job.indexed = e.data.state;
        job.onIndexed(e.data.state);
      } else {
        pending.delete(e.data.id);
        job.resolve(keepOperations(job.indexed, e.data.state));
      }
    };
    w.onerror = (e) => {
      // A worker that dies fails every document it holds, with the reason, instead of leaving them loading forever.
      for (const [id, job] of pending) {
        pending.delete(id);
        job.resolve({
          status: 'failed',
          failure: 'syntax',
          message: `the OpenAPI worker stopped (${e.message || 'unknown error'}); reload the page`,
        });
      }
    };
  };
  listen(current);
  const send = (m: ToOpenapiWorker) => current.postMessage(m);
  // What the worker holds: a document that is one of these files goes by its key alone, so its
  // text is copied into a message once (13-18 ms of the page's thread for GitHub's 13 MB), not twice.
  let sent: ReadonlyMap<string, string> = new Map();
  let sentList: (readonly [string, string | null])[] = [];
  // The files last handed over unread, and the texts the page read from them: a file whose text
  // is one of these goes to the worker without it (the worker read the same file itself).
  let prefetched: ToOpenapiWorker | undefined;
  let readHere = new Map<string, string>();
  let generation = 0;
  const abandon = (id: number) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    job.resolve(ABANDONED);
    if (!start) return;
    current.terminate();
    current = start();
    listen(current);
    // The files it may read itself, unread until asked for: indexing the last folder's documents
    // again ahead of time would only compete with the next folder.
    if (prefetched?.type === 'prefetch') send({ ...prefetched, index: false });
    if (sentList.length) send({ type: 'files', files: sentList });
    for (const j of pending.values()) send(j.message);
  };
  return {
    setFiles: (files) => {
      const list = referencedFileCandidates(files);
      sent = new Map(list);
      sentList = list.map(([key, text]) => [key, readHere.get(key) === text ? null : text]);
      send({ type: 'files', files: sentList });
    },
    prefetch: (files) => {
      const mine = ++generation;
      prefetched = { type: 'prefetch', files: referencedFileCandidates(files) };
      readHere = new Map();
      send(prefetched);
      return (texts) => {
        // A later folder's files replaced these: their texts are not what the worker holds.
        if (mine !== generation || !prefetched || prefetched.type !== 'prefetch') return;
        for (const [key] of prefetched.files) {
          const text = texts.get(key);
          if (text !== undefined) readHere.set(key, text);
        }
      };
    },
    load: (key, source, onIndexed, signal) =>
      new Promise((resolve) => {
        if (signal?.aborted) return resolve(ABANDONED);
        const id = next++;
        // A file crosses as a handle: the worker reads it (or has, when it was prefetched).
        const message: ToOpenapiWorker =
          typeof source !== 'string'
            ? { type: 'load', id, key, file: source }
            : sent.get(key) === source
              ? { type: 'load', id, key }
              : { type: 'load', id, key, text: source };
        pending.set(id, { message, onIndexed, resolve });
        signal?.addEventListener('abort', () => abandon(id), { once: true });
        send(message);
      }),
    dispose: () => {
      pending.clear();
      current.terminate();
    },
  };
}

/**
 * The validated state with the indexed state's operations list when validation changed none of
 * them: every message from a worker is a fresh copy, and expansions are memoised on that list,
 * so a valid document is expanded once, not twice.
 */
export function keepOperations(indexed: OpenapiDocumentState | undefined, validated: OpenapiDocumentState): OpenapiDocumentState {
  const before = indexed?.operations;
  const after = validated.operations;
  if (
    !before ||
    !after ||
    !validated.document ||
    before.length !== after.length ||
    !after.every((op, i) => op.valid && before[i].valid && op.path === before[i].path && op.method === before[i].method)
  )
    return validated;
  return { ...validated, operations: before, document: { ...validated.document, operations: before } };
}

/** The runner for this environment: the worker in a browser, the page elsewhere. */
export async function createOpenapiRunner(): Promise<OpenapiRunner> {
  if (typeof Worker === 'undefined') return createInlineRunner();
  try {
    const { default: OpenapiWorker } = await import('../../workers/openapi-worker?worker');
    // A function, so that a worker busy with a document nobody wants can be replaced.
    return createWorkerRunner(() => new OpenapiWorker());
  } catch {
    // A page that may not start workers (a strict CSP): slower, but documents still load.
    return createInlineRunner();
  }
}
