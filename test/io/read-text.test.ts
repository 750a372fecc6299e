import { describe, expect, it } from 'vitest';
import { readText } from '../../src/io/read-text';

describe('readText', () => {
  it('gives what Blob.text() gives for a large file: characters across slice edges, a byte order mark, invalid bytes', async () => {
    // Multi-byte characters at every offset modulo 4, so some straddle every piece edge;
    // over 8 MB, so that it is read in slices.
    const unit = 'a€é😀b';
    const body = unit.repeat(Math.ceil((9 * 1024 * 1024) / unit.length));
    const bytes = new TextEncoder().encode(body);
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes.subarray(0, 2_000_000), 0xff, 0xfe, ...bytes.subarray(2_000_000)]);
    for (const [blob, bom] of [
      [new Blob([bytes]), ''],
      [new Blob([withBom]), '\uFEFF'],
    ] as const) {
      expect(blob.size).toBeGreaterThan(8 * 1024 * 1024);
      const text = await readText(blob);
      // A byte order mark is kept (text() drops it): an exported file is the opened one byte for byte.
      expect(text.length).toBe(bom.length + (await blob.text()).length);
      expect(text === bom + (await blob.text())).toBe(true);
    }
  });

  it('reads a small file at once', async () => {
    expect(await readText(new Blob(['{"navigation": {}}']))).toBe('{"navigation": {}}');
  });
});
