import type { Command } from './command';
import type { FixArgs, FixCommandId } from './fix-args';
import { removeElementCommand } from './tree-commands';
import { removeFieldCommand, setFieldCommand, setPageEntryCommand, splitMixedTabCommand } from './field-commands';

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
