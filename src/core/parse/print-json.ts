import type { JsonArray, JsonNode, JsonObject } from '../model/json-node';
import { lineIndentAt, type SourceFile } from './source-file';

/**
 * Print a (possibly edited) node tree back to text, keeping every untouched byte.
 *
 * How: a node that is the very object the parser made (immer keeps untouched subtrees
 * identical) is copied from the original text. A changed container is written again from its
 * original pieces: each child keeps the whitespace that led up to it and followed it, so blank
 * lines and one-line arrays survive, and only the changed children are written anew. A child
 * that moved from elsewhere is re-indented to its new depth; new nodes are written in the
 * file's own indent unit and line ending. With no edit at all the result is the input, byte
 * for byte.
 *
 * @example
 * const { file } = parseJson(text);
 * const edited = produce(file.root, draft => { ... });
 * printJson(file, edited); // only the edited lines differ from `text`
 */
export function printJson(file: SourceFile, root: JsonNode): string {
  if (root === file.root) return file.text;
  const printer = new Printer(file);
  if (!file.root || !file.root.range) {
    printer.emit(root);
    return printer.out.join('') + file.eol;
  }
  const [start, end] = file.root.range;
  printer.push(file.text.slice(0, start));
  printer.emit(root);
  printer.push(file.text.slice(end));
  return printer.out.join('');
}

/** Replace the indent `from` by `to` at the start of every line after the first. */
function reindent(s: string, from: string, to: string): string {
  if (from === to || s.indexOf('\n') === -1) return s;
  return s
    .split('\n')
    .map((line, i) => (i > 0 && line.startsWith(from) ? to + line.slice(from.length) : line))
    .join('\n');
}

/** The lead trimmed to its last line break: "\n\n    " -> "\n    " (a template for new children). */
function normalizeLead(lead: string): string {
  const i = lead.lastIndexOf('\n');
  if (i === -1) return lead;
  const cr = i > 0 && lead[i - 1] === '\r' ? 1 : 0;
  return lead.slice(i - cr);
}

interface Piece {
  /** Start of the child (the key for a property) and end of its value. */
  start: number;
  end: number;
}

class Printer {
  out: string[] = [];
  private indent = '';

  constructor(private readonly file: SourceFile) {}

  push(s: string): void {
    if (!s) return;
    this.out.push(s);
    const nl = s.lastIndexOf('\n');
    if (nl !== -1) {
      let j = nl + 1;
      while (j < s.length && (s[j] === ' ' || s[j] === '\t')) j++;
      this.indent = s.slice(nl + 1, j);
    }
  }

  emit(node: JsonNode): void {
    const o = this.file.origin.get(node.id);
    if (o && o.node === node && node.range) {
      const text = this.file.text.slice(node.range[0], node.range[1]);
      this.push(reindent(text, lineIndentAt(this.file.text, node.range[0]), this.indent));
      return;
    }
    if (node.type === 'object' || node.type === 'array') {
      const orig = o?.node;
      if (orig && orig.type === node.type && orig.range) this.emitWithOrigin(node, orig as typeof node);
      else this.emitFresh(node);
      return;
    }
    // A scalar equal to its original (e.g. restored by undo, which clones patch values) keeps
    // its original spelling: escapes and number formats stay as the user wrote them.
    if (o && o.node.type === node.type && (o.node as { value: unknown }).value === node.value && o.node.range) {
      this.push(this.file.text.slice(o.node.range[0], o.node.range[1]));
      return;
    }
    this.push(JSON.stringify(node.value));
  }

  private emitFresh(node: JsonObject | JsonArray): void {
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
    const count = node.type === 'object' ? node.props.length : node.items.length;
    if (count === 0) {
      this.push(open + close);
      return;
    }
    const base = this.indent;
    const lead = this.file.eol + base + this.file.indentUnit;
    this.push(open);
    for (let i = 0; i < count; i++) {
      this.push(lead);
      this.emitChild(node, i, ': ');
      if (i < count - 1) this.push(',');
    }
    this.push(this.file.eol + base + close);
  }

  private emitChild(node: JsonObject | JsonArray, i: number, separator: string, keyText?: string): void {
    if (node.type === 'array') {
      this.emit(node.items[i]);
      return;
    }
    const prop = node.props[i];
    this.push((keyText ?? JSON.stringify(prop.key)) + separator);
    this.emit(prop.value);
  }

