import type { Edit } from 'jsonc-parser';
import { lastAtOrBefore } from './source-file';

export type { Edit } from 'jsonc-parser';

/**
 * The edits from one print of a file to another print of the same source: both prints are the
 * source with edits (`printWithEdits`), so whatever both made alike is the same text in both,
 * and the rest, edit by edit, is what changed between them. No text is compared beyond the
 * edits themselves; the result is in the offsets of `before`'s text, ascending, one edit per
 * group of edits that touch, each trimmed to the characters that differ.
 *
 * @example
 * const a = printWithEdits(source, v1), b = printWithEdits(source, v2);
 * applyEdits(a.text, composeEdits(source.text, a.edits, b.edits)) === b.text; // true
 */
export function composeEdits(source: string, before: readonly Edit[], after: readonly Edit[]): Edit[] {
  const out: Edit[] = [];
  let i = 0;
  let j = 0;
  // How much longer `before`'s text is than the source, up to the edits handled so far.
  let delta = 0;
  while (i < before.length || j < after.length) {
    const b = before[i];
    const a = after[j];
    if (b && a && b.offset === a.offset && b.length === a.length && b.content === a.content) {
      // The same edit in both: the same text in both.
      delta += b.content.length - b.length;
      i++;
      j++;
      continue;
    }
    // A group: every edit of either print that touches the ones already in it.
    const start = Math.min(b ? b.offset : Infinity, a ? a.offset : Infinity);
    let end = start;
    let bi = i;
    let aj = j;
    for (;;) {
      const e =
        bi < before.length && before[bi].offset <= end
          ? before[bi++]
          : aj < after.length && after[aj].offset <= end
            ? after[aj++]
            : undefined;
      if (!e) break;
      end = Math.max(end, e.offset + e.length);
    }
    const was = piece(source, before, i, bi, start, end);
    const now = piece(source, after, j, aj, start, end);
    const edit = trimmed(was, now, start + delta);
    if (edit) out.push(edit);
    delta += was.length - (end - start);
    i = bi;
    j = aj;
  }
  return out;
}

/** The source's text from `start` to `end` with `edits[from..to)` (all inside it) applied. */
function piece(source: string, edits: readonly Edit[], from: number, to: number, start: number, end: number): string {
  let s = '';
  let pos = start;
  for (let k = from; k < to; k++) {
    s += source.slice(pos, edits[k].offset) + edits[k].content;
    pos = edits[k].offset + edits[k].length;
  }
  return s + source.slice(pos, end);
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The edit replacing `was` (at `offset`) by `now`, trimmed to the characters that differ; never
 * splitting a CRLF line break or a surrogate pair, so an editor never sees half a character.
 * Undefined when they are equal.
 */
function trimmed(was: string, now: string, offset: number): Edit | undefined {
  if (was === now) return undefined;
  const n = Math.min(was.length, now.length);
  let p = 0;
  while (p < n && was.charCodeAt(p) === now.charCodeAt(p)) p++;
  let s = 0;
  while (s < n - p && was.charCodeAt(was.length - 1 - s) === now.charCodeAt(now.length - 1 - s)) s++;
  if (p > 0 && (was[p - 1] === '\r' || isHigh(was.charCodeAt(p - 1)))) p--;
  const wEnd = was.length - s;
  if (s > 0 && ((was[wEnd] === '\n' && (was[wEnd - 1] === '\r' || now[now.length - s - 1] === '\r')) || isLow(was.charCodeAt(wEnd)))) s--;
  return { offset: offset + p, length: was.length - s - p, content: now.slice(p, now.length - s) };
}

/** Compared in blocks first: string equality of two slices is a memory compare, far faster than a loop of char codes. */
const BLOCK = 4096;

/**
 * The one edit from `before` to `after`: their common head and tail kept, the middle replaced.
 * For texts that share no source (the JSON pane's own text, made the file's new source, and the
 * version before it): there are no edits to compose then, only the two texts. Undefined when
 * they are equal.
 */
export function editBetween(before: string, after: string): Edit | undefined {
  if (before === after) return undefined;
  const n = Math.min(before.length, after.length);
  let p = 0;
  while (p + BLOCK <= n && before.slice(p, p + BLOCK) === after.slice(p, p + BLOCK)) p += BLOCK;
  while (p < n && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let s = 0;
  const m = n - p;
  while (
    s + BLOCK <= m &&
    before.slice(before.length - s - BLOCK, before.length - s) === after.slice(after.length - s - BLOCK, after.length - s)
  )
    s += BLOCK;
  while (s < m && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)) s++;
  return trimmed(before.slice(p, before.length - s), after.slice(p, after.length - s), p);
}

/**
 * The line starts of a text after edits, from its line starts before them: lines before each
 * edit keep their start, lines the edit removed go, the edit's own line breaks start lines, and
 * every later start moves by the edit's change of length. `edits` are in the old text's
 * offsets, ascending, not overlapping.
 *
 * An Int32Array (offsets of a string fit: V8's longest string is under 2^30 characters): after
 * a move in a config of 368,000 pages, about 800,000 starts are copied or shifted per edit.
 * Copied as JavaScript arrays (slice, map, concat) that took 8 ms of the move in Chromium and
 * 37 ms in Node; into one typed array, 2-3 ms in Node. A parse's array is made a typed array
 * first (once per version: the next edit starts from this one's result).
 *
 * @example Array.from(lineStartsAfter([0, 4], [{ offset: 2, length: 0, content: 'x\n' }])) // [0, 4, 6]
 */
export function lineStartsAfter(starts: LineStarts, edits: readonly Edit[]): Int32Array {
  const n = starts.length;
  // Where each edit's removed starts begin and end (the first start after a place: starts begin
  // with 0, so one is always at or before it), and the starts its content adds.
  const plan: { from: number; to: number; own: number[] }[] = [];
  let size = n;
  let shift = 0;
  for (const e of edits) {
    const from = lastAtOrBefore(starts, e.offset) + 1;
    // A start inside (offset, offset + length] follows a line break the edit removed.
    const to = lastAtOrBefore(starts, e.offset + e.length) + 1;
    const own: number[] = [];
    for (let p = e.content.indexOf('\n'); p !== -1; p = e.content.indexOf('\n', p + 1)) own.push(e.offset + shift + p + 1);
    plan.push({ from, to, own });
    size += own.length - (to - from);
    shift += e.content.length - e.length;
  }
  const src = starts instanceof Int32Array ? starts : Int32Array.from(starts);
  const out = new Int32Array(size);
  let at = 0;
  let k = 0;
  shift = 0;
  edits.forEach((e, i) => {
    const p = plan[i];
    at = copyShifted(src, k, p.from, out, at, shift);
    for (const o of p.own) out[at++] = o;
    k = Math.max(k, p.to);
    shift += e.content.length - e.length;
  });
  copyShifted(src, k, n, out, at, shift);
  return out;
}

/**
 * Starts [k, end) of `from` into `out` at `at`, moved by `shift`; where `out` goes on. One copy
 * and one loop over a typed array: a loop reading either a parse's array or a typed array (a
 * polymorphic read) took 11.6 ms of one drop at 16x in Chromium.
 */
function copyShifted(from: Int32Array, k: number, end: number, out: Int32Array, at: number, shift: number): number {
  if (end <= k) return at;
  out.set(from.subarray(k, end), at);
  const last = at + end - k;
  if (shift !== 0) for (let i = at; i < last; i++) out[i] += shift;
  return last;
}

/** Line starts: a parse's array, or the typed array `lineStartsAfter` makes. */
export type LineStarts = ArrayLike<number>;
