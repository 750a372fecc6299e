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
 * Every command of the editor by id, for code that must go through all of them (the undo test
 * lists them with a case each). Code runs a command by its object (`session.run(moveCommand,
 * args)`, typed by its arguments); a quick fix, which is data (`docsnav check --json` prints it),
 * names its command by an id typed with its arguments (fix-args.ts) and runs through
 * `FIX_COMMANDS` below. Listed once, rather than filled by importing modules for their side
 * effects: what exists is what this table says, whoever imported what. In a module of its own:
 * a bundle that imports it holds every command, and the editor's page runs each by its object.
 */
export function commandTable(): ReadonlyMap<string, Command<any>> {
  return new Map(
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
}

/** The command with this id (a quick fix's `command`), or undefined. */
export function commandById(id: string): Command<any> | undefined {
  return commandTable().get(id);
}
