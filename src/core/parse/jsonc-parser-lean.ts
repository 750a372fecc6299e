/**
 * What the browser build reads of jsonc-parser, from its modules rather than its main entry
 * (vite.config.ts points the app's imports of `jsonc-parser` here). The main entry also defines
 * its enums and its error-code names, which the page never uses: about 0.4 KB gzipped of the
 * initial JavaScript. Node (the CLI, the tests) imports the package itself.
 */
export { visit, parseTree } from 'jsonc-parser/lib/esm/impl/parser.js';
export { createScanner } from 'jsonc-parser/lib/esm/impl/scanner.js';
