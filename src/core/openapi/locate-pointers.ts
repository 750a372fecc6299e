import { EVENT_ID, getScalarValue, parseEvents, type Event } from 'js-yaml';
import { fastParse } from '../parse/fast-parse';
import { rangeOfPath } from '../parse/range-of-path';
import { computeLineStarts, positionInText, type Position } from '../parse/source-file';
import { pointerSegments, toPointer } from './json-pointer';

export { pointerSegments, toPointer };

/**
 * Line and column of JSON pointers in a document's text, JSON or YAML. A pointer that does not
 * exist in the text (a property the schema says is missing, or content inlined from another
 * file) gets the place of its nearest existing ancestor. Run only for documents with problems:
 * it reads the whole text again, with source positions this time.
 *
 * @example locatePointers('a:\n  b: 1\n', 'yaml', ['/a/b']).get('/a/b') // { line: 2, column: 3 }
 */
export function locatePointers(text: string, format: 'json' | 'yaml', pointers: readonly string[]): Map<string, Position> {
  const out = new Map<string, Position>();
  if (pointers.length === 0) return out;
  if (format === 'json') {
    // The strict parser's tree and its offsets, not jsonc-parser's tolerant one: a document read
    // as JSON parsed with JSON.parse, and the worker's first JavaScript stays without jsonc-parser.
    // A pointer points at its property's key, or at the item; a missing one at its nearest
    // existing ancestor; a key written twice at its last occurrence (what JSON.parse keeps).
    const root = fastParse(text);
    const starts = computeLineStarts(text);
    for (const p of pointers) {
      const offset = root
        ? rangeOfPath(
            root,
            pointerSegments(p).map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
          ).start
        : 0;
      const pos = positionInText(starts, offset);
      out.set(p, { line: pos.line, column: pos.column });
    }
    return out;
  }
  let events: Event[];
  try {
    events = parseEvents(text, { maxDepth: 10000 });
  } catch {
    return out;
  }
  // Offsets of every node on the way to a wanted pointer, keyed by its own pointer.
  const wanted = new Set<string>(['']);
  for (const p of pointers) {
    const segs = pointerSegments(p);
    for (let i = 1; i <= segs.length; i++) wanted.add(toPointer(segs.slice(0, i)));
  }
  const offsets = walkEvents(text, events, wanted);
  const starts = computeLineStarts(text);
  for (const p of pointers) {
    const segs = pointerSegments(p);
    for (let n = segs.length; n >= 0; n--) {
      const off = offsets.get(toPointer(segs.slice(0, n)));
      if (off !== undefined) {
        out.set(p, positionInText(starts, off));
        break;
      }
    }
  }
  return out;
}

interface Frame {
  readonly kind: 'map' | 'seq';
  /** This collection's pointer, or undefined when it is off every wanted path. */
  readonly pointer: string | undefined;
  index: number;
  /** In a mapping: the key just read (undefined while a key is expected). */
  key: string | undefined;
  keyOffset: number;
  /** A collection used as a mapping key (legal YAML, never seen in OpenAPI): skipped. */
  readonly isKey?: boolean;
}

/** One pass over the YAML events, recording the offset of each node whose pointer is wanted. */
function walkEvents(text: string, events: readonly Event[], wanted: ReadonlySet<string>): Map<string, number> {
  const offsets = new Map<string, number>();
  const stack: Frame[] = [];
  // The pointer and offset a node starting now would have (undefined pointer: not wanted).
  const place = (start: number): { pointer: string | undefined; offset: number } => {
    const top = stack[stack.length - 1];
    if (!top) return { pointer: '', offset: start };
    if (top.pointer === undefined) return { pointer: undefined, offset: start };
    const seg = top.kind === 'seq' ? String(top.index) : top.key!;
    const pointer = top.pointer + '/' + seg.replace(/~/g, '~0').replace(/\//g, '~1');
    // A mapping value is placed at its key, where a reader looks for it.
    return { pointer: wanted.has(pointer) ? pointer : undefined, offset: top.kind === 'map' ? top.keyOffset : start };
  };
  // After a value: the parent expects its next key or item.
  const done = () => {
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.kind === 'seq') top.index++;
    else top.key = undefined;
  };
  for (const ev of events) {
    const top = stack[stack.length - 1];
    const readingKey = top?.kind === 'map' && top.key === undefined;
    if (ev.type === EVENT_ID.SCALAR) {
      if (readingKey) {
        top.key = top.pointer === undefined ? '' : getScalarValue(text, ev);
        top.keyOffset = ev.valueStart;
        continue;
      }
      const { pointer, offset } = place(ev.valueStart);
      if (pointer !== undefined) offsets.set(pointer, offset);
      done();
    } else if (ev.type === EVENT_ID.MAPPING || ev.type === EVENT_ID.SEQUENCE) {
      if (readingKey) {
        // A complex key: skip its content by treating it as an unwanted collection.
        stack.push({
          kind: ev.type === EVENT_ID.MAPPING ? 'map' : 'seq',
          pointer: undefined,
          index: 0,
          key: undefined,
          keyOffset: ev.start,
          isKey: true,
        });
        top.key = '';
        continue;
      }
      const { pointer, offset } = place(ev.start);
      if (pointer !== undefined) offsets.set(pointer, offset);
      stack.push({ kind: ev.type === EVENT_ID.MAPPING ? 'map' : 'seq', pointer, index: 0, key: undefined, keyOffset: ev.start });
    } else if (ev.type === EVENT_ID.ALIAS) {
      if (readingKey) top.key = '';
      else done();
    } else if (ev.type === EVENT_ID.POP) {
      if (stack.length === 0) continue;
      const popped = stack.pop()!;
      // The parent now expects this key's value, not its next key.
      if (!popped.isKey) done();
    }
  }
  return offsets;
}
