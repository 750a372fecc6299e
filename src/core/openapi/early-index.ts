import type { LoadedOpenapi } from './openapi-types';
import { METHOD_ORDER } from './operation-key';
import { quickStageOf, READ } from './quick-stage';

/** The text of a byte range of the document (UTF-8, as the page decodes it). */
type Decode = (from: number, to: number) => string;

/**
 * The quick stage of a JSON document (what `indexOpenapiText` gives as `document`) read from its
 * UTF-8 bytes without decoding or parsing the whole: a scan of the bytes finds where each member
 * of the top level lies, and only those the index reads are decoded (`decode(from, to)`, a byte
 * range) and parsed; of `paths` and `webhooks`, only the keys of the operations that the index
 * reads (operationsOnly). GitHub's 13 MB document takes 50-60 ms to decode and parse whole in
 * Chromium (more in a worker just started); its `paths` are a quarter of it, and its
 * `components` (two thirds) are never read for the pages.
 *
 * Undefined whenever the answer could differ from the whole parse's, and the caller takes the
 * whole way: not a JSON object as far as the scan tells, a member the index reads written twice
 * or a top-level key with an escape (which could spell one), a 2.0 or unknown version, or a
 * path item or operation that is a `$ref` (the whole way inlines them, reading other files).
 * The scan does not validate what it skips (the other members, and the rest of each operation):
 * a document whose text is not JSON after all gets its pages here and its syntax error from the
 * whole parse, which comes after (as a document too deep to validate does: loadOpenapiStages).
 *
 * @example earlyOpenapiIndex(bytes, 'api.json', (a, b) => new TextDecoder().decode(bytes.subarray(a, b)))?.operations.length
 */
export function earlyOpenapiIndex(bytes: Uint8Array, key: string, decode: Decode): LoadedOpenapi | undefined {
  if (/\.ya?ml$/i.test(key)) return undefined;
  const scan = scanStart(bytes, decode);
  return scan && scanOn(bytes, scan) ? indexOf(scan, key, decode) : undefined;
}

/**
 * earlyOpenapiIndex in two steps, for pages sooner: `first` from the top level scanned only up
 * to the first member after `paths` that the index does not read (`components` or an `x-`
 * member in real documents: GitHub's `paths` end at 28% of its 13 MB, the rest is skipped
 * unread anyway), and `rest()`, which scans the rest and says whether `first` stands ('same'),
 * or what takes its place: the quick stage of the whole (a member the index reads came later),
 * or undefined (none: the whole way answers, as when earlyOpenapiIndex gives none). Without
 * `rest`, `first` is earlyOpenapiIndex's answer (the scan did not stop, or what it had read
 * before was no quick stage). Either way the last answer is earlyOpenapiIndex's.
 *
 * @example const { first, rest } = earlyOpenapiSteps(bytes, 'api.json', decode); // post first, then rest?.()
 */
export function earlyOpenapiSteps(
  bytes: Uint8Array,
  key: string,
  decode: Decode,
): { readonly first: LoadedOpenapi | undefined; readonly rest?: () => LoadedOpenapi | undefined | 'same' } {
  if (/\.ya?ml$/i.test(key)) return { first: undefined };
  const scan = scanStart(bytes, decode);
  const part = scan && scanOn(bytes, scan, (name, out) => out.has('paths') && !READ.has(name));
  if (part !== PAUSED) return { first: part ? indexOf(scan!, key, decode) : undefined };
  const read = scan!.out.size;
  const first = indexOf(scan!, key, decode);
  if (!first) {
    // No quick stage yet (the version comes later, say): the scan goes on to the end at once.
    return { first: scanOn(bytes, scan!) ? indexOf(scan!, key, decode) : undefined };
  }
  return {
    first,
    rest() {
      const members = scanOn(bytes, scan!);
      if (!members) return undefined;
      return members.size === read ? 'same' : indexOf(scan!, key, decode);
    },
  };
}

/** The quick stage from the top-level members the index reads, or undefined (see earlyOpenapiIndex). */
function indexOf(scan: TopLevelScan, key: string, decode: Decode) {
  if (scan.out.has('swagger')) return undefined;
  const doc: Record<string, unknown> = {};
  try {
    // `paths` and `webhooks` were read by the scan (see scanOn).
    for (const [name, [from, to]] of scan.out) doc[name] = scan.read.has(name) ? scan.read.get(name) : JSON.parse(decode(from, to));
  } catch {
    return undefined;
  }
  return quickStageOf(doc, key);
}

