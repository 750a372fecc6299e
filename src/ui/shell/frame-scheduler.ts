import type { Scheduler } from '../../core/session/scheduler';

/** Longest wait for a frame before 'after-paint' work runs anyway (a hidden tab gets no frames). */
const FRAME_WAIT_MS = 100;

/**
 * The session's scheduler in the browser: 'after-paint' work runs right after the next frame
 * is painted (a zero timer set inside a frame's callback runs once that frame is shown), 'soon'
 * work in the next task. So a document just opened is drawn before it is checked, and the
 * checking goes on in slices a click or a key can come between.
 */
export function frameScheduler(): Scheduler {
  return {
    now: () => performance.now(),
    schedule(task, when) {
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
        task();
      };
      if (when === 'after-paint' && typeof requestAnimationFrame === 'function') {
        frame = requestAnimationFrame(() => timers.push(setTimeout(run, 0)));
        timers.push(setTimeout(run, FRAME_WAIT_MS));
      } else timers.push(setTimeout(run, 0));
      return cancel;
    },
  };
}
