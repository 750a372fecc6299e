import type { Scheduler } from '../../src/core/session/scheduler';

/**
 * A scheduler a test drives by hand: tasks wait in a queue until `runNext`, and its clock moves
 * one millisecond each time it is read, so a slice's budget runs out after a few questions
 * whatever the machine's speed (no timing in tests).
 */
export function manualScheduler(): Scheduler & { queue: { task: () => void; when: string }[]; runNext(): boolean; runAll(): number } {
  let clock = 0;
  const queue: { task: () => void; when: string }[] = [];
  return {
    queue,
    now: () => clock++,
    schedule(task, when) {
      const entry = { task, when };
      queue.push(entry);
      return () => {
        const i = queue.indexOf(entry);
        if (i >= 0) queue.splice(i, 1);
      };
    },
    runNext() {
      const next = queue.shift();
      next?.task();
      return !!next;
    },
    runAll() {
      let n = 0;
      while (queue.length && n < 100_000) {
        queue.shift()!.task();
        n++;
      }
      return n;
    },
  };
}
