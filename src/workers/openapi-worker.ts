/// <reference lib="webworker" />
// The shim first: the validator reads `Buffer` while it loads.
import './buffer-shim';
import { loadOpenapiStages } from '../core/openapi/load-openapi';
import type { FromOpenapiWorker, ToOpenapiWorker } from './openapi-protocol';

/*
 * Parses, indexes and validates OpenAPI documents off the page's thread, so a 10 MB document
 * never freezes the editor: parsing GitHub's takes about 70 ms and validating it about a
 * second. Documents are handled one at a time, in the order they arrive.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
let files = new Map<string, string>();
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (e: MessageEvent<ToOpenapiWorker>) => {
  const msg = e.data;
  if (msg.type === 'files') {
    files = new Map(msg.files);
    return;
  }
  const read = (p: string) => files.get(p);
  const post = (m: FromOpenapiWorker) => scope.postMessage(m);
  queue = queue.then(() =>
    loadOpenapiStages(msg.text, msg.key, read, (state) => post({ type: 'indexed', id: msg.id, state })).then(
      (state) => post({ type: 'validated', id: msg.id, state }),
      (err: Error) => post({ type: 'validated', id: msg.id, state: { status: 'failed', failure: 'syntax', message: `${msg.key} could not be checked: ${err.message}` } }),
    ),
  );
};
