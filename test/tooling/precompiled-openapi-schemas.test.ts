import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompiledSchemaModule, SCHEMA_VALIDATOR_FILE } from '../../scripts/precompiled-openapi-schemas';
import { parseOpenapiText } from '../../src/core/openapi/parse-openapi-text';

/*
 * The browser's OpenAPI validator runs swagger-parser with its schema.js replaced by validators
 * compiled at build time (scripts/precompiled-openapi-schemas.ts); Node runs the original, which
 * compiles the schemas with Ajv on each call. Both must say the same of every document: the same
 * thrown error and message, and the same Ajv errors in the same order (what validate-openapi.ts
 * turns into problems), or nothing for a valid one. Compared on the fixtures, on documents
 * broken on purpose at random places, and on real documents from ../shared/openapi when present.
 *
 * One field differs on purpose: an error's `schemaPath`, the place in the OpenAPI schema, which
 * no docsnav message reads. The compiled code leaves it out (1.6 KB gzipped), so it is left out
 * of the comparison.
 */

type Validate = (api: object) => void;

const requireBeside = createRequire(SCHEMA_VALIDATOR_FILE);
const original = requireBeside(SCHEMA_VALIDATOR_FILE) as Validate;

/** The generated module, run as the bundle runs it: CommonJS, its requires resolved where the original's are. */
function loadPrecompiled(): Validate {
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', precompiledSchemaModule())(module, module.exports, requireBeside);
  return module.exports as Validate;
}
const precompiled = loadPrecompiled();

/** What a validator says of a document: undefined when valid, else the error's name, message and details. */
function verdict(validate: Validate, doc: object): unknown {
  try {
    validate(structuredClone(doc));
    return undefined;
  } catch (e) {
    const err = e as SyntaxError & { details?: { schemaPath?: string }[] };
    return { name: err.name, message: err.message, details: err.details?.map(({ schemaPath: _s, ...rest }) => rest) };
  }
}

function expectSameVerdict(doc: object): unknown {
  const expected = verdict(original, doc);
  expect(verdict(precompiled, doc)).toEqual(expected);
  return expected;
}

function parse(text: string, key: string): Record<string, unknown> {
  const r = parseOpenapiText(text, key);
  if (!r.ok) throw new Error(`${key} does not parse: ${r.message}`);
  return r.value as Record<string, unknown>;
}

/** A small random number generator with a seed, so every run breaks the same places. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** Every object or array inside `doc`, with the doc itself. */
function containers(doc: unknown, out: (Record<string, unknown> | unknown[])[] = []): (Record<string, unknown> | unknown[])[] {
  if (doc && typeof doc === 'object') {
    out.push(doc as Record<string, unknown>);
    for (const v of Object.values(doc)) containers(v, out);
  }
  return out;
}

const WRONG_VALUES: unknown[] = [1, -1, 'x', true, null, [], {}, [1, 1], { $ref: 1 }, { bogus: true }];

/** `doc` with a few places broken: a value of the wrong kind, a key removed or an unknown key added. */
function broken(doc: object, random: () => number): object {
  const copy = structuredClone(doc);
  const all = containers(copy);
  for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
    const c = all[Math.floor(random() * all.length)];
    const keys = Object.keys(c);
    const pick = random();
    const wrong = WRONG_VALUES[Math.floor(random() * WRONG_VALUES.length)];
    if (Array.isArray(c)) c.push(wrong);
    else if (pick < 0.3 || keys.length === 0) c[`unknown${n}`] = wrong;
    else if (pick < 0.6) delete c[keys[Math.floor(random() * keys.length)]];
    else c[keys[Math.floor(random() * keys.length)]] = wrong;
  }
  return copy;
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'openapi');
// The OpenAPI 3.0 and 3.1 documents among the fixtures (not those made not to parse, nor 2.0).
const fixtureDocs = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ya?ml|json)$/.test(f))
  .map((f) => parseOpenapiText(readFileSync(join(FIXTURES, f), 'utf8'), f))
  .flatMap((r) => (r.ok ? [r.value as Record<string, unknown>] : []))
  .filter((doc) => typeof doc.openapi === 'string' && /^3\.[01]\./.test(doc.openapi));

const SMALL_31 = {
  openapi: '3.1.0',
  info: { title: 'Small', version: '1' },
  paths: {
    '/plants': {
      get: {
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 0 } }],
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Plant' } } } } },
      },
    },
  },
  webhooks: { planted: { post: { requestBody: { content: { 'application/json': { schema: true } } }, responses: {} } } },
  components: { schemas: { Plant: { type: ['object', 'null'], properties: { name: { type: 'string', examples: ['Fern'] } } } } },
};

describe('the OpenAPI schema validators compiled at build time', () => {
  it('find the fixtures valid or invalid as swagger-parser does, with the same errors', () => {
    expect(fixtureDocs.length).toBeGreaterThan(3);
    const verdicts = fixtureDocs.map(expectSameVerdict);
    // Both kinds are compared: valid documents and ones with schema errors.
    expect(verdicts.some((v) => v === undefined)).toBe(true);
    expect(verdicts.some((v) => v !== undefined)).toBe(true);
  });

  it('say the same of a 3.1 document that uses JSON Schema 2020-12 and webhooks, and of a 3.0 one', () => {
    expect(expectSameVerdict(SMALL_31)).toBeUndefined();
    expect(expectSameVerdict({ openapi: '3.1.0', info: { title: 'Hooks only', version: '1' }, webhooks: {} })).toBeUndefined();
    expect(expectSameVerdict({ ...SMALL_31, openapi: '3.0.3', webhooks: undefined })).toMatchObject({ name: 'SyntaxError' });
    expect(expectSameVerdict({ openapi: '3.0.3', info: { title: 'T' }, paths: { x: 1 } })).toMatchObject({
      message: expect.stringContaining("must have required property 'version'"),
    });
  });

  // Sixty: each run of the original compiles its schema again (over 100 ms on a loaded machine).
  it('say the same of 60 documents broken at random places (3.0 and 3.1)', () => {
    const random = seeded(16);
    const bases = [...fixtureDocs, SMALL_31];
    let invalid = 0;
    for (let i = 0; i < 60; i++) if (expectSameVerdict(broken(bases[i % bases.length], random))) invalid++;
    // Most breaks are schema errors: the comparison is mostly of error lists, not of "valid".
    expect(invalid).toBeGreaterThan(30);
  });
});

const SHARED = join('..', 'shared', 'openapi');
const REAL = [
  'petstore/examples/v3.0/petstore.yaml',
  'oai-3.1/examples/v3.1/webhook-example.yaml',
  'train-travel/openapi.yaml',
  'digitalocean/specification/DigitalOcean-public.v2.yaml',
  'openai/openapi.json',
  'stripe/openapi/spec3.json',
];

describe.skipIf(!existsSync(SHARED))('the compiled validators on real documents (skipped without ../shared/openapi)', () => {
  it.each(REAL.filter((f) => existsSync(join(SHARED, f))))('%s, as it is and broken in a few places', (file) => {
    const doc = parse(readFileSync(join(SHARED, file), 'utf8'), file);
    expectSameVerdict(doc);
    const random = seeded(file.length);
    for (let i = 0; i < 2; i++) expectSameVerdict(broken(doc, random));
  });
});
