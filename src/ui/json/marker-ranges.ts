import type { JsonNode } from '../../core/model/json-node';
import { createLocator } from '../../core/parse/locate';
import { parseJson } from '../../core/parse/parse-json';
import { rangeOfPath } from '../../core/parse/range-of-path';
import { computeLineStarts, positionInText } from '../../core/parse/source-file';
import type { PathSegment } from '../../core/model/nav-index';
import type { Diagnostic } from '../../core/rules/diagnostic';

/** A range in Monaco's terms: 1-based lines and columns, end exclusive. */
export interface LineRange {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

/** A diagnostic placed in one file's text: where to underline it, and its index in the input. */
export interface PlacedDiagnostic {
  readonly diagnostic: Diagnostic;
  /** Index into the diagnostics given, so a code action finds its fix again. */
  readonly index: number;
  readonly range: LineRange;
}

/**
 * Where a JSON path of a text should be underlined. A property is underlined from its key to
 * the end of its value; a value that spans many lines (a whole tab) only on its first line, or
 * on its first two when the first holds nothing but the opening brace, so a problem about an
 * element reads as a mark at its start instead of painting forty lines.
 */
export function underlineRange(text: string, starts: number[], offset: number, length: number): LineRange {
  let end = offset + length;
  const firstLineEnd = lineEnd(text, offset);
  if (end > firstLineEnd) {
    end = firstLineEnd;
    if (/^[[{]\s*$/.test(text.slice(offset, end))) {
      // Just "{": take the next line too ("tab": "Guides"), trimmed of its indent and comma.
      const next = firstLineEnd + (text[firstLineEnd] === '\r' ? 2 : 1);
      if (next < text.length) end = lineEnd(text, next);
    }
    while (end > offset && /[\s,]/.test(text[end - 1])) end--;
  }
  if (end === offset && offset < text.length) end = offset + 1; // never an empty, invisible mark
  const a = positionInText(starts, offset);
  const b = positionInText(starts, end);
  return { startLineNumber: a.line, startColumn: a.column, endLineNumber: b.line, endColumn: b.column };
}

function lineEnd(text: string, from: number): number {
  let i = text.indexOf('\n', from);
  if (i === -1) i = text.length;
  return i > from && text[i - 1] === '\r' ? i - 1 : i;
}

/**
 * A function from JSON paths to [offset, length] in `text`: from docsnav's own parse when the text
 * is JSON (fast, and no second tree), else from jsonc's tolerant parser, which still finds the
 * paths in text that is being typed and does not parse yet.
 */
function pathLocator(text: string, root?: JsonNode): (path: readonly PathSegment[]) => { offset: number; length: number } {
  const tree = root ?? parseJson(text).file.root;
  if (tree) {
    return (path) => {
      const r = rangeOfPath(tree, path);
      return { offset: r.start, length: r.end - r.start };
    };
  }
  const locate = createLocator(text);
  return (path) => locate(path as PathSegment[]);
}

/**
 * The diagnostics of `file` placed in `text` (the file's current text), for Monaco markers. A
 * path that no longer exists resolves to its nearest existing ancestor, so a problem about a
 * missing key marks the object that lacks it. `root`, when given, is a tree parsed from `text`.
 *
 * @example placeDiagnostics(diagnostics, 'docs.json', text).map((p) => ({ ...p.range, message: p.diagnostic.message }))
 */
export function placeDiagnostics(diagnostics: readonly Diagnostic[], file: string, text: string, root?: JsonNode): PlacedDiagnostic[] {
  const mine = diagnostics.map((d, index) => ({ d, index })).filter(({ d }) => d.file === file);
  if (mine.length === 0) return [];
  const locate = pathLocator(text, root);
  const starts = computeLineStarts(text);
  return mine.map(({ d, index }) => {
    const at = locate(d.path);
    return { diagnostic: d, index, range: underlineRange(text, starts, at.offset, at.length) };
  });
}

/** The range to select when jumping to a JSON path of a text (the problems panel, a reveal). */
export function lineRangeOfPath(text: string, path: readonly PathSegment[]): LineRange {
  const at = pathLocator(text)(path);
  return underlineRange(text, computeLineStarts(text), at.offset, at.length);
}
