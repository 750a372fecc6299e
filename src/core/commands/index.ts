/**
 * Every command of the editor, registered on import: import this module once (the store's
 * users and the CLI do) and `getCommand(id)` finds them all.
 */
export * from './command';
export * from './tree-commands';
export * from './field-commands';
export * from './text-commands';
export * from './convert-commands';
export * from './openapi-commands';
