import type { Command } from './command';
import {
  duplicateCommand,
  insertCommand,
  keyboardMoveCommand,
  moveCommand,
  removeElementCommand,
  renameCommand,
  ungroupCommand,
} from './tree-commands';
import { removeFieldCommand, setFieldCommand, setPageEntryCommand, splitMixedTabCommand } from './field-commands';
import { replaceFileTextCommand } from './text-commands';
import { convertKindCommand } from './convert-commands';
import { addPageEntriesCommand, convertGeneratedCommand } from './openapi-commands';
import { setSiteSettingCommand } from '../sidebar/set-site-setting';

/**
 * Every command of the editor by id. Code runs a command by its object (`session.run(moveCommand,
 * args)`, typed by its arguments); only a quick fix, which is data (`docsnav check --json` prints
 * it), names its command by id, and `EditorSession.runFix` looks that id up here. Listed once,
 * rather than filled by importing modules for their side effects: what exists is what this
 * table says, whoever imported what.
 *
 * WARNING: a new command that a quick fix may name must be added here (command-undo.test.ts
 * lists them all with a case each).
 */
export const COMMANDS: ReadonlyMap<string, Command<any>> = new Map(
  [
    moveCommand,
    keyboardMoveCommand,
    removeElementCommand,
    duplicateCommand,
    insertCommand,
    renameCommand,
    ungroupCommand,
    setFieldCommand,
    removeFieldCommand,
    setPageEntryCommand,
    splitMixedTabCommand,
    replaceFileTextCommand,
    convertKindCommand,
    convertGeneratedCommand,
    addPageEntriesCommand,
    setSiteSettingCommand,
  ].map((c) => [c.id, c as Command<any>]),
);

/** The command with this id (a quick fix's `command`), or undefined. */
export function commandById(id: string): Command<any> | undefined {
  return COMMANDS.get(id);
}