/** The keys of a path item the index reads: its operations, and a `$ref` (hasOperationRefs). */
const ITEM_KEYS: readonly string[] = [...METHOD_ORDER, '$ref'];

/** The keys of an operation the index reads (operation-index.ts operationInfo, hasOperationRefs). */
const OPERATION_KEYS: readonly string[] = [
  'tags',
  'summary',
  'operationId',
  'deprecated',
  'x-hidden',
  'x-excluded',
  'x-mint',
  'x-docs',
  '$ref',
];

/**
 * `paths` or `webhooks` at `from`, as the index reads them, without parsing the whole: every
 * path item under its key, in each only its operations and `$ref`, and in each operation only
 * the keys the index reads (OPERATION_KEYS), each value parsed from its own bytes; `end.at`
 * set to the offset after it. Parameters, request bodies and responses, nearly all of GitHub's
 * 3.6 MB of `paths`, are skipped unread, and each byte is passed over once (an object is read
 * member by member to its closing brace, not skipped first to find its end). What JSON.parse
 * would make of the same bytes, as far as the index looks: keys in the same order (an
 * object's own), the last of a key written twice, a value that is not an object parsed whole.
 * `level` is 0 for the paths, 1 a path item, 2 an operation. Throws where the brackets and
 * quotes are not JSON's.
 */
function operationsOnly(bytes: Uint8Array, from: number, decode: Decode, level: number, end: { at: number }): unknown {
  if (bytes[from] !== OPEN_BRACE) {
    const to = valueEnd(bytes, from);
    if (to < 0) throw new SyntaxError('a value does not end');
    end.at = to;
    return JSON.parse(textOf(bytes, from, to, decode));
  }
  const out: Record<string, unknown> = {};
  let i = blank(bytes, from + 1);
  if (bytes[i] === CLOSE_BRACE) {
    end.at = i + 1;
    return out;
  }
  for (;;) {
    if (bytes[i] !== QUOTE) throw new SyntaxError('a key was expected');
    const keyEnd = stringEnd(bytes, i);
    if (keyEnd < 0) throw new SyntaxError('a key does not end');
    const name = level === 0 ? keyOf(bytes, i, keyEnd, decode) : nameOf(bytes, i, keyEnd, level === 1 ? ITEM_KEYS : OPERATION_KEYS, decode);
    i = blank(bytes, keyEnd);
    if (bytes[i] !== COLON) throw new SyntaxError('a colon was expected');
    const at = blank(bytes, i + 1);
    if (level === 0 || (level === 1 && name !== '' && name !== '$ref')) {
      own(out, name, operationsOnly(bytes, at, decode, level + 1, end));
      i = end.at;
    } else {
      const to = valueEnd(bytes, at);
      if (to < 0) throw new SyntaxError('a value does not end');
      if (name !== '') own(out, name, JSON.parse(textOf(bytes, at, to, decode)));
      i = to;
    }
    i = blank(bytes, i);
    if (bytes[i] === COMMA) i = blank(bytes, i + 1);
    else if (bytes[i] === CLOSE_BRACE) {
      end.at = i + 1;
      return out;
    } else throw new SyntaxError('a comma or a closing brace was expected');
  }
}

/** An own property as JSON.parse makes it (`__proto__` too). */
function own(out: Record<string, unknown>, name: string, value: unknown): void {
  if (name === '__proto__') Object.defineProperty(out, name, { value, writable: true, enumerable: true, configurable: true });
  else out[name] = value;
}

/** The key whose string is bytes `i` to `end` (quotes included). */
function keyOf(bytes: Uint8Array, i: number, end: number, decode: Decode): string {
  return hasEscape(bytes, i, end) ? (JSON.parse(textOf(bytes, i, end, decode)) as string) : textOf(bytes, i + 1, end - 1, decode);
}

/**
 * The text of bytes `from` to `to`: made here when short and ASCII (nearly every key and value
 * operationsOnly reads), else by `decode`. Once warm the two cost the same; in the first run,
 * which is the worker's, `decode` for each of the 4,500 path keys and values read of GitHub's
 * document made the first step 74-80 ms against 50-61 (Node, scratch measurement in turns).
 */
