import { loadedState, loadOpenapiStages, type IndexedOpenapi } from '../core/openapi/load-openapi';
import { isJsonText } from '../core/openapi/parse-openapi-text';
import type { LoadedOpenapi, OpenapiDocumentState } from '../core/openapi/openapi-types';
import type { FromOpenapiWorker, ToOpenapiWorker } from './openapi-protocol';
import { utf8Pieces } from './decode-utf8';

/** The worker's own read of a prefetched file, and its quick stage when it looks like OpenAPI. */
interface Prefetched {
  readonly text: () => Promise<string | undefined>;
  /** The quick stage read from the file's bytes alone (earlyOpenapiSteps), when it could be. */
  readonly first: Promise<LoadedOpenapi | undefined>;
  /** Whether `first` stands once all the bytes are scanned ('same'), or what takes its place; scanned when called. */
  readonly settle: () => Promise<LoadedOpenapi | undefined | 'same'>;
  /** Else the quick stage of the whole text, made ahead. */
  readonly early: Promise<{ readonly text: string; readonly indexed: IndexedOpenapi } | undefined>;
}

const NONE = Promise.resolve(undefined);

/**
 * From this length a YAML document sent as text gets its pages from the members the index reads
 * first (yamlQuickStage): js-yaml takes about 60 ms a MB whole in Node, a small one a few ms.
 * Below it the quick stage's chunk is not loaded (the sample's YAML document is small).
 */
export const EARLY_YAML_CHARS = 64 * 1024;

/**
 * What the OpenAPI worker does with each message, apart from the worker itself (so tests run it
 * on a fake worker): reads the files handed over on a folder's choice and indexes the OpenAPI
 * documents among them at once, keeps the project's files, and loads each document (by its
 * text, or by the text of the file of the same path it already holds), one at a time in
 * arrival order, posting the quick index and then the validated state.
 */
export function createOpenapiHandler(post: (m: FromOpenapiWorker) => void): (msg: ToOpenapiWorker) => void {
  let files = new Map<string, string | Promise<string | undefined>>();
  let prefetched = new Map<string, Prefetched>();
  let queue: Promise<void> = Promise.resolve();
  return (msg) => {
    if (msg.type === 'prefetch') {
      const index = msg.index !== false;
      prefetched = new Map(msg.files.map(([key, blob]) => [key, prefetch(key, blob, index)]));
      return;
    }
    if (msg.type === 'files') {
      const held = prefetched;
      files = new Map(msg.files.map(([key, text]) => [key, text ?? held.get(key)?.text() ?? Promise.resolve(undefined)]));
      return;
    }
    // The page sends a document's text only when it is not the file of that path it already sent:
    // copying a 13 MB text into a message takes the page's thread 13-18 ms each time.
    const own = files;
    const folder = prefetched;
    const held = msg.text === undefined ? prefetched.get(msg.key) : undefined;
    const early = held?.early;
    // The bytes' quick stage is this document's when its text is the file's: not one the page sent.
    const mine = typeof own.get(msg.key) !== 'string';
    const first = mine ? held?.first : undefined;
    const settle = mine ? held?.settle : undefined;
    // Used once: the parsed document `early` holds is let go with the load. The bytes' quick stage
    // (a list of operations) stays, for a later load of the same file.
    if (held) prefetched.set(msg.key, { ...held, early: NONE });
    queue = queue.then(async () => {
      // Pages first: the quick stage from the bytes goes out before the text is decoded, parsed
      // and indexed again for validation (and before the folder's other files are read).
      let quick = await first;
      if (quick) post({ type: 'indexed', id: msg.id, state: loadedState(quick) });
      // Those pages came from the members up to `paths`: the rest of the bytes confirms them, or
      // brings the pages that replace them (a member the index reads came later), or none.
      const after = quick && (await settle?.());
      if (after !== 'same') {
        quick = after;
        if (after) post({ type: 'indexed', id: msg.id, state: loadedState(after) });
      }
      // A file the page has not read (msg.file): the prefetched file of that key is the same file.
      const text = msg.text ?? (await own.get(msg.key)) ?? (await (held ?? (msg.file && readFile(msg.file)))?.text());
      if (text === undefined)
        return post({
          type: 'validated',
          id: msg.id,
          state: { status: 'failed', failure: 'not-found', message: `${msg.key} was not sent to the OpenAPI worker` },
        });
      // A large YAML document the prefetch did not see (sent as text: a remote one): its pages from
      // the members the index reads, before the other files and the whole parse (yamlQuickStage).
      if (first === undefined && text.length >= EARLY_YAML_CHARS && !isJsonText(text, msg.key)) {
        quick = await import('./prefetch-stages').then(
          (m) => m.yamlQuickStage(text, msg.key),
          () => undefined,
        );
        if (quick) post({ type: 'indexed', id: msg.id, state: loadedState(quick) });
      }
      // Every file read, so that `$ref`s into them resolve (a prefetched one may still be reading).
      const texts = new Map<string, string>();
      for (const [key, t] of own) {
        const value = await t;
        if (value !== undefined) texts.set(key, value);
      }
      // And the folder's files the page has not read yet (its late files: large OpenAPI documents).
      for (const [key, p] of folder) {
        const value = own.has(key) ? undefined : await p.text();
        if (value !== undefined) texts.set(key, value);
      }
      const ready = await early;
      const indexed = ready && ready.text === text ? ready.indexed : undefined;
      const read = (p: string) => texts.get(p);
      // The whole text's quick stage is the same as the bytes' one (see earlyOpenapiIndex): sent once.
      const onIndexed = (state: OpenapiDocumentState) => void (quick || post({ type: 'indexed', id: msg.id, state }));
      return loadOpenapiStages(text, msg.key, read, onIndexed, { indexed }).then(
        (state) => post({ type: 'validated', id: msg.id, state }),
        (err: Error) =>
          post({
            type: 'validated',
            id: msg.id,
            state: { status: 'failed', failure: 'syntax', message: `${msg.key} could not be checked: ${err.message}` },
          }),
      );
    });
  };
}

/**
 * Read a file as the page reads it (UTF-8, a byte order mark kept: io/read-text.ts), starting
 * now, and make its quick stage ahead when it is an OpenAPI document (prefetch-stages.ts, a
 * chunk loaded while the file is read). Without `index`, the file is read only when asked for.
 */
function prefetch(key: string, blob: Blob, index: boolean): Prefetched {
  const file = readFile(blob);
  if (!index) return { text: file.text, first: NONE, settle: () => NONE, early: NONE };
  const read = file.bytes();
  const stages = import('./prefetch-stages').then(
    (m) => m.quickStages(key, read, file.text),
    () => undefined,
  );
  return {
    text: file.text,
    first: stages.then((s) => s?.first),
    settle: () => stages.then((s) => s?.settle()),
    early: stages.then((s) => s?.early),
  };
}

/**
 * A file's bytes, and its text as the page reads it (UTF-8, a byte order mark kept:
 * io/read-text.ts), each read on the first call. The bytes are let go once the text is made.
 */
function readFile(blob: Blob): { readonly bytes: () => Promise<Uint8Array | undefined>; readonly text: () => Promise<string | undefined> } {
  let bytes: Promise<Uint8Array | undefined> | undefined;
  let read: Promise<string | undefined> | undefined;
  const raw = () =>
    (bytes ??= blob.arrayBuffer().then(
      (b) => new Uint8Array(b),
      () => undefined,
    ));
  const text = () =>
    (read ??= raw().then((b) => {
      bytes = NONE;
      return b && utf8Pieces(b)();
    }));
  return { bytes: raw, text };
}
