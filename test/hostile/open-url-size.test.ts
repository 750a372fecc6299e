import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fetchText } from '../../src/io/fetch-text';
import { MAX_DOCS_BYTES } from '../../src/io/project-files';

// `?open=` read the whole response before its 50 MB check when the server sent no
// Content-Length (210 MB downloaded, then refused; issue 17). Bytes are counted as they come.

const CHUNK = 1024 * 1024;
let pulled = 0;

/** A body of `total` bytes made on demand, with no Content-Length; counts what the reader pulled. */
function endless(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  return new ReadableStream({
    pull(c) {
      if (pulled >= total) return c.close();
      pulled += CHUNK;
      c.enqueue(chunk);
    },
  });
}

const server = setupServer(
  http.get(
    'https://docs.example.com/stream.json',
    () => new HttpResponse(endless(210 * CHUNK), { headers: { 'content-type': 'application/json' } }),
  ),
  http.get(
    'https://docs.example.com/bom.json',
    () => new HttpResponse(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"navigation": {"pages": ["é"]}}')])),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('opening a URL whose server sends no Content-Length', () => {
  it('stops at the limit while streaming instead of reading all 210 MB first', async () => {
    pulled = 0;
    await expect(fetchText('https://docs.example.com/stream.json')).rejects.toThrow(
      'https://docs.example.com/stream.json is over 52 MB; a docs.json is far smaller. Check the address.',
    );
    // At most the limit and what was already on its way (the stream's queue), not the whole body.
    expect(pulled).toBeLessThan(MAX_DOCS_BYTES + 8 * CHUNK);
  });

  it('reads a small body whole, keeping a byte order mark and multi-byte characters', async () => {
    expect(await fetchText('https://docs.example.com/bom.json')).toBe('\uFEFF{"navigation": {"pages": ["é"]}}');
  });
});
