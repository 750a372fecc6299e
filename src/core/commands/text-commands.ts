import { isDraft, original } from 'immer';
import { parseJson, type ParseResult } from '../parse/parse-json';
import { reconcileIds } from '../parse/reconcile-ids';
import type { DocFile } from '../model/workspace';
import type { JsonNode, JsonScalar } from '../model/json-node';
import type { PathSegment } from '../model/json-path';
import { draftAt, nodeAt } from '../tree/draft-path';
import { OK, refuse, defineCommand } from './command';

/** What `replace-file-text` takes: a file's new text, and its parse when the caller made one. */
export interface FileTextArgs {
  readonly file: string;
  readonly text: string;
  /**
   * `parseJson(text, file)`, when the caller parsed the text already (the editor session parses
   * it once to know whether it is JSON at all): canRun and run use it instead of parsing again,
   * which on the 2.4 MB corpus config saves about 50 ms per pause in typing.
   */
  readonly parsed?: ParseResult;
  /**
   * `parsed`'s tree already has the file's ids (session/whitespace-edit.ts made it from the
   * file's own tree): no matching.
   */
  readonly sameIds?: boolean;
}

/** The parse of the args' text: the one given with it, or a new one. */
function parsedText(a: FileTextArgs): ParseResult {
  const p = a.parsed;
  return p && p.file.text === a.text && p.file.path === a.file ? p : parseJson(a.text, a.file);
}

/**
 * The JSON pane's edit: parse a file's new text and make it the file, as one undo step. The new
 * text becomes the file's source, so the printer reproduces it exactly; the text that does not
 * parse is refused with the syntax error (line and column) and changes nothing. The new tree
 * takes the ids of the matching nodes of the old one (`reconcileIds`), so the tree's selection
 * and open groups survive typing.
 */
export const replaceFileTextCommand = defineCommand<FileTextArgs>({
  id: 'replace-file-text',
  label: () => 'edit the JSON text',
  canRun: (ws, a) => {
    if (!ws.files[a.file]) return refuse(`${a.file} is not open`);
    const { errors } = parsedText(a);
    return errors.length ? refuse(errors[0].message) : OK;
  },
  run: (draft, a) => {
    const parsed = parsedText(a).file;
    // The old tree as it was, not immer's proxy of it: matching walks every node.
    const cur = draft.files[a.file];
    const before = (isDraft(cur) ? original(cur) : cur) as DocFile | undefined;
    const file = a.sameIds ? parsed : reconcileIds(before?.root, parsed, before?.source);
    draft.files[a.file] = { path: a.file, source: Object.freeze(file), root: file.root! } as never;
  },
});

/** What `set-scalar` takes: the JSON pane's edit of one scalar value (see session/scalar-edit.ts). */
export interface ScalarArgs {
  readonly file: string;
  readonly path: readonly PathSegment[];
  readonly value: JsonScalar['value'];
  /**
   * The file's tree with the value set (scalarEditOf made and printed it from `base`): when the
   * file's tree is still `base`, it becomes the file's, so the session shows the print made.
   */
  readonly base?: JsonNode;
  readonly root?: JsonNode;
}

/**
 * The JSON pane's edit when it changed one scalar value only: the value set in place, so the
 * tree, the index and the rules keep everything but the path to it. Named as the whole-text
 * edit is: to the person typing both are "edit the JSON text".
 */
export const setScalarCommand = defineCommand<ScalarArgs>({
  id: 'set-scalar',
  label: () => 'edit the JSON text',
  canRun: (ws, a) => {
    const f = ws.files[a.file];
    const n = f ? nodeAt(f.root, a.path) : undefined;
    if (!n || n.type === 'object' || n.type === 'array') return refuse('that value no longer exists');
    return n.type === (a.value === null ? 'null' : typeof a.value) ? OK : refuse('that value has another type');
  },
  run: (draft, a) => {
    const f = draft.files[a.file];
    if (a.root && (isDraft(f) ? original(f) : f)?.root === a.base) f.root = a.root as never;
    else (draftAt(draft, a.file, a.path) as { value: unknown }).value = a.value;
  },
});
