import type { OpenapiDocumentState, OpenapiFailure } from '../../core/openapi/openapi-types';
import { failedState } from '../../core/openapi/document-state';
import type { OpenapiRunner } from './openapi-runner';

/**
 * What the project needs of one document: its text, or the file the page has not read yet (a
 * folder's late file, loaded from the file meanwhile), or why there is none (yet). `file` beside
 * a text is the late file it was read from: a document loaded from that file is not loaded again.
 */
export type WantedDocument =
  | { readonly text: string; readonly file?: Blob }
  | { readonly file: Blob }
  | { readonly loading: true }
  | { readonly failure: Extract<OpenapiFailure, 'not-found' | 'not-opened' | 'unreachable' | 'http-error'>; readonly message: string };

interface Entry {
  /** The text being (or last) loaded, to load each version once. */
  text?: string;
  /** The late file it is loaded from, before the page read its text (see WantedDocument). */
  readonly file?: Blob;
  state: OpenapiDocumentState;
  /** Aborted when this entry is dropped or replaced: the runner can stop loading it. */
  readonly wanted?: AbortController;
}

const LOADING: OpenapiDocumentState = { status: 'loading' };

/**
 * The OpenAPI documents of the open project and their states, framework free: `sync` says
 * which documents the project needs (with their texts), and each new text is loaded once
 * through the runner (the worker); subscribers hear every state change. A text that changes
 * while its previous version is still loading wins: the older result is dropped.
 */
export class OpenapiDocumentStore {
  private entries = new Map<string, Entry>();
  private snapshot: ReadonlyMap<string, OpenapiDocumentState> = new Map();
  private readonly listeners = new Set<() => void>();
  private readonly ready: Promise<OpenapiRunner>;
  /** Settles once the latest files reached the runner: loads wait for it, so references resolve. */
  private filesSent: Promise<unknown>;
  private disposed = false;

  constructor(runner: OpenapiRunner | Promise<OpenapiRunner>) {
    this.ready = Promise.resolve(runner);
    this.filesSent = this.ready;
  }

  /** The states by document key; a new map whenever one changes (for useSyncExternalStore). */
  getSnapshot = (): ReadonlyMap<string, OpenapiDocumentState> => this.snapshot;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** The project's files, for references into other files. */
  setFiles(files: ReadonlyMap<string, string>): void {
    this.filesSent = this.ready.then((r) => r.setFiles(files));
  }

  /**
   * A folder's files as soon as it is chosen, before the page reads them (see
   * OpenapiRunner.prefetch); returns what to call with the texts then read from them.
   */
  prefetch = (files: readonly (readonly [string, Blob])[]): ((texts: ReadonlyMap<string, string>) => void) => {
    const read = this.ready.then((r) => r.prefetch?.(files));
    return (texts) => void read.then((confirm) => confirm?.(texts));
  };

  /** Bring the documents in line with what the project needs now. */
  sync(wanted: ReadonlyMap<string, WantedDocument>): void {
    let changed = false;
    for (const [key, e] of [...this.entries]) {
      if (!wanted.has(key)) {
        this.entries.delete(key);
        e.wanted?.abort();
        changed = true;
      }
    }
    for (const [key, w] of wanted) {
      const cur = this.entries.get(key);
      if ('text' in w || 'file' in w) {
        const text = 'text' in w ? w.text : undefined;
        if (text !== undefined && cur?.text === text) continue;
        // The same file, loaded from it before the page read it: its text is that file's.
        if (cur && w.file && cur.file === w.file && cur.text === undefined) {
          cur.text = text;
          continue;
        }
        cur?.wanted?.abort();
        const entry: Entry = { text, file: w.file, state: LOADING, wanted: new AbortController() };
        this.entries.set(key, entry);
        changed = true;
        void this.load(key, entry);
      } else {
        const state = 'loading' in w ? LOADING : failedState(w.failure, w.message);
        if (cur && cur.text === undefined && cur.state.status === state.status && cur.state.message === state.message) continue;
        cur?.wanted?.abort();
        this.entries.set(key, { state });
        changed = true;
      }
    }
    if (changed) this.publish();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    void this.ready.then((r) => r.dispose());
  }

  private async load(key: string, entry: Entry): Promise<void> {
    const runner = await this.ready;
    await this.filesSent;
    const set = (state: OpenapiDocumentState) => {
      // Only the entry that asked: a newer text (or a removed document) drops this result.
      if (this.disposed || this.entries.get(key) !== entry) return;
      entry.state = state;
      this.publish();
    };
    if (this.entries.get(key) !== entry) return;
    set(await runner.load(key, entry.text ?? entry.file!, set, entry.wanted?.signal));
  }

  private publish(): void {
    const next = new Map<string, OpenapiDocumentState>();
    for (const [key, e] of this.entries) next.set(key, e.state);
    this.snapshot = next;
    for (const fn of this.listeners) fn();
  }
}
