import type { PrintedText } from '../core/session/printed-text';
import type { SessionSnapshot } from '../core/session/session-snapshot';
import type { SavedWork } from './saved-work';

/**
 * Large texts in autosave records, as Blobs. IndexedDB copied (and compressed) a record's
 * strings on the main thread when it stored them: 190-270 ms for a 40 MB config, its text as
 * edited and as opened, in one task that landed in whatever the person did next. A Blob is
 * stored by reference; it is made here from the text's runs (textParts) a piece at
 * a time in idle time, so no task encodes more than a piece. Loaded with the first large write
 * or when there are records to read back, not with the page.
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

/** Characters encoded per piece: about a millisecond each, many to one idle period. */
const PIECE = 1 << 19;

/**
 * The time left to work in the next idle period: at most 4 ms of it (an idle period may last
 * 50 ms, and a key pressed meanwhile would wait for the piece under way; a piece costs about
 * 1.3 ms per 512 KB in Chromium), or a task's 4 ms where the browser has no idle callbacks.
 */
function idle(): Promise<() => number> {
  return new Promise((resolve) => {
    const slice = (left: () => number) => {
      const end = performance.now() + 4;
      resolve(() => Math.min(left(), end - performance.now()));
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback((d) => slice(() => d.timeRemaining()), { timeout: 1000 });
    else setTimeout(() => slice(() => Infinity), 0);
  });
}

/**
 * The text made of `parts` as one Blob, encoded a piece at a time in idle time. Undefined when
 * `stale()` says between pieces that a newer version will be stored instead, or when the text
 * holds a lone surrogate, which UTF-8 cannot keep (the string is stored then, as before).
 */
export async function blobOfParts(parts: readonly string[], stale: () => boolean): Promise<Blob | undefined> {
  const pieces: Blob[] = [];
  let left = () => 0;
  let carry = '';
  for (const p of parts)
    for (let a = 0; a < p.length; a += PIECE) {
      if (left() < 1) {
        left = await idle();
        if (stale()) return undefined;
      }
      let s = carry + p.slice(a, a + PIECE);
      carry = '';
      // A pair cut in two would be stored as two replacement characters: its first half goes with the next piece.
      const last = s.charCodeAt(s.length - 1);
      if (last >= 0xd800 && last < 0xdc00) {
        carry = s.slice(-1);
        s = s.slice(0, -1);
      }
      if (!(s as { isWellFormed?(): boolean }).isWellFormed?.()) return undefined;
      pieces.push(new Blob([s]));
    }
  return carry ? undefined : new Blob(pieces, { type: 'text/plain' });
}

/** Texts this long or longer are stored as Blobs; shorter ones cost little as strings. */
export const BLOB_FROM = 1 << 20;

/** Blobs of texts that stay the same from write to write (the texts as opened, OpenAPI documents), by path. */
export type BlobCache = Map<string, { readonly text: string; readonly blob: Blob }>;

/**
 * `w` with its large texts as Blobs: `current` from the runs of each file as `snap` printed it,
 * the others from `cache` while their text is the same string. Undefined when `stale()` said to
 * stop.
 */
export async function storedWork(
  w: SavedWork,
  snap: SessionSnapshot,
  cache: BlobCache,
  stale: () => boolean,
): Promise<StoredWork | undefined> {
  const large = async (text: string, key: string): Promise<StoredText | undefined> => {
    if (text.length < BLOB_FROM) return text;
    const hit = cache.get(key);
    if (hit?.text === text) return hit.blob;
    const blob = await blobOfParts([text], stale);
    if (blob) cache.set(key, { text, blob });
    return stale() ? undefined : (blob ?? text);
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
    out[field] = Object.fromEntries(got);
  }
  const current: [string, StoredText][] = [];
  for (const path of Object.keys(w.current)) {
    const runs = textParts(snap.text(path)!);
    let n = 0;
    for (const r of runs) n += r.length;
    const t = n < BLOB_FROM ? runs.join('') : ((await blobOfParts(runs, stale)) ?? runs.join(''));
    if (stale()) return undefined;
    current.push([path, t]);
  }
  out.current = Object.fromEntries(current);
  return out;
}

/** A file's text as the runs it is made of, not joined: the source's own text between the printer's edits, and theirs. */
export function textParts(t: PrintedText): string[] {
  const src = t.doc.source.text;
  const parts: string[] = [];
  let at = 0;
  for (const e of t.sourceEdits) {
    parts.push(src.slice(at, e.offset), e.content);
    at = e.offset + e.length;
  }
  parts.push(src.slice(at));
  return parts;
}

/** A record as read back, its Blob texts as strings (a Blob that cannot be read is left out, and the record says so when checked). */
export async function withTextsRead(raw: unknown): Promise<unknown> {
  if (!raw || typeof raw !== 'object') return raw;
  const r = { ...(raw as Record<string, unknown>) };
  for (const field of ['originals', 'current', 'files']) {
    const texts = r[field];
    if (!texts || typeof texts !== 'object') continue;
    const entries = await Promise.all(
      Object.entries(texts).map(async ([k, v]) => [k, v instanceof Blob ? await v.text().catch(() => undefined) : v] as const),
    );
    r[field] = Object.fromEntries(entries);
  }
  return r;
}
