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
 * Every command of the editor by id: what a store runs when it is given an id (a quick fix names
 * its command by id). Listed here, once, rather than filled by importing modules for their side
 * effects: what exists is what this table says, whoever imported what.
 *
 * WARNING: a new command must be added here to be run by id (command-undo.test.ts lists them
 * all with a case each).
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

/** The command with this id, or undefined. */
export function commandById(id: string): Command<any> | undefined {
  return COMMANDS.get(id);
}
