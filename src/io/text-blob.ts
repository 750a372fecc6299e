import { lastAtOrBefore } from '../core/parse/source-file';
import { editBetween } from '../core/parse/text-edits';

/**
 * A large text as a Blob of its UTF-8, with where each of its pieces starts in characters and in
 * bytes, so a stretch of the text can be cut from the Blob (`Blob.slice`, no copy) instead of
 * being encoded again. Autosave stores a config as edited as the runs of its text as opened
 * (textParts) between the printer's edits: with the opened text's Blob at hand, a record's
 * edited text costs the encoding of the edits alone. At 16x the largest corpus config (40 MB)
 * encoding it again after every move took about 30 ms of the page's idle time per move.
 */

/** A text, its Blob, and the character and byte offsets where each piece of the Blob starts (and one past the end). */
export interface TextBlob {
  readonly text: string;
  readonly blob: Blob;
  readonly chars: readonly number[];
  readonly bytes: readonly number[];
}

/**
 * Characters encoded per piece: 1.3 ms in Chromium on a fast machine, 11-22 ms where memory new
 * to the process is dear (bench/machine.ts). Pieces sized by time were tried and reverted
 * (1941457): smaller pieces spread the opened text's Blob over many more idle periods, and the
 * drops timed after an open waited on it longer.
 */
export const PIECE = 1 << 19;

/** Characters counted between two marks of a copy's table (see TextBlobMaker): 0.02-0.05 ms of counting. */
const STEP = 1 << 14;

/**
 * The time left to work in the next idle period: at most 4 ms of it (an idle period may last
 * 50 ms, and a key pressed meanwhile would wait for the piece under way: see PIECE), or a
 * task's 4 ms where the browser has no idle callbacks.
 */
export function idle(): Promise<() => number> {
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
 * Makes the Blob of one text a piece at a time in idle time, keeping what it made when the
 * write that asked for it is overtaken by a newer one: the next `make` goes on from there. A
 * 40 MB config takes some 80 pieces, and a person moving pages starts a write a moment after
 * each move; made anew by each write, its Blob was never finished, and every idle period of a
 * run of moves went into encoding it again.
 *
 * Given a copy of the file the text was read from (`copy`, made in a worker: see
 * io/copy-blob.ts), the copy is the Blob: the pieces' bytes are counted, not encoded, which
 * writes no memory on the page's thread (encoding a 40 MB config's pieces took most of the idle
 * time of the first drops after opening it, at 16x in the bench). The copy is used only when it
 * is the text's UTF-8 byte for byte: as many bytes as counted, and no U+FFFD in the text (an
 * invalid byte read as one would not come back). Otherwise the pieces are encoded, as without it.
 */
export class TextBlobMaker {
  private readonly pieces: Blob[] = [];
  private chars = [0];
  private bytes = [0];
  private at = 0;
  // The Blob once made; null when UTF-8 cannot hold the text (a lone surrogate).
  private made: TextBlob | null | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    readonly text: string,
    private copy?: Promise<Blob | undefined>,
  ) {}

  /** A maker whose Blob is made already (see derivedTextBlob). */
  static of(made: TextBlob): TextBlobMaker {
    const maker = new TextBlobMaker(made.text);
    maker.made = made;
    return maker;
  }

  /** The text's Blob when it is made; undefined while it is not (or when UTF-8 cannot hold the text). */
  get ready(): TextBlob | undefined {
    return this.made ?? undefined;
  }

  /**
   * The text's Blob, made on from where the last call stopped. Undefined when `stale()` says
   * between pieces that the caller's write is overtaken, or when the text holds a lone
   * surrogate (stored as a string then). Calls take turns: a call waits for the one under way.
   */
  async make(stale: () => boolean): Promise<TextBlob | undefined> {
    while (this.running) await this.running;
    if (this.made !== undefined) return this.made ?? undefined;
    const run = this.makeOn(stale);
    this.running = run;
    try {
      return await run;
    } finally {
      if (this.running === run) this.running = undefined;
    }
  }

  /** The text up to character `end` is `size` bytes more than up to the last mark. */
  private mark(end: number, size: number) {
    this.chars.push(end);
    this.bytes.push(this.bytes[this.bytes.length - 1] + size);
  }

  /** Encode the text after all, from its start: the copy is not its UTF-8. */
  private encodeInstead() {
    this.copy = undefined;
    this.chars = [0];
    this.bytes = [0];
    this.at = 0;
  }

  private async makeOn(stale: () => boolean): Promise<TextBlob | undefined> {
    const text = this.text;
    let left = () => 0;
    while (this.at < text.length) {
      if (left() < 1) {
        left = await idle();
        if (stale()) return undefined;
      }
      let end = Math.min(text.length, this.at + PIECE);
      // A pair cut in two would be stored as two replacement characters: its first half goes with the next piece.
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last < 0xdc00) end--;
      const s = text.slice(this.at, end);
      if (!wellFormed(s)) {
        this.made = null;
        return undefined;
      }
      if (!this.copy) {
        const piece = new Blob([s]);
        this.pieces.push(piece);
        this.mark(end, piece.size);
      } else if (s.includes('\uFFFD')) {
        this.encodeInstead();
        continue;
      } else {
        // Counted in steps, each marked: an offset is then found by counting at most a step's
        // characters (see byteOffset), not a piece's.
        for (let from = this.at; from < end;) {
          let to = Math.min(end, from + STEP);
          const c = text.charCodeAt(to - 1);
          if (to < end && c >= 0xd800 && c < 0xdc00) to--;
          this.mark(to, utf8Length(text, from, to));
          from = to;
        }
      }
      this.at = end;
    }
    if (this.copy) {
      const copy = await this.copy;
      if (stale()) return undefined;
      if (copy?.size !== this.bytes[this.bytes.length - 1]) {
        this.encodeInstead();
        return this.makeOn(stale);
      }
      this.made = { text, blob: copy, chars: this.chars, bytes: this.bytes };
    } else this.made = { text, blob: new Blob(this.pieces, { type: 'text/plain' }), chars: this.chars, bytes: this.bytes };
    return this.made;
  }
}

