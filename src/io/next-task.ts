/**
 * Let other work run (input, a frame) and go on in a task of its own: a message-channel task
 * comes at once, where a zero timer waits 4 ms once nested.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long one slice of a long job (decoding, parsing, indexing a large file) may hold the page's thread. */
export const SLICE_MS = 10;

/**
 * Run a job made of `step(shouldYield)` calls in slices of SLICE_MS, a task each, until a step
 * gives its answer. With `room`, what the caller does with the answer stays in the last slice's
 * task only when at least `room` ms of that slice are left; else the answer comes in a task of
 * its own (a task hop lets the page paint a frame and run the engine's own tasks first: 4-7 ms
 * of an open, measured in Chromium).
 */
export async function inSlices<T>(step: (shouldYield: () => boolean) => T | undefined, room?: number): Promise<T> {
  for (;;) {
    const end = performance.now() + SLICE_MS;
    const out = step(() => performance.now() > end);
    if (out !== undefined) {
      if (room !== undefined && end - performance.now() < room) await nextTask();
      return out;
    }
    await nextTask();
  }
}
