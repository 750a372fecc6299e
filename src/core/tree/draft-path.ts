import { current, isDraft, type Draft } from 'immer';
import { propOf, type JsonNode } from '../model/json-node';
import type { PathSegment } from '../model/json-path';
import type { Workspace } from '../model/workspace';

/**
 * Nodes of a draft with writable arrays. Values put into a draft are plain (frozen) nodes;
 * immer drafts them again on access.
 */
export interface DraftObject {
  readonly type: 'object';
  readonly id: number;
  props: { key: string; keyStart?: number; keyEnd?: number; value: JsonNode }[];
}
export interface DraftArray {
  readonly type: 'array';
  readonly id: number;
  items: JsonNode[];
}

/** View a draft node as writable. */
export function asDraftArray(n: unknown): DraftArray {
  return n as DraftArray;
}

/**
 * The items of a draft array as plain nodes, without a draft made per item read: what a list
 * edit starts from (see move-elements' ListEdits). A splice on the draft array itself goes
 * through the proxy for every item after the cut, and immer then writes one patch per shifted
 * index: one move among 200,000 siblings made 400,000 patches and blocked the page for minutes.
 * Assigning a new array built from these makes one patch and copies pointers.
 */
export function plainItems(arr: DraftArray): readonly JsonNode[] {
  return isDraft(arr.items) ? (current(arr.items as never) as JsonNode[]) : arr.items;
}

/**
 * The node at a JSON path of a file, in a draft or a plain tree: keys step into object
 * properties (the last occurrence of a duplicated key, the one the site reads), numbers into
 * array items.
 */
export function nodeAt(root: JsonNode, path: readonly PathSegment[]): JsonNode | undefined {
  let cur: JsonNode | undefined = root;
  for (const seg of path) {
    if (!cur) return undefined;
    if (typeof seg === 'number') cur = cur.type === 'array' ? cur.items[seg] : undefined;
    else cur = propOf(cur, seg)?.value;
  }
  return cur;
}

/** The draft node at `path` of `file`; throws when the path does not lead to a node (a bug in the caller). */
export function draftAt(draft: Draft<Workspace>, file: string, path: readonly PathSegment[]): JsonNode {
  const f = draft.files[file];
  const n = f ? nodeAt(f.root as JsonNode, path) : undefined;
  if (!n) throw new Error(`no node at ${file}:${path.join('/')}`);
  return n;
}

/** The object node at a path (throws if it is not an object). */
export function draftObjectAt(draft: Draft<Workspace>, file: string, path: readonly PathSegment[]): DraftObject {
  return asDraftObject(draftAt(draft, file, path), file, path);
}

/** A draft node found at `file`'s `path`, as a writable object; throws, naming the place, when it is not an object. */
export function asDraftObject(n: JsonNode, file: string, path: readonly PathSegment[]): DraftObject {
  if (n.type !== 'object') throw new Error(`${file}:${path.join('/')} is not an object`);
  return n as unknown as DraftObject;
}

/** Set (or add at the end) a property of a draft object (its last occurrence, the one the site reads). */
export function setProp(obj: DraftObject, key: string, value: JsonNode): void {
  const p = propOf(obj, key);
  if (p) p.value = value;
  else obj.props.push({ key, value });
}

/** Remove a property of a draft object (its last occurrence, the one the site reads); true when it was there. */
export function removeProp(obj: DraftObject, key: string): boolean {
  let i = obj.props.length - 1;
  while (i >= 0 && obj.props[i].key !== key) i--;
  if (i === -1) return false;
  obj.props.splice(i, 1);
  return true;
}
