import type { Edit } from 'jsonc-parser';
import { EditedLines } from './edited-lines';

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
export function piece(source: string, edits: readonly Edit[], from: number, to: number, start: number, end: number): string {
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
export function trimmed(was: string, now: string, offset: number): Edit | undefined {
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
 * How many characters two texts have in common from their start.
 *
 * @example commonPrefix('{"a": 1}', '{"a": 12}') // 7
 */
export function commonPrefix(before: string, after: string): number {
  const n = Math.min(before.length, after.length);
  let p = 0;
  while (p + BLOCK <= n && before.slice(p, p + BLOCK) === after.slice(p, p + BLOCK)) p += BLOCK;
  while (p < n && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  return p;
}

/**
 * The one edit from `before` to `after`: their common head and tail kept, the middle replaced.
 * For texts that share no source (the JSON pane's own text, made the file's new source, and the
 * version before it): there are no edits to compose then, only the two texts. Undefined when
 * they are equal.
 */
export function editBetween(before: string, after: string): Edit | undefined {
  if (before === after) return undefined;
  const n = Math.min(before.length, after.length);
  const p = commonPrefix(before, after);
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
 * The line starts of a text after edits, from its line starts before them (see EditedLines:
 * made in the time of the edits, not of the text). `edits` are in the old text's offsets,
 * ascending, not overlapping.
 *
 * @example lineStartsAfter([0, 4], [{ offset: 2, length: 0, content: 'x\n' }]).toArray() // [0, 4, 6]
 */
export function lineStartsAfter(starts: LineStarts, edits: readonly Edit[]): EditedLines {
  return (starts instanceof EditedLines ? starts : EditedLines.of(starts)).after(edits);
}

/** Line starts: a parse's array, or what `lineStartsAfter` makes. */
export type LineStarts = ArrayLike<number> | EditedLines;
