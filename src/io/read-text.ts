import { inSlices } from './next-task';
import { utf8Pieces } from '../workers/decode-utf8';

/**
 * The text of a file (or a fetched body) as UTF-8, as `Blob.text()` gives it (but keeping a byte
 * order mark, as U+FEFF), without one long task: the bytes are read in one go and decoded in
 * 64 KB pieces (see utf8Pieces), yielding every SLICE_MS. `text()` decoded the whole file in one
 * native task on the page's thread, which for a file with any non-ASCII character was the
 * decoder's slow path from there on (63-108 ms for crewAI's 2.3 MB docs.json, against 2-10 ms
 * in pieces, measured in Chromium). The pieces are joined at the end (a copy of the whole text:
 * 160-450 ms for 40 MB on this project's bench machine, the longest task of opening the bench's
 * largest config; a few ms for a docs.json of a few MB). The text then lives in the JavaScript
 * heap, where text()'s lived beside it (Chromium made that an external string): the same bytes,
 * but the bench's "JS heap after opening" counts them now (crewAI's 4.7 MB of UTF-16).
 *
 * @example const text = await readText(file)
 */
export async function readText(blob: Blob): Promise<string> {
  return inSlices(utf8Pieces(new Uint8Array(await blob.arrayBuffer())));
}
