import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { corpusOpenapi, corpusOpenapiFolders, expectedVerdict, openapiDocuments } from '../../../scripts/openapi-conformance';
import { indexOpenapiText } from '../../../src/core/openapi/load-openapi';
import { checkOpenapiFile } from '../../../src/cli/commands/openapi-check';

const corpus = process.env.DOCSNAV_CORPUS ?? '../shared/corpus';
const openapi = process.env.DOCSNAV_OPENAPI ?? '../shared/openapi';
if (!existsSync(corpus))
  console.warn(`OpenAPI conformance: the corpus part is skipped, ${corpus} is absent (set DOCSNAV_CORPUS to run it)`);
if (!existsSync(openapi))
  console.warn(`OpenAPI conformance: the documents part is skipped, ${openapi} is absent (set DOCSNAV_OPENAPI to run it)`);

/*
 * The quick part of scripts/openapi-conformance.ts: parse, version gate, index and binding for
 * everything; full validation only for documents under 200 KB (validating all of them takes
 * about 5 s, which the script does).
 */

describe.skipIf(!existsSync(corpus))(`OpenAPI over the real configs in ${corpus}`, () => {
  const folders = existsSync(corpus) ? corpusOpenapiFolders(corpus) : [];

  it('finds the folders with OpenAPI documents', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'upstash__docs',
        'langgenius__dify-docs',
        'ollama__ollama',
        'triggerdotdev__trigger.dev',
        'All-Hands-AI__OpenHands',
        'unkeyed__unkey__product',
      ]),
    );
  });

  it.each(folders)('%s: every OpenAPI file loads and every operation entry resolves', async (folder) => {
    const r = await corpusOpenapi(corpus, folder, { validate: false });
    for (const [file, s] of r.files) expect(s.status, `${folder}/${file}: ${s.message}`).toBe('loaded');
    expect(r.unresolved.map((d) => d.message)).toEqual([]);
    const expected: Record<string, number> = { 'langgenius__dify-docs': 492, upstash__docs: 58, ollama__ollama: 12 };
    if (expected[folder] !== undefined) expect(r.entries).toBe(expected[folder]);
  });

  it('the generated pages of the corpus: what the tab or group with only "openapi" gets', async () => {
    const hands = await corpusOpenapi(corpus, 'All-Hands-AI__OpenHands', { validate: false });
    expect(hands.generated).toEqual([{ place: 'navigation.tabs.2', pages: 43 }]);
    const upstash = await corpusOpenapi(corpus, 'upstash__docs', { validate: false });
    expect(upstash.generated.map((g) => g.pages)).toEqual([40, 29]);
  });

  it("unkey's own generated document marks operations x-excluded, which get no page", async () => {
    const file = join(corpus, 'unkeyed__unkey__product', 'related', 'openapi-generated.yaml');
    const r = indexOpenapiText(readFileSync(file, 'utf8'), 'related/openapi-generated.yaml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.operations.filter((o) => o.excluded)).toHaveLength(6);
  });
});

describe.skipIf(!existsSync(openapi))(`openapi-check verdicts for every document in ${openapi}`, () => {
  const docs = existsSync(openapi) ? openapiDocuments(openapi) : [];

  it('finds the documents, Swagger 2.0 ones included', () => {
    expect(docs.length).toBeGreaterThanOrEqual(12);
    expect(docs.filter((d) => expectedVerdict(d) === 'openapi-2').length).toBe(2);
  });

  it.each(docs.map((d) => relative(openapi, d)))('%s: 3.x loads with its operations; 2.0 is refused whole', (rel) => {
    const file = join(openapi, rel);
    const root = dirname(file);
    const read = (p: string) => {
      const f = join(root, p);
      return existsSync(f) && statSync(f).isFile() ? readFileSync(f, 'utf8') : undefined;
    };
    const r = indexOpenapiText(readFileSync(file, 'utf8'), rel.split('/').pop()!, read);
    if (expectedVerdict(file) === 'openapi-2') {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.state.message).toContain('OpenAPI 2.0 is not supported; convert it to OpenAPI 3');
      return;
    }
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.document.operations.length).toBeGreaterThan(0);
    expect(r.document.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('the small documents validate as "OpenAPI definition is valid." (the script validates the large ones)', async () => {
    const small = docs.filter((d) => statSync(d).size < 200_000 && expectedVerdict(d) === 'valid');
    expect(small.length).toBeGreaterThanOrEqual(4);
    for (const d of small) expect((await checkOpenapiFile(d, process.cwd())).valid, d).toBe(true);
  });
});
