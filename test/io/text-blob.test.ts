import { describe, expect, it } from 'vitest';
import { byteOffset, derivedTextBlob, TextBlobMaker, type TextBlob } from '../../src/io/text-blob';
import { rng } from '../helpers/rng';

const utf8 = (s: string) => new TextEncoder().encode(s).length;

/** The blob holds the text, and every mark and a few offsets between them count its bytes right. */
async function expectTrue(t: TextBlob, r: () => number): Promise<void> {
  expect(await t.blob.text()).toBe(t.text);
  expect(t.chars[0]).toBe(0);
  expect(t.chars[t.chars.length - 1]).toBe(t.text.length);
  for (let k = 0; k < t.chars.length; k++) expect(t.bytes[k]).toBe(utf8(t.text.slice(0, t.chars[k])));
  for (let k = 0; k < 20; k++) {
    let at = Math.floor(r() * (t.text.length + 1));
    if (at > 0 && t.text.charCodeAt(at - 1) >= 0xd800 && t.text.charCodeAt(at - 1) < 0xdc00) at--; // not inside a pair
    expect(byteOffset(t, at)).toBe(utf8(t.text.slice(0, at)));
  }
}

describe('a Blob cut from the Blob of a text that differs in one stretch', () => {
  it('holds the new text, its marks and byte offsets right, edit after edit', async () => {
    const r = rng(3);
    const words = ['a', 'é', '€', '😀', '\n', '  ', 'page', '"x",'];
    const some = (n: number) => Array.from({ length: n }, () => words[Math.floor(r() * words.length)]).join('');
    let t = (await new TextBlobMaker(some(160_000)).make(() => false))!;
    await expectTrue(t, r);
    let derived = 0;
    for (let step = 0; step < 40; step++) {
      // Edges between code points: never inside a pair.
      const edge = (at: number) => (t.text.charCodeAt(at - 1) >= 0xd800 && t.text.charCodeAt(at - 1) < 0xdc00 ? at + 1 : at);
      // A third of the edits start just before one of the marks (a piece's end, or an edit's).
      const near = t.chars[1 + Math.floor(r() * (t.chars.length - 2))];
      const from = edge(r() < 0.33 && near ? Math.max(0, near - Math.floor(r() * 20)) : Math.floor(r() * t.text.length));
      const to = Math.min(t.text.length, edge(from + Math.floor(r() * 50)));
      const text = t.text.slice(0, from) + some(Math.floor(r() * 30)) + t.text.slice(to);
      const next = derivedTextBlob(t, text);
      if (!next) continue;
      derived++;
      await expectTrue(next, r);
      t = next;
    }
    expect(derived).toBeGreaterThan(30);
  });

  it('is not made when the change cuts a surrogate pair, holds a lone one, or is most of the text', async () => {
    const t = (await new TextBlobMaker(`${'x'.repeat(100)}a😀b`).make(() => false))!;
    // 😀 and 😁 share their first half: the common head ends inside the pair.
    expect(derivedTextBlob(t, `${'x'.repeat(100)}a😁b`)).toBeUndefined();
    expect(derivedTextBlob(t, `${'x'.repeat(100)}a\ud800b😀b`)).toBeUndefined();
    // Taken out between two pairs that share their first half: the stretch starts after one half.
    const two = (await new TextBlobMaker(`${'x'.repeat(100)}a😀😁b`).make(() => false))!;
    expect(derivedTextBlob(two, `${'x'.repeat(100)}a😁b`)).toBeUndefined();
    expect(derivedTextBlob(t, 'y'.repeat(300))).toBeUndefined();
    expect(derivedTextBlob(t, t.text)).toBe(t);
    const ok = derivedTextBlob(t, `${'x'.repeat(100)}\n a😀b`)!;
    expect(await ok.blob.text()).toBe(`${'x'.repeat(100)}\n a😀b`);
  });
});
