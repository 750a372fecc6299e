import { visit, type JSONVisitor, type ParseErrorCode } from 'jsonc-parser';
import { FastParser, fastParse, MAX_NESTING } from './fast-parse';
import { tooDeep } from './too-deep';

export { MAX_NESTING };
export { tooDeep };
import { nextId, type JsonNode, type JsonProp } from '../model/json-node';
import {
  computeLineStarts,
  detectEol,
  detectIndentUnit,
  positionInText,
  LineMap,
  OriginTable,
  type Position,
  type SourceFile,
} from './source-file';
import { formatCount } from '../model/format-count';

/** A syntax error in the text, with where it is and what to do. */
export interface SyntaxProblem {
  message: string;
  offset: number;
  length: number;
  position: Position;
}

export interface ParseResult {
  /** The file with its node tree; `root` is undefined when the text is not JSON. */
  file: SourceFile;
  errors: SyntaxProblem[];
}

// By jsonc-parser's ParseErrorCode (InvalidSymbol is 1 ... InvalidCharacter 16), not through
// its printParseErrorCode: that names every code in a switch the page would load for nothing.
const ERROR_TEXT: readonly string[] = [
  '',
  'unexpected character',
  'this number is not valid JSON',
  'a property name in double quotes is expected',
  'a value is expected',
  'a colon ":" is expected after the property name',
  'a comma "," is expected between entries',
  'a closing brace "}" is expected',
  'a closing bracket "]" is expected',
  'the JSON value has ended but more text follows',
  'comments are not allowed in docs.json',
  'a comment is not closed',
  'a string is not closed: add the closing double quote',
  'a number ends unexpectedly',
  'an invalid unicode escape',
  'an invalid escape character in a string',
  'a control character inside a string: escape it',
];

interface Frame {
  kind: 'object' | 'array';
  start: number;
  id: number;
  props: JsonProp[];
  items: JsonNode[];
  pendingKey?: string;
  pendingKeyStart?: number;
  pendingKeyEnd?: number;
}

/**
 * Parse docs.json text into a node tree with source ranges. Strict JSON: comments and
 * trailing commas are reported as errors (the site generator reads plain JSON). Never
 * throws; on a syntax error `file.root` is undefined and `errors` says where and why (the first
 * 50; with `firstError`, the first only, and the tolerant parser stops there. The JSON pane
 * takes the same first error a shorter way, from where the fast parser stopped: see
 * parseJsonFirstError in ./first-error.ts).
 *
 * @example
 * const { file, errors } = parseJson('{"navigation": {"pages": ["index"]}}', 'docs.json');
 */
export function parseJson(text: string, path = 'docs.json', opts: { firstError?: boolean } = {}): ParseResult {
  return parseJsonFrom(text, path, text.length ? fastParse(text) : undefined, opts.firstError ? 1 : MAX_ERRORS);
}

/** A parse that goes on in slices: see parseJsonInSlices. */
export interface SlicedParse {
  /** Parse on until done (the result) or until `shouldYield()` says to stop (undefined: call again). */
  step(shouldYield: () => boolean): ParseResult | undefined;
}

/**
 * parseJson in slices, for a text too large to parse in one task (the app's open of a 40 MB
 * docs.json): each `step` reads on until `shouldYield()` says to stop, and the last one gives
 * what parseJson gives. Text that is not JSON is parsed again by the tolerant parser, in the
 * last step, for its messages.
 *
 * @example
 * const p = parseJsonInSlices(text, 'docs.json');
 * let r; while (!(r = p.step(() => performance.now() > sliceEnd))) await nextTask();
 */
export function parseJsonInSlices(text: string, path = 'docs.json'): SlicedParse {
  const fast = new FastParser(text);
  let result: ParseResult | undefined;
  return {
    step(shouldYield) {
      if (!result && (!text.length || fast.run(shouldYield))) result = parseJsonFrom(text, path, text.length ? fast.root : undefined);
      return result;
    },
  };
}

