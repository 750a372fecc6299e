/// <reference lib="webworker" />
// The shim first: the validator reads `Buffer` while it loads.
import './buffer-shim';
import { createOpenapiHandler } from './openapi-handler';
import type { ToOpenapiWorker } from './openapi-protocol';

/*
 * Parses, indexes and validates OpenAPI documents off the page's thread, so a 10 MB document
 * never freezes the editor: parsing GitHub's takes about 70 ms and validating it about a
 * second. Documents are handled one at a time, in the order they arrive (openapi-handler.ts).
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createOpenapiHandler((m) => scope.postMessage(m));
scope.onmessage = (e: MessageEvent<ToOpenapiWorker>) => handle(e.data);
