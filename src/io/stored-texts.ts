import type { PrintedText } from '../core/session/printed-text';
import type { SessionSnapshot } from '../core/session/session-snapshot';
import type { SavedWork } from './saved-work';
import { composedBlob, derivedTextBlob, TextBlobMaker, type TextBlob } from './text-blob';
import { readText } from './read-text';
import { copyInWorker } from './copy-blob';

/**
 * Large texts in autosave records, as Blobs. IndexedDB copied (and compressed) a record's
 * strings on the main thread when it stored them: 190-270 ms for a 40 MB config, its text as
 * edited and as opened, in one task that landed in whatever the person did next. A Blob is
 * stored by reference; it is made here a piece at a time in idle time, so no task encodes more
 * than a piece, and a config as edited is cut from the Blob of the text it is printed from (see
 * text-blob.ts), so a write after a move encodes the printer's edits alone. Loaded with the first
 * large write or when there are records to read back, not with the page.
 */

export { validateSavedWork } from './restore-plan';

/** A text of a record as stored: a string, or a Blob of its UTF-8 (see storedWork). */
export type StoredText = string | Blob;

/** A record as written: its texts may be Blobs; listSavedWork reads them back as strings. */
export type StoredWork = Omit<SavedWork, 'originals' | 'current' | 'files'> & {
  originals: Record<string, StoredText>;
  current: Record<string, StoredText>;
  files: Record<string, StoredText>;
};

/**
 * The text made of `parts` as one Blob, encoded a piece at a time in idle time (see
 * TextBlobMaker); undefined when stale or when UTF-8 cannot hold it.
 */
export async function blobOfParts(parts: readonly string[], stale: () => boolean): Promise<Blob | undefined> {
  return (await new TextBlobMaker(parts.join('')).make(stale))?.blob;
}

/** Texts this long or longer are stored as Blobs; shorter ones cost little as strings. */
export const BLOB_FROM = 1 << 20;

/**
 * Blobs of texts that stay the same from write to write, by field and path: the texts as opened,
 * OpenAPI documents, and the source texts the edited configs are printed from (`source:<path>`).
 * Each is made once: a write overtaken while it is being made leaves what was made for the next.
 */
export type BlobCache = Map<string, TextBlobMaker>;

/**
 * Drop the kept Blobs whose text is none of `texts`, the texts of the project now open: each
 * maker holds its text, so without this the last large document opened stayed in memory after
 * another one opened (its text as opened, 80 MB of the page's heap for the bench's 16x config),
 * until a large write happened to replace it under the same key.
 */
export function keepBlobsOf(cache: BlobCache, texts: readonly string[]): void {
  for (const [key, maker] of cache) if (!texts.some((t) => t === maker.text)) cache.delete(key);
}

/**
 * The Blob of `text` kept under `key` (or, for a source text, the same text as opened); see
 * BlobCache. `copy` makes a copy of the file the text was read from, which is then its Blob (see
 * TextBlobMaker); asked only when no Blob of the text is kept yet, so a file is copied once.
 */
function cachedBlob(
  cache: BlobCache,
  key: string,
  text: string,
  stale: () => boolean,
  copy?: () => Promise<Blob | undefined>,
): Promise<TextBlob | undefined> {
  const kept = [cache.get(key), cache.get(key.replace(/^source:/, 'originals:'))];
  let maker = kept.find((m) => m?.text === text);
  if (!maker) {
    // A source text typed in the JSON pane (an Enter, say) is cut from the Blob of the one before.
    const before = kept.find((m) => m?.ready)?.ready;
    const derived = before && derivedTextBlob(before, text);
    cache.set(key, (maker = derived ? TextBlobMaker.of(derived) : new TextBlobMaker(text, copy?.())));
  }
  return maker.make(stale);
}

/**
 * Make the Blobs of large texts as opened (`[path, text]`) ahead of the first write, in idle
 * time, until `stale()` (another document opened): the first write after an edit then finds
 * them made, and a person's first moves in a 40 MB config do not share their idle time with
 * its 80 pieces. `files`: the files they were read from, by the same paths (or their copies
 * under way): a copy of each, made in a worker (copy-blob.ts), is its Blob (see TextBlobMaker).
 */
export function prepareBlobs(
  cache: BlobCache,
  texts: Iterable<readonly [string, string]>,
  stale: () => boolean,
  files?: ReadonlyMap<string, Blob | Promise<Blob | undefined>>,
): Promise<unknown> {
  const made = [];
  for (const [path, text] of texts) {
    if (text.length < BLOB_FROM) continue;
    const file = files?.get(path);
    made.push(cachedBlob(cache, `originals:${path}`, text, stale, file && (() => (file instanceof Blob ? copyInWorker(file) : file))));
  }
  return Promise.all(made);
}

