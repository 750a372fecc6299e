import { describe, expect, it } from 'vitest';
import { readText } from '../../src/io/read-text';
import { utf8Pieces } from '../../src/workers/decode-utf8';

// Multi-byte characters at every offset modulo 4, so that some straddle every piece edge.
const UNIT = 'a€é😀b';

function bytesOf(length: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(UNIT.repeat(Math.ceil(length / UNIT.length)));
}

describe('readText', () => {
  it('gives what Blob.text() gives: characters across piece edges, a byte order mark kept, invalid bytes', async () => {
    for (const size of [9 * 1024 * 1024, 300_000]) {
      const bytes = bytesOf(size);
      const half = bytes.length >> 1;
      const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes.subarray(0, half), 0xff, 0xfe, ...bytes.subarray(half)]);
      for (const [blob, bom] of [
        [new Blob([bytes]), ''],
        [new Blob([withBom]), '\uFEFF'],
      ] as const) {
        const text = await readText(blob);
        // A byte order mark is kept (text() drops it): an exported file is the opened one byte for byte.
        expect(text.length).toBe(bom.length + (await blob.text()).length);
        expect(text === bom + (await blob.text())).toBe(true);
      }
    }
  });

  it('reads a small file, and an empty one', async () => {
    expect(await readText(new Blob(['{"navigation": {}}']))).toBe('{"navigation": {}}');
    expect(await readText(new Blob(['\uFEFF{"a": "é"}']))).toBe('\uFEFF{"a": "é"}');
    expect(await readText(new Blob([]))).toBe('');
  });
});

describe('utf8Pieces', () => {
  it('stops between two pieces when asked, and gives the same text at its end', () => {
    const bytes = bytesOf(200_000);
    const step = utf8Pieces(bytes);
    let stops = 0;
    let text: string | undefined;
    while ((text = step(() => true)) === undefined) stops++;
    // One stop after each 64 KB piece but the last.
    expect(stops).toBe(Math.ceil(bytes.length / 65536) - 1);
    expect(text === new TextDecoder().decode(bytes)).toBe(true);
    expect(utf8Pieces(bytes)()).toBe(text);
  });

  it('keeps a truncated character at the end as the replacement character, as text() does', async () => {
    const bytes = new Uint8Array([0x61, 0xe2, 0x82]);
    expect(utf8Pieces(bytes)()).toBe(await new Blob([bytes]).text());
  });
});
