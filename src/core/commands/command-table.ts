import type { Command } from './command';
import type { FixArgs, FixCommandId } from './fix-args';
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
 * Every command of the editor by id, for code that must go through all of them (the undo test
 * lists them with a case each). Code runs a command by its object (`session.run(moveCommand,
 * args)`, typed by its arguments); a quick fix, which is data (`docsnav check --json` prints it),
 * names its command by an id typed with its arguments (fix-args.ts) and runs through
 * `FIX_COMMANDS` below. Listed once, rather than filled by importing modules for their side
 * effects: what exists is what this table says, whoever imported what.
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

/**
 * The command object of each id a quick fix may name, typed by that id's arguments (`FixArgs`):
 * `EditorSession.runFix` runs a fix through this table, so what a rule writes in a fix is the
 * argument type of the command that runs it.
 */
export const FIX_COMMANDS: { readonly [K in FixCommandId]: Command<FixArgs[K]> } = {
  'set-field': setFieldCommand,
  'remove-field': removeFieldCommand,
  'set-page-entry': setPageEntryCommand,
  'remove-element': removeElementCommand,
  'split-mixed-tab': splitMixedTabCommand,
};
