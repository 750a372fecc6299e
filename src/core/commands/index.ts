/**
 * Every command of the editor, and the table of them by id (`COMMANDS`, `commandById`) that a
 * quick fix's `command` is looked up in.
 */
export * from './command';
export * from './command-table';
export * from './tree-commands';
export * from './field-commands';
export * from './text-commands';
export * from './convert-commands';
export * from './openapi-commands';
