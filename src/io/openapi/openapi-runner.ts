import type { OpenapiDocumentState } from '../../core/openapi/openapi-types';
import type { FromOpenapiWorker, ToOpenapiWorker } from '../../workers/openapi-protocol';

/**
 * Loads OpenAPI documents (parse, index, validate) somewhere: in a Web Worker in the browser,
 * in the page itself where there is no Worker (component tests). Both answer the same way:
 * `onIndexed` as soon as pages can show, then the validated state.
 */
export interface OpenapiRunner {
  /** The project's files, for `$ref`s into other files (by path relative to docs.json's folder). */
  setFiles(files: ReadonlyMap<string, string>): void;
  load(key: string, text: string, onIndexed: (state: OpenapiDocumentState) => void): Promise<OpenapiDocumentState>;
  dispose(): void;
}

/** Files that can be OpenAPI documents or their parts: only these are sent to the worker. */
export function referencedFileCandidates(files: ReadonlyMap<string, string>): [string, string][] {
  const out: [string, string][] = [];
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
    load: async (key, text, onIndexed) => {
      const { loadOpenapiStages } = await import('../../core/openapi/load-openapi');
      return loadOpenapiStages(text, key, (p) => files.get(p), onIndexed);
    },
    dispose: () => undefined,
  };
}

/** A runner over the OpenAPI worker (src/workers/openapi-worker.ts). */
export function createWorkerRunner(worker: Worker): OpenapiRunner {
  let next = 1;
  const pending = new Map<
    number,
    { onIndexed(s: OpenapiDocumentState): void; resolve(s: OpenapiDocumentState): void; indexed?: OpenapiDocumentState }
  >();
  worker.onmessage = (e: MessageEvent<FromOpenapiWorker>) => {
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
  worker.onerror = (e) => {
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
  const send = (m: ToOpenapiWorker) => worker.postMessage(m);
  // What the worker holds: a document that is one of these files goes by its key alone, so its
  // text is copied into a message once (13-18 ms of the page's thread for GitHub's 13 MB), not twice.
  let sent: ReadonlyMap<string, string> = new Map();
  return {
    setFiles: (files) => {
      const list = referencedFileCandidates(files);
      sent = new Map(list);
      send({ type: 'files', files: list });
    },
    load: (key, text, onIndexed) =>
      new Promise((resolve) => {
        const id = next++;
        pending.set(id, { onIndexed, resolve });
        send(sent.get(key) === text ? { type: 'load', id, key } : { type: 'load', id, key, text });
      }),
    dispose: () => {
      pending.clear();
      worker.terminate();
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
    return createWorkerRunner(new OpenapiWorker());
  } catch {
    // A page that may not start workers (a strict CSP): slower, but documents still load.
    return createInlineRunner();
  }
}
