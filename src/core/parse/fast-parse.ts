import { nextId, type JsonNode, type JsonProp } from '../model/json-node';

// Character codes the scanner compares against.
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
const BOM = 0xfeff;

/**
 * The deepest nesting of objects and arrays docsnav reads. A real docs.json nests a few dozen
 * levels at most; past this the parser stops with an error naming the depth (the tolerant parser
 * behind error messages, the rules, the printer and the preview all recurse, and 100,000 levels
 * overflowed the stack).
 */
export const MAX_NESTING = 512;

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/**
 * A strict JSON parser that builds docsnav's node tree (ids, ranges) in one pass over char
 * codes, with an explicit stack so deep nesting cannot overflow. Returns undefined on the first
 * problem: the caller then re-parses with jsonc-parser, whose tolerant scanner gives the line,
 * column and wording of every syntax error.
 *
 * Why not jsonc-parser's visitor alone: on the 2.4 MB corpus config it costs about 30x
 * JSON.parse, against a target of 5x for parse + all rules. What keeps this one near 3x (the
 * profile of that config, `node --cpu-prof`): no frame objects (the open containers live in
 * parallel arrays reused across depths), whitespace skipped inline, a string's value sliced
 * from the text unless it holds an escape, and no id -> node table (the printer builds it on
 * first use: see OriginTable). A third of what is left is the garbage collector copying the
 * new tree, which every node and property adds to (offsets are numbers on the node, not pairs:
 * see SourceSpan).
 *
 * Object and array nodes are frozen: immer skips a frozen subtree, so an edit copies and freezes
 * only the path to what changed (left unfrozen, the first edit would walk and freeze the whole
 * tree). Scalar nodes, property entries and child lists are not: freezing every object cost 40%
 * of the parse (63,000 calls on the 2.4 MB config against 9,500), and immer freezes them when it
 * copies the container that holds them. The types are readonly either way.
 *
 * @example fastParse('{"pages": ["index"]}')?.type // 'object'
 */
export function fastParse(text: string): JsonNode | undefined {
  const parser = new FastParser(text);
  parser.run(never);
  return parser.root;
}

const never = () => false;

/** How many values are read between two looks at the clock (a look costs more than a value). */
const CHECK_EVERY = 2048;

/** Where a parse stands between two slices: the open containers live here, not on the call stack. */
export interface ParseState {
  readonly text: string;
  /** Where the text read ends (its length, or the end of the span: see FastParser). */
  readonly end: number;
  /** How deep containers may nest in what is read (fewer than MAX_NESTING for a span below others). */
  readonly limit: number;
  pos: number;
  depth: number;
  done: boolean;
  root: JsonNode | undefined;
  // The open containers, innermost last; index `depth - 1` is the innermost.
  readonly isObject: boolean[];
  readonly starts: number[];
  readonly ids: number[];
  readonly lists: (JsonProp | JsonNode)[][];
  readonly counts: number[];
  // The key read last in each open object, waiting for its value.
  readonly keys: string[];
  readonly keyStarts: number[];
  readonly keyEnds: number[];
}

/**
 * fastParse in slices: `run` reads on until the text ends or `shouldYield()` says to stop, and
 * the next `run` goes on from there. The parser's state was already explicit (see ParseState),
 * so a pause between two values keeps all of it. The app's open parses a large docs.json this
 * way (40 MB take over 300 ms), so the page's thread is never held for the whole parse.
 *
 * @example
 * const p = new FastParser(text);
 * while (!p.run(() => performance.now() > sliceEnd)) await nextTask();
 * p.root; // the tree, or undefined when the text is not JSON
 */
export class FastParser {
  /** Where the parse stands: read by first-error.ts after a refusal, written only here. */
  readonly state: ParseState;

  /**
   * @param span one value of the text to read alone, [from, to), with offsets in the whole
   *   text, `depth` containers deep in it (see splice-edit.ts in src/core/session). The value
   *   read must then be checked to end at `to`: a string or key may be read past it.
   */
  constructor(text: string, span?: { readonly from: number; readonly to: number; readonly depth: number }) {
    this.state = {
      text,
      end: span ? span.to : text.length,
      limit: MAX_NESTING - (span?.depth ?? 0),
      // A UTF-8 byte order mark (Windows editors write one) is not JSON, but it is no error either:
      // it stays in the text before the root's range, so the printer keeps it byte for byte.
      pos: span ? span.from : text.charCodeAt(0) === BOM ? 1 : 0,
      depth: 0,
      done: false,
      root: undefined,
      isObject: [],
      starts: [],
      ids: [],
      lists: [],
      counts: [],
      keys: [],
      keyStarts: [],
      keyEnds: [],
    };
  }

