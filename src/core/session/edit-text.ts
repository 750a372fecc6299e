import type { RunOptions } from '../history/doc-store';
import type { CanRun } from '../commands/command';
import { replaceFileTextCommand, setScalarCommand } from '../commands/text-commands';
import { scalarEditOf } from './scalar-edit';
import { sourceEdit, whitespaceEditOf } from './whitespace-edit';
import { spliceEditOf } from './splice-edit';
import { parseJsonFirstError } from '../parse/first-error';
import { editBetween } from '../parse/text-edits';
import { editWithin, type TypedStretch } from '../parse/edit-within';
import type { EditorSession } from './editor-session';

/**
 * The JSON pane's text for a file, into the session: text that parses becomes the file as one
 * undo step (merged with the next while typing goes on: `opts.mergeKey`), keeping the ids of the
 * nodes that match the old tree; text that does not parse is kept as typed text and refused with
 * where it breaks (see `EditorSession.takeText`). Text that differs from the file's only inside
 * one scalar value (see scalarEditOf) changes that value in place, and text that differs only
 * in whitespace between two tokens (see whitespaceEditOf) moves the tree's offsets, and text
 * changed inside one object or array below the root reads that one again (see spliceEditOf):
 * none of them parses the whole text. `typed`, when given, is the stretch of an earlier text
 * that `text` replaced (`text` is then `textOf(typed)`: see edit-within.ts). Its own module, so
 * that the page loads the text command and its id matching with the JSON pane, not before.
 *
 * @example
 * editText(session, 'docs.json', '{"navigation": {"pages": ["index"]}}', { mergeKey: 'json-text:docs.json' });
 */
export function editText(session: EditorSession, file: string, text: string, opts?: RunOptions, typed?: TypedStretch): CanRun {
  return session.takeText(
    file,
    text,
    (t) => parseJsonFirstError(t, file),
    (parsed) => session.run(replaceFileTextCommand, { file, text, parsed }, opts),
    (printed) => {
      // The one stretch the text changes, found once for every edit below: from the stretch the
      // pane says was typed when that is a stretch of this text, else by comparing the two
      // (2.4 MB texts on the largest corpus config).
      const changed = typed && typed.base === printed.text ? editWithin(typed) : editBetween(printed.text, text);
      const s = scalarEditOf(printed, text, changed);
      if (s) return session.run(setScalarCommand, { file, ...s }, opts);
      const e = sourceEdit(printed, text, changed);
      const w = e && (whitespaceEditOf(printed, text, e) ?? spliceEditOf(printed, text, e));
      return w && session.run(replaceFileTextCommand, { file, text, parsed: { file: w, errors: [] }, sameIds: true }, opts);
    },
  );
}
