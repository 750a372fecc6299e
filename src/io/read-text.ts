import { inSlices } from './next-task';

/**
 * Bytes decoded in one go; as many go in a task as fit in SLICE_MS (next-task.ts). Small, so that
 * each piece's string (at most 128 KB) is made in the engine's young generation, whose memory is
 * reused: a piece of 512 KB is a string of up to 1 MB in its own fresh mapping (V8's
 * large-object space), and on a machine where memory new to the process is dear
 * (bench/machine.ts) decoding a 40 MB config took 628-793 ms in 512 KB pieces against 455-562 ms
 * in 64 KB ones, and GitHub's 13 MB OpenAPI document 176-207 ms against 86-148 (Chromium, a
 * fresh page for each read, several rounds).
 */
const PIECE = 64 * 1024;

/**
 * Up to this size a file is read at once with `text()`: it holds the page's thread for at most
 * ~30 ms (a docs.json is at most a few MB; the largest known, 2.4 MB, takes ~10 ms), and the
 * string it gives lives outside the JavaScript heap (Chromium makes it an external string),
 * where the joined slices below are a copy inside it (4.7 MB for that docs.json, measured).
 */
const AT_ONCE = 8 * 1024 * 1024;

/**
 * The text of a file (or a fetched body) as UTF-8, as `Blob.text()` gives it (but keeping a byte
 * order mark, as U+FEFF), and without one
 * long task for a large file: `text()` decodes the whole file in one go on the page's thread
 * (38-55 ms for GitHub's 13 MB OpenAPI document, measured in Chromium), while this reads the
 * bytes and decodes them in small pieces, yielding every SLICE_MS. The pieces are joined in
 * one task at the end (a copy of the whole text: 160-450 ms for 40 MB on this project's bench
 * machine, the longest task of opening the bench's largest config).
 * Files up to 8 MB go through `text()` (see AT_ONCE).
 *
 * @example const text = await readText(file)
 */
export async function readText(blob: Blob): Promise<string> {
  if (blob.size <= AT_ONCE) {
    // text() drops a byte order mark; docsnav keeps it, so an exported file is the opened one
    // byte for byte (Windows editors write one). Three bytes read to know, not a second decode,
    // and read beside the text, not before it: each read of a file is a round trip to the
    // browser's file thread (2-30 ms measured in Chromium, more on a loaded machine), which the
    // open of a config waited for twice.
    const [head, text] = await Promise.all([
      blob
        .slice(0, 3)
        .arrayBuffer()
        .then((b) => new Uint8Array(b)),
      blob.text(),
    ]);
    const bom = head.length === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
    return (bom ? '\uFEFF' : '') + text;
  }
  const bytes = new Uint8Array(await blob.arrayBuffer());
  // One decoder across slices: a character whose bytes straddle two slices is decoded whole,
  // and a byte order mark at the start is kept (ignoreBOM), as above.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let at = 0;
  await inSlices((shouldYield) => {
    while (at < bytes.length) {
      const end = Math.min(at + PIECE, bytes.length);
      parts.push(decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length }));
      at = end;
      if (shouldYield()) return undefined;
    }
    return true;
  });
  return parts.join('');
}