  /** The root once `run` has returned true; undefined when the text is not JSON. */
  get root(): JsonNode | undefined {
    return this.state.root;
  }

  /**
   * Read on until the end (true: `root` is the answer) or until `shouldYield()`, asked every
   * 2,048 values, says to stop (false: call again to go on).
   */
  run(shouldYield: () => boolean): boolean {
    return this.state.done || readValues(this.state, shouldYield);
  }
}

/** The loop of FastParser.run: position and depth in locals (registers), copied back at a pause. */
function readValues(s: ParseState, shouldYield: () => boolean): boolean {
  const text = s.text;
  const n = s.end;
  const limit = s.limit;
  let i = s.pos;
  let c = 0;
  const { isObject, starts, ids, lists, counts, keys, keyStarts, keyEnds } = s;
  let depth = s.depth;
  let left = CHECK_EVERY;
  // `at`: how many containers are open where the text is refused (see refusal in first-error.ts).
  const finish = (root: JsonNode | undefined, at = 0): true => {
    s.done = true;
    s.root = root;
    s.depth = at;
    return true;
  };

  for (;;) {
    // A pause comes only here, between two values: all that is read is in the state's arrays.
    if (--left === 0) {
      left = CHECK_EVERY;
      if (shouldYield()) {
        s.pos = i;
        s.depth = depth;
        return false;
      }
    }
    // A value.
    while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
    if (i >= n) return finish(undefined, depth);
    const start = i;
    let node: JsonNode;
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      // Too deep for the tree's readers (the rules, the printer and the preview recurse): the
      // caller reports the depth and where it passes the limit (see parseJson).
      if (depth >= limit) return finish(undefined, depth);
      const object = c === OPEN_BRACE;
      i++;
      while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
      if (c === (object ? CLOSE_BRACE : CLOSE_BRACKET) && i < n) {
        i++;
        node = object
          ? Object.freeze({ type: 'object', id: nextId(), start, end: i, props: [] })
          : Object.freeze({ type: 'array', id: nextId(), start, end: i, items: [] });
      } else {
        isObject[depth] = object;
        starts[depth] = start;
        ids[depth] = nextId();
        // The children gather in a list kept for this depth and are copied out, exactly sized,
        // when the container closes: a fresh [] grows to room for 17 on its first push, and the
        // unused room of 9,500 lists stayed in the tree (about 1 MB on the 2.4 MB config).
        lists[depth] ??= [];
        counts[depth] = 0;
        depth++;
        if (object) {
          if ((i = readKey(text, i)) < 0) return finish(undefined, depth);
          keys[depth - 1] = key;
          keyStarts[depth - 1] = keyStart;
          keyEnds[depth - 1] = keyEnd;
        }
        continue;
      }
    } else if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return finish(undefined, depth);
      const value = escaped ? unescape(text, start, end) : text.slice(start + 1, end - 1);
      if (value === undefined) return finish(undefined, depth);
      i = end;
      node = { type: 'string', id: nextId(), start, end: i, value };
    } else if (c === 116 && text.startsWith('true', i)) {
      i += 4;
      node = { type: 'boolean', id: nextId(), start, end: i, value: true };
    } else if (c === 102 && text.startsWith('false', i)) {
      i += 5;
      node = { type: 'boolean', id: nextId(), start, end: i, value: false };
    } else if (c === 110 && text.startsWith('null', i)) {
      i += 4;
      node = { type: 'null', id: nextId(), start, end: i, value: null };
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) j++;
        else break;
      }
      const raw = text.slice(i, j);
      if (!NUMBER.test(raw)) return finish(undefined, depth);
      i = j;
      node = { type: 'number', id: nextId(), start, end: i, value: Number(raw) };
    } else return finish(undefined, depth);

    // Attach the value to its container, then close every container that ends right after it.
    for (;;) {
      if (depth === 0) {
        while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
        return finish(i >= n ? node : undefined); // text after the value is an error
      }
      const d = depth - 1;
      const object = isObject[d];
      lists[d][counts[d]++] = object ? { key: keys[d], keyStart: keyStarts[d], keyEnd: keyEnds[d], value: node } : node;
      while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
      if (i >= n) return finish(undefined, depth);
      if (c === COMMA) {
        i++;
        if (object) {
          if ((i = readKey(text, i)) < 0) return finish(undefined, depth);
          keys[d] = key;
          keyStarts[d] = keyStart;
          keyEnds[d] = keyEnd;
        }
        break; // the next value ("[1,]" fails there: "]" is not a value)
      }
      if (c !== (object ? CLOSE_BRACE : CLOSE_BRACKET)) return finish(undefined, depth);
      i++;
      depth = d;
      node = object
        ? Object.freeze({ type: 'object', id: ids[d], start: starts[d], end: i, props: lists[d].slice(0, counts[d]) as JsonProp[] })
        : Object.freeze({ type: 'array', id: ids[d], start: starts[d], end: i, items: lists[d].slice(0, counts[d]) as JsonNode[] });
    }
  }
}

