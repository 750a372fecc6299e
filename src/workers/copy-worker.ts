/// <reference lib="webworker" />

/*
 * Copies a Blob (a file as opened) into memory off the page's thread, and posts the copy back,
 * or null when the file cannot be read (changed on disk since it was opened): see
 * src/io/copy-blob.ts.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (e: MessageEvent<Blob>) => {
  try {
    scope.postMessage(new Blob([await e.data.arrayBuffer()], { type: 'text/plain' }));
  } catch {
    scope.postMessage(null);
  }
};
