import { propOf, type JsonNode } from '../model/json-node';
import type { PathSegment } from '../model/json-path';

/** Where a JSON path sits in the text a tree was parsed from: [start, end) offsets. */
export interface PathRange {
  readonly start: number;
  readonly end: number;
  /** True when the whole path exists; false when the range is of its nearest existing ancestor. */
  readonly exact: boolean;
  /** Where the value itself starts (after its key, for a property), when the whole path exists. */
  readonly valueStart?: number;
}

/**
 * The range of a JSON path in the text `root` was parsed from, read from the nodes' own ranges: a
 * property from its key to the end of its value, an array item as itself. A path that does not
 * exist resolves to its nearest existing ancestor, so a problem about a missing key points at the
 * object that lacks it. First occurrence wins for duplicate keys, as everywhere in docsnav.
 *
 * Why not `locate.ts`: that parses the text again with jsonc's tree parser (300 ms on the 2.4 MB
 * corpus config); a tree docsnav already parsed, or re-parses with its fast parser (about 25 ms),
 * answers with no second parse. Ranges are only right for nodes the parser made for this text:
 * use the file's source root while it is untouched, or a fresh parse of the printed text.
 *
 * @example rangeOfPath(parseJson(text).file.root!, ['navigation', 'tabs', 0]) // { start: 42, end: 310, exact: true }
 */
export function rangeOfPath(root: JsonNode, path: readonly PathSegment[]): PathRange {
  let node: JsonNode = root;
  let start = root.start ?? 0;
  let end = root.end ?? start;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (node.type === 'object' && typeof seg === 'string') {
      const prop = propOf(node, seg);
      if (!prop) return { start, end, exact: false };
      node = prop.value;
      start = prop.keyStart ?? node.start ?? start;
      end = node.end ?? end;
    } else if (node.type === 'array' && typeof seg === 'number' && seg >= 0 && seg < node.items.length) {
      node = node.items[seg];
      start = node.start ?? start;
      end = node.end ?? end;
    } else {
      return { start, end, exact: false };
    }
  }
  return { start, end, exact: true, valueStart: node.start ?? start };
}