  private emitWithOrigin(node: JsonObject | JsonArray, orig: JsonObject | JsonArray): void {
    const text = this.file.text;
    const [oStart, oEnd] = orig.range!;
    const from = lineIndentAt(text, oStart);
    const to = this.indent;
    const R = (s: string) => reindent(s, from, to);
    const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];

    const pieces: Piece[] =
      orig.type === 'object'
        ? orig.props.map((p) => ({ start: p.keyRange![0], end: p.value.range![1] }))
        : orig.items.map((n) => ({ start: n.range![0], end: n.range![1] }));
    const n = pieces.length;
    const commas: number[] = [];
    for (let j = 0; j < n - 1; j++) commas.push(text.indexOf(',', pieces[j].end));
    const leadOf = (j: number) => text.slice(j === 0 ? oStart + 1 : commas[j - 1] + 1, pieces[j].start);
    const tailOf = (j: number) => (j < n - 1 ? text.slice(pieces[j].end, commas[j]) : '');

    const count = node.type === 'object' ? node.props.length : node.items.length;
    if (count === 0) {
      this.push(open + close);
      return;
    }
    let defaultLead: string;
    let closeTrivia: string;
    if (n === 0) {
      defaultLead = this.file.eol + to + this.file.indentUnit;
      closeTrivia = this.file.eol + to;
    } else {
      // The second child's lead is the separator style ("\n    " or " "); the first child's lead of
      // a one-line container is "" (right after the bracket), so a lone child implies " ".
      const sample = n > 1 ? leadOf(1) : leadOf(0);
      defaultLead = R(n > 1 || sample.includes('\n') ? normalizeLead(sample) : ' ');
      closeTrivia = text.slice(pieces[n - 1].end, oEnd - 1);
    }

    // Which original child each new child was: by id for items, by key for properties.
    const origIndex = this.matchChildren(node, orig);
    let separator = ': ';
    if (orig.type === 'object' && orig.props.length) {
      const p = orig.props[0];
      separator = text.slice(p.keyRange![1], p.value.range![0]);
    }

    this.push(open);
    for (let i = 0; i < count; i++) {
      const j = origIndex[i];
      this.push(this.leadFor(i, j, (k) => R(leadOf(k)), defaultLead, n));
      if (node.type === 'object' && j >= 0) {
        const op = (orig as JsonObject).props[j];
        this.emitChild(node, i, text.slice(op.keyRange![1], op.value.range![0]), text.slice(op.keyRange![0], op.keyRange![1]));
      } else {
        this.emitChild(node, i, separator);
      }
      if (i < count - 1) this.push((j >= 0 ? R(tailOf(j)) : '') + ',');
    }
    this.push(R(closeTrivia) + close);
  }

  /**
   * The whitespace before the child now at position `i` (originally at `j`, -1 when new here).
   * The first position keeps the container's first lead ("" right after the bracket of a
   * one-line array); a child that leaves the first position takes the separator style instead.
   * `leadOf` gives original leads already re-indented; `defaultLead` is final.
   */
  private leadFor(i: number, j: number, leadOf: (j: number) => string, defaultLead: string, n: number): string {
    if (i === 0 && n > 0) return j > 0 && leadOf(j).includes('\n') ? leadOf(j) : leadOf(0);
    if (j > 0) return leadOf(j);
    if (j === 0) return leadOf(0).includes('\n') ? leadOf(0) : defaultLead;
    return defaultLead;
  }

  private matchChildren(node: JsonObject | JsonArray, orig: JsonObject | JsonArray): number[] {
    if (node.type === 'array') {
      const origArr = orig as JsonArray;
      const pos = new Map<number, number>();
      origArr.items.forEach((it, j) => pos.set(it.id, j));
      return node.items.map((it) => pos.get(it.id) ?? -1);
    }
    const origObj = orig as JsonObject;
    const used = new Set<number>();
    return node.props.map((p) => {
      for (let j = 0; j < origObj.props.length; j++) {
        if (!used.has(j) && origObj.props[j].key === p.key && origObj.props[j].keyRange) {
          used.add(j);
          return j;
        }
      }
      return -1;
    });
  }
}
