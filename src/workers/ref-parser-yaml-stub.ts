/*
 * What json-schema-ref-parser (swagger-parser's resolver) imports of js-yaml, for its own YAML
 * parser, in the browser's validator only: vite.config.ts puts this module in place of js-yaml
 * there. validate-openapi.ts switches that parser off (docsnav parses every file itself, with
 * js-yaml 5 and, only for a document it refuses, js-yaml 4 loaded on demand), so neither copy of
 * js-yaml has to load with the validator. Node (the CLI, tests) uses the package.
 */

function unused(): never {
  throw new Error("json-schema-ref-parser's YAML parser is switched off in docsnav (validate-openapi.ts parses every file)");
}

/** The schema ref-parser passes to `load`; never read, since `load` is never called. */
export const JSON_SCHEMA = undefined;

export default { load: unused };
