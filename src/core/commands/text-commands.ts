import { parseJson } from '../parse/parse-json';
import { OK, refuse, registerCommand } from './command';

/**
 * The JSON pane's edit: parse a file's new text and make it the file, as one undo step. The new
 * text becomes the file's source, so the printer reproduces it exactly; the text that does not
 * parse is refused with the syntax error (line and column) and changes nothing.
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
    const { file } = parseJson(a.text, a.file);
    draft.files[a.file] = { path: a.file, source: Object.freeze(file), root: file.root! } as never;
  },
});
