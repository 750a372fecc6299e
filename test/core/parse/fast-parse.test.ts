import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { FastParser, fastParse } from '../../../src/core/parse/fast-parse';
import { parseJson } from '../../../src/core/parse/parse-json';
import { printJson } from '../../../src/core/parse/print-json';
import { toValue, type JsonNode } from '../../../src/core/model/json-node';
import { generateConfig } from '../../helpers/generate-config';
import { rng } from '../../helpers/rng';
import { validJson } from '../../helpers/check';

/** Every node's span holds exactly its value; every key range holds exactly its key. */
function expectExactRanges(text: string, root: JsonNode): void {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    expect(JSON.parse(text.slice(n.start, n.end))).toEqual(toValue(n));
    if (n.type === 'object') {
      for (const p of n.props) {
        expect(JSON.parse(text.slice(p.keyStart, p.keyEnd))).toBe(p.key);
        stack.push(p.value);
      }
    } else if (n.type === 'array') stack.push(...n.items);
  }
}

const SAMPLES = [
  '{}',
  '[]',
  '{ }',
  '[ ]',
  '0',
  '-0',
  '1.5e+3',
  '"a\\"b\\\\c\\u00e9\\n"',
  'true',
  'null',
  '{"a": [1, {"b": null}, "x"], "c": {}}',
  '{"__proto__": {"x": 1}, "constructor": [true, false]}',
  '\r\n\t {"a"\t:\r\n1}  \n',
  '["\u2028", "\ud800"]',
  '["a~|}{]\u00fc", "z\\\\", "\\"", "]"]',
];

const BROKEN = [
  '',
  ' ',
  '{',
  '}',
  '[1,]',
  '{"a":1,}',
  '{"a" 1}',
  '{a: 1}',
  "{'a': 1}",
  '[01]',
  '[1.]',
  '[.5]',
  '[+1]',
  '[1e]',
  '["a\\x"]',
  '["\\u12"]',
  '["tab\there"]',
  '[1] [2]',
  '{"a": 1} // comment',
  '[true false]',
  '[tru]',
  '[nul]',
  '"open',
  // Text that ends inside a string, after characters past the backslash (which the scan of a
  // string passes with one comparison: the end of the text must still stop it).
  '["a~',
  '{"a": "b}|',
  '"\u00fc',
  '["a\\',
  '[1,,2]',
  '{,}',
  '{"a":1 "b":2}',
];

