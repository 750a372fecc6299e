import { trimmed, type Edit } from './text-edits';

/** A text as one stretch of another replaced: `base[start, end)` became `inserted`. */
export interface TypedStretch {
  readonly base: string;
  readonly start: number;
  readonly end: number;
  readonly inserted: string;
}

/** The text a TypedStretch stands for (a string made of three pieces; the engine joins them when it is read). */
export function textOf(t: TypedStretch): string {
  return t.base.slice(0, t.start) + t.inserted + t.base.slice(t.end);
}

/**
 * `editBetween(t.base, textOf(t))`, found by reading around the stretch only: the texts agree
 * before `start` and from `end` on (shifted), so the common head and tail are compared from the
 * stretch outwards, not from the texts' ends. The same edit, to the offset: where the new
 * characters repeat the ones beside them, both put the change as far along as it goes.
 *
 * Why: the JSON pane knows the one stretch typing changed (text-edits.ts in src/ui/json tracks
 * it from Monaco's change events); comparing its whole text with the file's again, after
 * reading it whole out of Monaco, was 5-8 ms a pause on the largest corpus config (2.4 MB).
 *
 * @example editWithin({ base: 'abc', start: 1, end: 2, inserted: 'x' }) // { offset: 1, length: 1, content: 'x' }
 */
export function editWithin(t: TypedStretch): Edit | undefined {
  const { base, start, end, inserted } = t;
  const grow = inserted.length - (end - start);
  const lenA = base.length;
  const lenB = lenA + grow;
  const afterEnd = start + inserted.length;
  // The new text's character at `i`, without making the text.
  const at = (i: number) => (i < start ? base.charCodeAt(i) : i < afterEnd ? inserted.charCodeAt(i - start) : base.charCodeAt(i - grow));
  const n = Math.min(lenA, lenB);
  let p = start;
  while (p < n && base.charCodeAt(p) === at(p)) p++;
  if (p === n && grow === 0) return undefined; // the same text
  const m = n - p;
  let s = Math.min(lenA - end, m);
  while (s < m && base.charCodeAt(lenA - 1 - s) === at(lenB - 1 - s)) s++;
  const now = sliceOf(t, grow, p, lenB - s);
  return trimmed(base.slice(p, lenA - s), now, p);
}

/** The new text's characters [from, to), cut from its pieces. */
function sliceOf(t: TypedStretch, grow: number, from: number, to: number): string {
  const afterEnd = t.start + t.inserted.length;
  const head = from < t.start ? t.base.slice(from, Math.min(to, t.start)) : '';
  const mid = t.inserted.slice(Math.max(0, from - t.start), Math.max(0, Math.min(to, afterEnd) - t.start));
  const tail = to > afterEnd ? t.base.slice(Math.max(from, afterEnd) - grow, to - grow) : '';
  return head + mid + tail;
}
