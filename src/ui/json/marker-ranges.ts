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

/** A text marks are placed in: its characters, and the 1-based line and column of an offset. */
export interface MarkedText {
  readonly text: string;
  positionAt(offset: number): { readonly line: number; readonly column: number };
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
  const text = t.text;
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
  const a = t.positionAt(offset);
  const b = t.positionAt(end);
  return { startLineNumber: a.line, startColumn: a.column, endLineNumber: b.line, endColumn: b.column };
}

function lineEnd(text: string, from: number): number {
  let i = text.indexOf('\n', from);
  if (i === -1) i = text.length;
  return i > from && text[i - 1] === '\r' ? i - 1 : i;
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
