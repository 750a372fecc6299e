/**
 * How the session runs the work it defers (the first run of the rules over a large document,
 * the OpenAPI analysis of a document just opened): in slices, so the page shows a document
 * first and stays responsive meanwhile. Injected: the core knows no timers or frames. The app
 * gives one built on the browser's (ui/shell/frame-scheduler.ts); without one (the CLI, most
 * tests) the session does all of it at once, before it answers.
 */
export interface Scheduler {
  /**
   * Run `task` once, later: `after-paint` once the page has shown what it has now (the first
   * slice after an open), `soon` as soon as the thread is free (the next slices). Returns a
   * function that cancels it.
   */
  schedule(task: () => void, when: 'after-paint' | 'soon'): () => void;
  /** A clock in milliseconds. */
  now(): number;
}

/** How long one slice of deferred work may hold the thread: a frame has about 16 ms, and the page needs some. */
export const SLICE_MS = 6;
