import type { OpenapiFailure } from './openapi-types';

/** What docsnav says about a Swagger / OpenAPI 2.0 document, everywhere (SPEC.md, OpenAPI binding, rule 8). */
export const OPENAPI_2_MESSAGE = 'OpenAPI 2.0 is not supported; convert it to OpenAPI 3';

/** Versions the validator (swagger-parser) knows; other 3.x versions load but are not validated. */
export const VALIDATED_VERSIONS: readonly string[] = ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.1.0', '3.1.1', '3.1.2'];

/** The outcome of the version gate. */
export type VersionCheck =
  | { readonly ok: true; readonly version: string; readonly validated: boolean }
  | { readonly ok: false; readonly failure: OpenapiFailure; readonly message: string; readonly pointer: string };

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The version gate, before anything else reads the document: OpenAPI 3 loads; Swagger and
 * OpenAPI 2.0 are refused whole (never half-loaded, SPEC rule 8); anything without an
 * `openapi` field is not an OpenAPI document, as the generator sees it (REFERENCE.md, OpenAPI
 * expansion 1: only files with a top-level `openapi` key count).
 *
 * @example checkOpenapiVersion({ swagger: '2.0' }) // { ok: false, failure: 'openapi-2', ... }
 */
export function checkOpenapiVersion(doc: unknown): VersionCheck {
  if (!isObject(doc)) {
    return {
      ok: false,
      failure: 'not-openapi',
      pointer: '',
      message: `the document is ${doc === null ? 'null' : Array.isArray(doc) ? 'a list' : `a ${typeof doc}`}, not an OpenAPI object; an OpenAPI document starts with "openapi: 3.x" and has "info" and "paths"`,
    };
  }
  if ('swagger' in doc)
    return {
      ok: false,
      failure: 'openapi-2',
      pointer: '/swagger',
      message: `it declares "swagger": ${JSON.stringify(doc.swagger)}. ${OPENAPI_2_MESSAGE}`,
    };
  const v = doc.openapi;
  if (v === undefined)
    return {
      ok: false,
      failure: 'not-openapi',
      pointer: '',
      message:
        'it has no "openapi" field, so it is not an OpenAPI 3 document; the site only reads documents that start with "openapi: 3.x"',
    };
  const s = typeof v === 'number' ? String(v) : v;
  if (typeof s !== 'string')
    return {
      ok: false,
      failure: 'not-openapi',
      pointer: '/openapi',
      message: `"openapi" is ${JSON.stringify(v)}; it must be a version string such as "3.1.0"`,
    };
  if (/^[12](\.|$)/.test(s))
    return {
      ok: false,
      failure: 'openapi-2',
      pointer: '/openapi',
      message: `it declares "openapi": ${JSON.stringify(v)}. ${OPENAPI_2_MESSAGE}`,
    };
  if (!/^3\.\d+(\.\d+)?/.test(s))
    return {
      ok: false,
      failure: 'unsupported-version',
      pointer: '/openapi',
      message: `"openapi": ${JSON.stringify(v)} is not a version docsnav knows; OpenAPI 3 (3.0 or 3.1) is required`,
    };
  if (typeof v === 'number')
    return {
      ok: false,
      failure: 'unsupported-version',
      pointer: '/openapi',
      message: `"openapi" is the number ${v}; write it as a string ("${v}.0" or the exact version) so the version is not misread`,
    };
  return { ok: true, version: s, validated: VALIDATED_VERSIONS.includes(s) };
}
