/**
 * Every command of the editor, the table of them by id (`commandTable`, `commandById`), and the
 * typed table a quick fix's `command` is run through (`FIX_COMMANDS`, `FixArgs`).
 */
export * from './command';
export * from './command-table';
export * from './command-list';
export * from './fix-args';
export * from './tree-commands';
export * from './field-commands';
export * from './text-commands';
export * from './convert-commands';
export * from './openapi-commands';
