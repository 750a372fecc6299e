import { startTransition, useEffect, useState } from 'react';

/** How long a value must stay unchanged before useWhenQuiet shows it: longer than between two keystrokes of a person typing. */
export const QUIET_MS = 300;

// Longest wait for a frame (a hidden tab gets none), as the session's frame scheduler.
const FRAME_WAIT_MS = 100;

/**
 * `value` once it has stayed the same for QUIET_MS (and after the next paint): while it keeps
 * changing, the one shown before. For what is costly to derive and can lag while someone types:
 * the problems' line numbers need the whole file printed (6-12 ms on the largest corpus config),
 * which done on every keystroke, even after the paint, held the page when the next key came.
 * Its render is a transition, so a keystroke interrupts it. The first value shows at once.
 */
export function useWhenQuiet<T>(value: T): T {
  const [shown, setShown] = useState(() => value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let cancelPaint: (() => void) | undefined;
    const quiet = setTimeout(() => {
      cancelPaint = afterNextPaint(() => startTransition(() => setShown(() => value)));
    }, QUIET_MS);
    return () => {
      clearTimeout(quiet);
      cancelPaint?.();
    };
  }, [value, shown]);
  return shown;
}

/** Run `fn` in a task after the next frame is painted (or after FRAME_WAIT_MS without frames); a cancel function. */
function afterNextPaint(fn: () => void): () => void {
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
  // A zero timer set inside a frame's callback runs once that frame is shown.
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => timers.push(setTimeout(run, 0)));
    timers.push(setTimeout(run, FRAME_WAIT_MS));
  } else timers.push(setTimeout(run, 0));
  return cancel;
}