describe('fastParse', () => {
  it('builds the same values as JSON.parse, with exact ranges, on tricky valid text', () => {
    for (const text of SAMPLES) {
      const root = fastParse(text);
      expect(root, text).toBeDefined();
      expect(toValue(root!)).toEqual(JSON.parse(text));
      expectExactRanges(text, root!);
    }
  });

  it('keeps both copies of a duplicate key, in order', () => {
    const root = fastParse('{"a":1,"a":2}')!;
    expect(root.type === 'object' && root.props.map((p) => [p.key, toValue(p.value)])).toEqual([
      ['a', 1],
      ['a', 2],
    ]);
  });

  it('gives up on every text JSON.parse rejects (the tolerant parser then reports it)', () => {
    for (const text of BROKEN) {
      expect(validJson(text), text).toBe(false);
      expect(fastParse(text), text).toBeUndefined();
      expect(parseJson(text).errors.length, text).toBeGreaterThan(0);
    }
  });

  it('agrees with JSON.parse on a string holding any one UTF-16 code unit, as value and as key', () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const value = fastParse(`["a${ch}b"]`);
      const key = fastParse(`{"k${ch}": 1}`);
      const valid = c >= 0x20 && c !== 0x22 && c !== 0x5c; // what JSON allows unescaped in a string
      const item = value?.type === 'array' ? value.items[0] : undefined;
      if (valid !== (item?.type === 'string' && item.value === `a${ch}b`)) differ.push(c);
      if (valid !== (key?.type === 'object' && key.props[0].key === `k${ch}`)) differ.push(c);
    }
    expect(differ).toEqual([]);
    // What the rule above says of JSON, JSON.parse says too.
    for (const c of [0, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x5b, 0x5c, 0x5d, 0xd800, 0xffff])
      expect(validJson(`["${String.fromCharCode(c)}"]`), `code unit ${c}`).toBe(c >= 0x20 && c !== 0x22 && c !== 0x5c);
  });

  it('agrees with JSON.parse on 3,000 random corruptions of a config', () => {
    const base = generateConfig({ pages: 40, versions: 1, languages: ['en'] });
    const r = rng(7);
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', ' ', '\n', '1', '-', 'e', '.', 't', 'x', '\u0001'];
    for (let k = 0; k < 3000; k++) {
      let text = base;
      for (let m = 0; m < 1 + Math.floor(r() * 3); m++) {
        const at = Math.floor(r() * text.length);
        const op = r();
        if (op < 0.4) text = text.slice(0, at) + text.slice(at + 1);
        else if (op < 0.8) text = text.slice(0, at) + alphabet[Math.floor(r() * alphabet.length)] + text.slice(at);
        else text = text.slice(0, at) + alphabet[Math.floor(r() * alphabet.length)] + text.slice(at + 1);
      }
      const root = fastParse(text);
      expect(root !== undefined, text).toBe(validJson(text));
      if (root) expect(toValue(root)).toEqual(JSON.parse(text));
    }
  });

  it('gives object and array nodes frozen, so an immer edit copies only the path to it', () => {
    const root = fastParse('{"pages": ["a", {"group": "g", "pages": []}], "x": {"y": [1]}}')!;
    const stack = [root];
    let containers = 0;
    while (stack.length) {
      const n = stack.pop()!;
      if (n.type === 'object' || n.type === 'array') {
        expect(Object.isFrozen(n)).toBe(true);
        containers++;
      }
      if (n.type === 'object') stack.push(...n.props.map((p) => p.value));
      else if (n.type === 'array') stack.push(...n.items);
    }
    expect(containers).toBe(6);
    // An edit deep inside leaves every untouched container the same object.
    const edited = produce(root, (d: any) => {
      d.props[0].value.items[1].props[1].value.items.push({ type: 'string', id: -1, value: 'b' });
    });
    expect(edited.type === 'object' && edited.props[1]).toBe(root.type === 'object' && root.props[1]);
    expect(Object.isFrozen(edited)).toBe(true);
  });

  it('numbers a parse so the printer finds every original node by id, built on first print', () => {
    const text = generateConfig({ pages: 200, versions: 2, languages: ['en', 'fr'] });
    const { file } = parseJson(text);
    expect(printJson(file, file.root!)).toBe(text);
    const stack = [file.root!];
    while (stack.length) {
      const n = stack.pop()!;
      expect(file.origin.nodeOf(n.id)).toBe(n);
      if (n.type === 'object') for (const p of n.props) stack.push(p.value);
      else if (n.type === 'array') stack.push(...n.items);
    }
    expect(file.origin.nodeOf(-1)).toBeUndefined();
    expect(file.origin.parentOf(file.root!.id)).toBeUndefined();
  });
});

describe('FastParser (fastParse in slices)', () => {
  /** Run to the end, stopping at every chance: how many slices it took, and the root. */
  function inSlices(text: string): { slices: number; root: JsonNode | undefined } {
    const p = new FastParser(text);
    let slices = 1;
    while (!p.run(() => true)) slices++;
    return { slices, root: p.root };
  }

  it('stops between values when asked and goes on to the same tree and ranges as one go', () => {
    const text = generateConfig({ pages: 12000, versions: 2 });
    const { slices, root } = inSlices(text);
    expect(slices).toBeGreaterThan(2);
    expect(toValue(root!)).toEqual(JSON.parse(text));
    expectExactRanges(text, root!);
  });

  it('finds a syntax error met after a pause', () => {
    const text = JSON.stringify({ pages: Array.from({ length: 5000 }, (_, i) => `p${i}`) }).replace('"p4000"', 'p4000');
    const { slices, root } = inSlices(text);
    expect(slices).toBeGreaterThan(1);
    expect(root).toBeUndefined();
  });

  it('answers at once, and again after, when never asked to stop', () => {
    const p = new FastParser('{"a": [1, 2]}');
    expect(p.run(() => false)).toBe(true);
    expect(p.run(() => true)).toBe(true);
    expect(toValue(p.root!)).toEqual({ a: [1, 2] });
  });
});
