/**
 * Bytes decoded in one call. Why pieces at all: Chromium's UTF-8 decoder takes its fast path
 * only until the first byte over 127 of a call, and decodes the rest of that call character by
 * character. One non-ASCII character early in a file made the whole file slow: crewAI's 2.3 MB
 * docs.json (33,728 such bytes) took 44-69 ms to decode at once and its `Blob.text()` held the
 * page 63-108 ms; GitHub's 13 MB OpenAPI document (140 such bytes) 246-328 ms at once. In 64 KB
 * pieces only the pieces holding one take the slow path: 2-10 ms and 10-55 ms once warm
 * (Chromium, scratch measurements of both ways on the same files, several rounds). Small also
 * so that each piece's string is made in the engine's young generation, whose memory is reused
 * (a string over 128 KB gets fresh memory of its own, dear on the bench machine: bench/machine.ts).
 */
const PIECE = 64 * 1024;

/**
 * UTF-8 bytes decoded into one string in pieces (see PIECE), as `Blob.text()` decodes them but
 * keeping a byte order mark (as U+FEFF: docsnav exports a file byte for byte as it was
 * opened). The step it returns decodes on: the text once every piece is decoded, undefined
 * when `shouldYield` (asked after each piece but the last) said to stop; call it again to go
 * on. Used by the page (io/read-text.ts) and by the OpenAPI worker.
 *
 * @example utf8Pieces(bytes)() // the whole text
 */
export function utf8Pieces(bytes: Uint8Array): (shouldYield?: () => boolean) => string | undefined {
  // One decoder across pieces: a character whose bytes straddle two pieces is decoded whole.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts: string[] = [];
  let at = 0;
  return (shouldYield) => {
    while (at < bytes.length) {
      const end = Math.min(at + PIECE, bytes.length);
      parts.push(decoder.decode(bytes.subarray(at, end), { stream: end < bytes.length }));
      at = end;
      if (end < bytes.length && shouldYield?.()) return undefined;
    }
    return parts.join('');
  };
}
