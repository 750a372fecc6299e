import type { Scheduler } from '../../core/session/scheduler';
import { afterNextPaint } from '../../io/next-task';

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
      if (when === 'after-paint') return afterNextPaint(task, FRAME_WAIT_MS);
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    },
  };
}
