import { writeFileSync } from 'node:fs';
import { EditorSession } from '../../core/session/editor-session';
import { elementAtPath, labelOf } from '../../core/model/nav-index';
import { parsePointer } from '../../core/model/json-path';
import { isCollectionKey } from '../../core/model/nav-index';
import { moveCommand } from '../../core/commands/index';
import type { CliIo } from '../io';
import { openProject, parseCommandLine, unreadableLine } from '../command-input';

/** One line of help: usage, then what it does. */
export const help =
  'move <docs.json> --from <json-pointer> --to <json-pointer> [--write]: move one element with the editor\'s nesting rules; --to names the slot ("/navigation/tabs/1/groups/0/pages/3"); prints the result or writes it with --write';

/** `docsnav move`: exit 0 (moved), 1 (the editor refuses that move, with its reason) or 2 (bad input or usage). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const line = parseCommandLine(argv, io, { name: 'move', help, flags: ['write'], valued: ['from', 'to'] });
  if (!line) return 2;
  const from = line.flags.get('from');
  const to = line.flags.get('to');
  if (typeof from !== 'string' || typeof to !== 'string') {
    io.stderr.write(`docsnav move: --from and --to are both needed\nusage: docsnav ${help.slice(0, help.indexOf(':'))}\n`);
    return 2;
  }
  const opened = openProject(line.input, io.cwd);
  if ('unreadable' in opened) {
    io.stderr.write(`docsnav move: ${unreadableLine(opened.unreadable)}\n`);
    return 2;
  }
  const { project, workspace: ws } = opened;
  const session = new EditorSession();
  session.load(ws);
  const index = session.getIndex();
  const before = session.getSnapshot();
  const el = elementAtPath(index, ws.mainPath, parsePointer(from));
  if (!el) {
    io.stderr.write(`docsnav move: --from ${from} is not a navigation element of ${ws.mainPath}\n`);
    return 2;
  }
  const slot = parsePointer(to);
  const position = slot[slot.length - 1];
  const collection = slot[slot.length - 2];
  if (typeof position !== 'number' || typeof collection !== 'string' || !isCollectionKey(collection)) {
    io.stderr.write(`docsnav move: --to must end with "<collection>/<index>", for example /navigation/tabs/0/groups/0/pages/2\n`);
    return 2;
  }
  const parent = elementAtPath(index, ws.mainPath, slot.slice(0, -2));
  if (!parent) {
    io.stderr.write(`docsnav move: --to ${to}: ${slot.slice(0, -2).join('/') || '(root)'} is not a navigation element\n`);
    return 2;
  }
  const result = session.run(moveCommand, { ids: [el.id], target: { parentId: parent.id, collection, index: position } });
  if (!result.ok) {
    io.stderr.write(`docsnav move: cannot move '${labelOf(el)}' there: ${result.reason}\n`);
    return 1;
  }
  // The files the move changed: those the session printed anew (it keeps an untouched file's text).
  const after = session.getSnapshot();
  const changed = new Map<string, string>();
  for (const file of Object.keys(after.state.workspace!.files)) {
    const text = after.text(file)!;
    if (text !== before.text(file)) changed.set(file, text.text);
  }
  if (line.flags.has('write')) {
    for (const [file, text] of changed) writeFileSync(file === ws.mainPath ? project.docsPath : `${project.root}/${file}`, text);
    io.stderr.write(`moved '${labelOf(el)}'; wrote ${[...changed.keys()].join(', ')}\n`);
  } else {
    io.stdout.write(changed.get(ws.mainPath) ?? project.texts.get(ws.mainPath)!);
  }
  return 0;
}
