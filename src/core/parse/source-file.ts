import type { JsonNode } from '../model/json-node';

/** Where a node sat in the original text: the node itself and the id of its container. */
export interface Origin {
  readonly node: JsonNode;
  readonly parent: number | undefined;
}

/**
 * Where each node of one parse sat: its node and its container's id. Ids of one parse are
 * consecutive, so this is two flat arrays instead of a Map of small objects (the Map version
 * spent most of a 2.4 MB parse in the garbage collector). `get` builds the answer on demand.
 */
export class OriginTable {
  private readonly nodes: (JsonNode | undefined)[] = [];
  private readonly parents: number[] = [];
  /** @param base an id no node of this parse is below (take `nextId()` before parsing). */
  constructor(private readonly base: number) {}

  set(id: number, origin: Origin): void {
    const k = id - this.base;
    if (k < 0) throw new Error('OriginTable: ids must grow within one parse');
    this.nodes[k] = origin.node;
    this.parents[k] = origin.parent ?? -1;
  }

  get(id: number): Origin | undefined {
    const node = this.nodeOf(id);
    if (!node) return undefined;
    const p = this.parents[id - this.base];
    return { node, parent: p < 0 ? undefined : p };
  }

  has(id: number): boolean {
    return this.nodeOf(id) !== undefined;
  }

  /** The node of this id as parsed, or undefined. */
  nodeOf(id: number): JsonNode | undefined {
    const k = id - this.base;
    return k < 0 ? undefined : this.nodes[k];
  }

  /** The id of the container that held this node when parsed. */
  parentOf(id: number): number | undefined {
    const k = id - this.base;
    if (k < 0 || this.nodes[k] === undefined) return undefined;
    const p = this.parents[k];
    return p < 0 ? undefined : p;
  }

  clear(): void {
    this.nodes.length = 0;
    this.parents.length = 0;
  }
}

/**
 * The original text of one file and everything the printer needs to reuse it: the node of
 * each id as parsed (so "unchanged" is an identity check), the file's line ending and indent
 * unit (so new parts are written in the file's own style).
 *
 * WARNING: a SourceFile is frozen and must never be drafted by immer; the store keeps it
 * beside the edited root, not inside it.
 */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
  readonly root: JsonNode | undefined;
  readonly origin: OriginTable;
  readonly eol: '\n' | '\r\n';
  readonly indentUnit: string;
  /** Offsets where lines start, for offset -> line/column. Built lazily. */
  lineStarts?: number[];
}

/** A position for messages: 1-based line and column. */
export interface Position {
  line: number;
  column: number;
}

function lineStartsOf(file: SourceFile): number[] {
  if (file.lineStarts) return file.lineStarts;
  const starts = [0];
  const text = file.text;
  let i = text.indexOf('\n');
  while (i !== -1) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  // Cached on the (otherwise frozen-by-convention) object: computing it is pure.
  (file as { lineStarts?: number[] }).lineStarts = starts;
  return starts;
}

/** 1-based line and column of an offset in the file's text. */
export function positionAt(file: SourceFile, offset: number): Position {
  return positionInText(lineStartsOf(file), offset);
}

/** 1-based line and column of an offset, given the line starts of the text. */
export function positionInText(starts: number[], offset: number): Position {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/** Offsets where each line of `text` starts. */
export function computeLineStarts(text: string): number[] {
  const starts = [0];
  let i = text.indexOf('\n');
  while (i !== -1) {
    starts.push(i + 1);
    i = text.indexOf('\n', i + 1);
  }
  return starts;
}

/** The whitespace at the start of the line that contains `offset`. */
export function lineIndentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let end = lineStart;
  while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++;
  return text.slice(lineStart, Math.min(end, offset));
}

/** Detect the file's line ending: CRLF when its first line break is CRLF. */
export function detectEol(text: string): '\n' | '\r\n' {
  const i = text.indexOf('\n');
  return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * Detect the file's indent unit: the smallest non-empty leading whitespace among the first
 * lines that have any (tabs win when the first indented line uses one). Defaults to 2 spaces.
 */
export function detectIndentUnit(text: string): string {
  let best: string | undefined;
  let seen = 0;
  let pos = 0;
  while (pos < text.length && seen < 200) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    let j = pos;
    while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    if (j > pos && j < end) {
      const ws = text.slice(pos, j);
      if (ws[0] === '\t') return '\t';
      if (!best || ws.length < best.length) best = ws;
      seen++;
    }
    if (nl === -1) break;
    pos = nl + 1;
  }
  return best ?? '  ';
}