/** parseJson, given what the fast parser made of the text (undefined: it is not JSON, or empty). */
export function parseJsonFrom(
  text: string,
  path: string,
  fast: JsonNode | undefined,
  maxErrors = MAX_ERRORS,
  shorter?: ShorterScan,
): ParseResult {
  const errors: SyntaxProblem[] = [];
  let lineStarts: number[] | undefined;
  const stack: Frame[] = [];
  let root: JsonNode | undefined;

  const attach = (node: JsonNode) => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (root === undefined) root = node;
      return;
    }
    if (top.kind === 'array') top.items.push(node);
    else if (top.pendingKey !== undefined) {
      top.props.push(Object.freeze({ key: top.pendingKey, keyStart: top.pendingKeyStart, keyEnd: top.pendingKeyEnd, value: node }));
      top.pendingKey = undefined;
    }
  };

  const deep = fast ? undefined : tooDeep(text, MAX_NESTING, shorter?.from, shorter?.open);
  if (fast) {
    root = fast;
  } else if (text.trim() === '') {
    errors.push({ message: 'line 1, column 1: the file is empty', offset: 0, length: 0, position: { line: 1, column: 1 } });
  } else if (deep) {
    // Before the tolerant parser, which recurses once per level.
    lineStarts = computeLineStarts(text);
    const position = positionInText(lineStarts, deep.offset);
    errors.push({
      message: `line ${position.line}, column ${position.column}: objects and arrays nest ${formatCount(deep.depth)} levels deep here, and docsnav reads at most ${MAX_NESTING}. A docs.json nests a few dozen levels at most: remove the extra brackets`,
      offset: deep.offset,
      length: 1,
      position,
    });
  } else {
    // A byte order mark stays in the text (and on export) but is no JSON: this scanner sees a space.
    const scanned = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
    const onError = (error: ParseErrorCode, offset: number, length: number) => {
      lineStarts ??= computeLineStarts(text);
      const position = positionInText(lineStarts, offset);
      errors.push({
        message: `line ${position.line}, column ${position.column}: ${ERROR_TEXT[error] || `syntax error ${error}`}`,
        offset,
        length,
        position,
      });
      if (errors.length >= maxErrors) throw ENOUGH;
    };
    // The errors alone first: the text the fast parser refused has some, and then no tree is
    // made (half the cost: 20 ms against 46 on the largest corpus config, at every pause in
    // typing while the JSON pane's text does not parse). Without any, the tree as well.
    // A shorter way to the first error, when the caller has one (see first-error.ts); else all of the text.
    if (!shorter?.firstError(onError)) {
      try {
        visit(scanned, { onError }, VISIT_OPTIONS);
      } catch (e) {
        if (e !== ENOUGH) throw e;
      }
    }
    if (errors.length === 0) visit(scanned, treeBuilder(stack, attach), VISIT_OPTIONS);
  }

  if (root === undefined && errors.length === 0) {
    errors.push({ message: 'line 1, column 1: the file is empty', offset: 0, length: 0, position: { line: 1, column: 1 } });
  }
  const file: SourceFile = {
    path,
    text,
    root: errors.length ? undefined : root,
    origin: new OriginTable(errors.length ? undefined : root),
    eol: detectEol(text),
    indentUnit: detectIndentUnit(text),
    lines: new LineMap(text, lineStarts),
  };
  return { file, errors };
}

/** What reports the tolerant parser's errors, by code and offset in the text. */
export type OnSyntaxError = (error: ParseErrorCode, offset: number, length: number) => void;

/**
 * A shorter way through a text the fast parser refused (see first-error.ts): the text is JSON
 * up to `from`, with `open` containers open there (the depth check starts there), and
 * `firstError` finds its first syntax error and reports it (true), or reports nothing (false:
 * the whole text is scanned).
 */
export interface ShorterScan {
  readonly from: number;
  readonly open: number;
  firstError(onError: OnSyntaxError): boolean;
}

/** The most syntax errors one parse reports. */
const MAX_ERRORS = 50;
/** Thrown from the tolerant parser's onError to stop it once it has given enough errors. */
export const ENOUGH = new Error('enough syntax errors');

export const VISIT_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** The tolerant parser's callbacks that build the node tree: open containers on `stack`, each value given to `attach`. */
function treeBuilder(stack: Frame[], attach: (node: JsonNode) => void): JSONVisitor {
  // An object's or array's end: its node, frozen with its children.
  const close = (offset: number, length: number) => {
    const f = stack.pop()!;
    const end = offset + length;
    attach(
      f.kind === 'object'
        ? Object.freeze({ type: 'object', id: f.id, start: f.start, end, props: Object.freeze(f.props) })
        : Object.freeze({ type: 'array', id: f.id, start: f.start, end, items: Object.freeze(f.items) }),
    );
  };
  return {
    onObjectBegin(offset) {
      stack.push({ kind: 'object', start: offset, id: nextId(), props: [], items: [] });
    },
    onObjectProperty(property, offset, length) {
      const top = stack[stack.length - 1];
      top.pendingKey = property;
      top.pendingKeyStart = offset;
      top.pendingKeyEnd = offset + length;
    },
    onObjectEnd: close,
    onArrayBegin(offset) {
      stack.push({ kind: 'array', start: offset, id: nextId(), props: [], items: [] });
    },
    onArrayEnd: close,
    onLiteralValue(value, offset, length) {
      const type = value === null ? 'null' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';
      attach(Object.freeze({ type, id: nextId(), start: offset, end: offset + length, value }) as JsonNode);
    },
  };
}
