/**
 * OpenAPI figures for `npm run bench`: for the GitHub and Stripe documents (from the folder
 * given, laid out like ../shared/openapi; else the project's small fixtures), the time to build
 * the operation index and the time to validate, each beside the parse of the same text (JSON.parse
 * or js-yaml) measured in the same run. The index must cost at most 2x the parse; validation
 * has no bound of its own: it runs once per document version, in the worker, never on the page.
 *
 * Also runnable alone: `node --import tsx bench/openapi-bench.ts [../shared/openapi]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOpenapiText } from '../src/core/openapi/parse-openapi-text';
import { inlineOperationRefs, RefReader } from '../src/core/openapi/inline-operation-refs';
import { buildOperationIndex } from '../src/core/openapi/operation-index';
import { validateOpenapi } from '../src/core/openapi/validate-openapi';
import { median, type Figure } from './measure';

/** The documents measured: name and path relative to the folder. */
const REAL = [
  { name: 'GitHub', path: 'github/generated/api.github.com.json' },
  { name: 'Stripe', path: 'stripe/openapi/spec3.json' },
  { name: 'Stripe (YAML)', path: 'stripe/openapi/spec3.yaml' },
];
const FIXTURES = [
  { name: 'fixture users.json', path: 'users.json' },
  { name: 'fixture plants.yaml', path: 'plants.yaml' },
];

/** Median of async runs after one warm-up. */
async function medianAsync(fn: () => Promise<unknown>, runs: number): Promise<number> {
  await fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)];
}

/** The figures of one document: parse (floor), index, validate. */
async function documentFigures(name: string, file: string, key: string): Promise<Figure[]> {
  const text = readFileSync(file, 'utf8');
  const yaml = /\.ya?ml$/i.test(file);
  const parseName = yaml ? 'js-yaml parse' : 'JSON.parse';
  const parse = median(() => parseOpenapiText(text, key), yaml ? 3 : 7, 1);
  const parsed = parseOpenapiText(text, key);
  if (!parsed.ok) throw new Error(`${file} does not parse: ${parsed.message}`);
  const doc = parsed.value as Record<string, unknown>;
  inlineOperationRefs(doc, new RefReader(key, doc, () => undefined));
  let operations = 0;
  const index = median(() => (operations = buildOperationIndex(doc).length), 9, 2);
  // Validation dereferences the document it is given: a fresh parse for every run, outside the timing.
  const fresh: object[] = [];
  for (let i = 0; i < 4; i++) fresh.push((parseOpenapiText(text, key) as { value: object }).value);
  let problems = 0;
  const validate = await medianAsync(async () => (problems = (await validateOpenapi(fresh.pop()!, key, () => undefined)).length), 3);
  return [
    { name: `OpenAPI index: ${name} (${operations} operations)`, value: index, unit: 'ms', floorName: parseName, floor: parse, target: 2 },
    {
      name: `OpenAPI validate (in the worker): ${name}`,
      value: validate,
      unit: 'ms',
      floorName: parseName,
      floor: parse,
      note: problems ? `${problems} problems` : 'valid',
    },
  ];
}

/**
 * The OpenAPI figures: the real documents when `dir` holds them (../shared/openapi), else the
 * project's fixtures, so the bench runs on a fresh clone.
 */
export async function openapiFigures(dir?: string): Promise<Figure[]> {
  const real = dir ? REAL.filter((d) => existsSync(join(dir, d.path))) : [];
  const list = real.length
    ? real.map((d) => ({ ...d, file: join(dir!, d.path) }))
    : FIXTURES.map((d) => ({ ...d, file: join(import.meta.dirname ?? __dirname, '..', 'test', 'fixtures', 'openapi', d.path) }));
  const out: Figure[] = [];
  for (const d of list) out.push(...(await documentFigures(d.name, d.file, d.path.split('/').pop()!)));
  return out;
}

// Run alone: print the figures.
if (process.argv[1] && /openapi-bench\.ts$/.test(process.argv[1])) {
  const { table } = await import('./measure');
  console.log(table(await openapiFigures(process.argv[2])));
}
