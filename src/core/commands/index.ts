/**
 * Every command of the editor, and the table of them by id (`COMMANDS`, `commandById`): what a
 * store runs when it is given an id.
 */
export * from './command';
export * from './command-table';
export * from './tree-commands';
export * from './field-commands';
export * from './text-commands';
export * from './convert-commands';
export * from './openapi-commands';
