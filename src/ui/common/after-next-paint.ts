/**
 * Run `fn` in a task after the next frame is painted; returns a cancel function. Work started
 * this way shows what came before it first: rows added faster than frames come would be laid
 * out together, in one long frame, as if drawn at once.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Without frames (a test's DOM), a plain task.
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