/**
 * `w` with its large texts as Blobs: `current` from the runs of each file as `snap` printed it,
 * the others from `cache` while their text is the same string; and `late` (a folder's large
 * OpenAPI documents, by path) among its files, as their bytes (see lateCopy). Undefined when
 * `stale()` said to stop.
 */
export async function storedWork(
  w: SavedWork,
  snap: SessionSnapshot,
  cache: BlobCache,
  stale: () => boolean,
  late?: ReadonlyMap<string, Blob>,
): Promise<StoredWork | undefined> {
  const large = async (text: string, key: string): Promise<StoredText | undefined> => {
    if (text.length < BLOB_FROM) return text;
    const t = await cachedBlob(cache, key, text, stale);
    return stale() ? undefined : (t?.blob ?? text);
  };
  const out = { ...w } as StoredWork;
  // Own entries into fresh objects, as the record holds them: a file named "__proto__" is a file.
  for (const field of ['originals', 'files'] as const) {
    const got: [string, StoredText][] = [];
    for (const [path, text] of Object.entries(w[field])) {
      const t = await large(text, `${field}:${path}`);
      if (t === undefined) return undefined;
      got.push([path, t]);
    }
    if (field === 'files')
      for (const [path, file] of late ?? []) {
        if (Object.hasOwn(w.files, path)) continue;
        const copy = await lateCopy(file);
        if (stale()) return undefined;
        got.push([path, copy]);
      }
    out[field] = Object.fromEntries(got);
  }
  const current: [string, StoredText][] = [];
  for (const path of Object.keys(w.current)) {
    const printed = snap.text(path)!;
    const runs = sourceRuns(printed);
    let n = 0;
    for (const r of runs) n += typeof r === 'string' ? r.length : r[1] - r[0];
    let t: StoredText | undefined;
    if (n >= BLOB_FROM) {
      // Cut from the Blob of the text it is printed from (the text as opened, most often, whose
      // Blob the originals already made): only the printer's edits are encoded.
      const source = await cachedBlob(cache, `source:${path}`, printed.doc.source.text, stale);
      if (stale()) return undefined;
      t = source && composedBlob(source, runs);
    }
    current.push([path, t ?? (n < BLOB_FROM ? printed.text : ((await blobOfParts([printed.text], stale)) ?? printed.text))]);
    if (stale()) return undefined;
  }
  out.current = Object.fromEntries(current);
  return out;
}

// Copies of a folder's large OpenAPI documents, one per file (see lateCopy).
const lateCopies = new WeakMap<Blob, Promise<Blob>>();

/**
 * What a record stores of a folder's large OpenAPI document, which the page never reads
 * (ProjectFiles.late): a copy of its file's bytes made in a worker (see copyInWorker), once
 * per file; the file itself where no copy can be made (then a restore may find it unreadable,
 * and says the document could not be restored).
 */
function lateCopy(file: Blob): Promise<Blob> {
  let copy = lateCopies.get(file);
  if (!copy) lateCopies.set(file, (copy = copyInWorker(file).then((c) => c ?? file)));
  return copy;
}

/** A file's text as stretches of its source text (`[from, to]`) between the printer's edits, and theirs (strings). */
function sourceRuns(t: PrintedText): ([number, number] | string)[] {
  const runs: ([number, number] | string)[] = [];
  let at = 0;
  for (const e of t.sourceEdits) {
    runs.push([at, e.offset], e.content);
    at = e.offset + e.length;
  }
  runs.push([at, t.doc.source.text.length]);
  return runs;
}

/** A file's text as the runs it is made of, not joined: the source's own text between the printer's edits, and theirs. */
export function textParts(t: PrintedText): string[] {
  const src = t.doc.source.text;
  return sourceRuns(t).map((r) => (typeof r === 'string' ? r : src.slice(r[0], r[1])));
}

/** A record as read back, its Blob texts as strings (a Blob that cannot be read is left out, and the record says so when checked). */
export async function withTextsRead(raw: unknown): Promise<unknown> {
  if (!raw || typeof raw !== 'object') return raw;
  const r = { ...(raw as Record<string, unknown>) };
  for (const field of ['originals', 'current', 'files']) {
    const texts = r[field];
    if (!texts || typeof texts !== 'object') continue;
    const entries = await Promise.all(
      // readText, not text(): a byte order mark stays, as the file was opened (text() drops it).
      Object.entries(texts).map(async ([k, v]) => [k, v instanceof Blob ? await readText(v).catch(() => undefined) : v] as const),
    );
    r[field] = Object.fromEntries(entries);
  }
  return r;
}
