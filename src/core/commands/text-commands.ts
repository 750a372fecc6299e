import { isDraft, original } from 'immer';
import { parseJson } from '../parse/parse-json';
import { reconcileIds } from '../parse/reconcile-ids';
import type { DocFile } from '../model/workspace';
import { OK, refuse, registerCommand } from './command';

/**
 * The JSON pane's edit: parse a file's new text and make it the file, as one undo step. The new
 * text becomes the file's source, so the printer reproduces it exactly; the text that does not
 * parse is refused with the syntax error (line and column) and changes nothing. The new tree
 * takes the ids of the matching nodes of the old one (`reconcileIds`), so the tree's selection
 * and open groups survive typing.
 */
export const replaceFileTextCommand = registerCommand<{ file: string; text: string }>({
  id: 'replace-file-text',
  label: () => 'edit the JSON text',
  canRun: (ws, a) => {
    if (!ws.files[a.file]) return refuse(`${a.file} is not open`);
    const { errors } = parseJson(a.text, a.file);
    return errors.length ? refuse(errors[0].message) : OK;
  },
  run: (draft, a) => {
    const parsed = parseJson(a.text, a.file).file;
    // The old tree as it was, not immer's proxy of it: matching walks every node.
    const cur = draft.files[a.file];
    const before = (isDraft(cur) ? original(cur) : cur) as DocFile | undefined;
    const file = reconcileIds(before?.root, parsed);
    draft.files[a.file] = { path: a.file, source: Object.freeze(file), root: file.root! } as never;
  },
});
