/*
 * What json-schema-ref-parser (swagger-parser's resolver) imports for the parts docsnav switches
 * off, in the browser's validator only: vite.config.ts puts this module in place of its file and
 * HTTP resolvers, its JSON, YAML, text and binary parsers (validate-openapi.ts turns them all off:
 * docsnav reads every file itself and fetches nothing for a `$ref`) and its `bundle` (swagger-parser's
 * `validate` dereferences, never bundles). Node (the CLI, tests) uses the package.
 */

/** Stands for each of them: never called, since each is switched off or never asked for. */
export default function unused(): never {
  throw new Error("this part of json-schema-ref-parser is switched off in docsnav's browser build (see validate-openapi.ts)");
}
