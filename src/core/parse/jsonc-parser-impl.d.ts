// jsonc-parser's own modules, which it ships without types (see jsonc-parser-lean.ts).
declare module 'jsonc-parser/lib/esm/impl/parser.js' {
  export const visit: typeof import('jsonc-parser').visit;
  export const parseTree: typeof import('jsonc-parser').parseTree;
}
declare module 'jsonc-parser/lib/esm/impl/scanner.js' {
  export const createScanner: typeof import('jsonc-parser').createScanner;
}
