import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The garbage collector, asked for by name: a test of what is still held can only tell after a collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * A full collection, after the current job has ended: a WeakRef keeps its target until then,
 * so a `deref()` made in the same job would hold it.
 *
 * @example await collectGarbage(); expect(ref.deref()).toBeUndefined();
 */
export async function collectGarbage(): Promise<void> {
  await new Promise((r) => setTimeout(r, 0));
  gc();
}