function textOf(bytes: Uint8Array, from: number, to: number, decode: Decode): string {
  if (to - from > 256) return decode(from, to);
  for (let k = from; k < to; k++) if (bytes[k] > 127) return decode(from, to);
  return String.fromCharCode.apply(null, bytes.subarray(from, to) as unknown as number[]);
}

/** True when the string at bytes `i` to `end` (quotes included) holds a backslash. */
function hasEscape(bytes: Uint8Array, i: number, end: number): boolean {
  for (let k = i + 1; k < end - 1; k++) if (bytes[k] === BACKSLASH) return true;
  return false;
}

/**
 * The name among `names` that the key at bytes `i` to `end` (quotes included) is, or '' for
 * none: compared byte by byte, with no string made for the key (GitHub's operations have 11,000
 * keys), unless it holds an escape (which may spell a name).
 */
function nameOf(bytes: Uint8Array, i: number, end: number, names: readonly string[], decode: Decode): string {
  const n = end - i - 2;
  for (const name of names) {
    if (name.length !== n) continue;
    let k = 0;
    while (k < n && bytes[i + 1 + k] === name.charCodeAt(k)) k++;
    if (k === n) return name;
  }
  if (!hasEscape(bytes, i, end)) return '';
  const key = keyOf(bytes, i, end, decode);
  return names.includes(key) ? key : '';
}

// Byte values the scan compares against. Its own, as parse/fast-parse.ts has its own: a constant
// imported from another module is a module binding the engine does not fold into a hot loop
// (fast-parse with them imported from one shared module parsed crewAI's docs.json 8-25% slower
// in Node, scratch measurement in turns).
const SPACE = 32;
const LF = 10;
const CR = 13;
const TAB = 9;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/**
 * The byte range of each top-level member the index reads (READ), by key, when `bytes` hold one
 * JSON object (after an optional byte order mark) as far as its brackets, quotes, colons and
 * commas tell; undefined otherwise, or when such a key comes twice or a key holds an escape.
 *
 * @example topLevelMembers(utf8('{"openapi": "3.1.0", "x": [1]}')) // Map { 'openapi' => [12, 19] }
 */
export function topLevelMembers(bytes: Uint8Array): Map<string, [number, number]> | undefined {
  const scan = scanStart(bytes);
  const members = scan && scanOn(bytes, scan);
  return members === PAUSED ? undefined : members;
}

/** Where a scan of the top level stands: at the key of the next member (or the closing brace), with the members found before. */
interface TopLevelScan {
  i: number;
  readonly out: Map<string, [number, number]>;
  /** With `decode`, `paths` and `webhooks` are read as the scan meets them (operationsOnly), into `read`. */
  readonly decode?: Decode;
  readonly read: Map<string, unknown>;
}

/** What scanOn gives when `pause` stopped it. */
const PAUSED = 0;

/** A scan of the top level from its first member, or undefined when `bytes` do not open an object. */
function scanStart(bytes: Uint8Array, decode?: Decode): TopLevelScan | undefined {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  i = blank(bytes, i);
  if (bytes[i] !== OPEN_BRACE) return undefined;
  return { i: blank(bytes, i + 1), out: new Map(), decode, read: new Map() };
}

/**
 * The scan of topLevelMembers from where `scan` stands, to the end: the members (undefined as
 * there), or PAUSED when `pause`, asked with each member's name before its value is skipped,
 * says to stop there (`scan` then stands at that member's key, to go on from).
 */
