import { lineDiff } from '../../core/parse/line-diff';

/** Replace `before.slice(start, end)` by `text`. Offsets are in the text the edit applies to. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The one smallest edit that turns `before` into `after`: their common head and tail kept, the
 * middle replaced. Never splits a CRLF line break or a surrogate pair, so the editor never sees
 * half a character. Undefined when the texts are equal.
 *
 * @example minimalEdit('{"a": 1}', '{"a": 2}') // { start: 6, end: 7, text: '2' }
 */
export function minimalEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  const n = Math.min(before.length, after.length);
  let p = 0;
  while (p < n && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let s = 0;
  while (s < n - p && before.charCodeAt(before.length - 1 - s) === after.charCodeAt(after.length - 1 - s)) s++;
  // Step back off the middle of a "\r\n" or a surrogate pair, on both ends.
  if (p > 0 && (before[p - 1] === '\r' || isHigh(before.charCodeAt(p - 1)))) p--;
  const bEnd = before.length - s;
  const aEnd = after.length - s;
  if (s > 0 && ((before[bEnd] === '\n' && (before[bEnd - 1] === '\r' || after[aEnd - 1] === '\r')) || isLow(before.charCodeAt(bEnd)))) s--;
  return { start: p, end: before.length - s, text: after.slice(p, after.length - s) };
}

/**
 * The edits that turn `before` into `after`, one per changed block of lines and each trimmed to
 * the characters that differ: moving a group from line 10 to line 200 is a removal near line 10
 * and an insertion near line 200, so a cursor on line 100 stays exactly where it was.
 * Edits are in `before`'s offsets, in order, not overlapping (apply them back to front, or all at
 * once as Monaco does).
 *
 * @example textEdits('a\nb\nc\n', 'b\nc\na\n') // [{ start: 0, end: 2, text: '' }, { start: 6, end: 6, text: 'a\n' }]
 */
export function textEdits(before: string, after: string): TextEdit[] {
  if (before === after) return [];
  // Diff only the lines between the common head and tail: on a big file an edit touches a few.
  let head = 0;
  const n = Math.min(before.length, after.length);
  while (head < n && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  head = before.lastIndexOf('\n', head - 1) + 1;
  let tail = 0;
  while (tail < n - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  // Keep the tail starting at a line start, so both middles end at the same kind of boundary.
  while (tail > 0 && (before[before.length - tail - 1] !== '\n' || after[after.length - tail - 1] !== '\n')) tail--;
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  const atEnd = tail === 0;

  const x = a.split('\n');
  const y = b.split('\n');
  const startsOf = (lines: string[]) => {
    const starts = new Array<number>(lines.length + 1);
    let o = 0;
    for (let i = 0; i < lines.length; i++) {
      starts[i] = o;
      o += lines[i].length + 1;
    }
    starts[lines.length] = o; // one past the end: the virtual start of a line after the last
    return starts;
  };
  const sx = startsOf(x);
  const sy = startsOf(y);
  const edits: TextEdit[] = [];
  const ops = lineDiff(a, b);
  let i = 0;
  let k = 0;
  let q = 0;
  while (q < ops.length) {
    if (ops[q].op === ' ') {
      i++;
      k++;
      q++;
      continue;
    }
    const i0 = i;
    const k0 = k;
    while (q < ops.length && ops[q].op !== ' ') {
      if (ops[q].op === '-') i++;
      else k++;
      q++;
    }
    let oStart = sx[i0];
    let nStart = sy[k0];
    let oEnd = i < x.length ? sx[i] : a.length;
    let nEnd = k < y.length ? sy[k] : b.length;
    // A block that reaches the end of both texts owns the line break before it instead of the
    // (missing) one after it: "a\nb" -> "a\nb\nc" inserts "\nc" after "b".
    if (i === x.length && k === y.length && i0 > 0 && k0 > 0 && atEnd) {
      oStart--;
      nStart--;
    }
    oEnd = Math.max(oEnd, oStart);
    nEnd = Math.max(nEnd, nStart);
    const trimmed = trimEdit(a.slice(oStart, oEnd), b.slice(nStart, nEnd), oStart);
    if (trimmed) edits.push({ start: trimmed.start + head, end: trimmed.end + head, text: trimmed.text });
  }
  // Belt and braces: the edits must rebuild `after` exactly, or the editor would drift from the
  // document. Fall back to the one-range edit, which always does.
  if (applyEdits(before, edits) !== after) {
    const one = minimalEdit(before, after);
    return one ? [one] : [];
  }
  return edits;
}

/** The edit from `oldPart` to `newPart`, trimmed to what differs, at `offset` in the old text. */
function trimEdit(oldPart: string, newPart: string, offset: number): TextEdit | undefined {
  const e = minimalEdit(oldPart, newPart);
  return e && { start: e.start + offset, end: e.end + offset, text: e.text };
}

/** Apply non-overlapping edits given in ascending order of `start`. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}

/**
 * Carry edits made to `base` (the document changed in the tree) over to `mine`, the text the
 * user has typed since `base` and not yet applied (it may not even parse). Edits that do not
 * touch the typed region are shifted past it; if one overlaps it, undefined: both sides changed
 * the same place, and the caller keeps the user's text.
 *
 * @example rebaseEdits(base, base.replace('"b"', '"x"'), typed) // the tree's rename, inside the typed text
 */
export function rebaseEdits(base: string, next: string, mine: string): TextEdit[] | undefined {
  const theirs = textEdits(base, next);
  const own = minimalEdit(base, mine);
  if (!own) return theirs;
  const delta = own.text.length - (own.end - own.start);
  const out: TextEdit[] = [];
  for (const e of theirs) {
    if (e.end < own.start || (e.end === own.start && e.start < e.end)) out.push(e);
    else if (e.start > own.end || (e.start === own.end && e.start < e.end))
      out.push({ start: e.start + delta, end: e.end + delta, text: e.text });
    else return undefined;
  }
  return out;
}
