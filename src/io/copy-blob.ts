/**
 * A copy of `blob` held in memory, made in a worker (src/workers/copy-worker.ts): undefined
 * when it cannot be read any more (a file changed on disk since it was opened), or where there
 * are no workers.
 *
 * Why a copy: IndexedDB in Chromium stores a file from the disk by reference, so a record
 * holding one could not be read back once the file changed (measured: NotReadableError, for
 * the file and any slice of it), and autosave would lose the work it kept. Why in a worker: a
 * copy made on the page's thread writes every byte into memory new to the process, as encoding
 * the text does (see io/text-blob.ts, PIECE).
 */
export async function copyInWorker(blob: Blob): Promise<Blob | undefined> {
  if (typeof Worker === 'undefined') return undefined;
  let worker: Worker | undefined;
  try {
    const { default: CopyWorker } = await import('../workers/copy-worker?worker');
    const w = (worker = new CopyWorker());
    return await new Promise<Blob | undefined>((resolve) => {
      w.onmessage = (e: MessageEvent<unknown>) => resolve(e.data instanceof Blob ? e.data : undefined);
      w.onerror = () => resolve(undefined);
      w.postMessage(blob);
    });
  } catch {
    // Its code could not be loaded, or the Blob not sent: the text is encoded instead.
    return undefined;
  } finally {
    worker?.terminate();
  }
}
