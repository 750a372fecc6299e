import SwaggerParser from '@apidevtools/swagger-parser';
import { loadLenientYaml, parseOpenapiText } from './parse-openapi-text';
import { isUrl } from './is-url';
import { toPointer } from './json-pointer';
import type { OpenapiFileReader, OpenapiProblem } from './openapi-types';

/*
 * THE one module that knows the validator. Everything else sees `validateOpenapi` and
 * `OpenapiProblem`, so swagger-parser can be swapped for another validator here alone.
 *
 * Costs to know (measured, see bench/openapi-bench.ts): in Node swagger-parser rebuilds its JSON
 * Schema validator on every call (about 170 ms even for a tiny document; the browser build has
 * it compiled at build time instead, scripts/precompiled-openapi-schemas.ts) and takes 38-42x
 * `JSON.parse` on Stripe and GitHub. So: validate once per document version, in the worker in
 * the browser, never on a navigation edit. In a browser bundle it needs a global `Buffer`
 * (src/workers/buffer-shim.ts sets one before this module loads).
 */

// Project files are served to the validator under this made-up origin, so relative `$ref`s
// resolve as paths against the document's own path and never reach the network or the disk.
const ORIGIN = 'https://docsnav.invalid/';

/** The most problems reported for one document: past that, the first ones say enough. */
const MAX_PROBLEMS = 200;

interface AjvError {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/**
 * Validate a parsed OpenAPI 3.0 / 3.1 document against the OpenAPI schema, resolving every
 * `$ref` (external files through `read`, relative to the document's `key`; circular references
 * are fine). Resolves to the problems found, empty when the document is valid; never rejects.
 *
 * WARNING: dereferences `doc` in place (the validator works that way); index it first.
 *
 * @example await validateOpenapi(JSON.parse(text), 'openapi.json', (p) => files.get(p)) // []
 */
export async function validateOpenapi(doc: object, key: string, read: OpenapiFileReader | undefined): Promise<OpenapiProblem[]> {
  const base = isUrl(key) ? key : ORIGIN + key.split('/').map(encodeURIComponent).join('/');
  const options = {
    continueOnError: true,
    resolve: {
      file: false,
      http: false,
      docsnav: {
        order: 1,
        canRead: true,
        read(file: { url: string }) {
          const path = file.url.startsWith(ORIGIN) ? decodeURIComponent(file.url.slice(ORIGIN.length).replace(/[?#].*$/, '')) : file.url;
          const text = isUrl(path) ? undefined : read?.(path);
          if (text === undefined)
            throw new Error(isUrl(path) ? `${path} is a URL, which docsnav does not fetch for a reference` : `${path} was not found`);
          return text;
        },
      },
    },
    // docsnav's parser alone: the resolver's own (its YAML one is js-yaml 4, which the browser
    // build leaves out; see vite.config.ts) would only repeat what this one refused.
    parse: {
      json: false,
      yaml: false,
      text: false,
      binary: false,
      docsnav: {
        order: 1,
        canParse: true,
        async parse(file: { url: string; data: unknown }) {
          const text = typeof file.data === 'string' ? file.data : String(file.data);
          let r = parseOpenapiText(text, file.url);
          if (!r.ok && r.lenientNeeded) r = parseOpenapiText(text, file.url, await loadLenientYaml());
          if (!r.ok) throw new SyntaxError(`${r.message}${r.line ? ` at line ${r.line}, column ${r.column}` : ''}`);
          return r.value;
        },
      },
    },
  };
  try {
    // Three arguments: with two, the document would be taken for the options.
    await SwaggerParser.validate(base, doc as never, options as never);
    return [];
  } catch (e) {
    return problemsOf(e, base);
  }
}

/** The problems an error of the validator stands for. */
function problemsOf(e: unknown, base: string): OpenapiProblem[] {
  const err = e as { errors?: unknown[]; details?: AjvError[]; message?: string; path?: (string | number)[] | null; source?: string };
  if (Array.isArray(err.errors)) {
    return err.errors.slice(0, MAX_PROBLEMS).map((x) => refProblem(x as typeof err, base));
  }
  if (Array.isArray(err.details)) return schemaProblems(err.details);
  if (err.path || err.source) return [refProblem(err, base)];
  return [{ severity: 'error', code: 'openapi-invalid', pointer: '', message: cleanMessage(err.message ?? String(e)) }];
}

/** A `$ref` the validator could not resolve, placed at the reference. */
function refProblem(err: { message?: string; path?: (string | number)[] | null; source?: string }, base: string): OpenapiProblem {
  const pointer = err.path ? toPointer(err.path) : '';
  const source = err.source && err.source !== base ? ` (in ${displayUrl(err.source)})` : '';
  return {
    severity: 'error',
    code: 'openapi-missing-ref',
    pointer,
    message: `${cleanMessage(err.message ?? 'a reference cannot be resolved')}${source}. Fix the "$ref" or open the folder that holds its file`,
  };
}

/**
 * Schema violations, one per place. The OpenAPI schema's `oneOf` (a schema or a reference)
 * makes the validator report every branch it tried: an error whose place holds a deeper error
 * is dropped, and at one place the most telling message is kept.
 */
function schemaProblems(details: readonly AjvError[]): OpenapiProblem[] {
  const byPath = new Map<string, AjvError[]>();
  for (const d of details) {
    const list = byPath.get(d.instancePath);
    if (list) list.push(d);
    else byPath.set(d.instancePath, [d]);
  }
  const paths = [...byPath.keys()];
  const out: OpenapiProblem[] = [];
  for (const path of paths) {
    if (paths.some((p) => p !== path && p.startsWith(path + '/'))) continue;
    const errors = byPath.get(path)!;
    // "must have required property '$ref'" is the reference branch of a oneOf: noise beside the real one.
    const telling = errors.filter(
      (x) => !(x.keyword === 'required' && x.params?.missingProperty === '$ref') && x.keyword !== 'oneOf' && x.keyword !== 'anyOf',
    );
    const chosen = telling.length ? telling : errors;
    const messages = [...new Set(chosen.map(describeAjv))];
    out.push({ severity: 'error', code: 'openapi-schema-violation', pointer: path, message: messages.join('; ') });
    if (out.length >= MAX_PROBLEMS) break;
  }
  return out;
}

/** An Ajv error in words, with the property it names. */
function describeAjv(e: AjvError): string {
  const msg = e.message ?? e.keyword;
  if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined)
    return `${msg}: "${String(e.params.additionalProperty)}"`;
  if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
    return `${msg}: ${(e.params!.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return msg;
}

function displayUrl(url: string): string {
  return url.startsWith(ORIGIN) ? decodeURIComponent(url.slice(ORIGIN.length)) : url;
}

/** The validator's message without its made-up origin, first line only, no trailing period. */
function cleanMessage(m: string): string {
  return m.split('\n')[0].split(ORIGIN).join('').replace(/\.$/, '');
}