// What the helpers below found last. Module state instead of closures: a closure over the
// parser's position would move it out of a register into a context slot on every step.
let escaped = false;
let key = '';
let keyStart = 0;
let keyEnd = 0;

/** The end of the string that starts at `i` (after its closing quote), or -1; sets `escaped`. */
function stringEnd(text: string, i: number): number {
  const n = text.length;
  let j = i + 1;
  escaped = false;
  for (;;) {
    // Nearly every character of a page path (letters, digits, slashes, dashes, dots) passes
    // here, with no bound check: past the end charCodeAt gives NaN, which fails it and is
    // caught below. Testing "past the backslash" first left the slashes, dashes, digits and
    // capitals to four more comparisons each: the parse took 7-13% longer in Node
    // (scratch/parseab2.mts on crewAI, firecrawl and dify, interleaved in one process).
    const d = text.charCodeAt(j);
    if (d > QUOTE && d !== BACKSLASH) {
      j++;
      continue;
    }
    if (j >= n) return -1;
    if (d === QUOTE) return j + 1;
    if (d === BACKSLASH) {
      escaped = true;
      j += 2;
    } else if (d < SPACE) return -1;
    else j++;
  }
}

/** The value of a string holding escapes (JSON.parse decodes and validates them), or undefined. */
function unescape(text: string, start: number, end: number): string | undefined {
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return undefined;
  }
}

// The last key seen for each small hash of a key's length and characters: a config repeats a
// dozen keys ("group", "pages", "icon"...) thousands of times, and one string per key spares
// the garbage collector 12,000 copies on the largest corpus config.
const recentKeys: string[] = new Array(256).fill('');

/** The key text[a..b), as the same string as the last time it was read when it is that one. */
function internKey(text: string, a: number, b: number): string {
  const n = b - a;
  if (n === 0 || n > 24) return text.slice(a, b);
  const h = (n * 7 + text.charCodeAt(a) * 31 + text.charCodeAt(b - 1)) & 255;
  const k = recentKeys[h];
  if (k.length === n && text.startsWith(k, a)) return k;
  return (recentKeys[h] = internalized(text.slice(a, b)));
}

/**
 * The engine's own copy of `s`, the one every string literal with its text is (a property
 * name comes back from for...in as that copy): the index and the rules compare keys with
 * literals (`key === 'pages'`) and look them up in Sets of key names some 100,000 times on the
 * largest config, and two such copies compare by one pointer, not by their characters. Also a
 * copy of its own: a key of 13 to 24 characters sliced from the text was a view that kept the
 * whole text alive in `recentKeys` after its document was gone. Run once per key the table has
 * not seen (a few dozen per document).
 */
function internalized(s: string): string {
  const o: Record<string, true> = Object.create(null);
  o[s] = true;
  for (const k in o) return k;
  return s;
}

/** Read `"key":` from `i` into `key`, `keyStart`, `keyEnd`; returns the offset after the colon, or -1. */
function readKey(text: string, i: number): number {
  const n = text.length;
  let c = 0;
  while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
  if (i >= n || c !== QUOTE) return -1;
  const end = stringEnd(text, i);
  if (end < 0) return -1;
  const value = escaped ? unescape(text, i, end) : internKey(text, i + 1, end - 1);
  if (value === undefined) return -1;
  key = value;
  keyStart = i;
  keyEnd = end;
  i = end;
  while (i < n && ((c = text.charCodeAt(i)) === SPACE || c === LF || c === CR || c === TAB)) i++;
  if (i >= n || c !== COLON) return -1;
  return i + 1;
}