function scanOn(
  bytes: Uint8Array,
  scan: TopLevelScan,
  pause?: (name: string, out: ReadonlyMap<string, unknown>) => boolean,
): Map<string, [number, number]> | undefined | typeof PAUSED {
  const n = bytes.length;
  const out = scan.out;
  let i = scan.i;
  if (bytes[i] === CLOSE_BRACE && !out.size) return blank(bytes, i + 1) === n ? out : undefined;
  for (;;) {
    if (bytes[i] !== QUOTE) return undefined;
    const keyEnd = stringEnd(bytes, i);
    if (keyEnd < 0) return undefined;
    let name = '';
    for (let k = i + 1; k < keyEnd - 1; k++) {
      const c = bytes[k];
      if (c === BACKSLASH) return undefined;
      // Only ASCII keys of a few letters can be one the index reads.
      if (c > 127 || k - i > 16) {
        name = '';
        break;
      }
      name += String.fromCharCode(c);
    }
    if (pause?.(name, out)) {
      scan.i = i;
      return PAUSED;
    }
    i = blank(bytes, keyEnd);
    if (bytes[i] !== COLON) return undefined;
    const from = blank(bytes, i + 1);
    let to: number;
    if (scan.decode && (name === 'paths' || name === 'webhooks')) {
      // Read now rather than skipped, then walked again (each byte of GitHub's 3.6 MB `paths` once).
      const end = { at: -1 };
      try {
        scan.read.set(name, operationsOnly(bytes, from, scan.decode, 0, end));
      } catch {
        return undefined;
      }
      to = end.at;
    } else to = valueEnd(bytes, from);
    if (to < 0) return undefined;
    if (READ.has(name)) {
      if (out.has(name)) return undefined;
      out.set(name, [from, to]);
    }
    i = blank(bytes, to);
    if (bytes[i] === COMMA) i = blank(bytes, i + 1);
    else if (bytes[i] === CLOSE_BRACE) return blank(bytes, i + 1) === n ? out : undefined;
    else return undefined;
  }
}

/** The first offset from `i` that is not JSON whitespace. */
function blank(bytes: Uint8Array, i: number): number {
  for (let c = bytes[i]; c === SPACE || c === LF || c === CR || c === TAB; c = bytes[++i]);
  return i;
}

/** The offset after the string that opens at `i` (at its first quote not escaped), or -1. */
function stringEnd(bytes: Uint8Array, i: number): number {
  // Most of a document is inside strings: one comparison for most bytes (past the backslash
  // are the lower-case letters), and the bound checked only on the others.
  for (let j = i + 1; ;) {
    const c = bytes[j];
    if (c > BACKSLASH) j++;
    else if (c === QUOTE) return j + 1;
    else if (c === BACKSLASH) j += 2;
    else if (j >= bytes.length) return -1;
    else j++;
  }
}

/** The offset after the value that starts at `i`, skipped by its brackets and strings alone, or -1. */
function valueEnd(bytes: Uint8Array, i: number): number {
  const n = bytes.length;
  const c = bytes[i];
  if (c === QUOTE) return stringEnd(bytes, i);
  if (c !== OPEN_BRACE && c !== OPEN_BRACKET) {
    // A number, true, false or null: up to what ends a value.
    let j = i;
    for (let d = bytes[j]; j < n && d !== COMMA && d !== CLOSE_BRACE && d !== CLOSE_BRACKET && d > SPACE; d = bytes[++j]);
    return j > i ? j : -1;
  }
  return nestedEnd(bytes, i);
}

/**
 * The offset after the object or array that opens at `i`, by its brackets and strings alone, or
 * -1. A function of its own: inside valueEnd, beside the loop over a literal, the engine made
 * this loop a fifth slower (topLevelMembers of GitHub's 13 MB document 42-45 ms in Node, 22-28 ms
 * in Chromium once optimized; on its own 32-36 and 17-22 ms, the two in turns in one process).
 */
function nestedEnd(bytes: Uint8Array, i: number): number {
  const n = bytes.length;
  // One loop, the strings' own inside it: this runs over every byte of the members skipped
  // (two thirds of GitHub's document), once per document, in a worker just started.
  let depth = 0;
  while (i < n) {
    let d = bytes[i];
    // Indentation, most of what is outside strings in a document written out indented (GitHub's:
    // 45% of its bytes are spaces), in a loop of its own.
    while (d === SPACE) d = bytes[++i];
    if (d === QUOTE) {
      for (i++; ;) {
        const e = bytes[i];
        if (e > BACKSLASH) i++;
        else if (e === QUOTE) break;
        else if (e === BACKSLASH) i += 2;
        else if (i >= n) return -1;
        else i++;
      }
    } else if (d === OPEN_BRACE || d === OPEN_BRACKET) depth++;
    else if ((d === CLOSE_BRACE || d === CLOSE_BRACKET) && --depth === 0) return i + 1;
    i++;
  }
  return -1;
}
