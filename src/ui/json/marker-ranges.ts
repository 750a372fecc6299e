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
 * A text marks are placed in, read around the places asked (the JSON pane's Monaco model: see
 * markedModel in quick-fixes.ts, which never builds the whole text): its length, a stretch of
 * characters, where the line holding an offset ends, and the 1-based line and column of an offset.
 */
export interface MarkedText {
  readonly length: number;
  /** The characters of [from, to). */
  slice(from: number, to: number): string;
  /** Where the line holding `offset` ends: before its line break (a carriage return before a line feed included). */
  lineEnd(offset: number): number;
  /** Where the line after the one holding `offset` starts; the text's length when there is none. */
  nextLine(offset: number): number;
  positionAt(offset: number): { readonly line: number; readonly column: number };
}

/** A MarkedText over a whole string (a printed text, a test's), with its positions from `positionAt`. */
export function markedString(text: string, positionAt: MarkedText['positionAt']): MarkedText {
  return {
    length: text.length,
    slice: (from, to) => text.slice(from, to),
    lineEnd: (from) => {
      let i = text.indexOf('\n', from);
      if (i === -1) i = text.length;
      return i > from && text[i - 1] === '\r' ? i - 1 : i;
    },
    nextLine: (from) => {
      const i = text.indexOf('\n', from);
      return i === -1 ? text.length : i + 1;
    },
    positionAt,
  };
}

/** Where, in a marked text, a diagnostic lies: offset and length, or undefined when it cannot be placed. */
export type PlaceOf = (d: Diagnostic) => { readonly offset: number; readonly length: number } | undefined;

/**
 * Where a range of a text should be underlined. A property is underlined from its key to the
 * end of its value; a value that spans many lines (a whole tab) only on its first line, or on
 * its first two when the first holds nothing but the opening brace, so a problem about an
 * element reads as a mark at its start instead of painting forty lines.
 */
export function underlineRange(t: MarkedText, offset: number, length: number): LineRange {
  let end = offset + length;
  const firstLineEnd = t.lineEnd(offset);
  if (end > firstLineEnd) {
    end = firstLineEnd;
    // (Read only when short: the first line of a minified config is all of it.)
    if (end - offset <= 256 && /^[[{]\s*$/.test(t.slice(offset, end))) {
      // Just "{": take the next line too ("tab": "Guides"), trimmed of its indent and comma.
      const next = t.nextLine(offset);
      if (next < t.length) end = t.lineEnd(next);
    }
    while (end > offset && /[\s,]/.test(t.slice(end - 1, end))) end--;
  }
  if (end === offset && offset < t.length) end = offset + 1; // never an empty, invisible mark
  const a = t.positionAt(offset);
  const b = t.positionAt(end);
  return { startLineNumber: a.line, startColumn: a.column, endLineNumber: b.line, endColumn: b.column };
}

/**
 * The diagnostics of `file` placed in its text, for Monaco markers: `place` says where each lies
 * (the session knows: a JSON path in its printed text, carried past any typing not applied yet;
 * see JsonSync.placeOf). A diagnostic it cannot place gets no marker.
 *
 * @example placeDiagnostics(diagnostics, 'docs.json', text, place).map((p) => ({ ...p.range, message: p.diagnostic.message }))
 */
export function placeDiagnostics(diagnostics: readonly Diagnostic[], file: string, t: MarkedText, place: PlaceOf): PlacedDiagnostic[] {
  const out: PlacedDiagnostic[] = [];
  diagnostics.forEach((d, index) => {
    if (d.file !== file) return;
    const at = place(d);
    if (at) out.push({ diagnostic: d, index, range: underlineRange(t, at.offset, at.length) });
  });
  return out;
}
