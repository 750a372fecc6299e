import type { Edit } from 'jsonc-parser';
import type { PathSegment } from '../model/json-path';
import type { DocFile } from '../model/workspace';
import { printWithEdits, type PrintResult } from '../parse/print-json';
import type { PathRange } from '../parse/range-of-path';
import { lineStartsOf, type Position, type SourceFile } from '../parse/source-file';
import { composeEdits, editBetween, lineStartsAfter } from '../parse/text-edits';
import { EditedLines } from '../parse/edited-lines';

/**
 * The text of each file the session printed last, by path: what the next print of that file
 * states its edit against. Per session, carried from value to value of the printed field.
 */
export type PrintLog = Map<string, PrintedText>;

/**
 * One version of a file as text: printed once, on first use (a version nobody reads is never
 * printed; one that everybody reads, the JSON pane, the problems and autosave, is printed
 * once), with the edits that made it from the text the session printed before it (`previous`),
 * its line map, and where each JSON path lies in it. The one way, in the app and the CLI, from a
 * JSON path to a place in the text.
 *
 * The edits come from the printer (`printWithEdits` tells what it changed in the source; two
 * prints of one source compose): nothing is diffed, except when the file's source itself was
 * replaced (the JSON pane's own text became the file): then there are only the two texts.
 */
export class PrintedText {
  private printed: PrintResult | undefined;
  /**
   * The print before this one (its text joined only if asked: joining the 40 MB text of a
   * 368,000-page config took 63-78 ms, on every edit's first print), and its line map when it
   * had one: only those, so no chain of versions is kept.
   */
  private prevPrinted: PrintResult | undefined;
  private prevStarts: EditedLines | undefined;
  private editsFrom: readonly Edit[] | undefined;
  private starts: EditedLines | undefined;

  constructor(
    readonly doc: DocFile,
    private readonly log: PrintLog,
  ) {}

  get path(): string {
    return this.doc.path;
  }

  /** The file's text, as Export writes it. */
  get text(): string {
    return this.result().text;
  }

  /**
   * The edits that turn the file's source text (`doc.source.text`) into `text`, ascending:
   * autosave stores a large file from the runs they leave, without joining the 40 MB text.
   */
  get sourceEdits(): readonly Edit[] {
    return this.result().edits;
  }

  /** The text the session printed for this file before this one (the one `edits` apply to); undefined for the first. */
  get previous(): string | undefined {
    this.result();
    return this.prevPrinted?.text;
  }

  /** The edits that turn `previous` into `text`, in `previous`'s offsets, ascending: what the JSON pane applies. */
  get edits(): readonly Edit[] {
    this.result();
    return this.editsFrom ?? [];
  }

  /**
   * Offsets where the lines of `text` start: the last version's moved by the edits since, else
   * the source's (computed once per source) moved by the edits from it. Never the printed
   * text's own: when the version before had not been asked for its lines (autosave had printed
   * it, nobody had read a line of it), a drop at 16x the largest corpus config computed the
   * 800,000 line starts of its 40 MB text from scratch, 100-500 ms in Chromium.
   */
  lineStarts(): EditedLines {
    if (this.starts) return this.starts;
    const r = this.result();
    // The source's as it is when the print made no edit to it (the version as opened).
    if (this.prevStarts && this.editsFrom && r.edits.length) this.starts = lineStartsAfter(this.prevStarts, this.editsFrom);
    else this.starts = lineStartsAfter(lineStartsOf(this.doc.source), r.edits);
    this.prevStarts = undefined;
    return this.starts;
  }

  /** 1-based line and column of an offset of `text`. */
  positionAt(offset: number): Position {
    return this.lineStarts().positionAt(offset);
  }

  /**
   * Where a JSON path lies in `text`: a property from its key to the end of its value, an item
   * as itself, the nearest existing ancestor (`exact: false`) for a path that does not exist.
   */
  rangeOfPath(path: readonly PathSegment[]): PathRange {
    return this.result().layout.rangeOfPath(this.doc.root, path);
  }

  /** The 1-based line where a JSON path starts in `text`. */
  lineOfPath(path: readonly PathSegment[]): number {
    return this.positionAt(this.rangeOfPath(path).start).line;
  }

  private result(): PrintResult {
    if (this.printed) return this.printed;
    const r = printWithEdits(this.doc.source, this.doc.root);
    const last = this.log.get(this.doc.path);
    if (last && last !== this && last.printed) {
      this.prevPrinted = last.printed;
      this.prevStarts = last.starts;
      if (last.doc.source === this.doc.source) this.editsFrom = composeEdits(this.doc.source.text, last.printed.edits, r.edits);
      else {
        // Made from the last one's source by a known edit, both printed as their sources' texts: that edit.
        const made = madeBy.get(this.doc.source);
        const e =
          made?.from === last.doc.source && !last.printed.edits.length && !r.edits.length
            ? made.edit
            : editBetween(last.printed.text, r.text);
        this.editsFrom = e ? [e] : [];
      }
    }
    this.log.set(this.doc.path, this);
    this.printed = r;
    return r;
  }
}

/**
 * Sources made from another by one known edit of its text: the JSON pane's text became the
 * file's source with its tree's offsets moved (whitespace-edit.ts retexted sets it, and takes
 * out the one before's, so no chain of versions is kept). The print of such a source states
 * that edit from the print of the one before, instead of comparing the two texts: the new text
 * is made of pieces of the old one, and comparing joined it (2.4 MB of memory written on the
 * largest corpus config) and read half of each, in the task of every pause in typing.
 */
export const madeBy = new WeakMap<SourceFile, { readonly from: SourceFile; readonly edit: Edit }>();