/**
 * The Blob of `text` cut from the Blob of a text it differs from in one stretch (`from`): the
 * bytes before and after the stretch are slices of `from.blob`, and only the stretch's new
 * characters are encoded; the marks of `from` carry over, those after the stretch moved. An
 * Enter typed in the JSON pane makes the text with it the file's source (see whitespace-edit.ts
 * in src/core/session), whose Blob autosave needs: encoded anew, that was the whole config a
 * piece at a time, 18 ms of idle time an Enter on the largest corpus config and some 300 ms at
 * 16x its size. Undefined when the texts share less than half of `text`, or the stretch's edges
 * cut a surrogate pair or its characters hold a lone surrogate: then the text is encoded anew.
 */
export function derivedTextBlob(from: TextBlob, text: string): TextBlob | undefined {
  const e = editBetween(from.text, text);
  if (!e) return from.text === text ? from : undefined;
  const start = e.offset;
  const end = e.offset + e.length;
  if (e.content.length > text.length / 2 || !wellFormed(e.content)) return undefined;
  if (isHigh(from.text.charCodeAt(start - 1)) || isLow(from.text.charCodeAt(end))) return undefined;
  const byteStart = byteOffset(from, start);
  const byteEnd = byteOffset(from, end);
  const inserted = new Blob([e.content]);
  const blob = new Blob([from.blob.slice(0, byteStart), inserted, from.blob.slice(byteEnd)], { type: 'text/plain' });
  const chars: number[] = [];
  const bytes: number[] = [];
  const mark = (c: number, b: number) => {
    chars.push(c);
    bytes.push(b);
  };
  let k = 0;
  for (; k < from.chars.length && from.chars[k] <= start; k++) mark(from.chars[k], from.bytes[k]);
  mark(start, byteStart);
  mark(start + e.content.length, byteStart + inserted.size);
  const shift = e.content.length - e.length;
  const byteShift = inserted.size - (byteEnd - byteStart);
  for (; k < from.chars.length; k++) if (from.chars[k] >= end) mark(from.chars[k] + shift, from.bytes[k] + byteShift);
  return { text, blob, chars, bytes };
}

const isHigh = (c: number) => c >= 0xd800 && c < 0xdc00;
const isLow = (c: number) => c >= 0xdc00 && c < 0xe000;

/** Bytes of `text`'s UTF-8 from `from` to `to` (no lone surrogate there: the caller checked). */
function utf8Length(text: string, from: number, to: number): number {
  let n = to - from;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    // A pair's two halves count 2 each: 4 bytes.
    if (c >= 0x80) n += c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 1 : 2;
  }
  return n;
}

/** The byte offset in `t.blob` of character offset `at` (never inside a surrogate pair: the printer's edits fall between tokens). */
export function byteOffset(t: TextBlob, at: number): number {
  const { chars, bytes } = t;
  const lo = lastAtOrBefore(chars, at);
  const from = chars[lo];
  // A piece of one byte per character (most of a config) is counted, not read.
  if (lo + 1 < chars.length && bytes[lo + 1] - bytes[lo] === chars[lo + 1] - from) return bytes[lo] + (at - from);
  let n = bytes[lo];
  for (let k = from; k < at; k++) {
    const c = t.text.charCodeAt(k);
    // A pair is 4 bytes, counted at its first half.
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 4 : c >= 0xdc00 && c < 0xe000 ? 0 : 3;
  }
  return n;
}

/**
 * The Blob of a text made of stretches of `source.text` and new strings, in order: a stretch
 * `[from, to]` is cut from the source's Blob, a string is encoded. Undefined when a string holds
 * a lone surrogate.
 */
export function composedBlob(source: TextBlob, runs: readonly ([number, number] | string)[]): Blob | undefined {
  const parts: (Blob | string)[] = [];
  for (const r of runs) {
    if (typeof r === 'string') {
      if (!wellFormed(r)) return undefined;
      if (r) parts.push(r);
    } else if (r[1] > r[0]) parts.push(source.blob.slice(byteOffset(source, r[0]), byteOffset(source, r[1])));
  }
  return new Blob(parts, { type: 'text/plain' });
}

/** True when UTF-8 can hold `s` (no lone surrogate); false where the engine cannot tell. */
function wellFormed(s: string): boolean {
  return !!(s as { isWellFormed?(): boolean }).isWellFormed?.();
}
