/*
 * swagger-parser's reference resolver (json-schema-ref-parser) asks `Buffer.isBuffer` of the
 * files it reads and parses; browsers have no `Buffer` ("Buffer is not defined"). docsnav gives
 * it strings only: its own resolver reads the project's texts (validate-openapi.ts) and the
 * file and http resolvers, the only ones that make Buffers, are off. So no value is ever a
 * Buffer, and a Buffer that says so does instead of the buffer polyfill (25 KB, 7 KB gzipped,
 * loaded at start with the sample). This module must be imported before the validator.
 */
const g = globalThis as { Buffer?: unknown };
g.Buffer ??= {
  isBuffer: (_value: unknown): boolean => false,
  from(): never {
    throw new Error('docsnav reads OpenAPI documents as text; a Buffer was asked for');
  },
};
