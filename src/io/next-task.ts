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

/**
 * Run `fn` in a task after the next frame is painted (a zero timer set inside a frame's
 * callback runs once that frame is shown); returns a cancel function. What comes before it is
 * shown first: rows added faster than frames come would be laid out together, in one long
 * frame, as if drawn at once. Without frames (the command line, a test's DOM), a plain task;
 * with `maxWait`, after that many ms at the latest (a hidden tab gets no frames).
 */
export function afterNextPaint(fn: () => void, maxWait?: number): () => void {
  let done = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let frame: number | undefined;
  const cancel = () => {
    done = true;
    timers.forEach(clearTimeout);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  const run = () => {
    if (done) return;
    cancel();
    fn();
  };
  if (typeof requestAnimationFrame !== 'function') timers.push(setTimeout(run, 0));
  else {
    frame = requestAnimationFrame(() => timers.push(setTimeout(run, 0)));
    if (maxWait !== undefined) timers.push(setTimeout(run, maxWait));
  }
  return cancel;
}
