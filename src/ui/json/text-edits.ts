import type { Edit } from '../../core/parse/text-edits';

/**
 * Typing in the pane not yet applied to the document, as one region of the text the pane and the
 * document last agreed on (`synced`): `synced[start, end)` became `end - start + grow`
 * characters of the model. Tracked from the model's own change events, so nothing is diffed.
 */
export interface TypedRegion {
  readonly start: number;
  readonly end: number;
  readonly grow: number;
}

/**
 * The typed region after one more change of the model (`offset`, `length` in the model's text
 * before the change, replaced by `inserted` characters): it grows to hold the change.
 *
 * @example widenRegion(undefined, 10, 0, 3) // { start: 10, end: 10, grow: 3 }
 */
export function widenRegion(r: TypedRegion | undefined, offset: number, length: number, inserted: number): TypedRegion {
  if (!r) return { start: offset, end: offset + length, grow: inserted - length };
  // A model offset as an offset of `synced`: before the region as it is, after it less the growth.
  const toSynced = (x: number) => (x <= r.start ? x : x >= r.end + r.grow ? x - r.grow : r.end);
  return { start: Math.min(r.start, offset), end: Math.max(r.end, toSynced(offset + length)), grow: r.grow + inserted - length };
}

/** Where an offset of `synced` is in the model (inside the typed region: at its start). */
export function modelOffset(r: TypedRegion | undefined, offset: number): number {
  if (!r || offset <= r.start) return offset;
  return offset >= r.end ? offset + r.grow : r.start;
}

/**
 * Carry the document's edits of `synced` (in its offsets, ascending) over the typing not applied
 * yet: edits that do not touch the typed region are shifted past it, and the region moves with
 * the edits before it. Undefined when one overlaps it: both sides changed the same place, and
 * the caller keeps the user's text.
 *
 * @example rebaseEdits([{ offset: 0, length: 1, content: 'ab' }], { start: 5, end: 6, grow: 2 }) // edits as they are, region at 6
 */
export function rebaseEdits(theirs: readonly Edit[], r: TypedRegion): { edits: Edit[]; region: TypedRegion } | undefined {
  const edits: Edit[] = [];
  let before = 0;
  for (const e of theirs) {
    const end = e.offset + e.length;
    if (end < r.start || (end === r.start && e.length > 0)) {
      edits.push(e);
      before += e.content.length - e.length;
    } else if (e.offset > r.end || (e.offset === r.end && e.length > 0)) edits.push({ ...e, offset: e.offset + r.grow });
    else return undefined;
  }
  return { edits, region: { start: r.start + before, end: r.end + before, grow: r.grow } };
}
