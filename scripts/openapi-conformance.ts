/**
 * OpenAPI conformance over real data (never copied into the repo):
 *  1. every document of an OpenAPI folder (../shared/openapi) gets the right verdict from
 *     `docsnav openapi-check`: OpenAPI 3.x "valid", Swagger 2.0 the 2.0 message;
 *  2. for every corpus folder (../shared/corpus) that binds local OpenAPI documents: every
 *     operation entry resolves, every OpenAPI file loads, and what `docsnav expand` generates.
 *
 * Validating every large document takes about 5 s on this kind of machine, too slow for the
 * unit suite: test/core/openapi/openapi-conformance.test.ts runs the quick part (parse, version
 * gate, index, binding) and validates only the small documents; this script validates them all.
 *
 * Usage: npx tsx scripts/openapi-conformance.ts [corpus folder] [openapi folder]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadWorkspace } from '../src/core/model/workspace';
import { navIndexOf } from '../src/core/model/build-nav-index';
import { parsePageEntry } from '../src/core/model/page-entry';
import {
  analyseOpenapi,
  failedState,
  loadOpenapi,
  looksLikeOpenapi,
  openapiSources,
  type OpenapiDocumentState,
} from '../src/core/openapi/index';
import type { Diagnostic } from '../src/core/rules/diagnostic';

/** The OpenAPI documents of a folder laid out like ../shared/openapi: every JSON/YAML file but package manifests; of a multi-file spec, its root only. */
export function openapiDocuments(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (/\.(json|ya?ml)$/i.test(e.name) && !/package\.json$/.test(e.name) && looksLikeOpenapi(readFileSync(p, 'utf8'))) out.push(p);
    }
  }
  return out.sort();
}

/** What openapi-check must say of a document: the 2.0 refusal for Swagger, else valid. */
export function expectedVerdict(file: string): 'valid' | 'openapi-2' {
  return /"swagger"\s*:|^swagger\s*:/m.test(readFileSync(file, 'utf8')) ? 'openapi-2' : 'valid';
}

/** The corpus folders whose docs.json names a local OpenAPI document (or that hold one). */
export function corpusOpenapiFolders(corpus: string): string[] {
  return readdirSync(corpus)
    .filter((f) => existsSync(join(corpus, f, 'docs.json')))
    .filter((f) => dataFiles(join(corpus, f)).some((p) => looksLikeOpenapi(readFileSync(p, 'utf8'))))
    .sort();
}

function dataFiles(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length) {
    const d = stack.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (/\.(json|ya?ml)$/i.test(e.name) && e.name !== 'docs.json' && e.name !== 'stats.json') out.push(p);
    }
  }
  return out;
}

/** The OpenAPI result of one corpus folder. */
export interface CorpusOpenapi {
  folder: string;
  /** Every OpenAPI file of the folder, with its state. */
  files: Map<string, OpenapiDocumentState>;
  /** Operation entries whose document is local, and those that do not resolve. */
  entries: number;
  unresolved: Diagnostic[];
  /** Every OpenAPI diagnostic. */
  diagnostics: readonly Diagnostic[];
  /** Generated pages per generating element. */
  generated: { place: string; pages: number }[];
}

/** Bind and expand one corpus folder with its local documents (remote ones count as unreachable). */
export async function corpusOpenapi(corpus: string, folder: string, opts: { validate?: boolean } = {}): Promise<CorpusOpenapi> {
  const root = join(corpus, folder);
  const read = (p: string) => {
    const f = join(root, p);
    return existsSync(f) && statSync(f).isFile() ? readFileSync(f, 'utf8') : undefined;
  };
  const ws = loadWorkspace('docs.json', read('docs.json')!, read).workspace!;
  const index = navIndexOf(ws);
  const files = new Map<string, OpenapiDocumentState>();
  for (const p of dataFiles(root)) {
    const text = readFileSync(p, 'utf8');
    if (looksLikeOpenapi(text)) files.set(relative(root, p), await loadOpenapi(text, relative(root, p), read, opts));
  }
  const documents = new Map<string, OpenapiDocumentState>();
  for (const s of openapiSources(ws, index))
    documents.set(
      s.key,
      s.remote
        ? failedState('unreachable', 'not fetched offline')
        : (files.get(s.key) ?? failedState('not-found', `${s.key} was not found`)),
    );
  const pagesTxt = read('pages.txt');
  const pageFiles = pagesTxt === undefined ? undefined : new Set(pagesTxt.split('\n').filter(Boolean));
  const analysis = analyseOpenapi({ ws, index, documents, pageFiles });
  let entries = 0;
  for (const el of index.elements.values()) {
    if (el.kind !== 'page' || el.node.type !== 'string') continue;
    const e = parsePageEntry(el.node.value as string);
    if (e.form === 'file') continue;
    const key = analysis.documentFor(el.id);
    if (key && !/^https?:/.test(key)) entries++;
  }
  const unresolved = analysis.diagnostics.filter((d) =>
    ['operation-not-found', 'webhook-not-found', 'operation-without-openapi'].includes(d.code),
  );
  const generated: { place: string; pages: number }[] = [];
  for (const id of index.order) {
    const g = analysis.generatedPages(id);
    if (g?.length) generated.push({ place: index.elements.get(id)!.path.join('.'), pages: g.length });
  }
  return { folder, files, entries, unresolved, diagnostics: analysis.diagnostics, generated };
}

async function main() {
  const [corpus = '../shared/corpus', openapi = '../shared/openapi'] = process.argv.slice(2);
  let failures = 0;
  if (existsSync(openapi)) {
    const { checkOpenapiFile } = await import('../src/cli/commands/openapi-check');
    console.log(`openapi-check over ${openapi}:`);
    for (const file of openapiDocuments(openapi)) {
      const t0 = performance.now();
      const v = await checkOpenapiFile(file, process.cwd());
      const got = v.valid ? 'valid' : v.state?.failure === 'openapi-2' ? 'openapi-2' : 'invalid';
      const ok = got === expectedVerdict(file);
      if (!ok) failures++;
      console.log(
        `  ${ok ? 'ok  ' : 'FAIL'} ${relative(openapi, file)}: ${v.valid ? 'OpenAPI definition is valid.' : v.lines[0]} (${(performance.now() - t0).toFixed(0)} ms)`,
      );
    }
  } else console.log(`openapi-check: skipped, ${openapi} is absent`);
  if (existsSync(corpus)) {
    console.log(`\nbinding and expansion over ${corpus}:`);
    for (const folder of corpusOpenapiFolders(corpus)) {
      const r = await corpusOpenapi(corpus, folder, { validate: true });
      const bad = [...r.files].filter(([, s]) => s.status !== 'loaded');
      const invalid = [...r.files].filter(([, s]) => s.document?.validation === 'invalid');
      if (bad.length || r.unresolved.length) failures++;
      console.log(
        `  ${bad.length || r.unresolved.length ? 'FAIL' : 'ok  '} ${folder}: ${r.files.size} OpenAPI files (${bad.length} fail to load, ${invalid.length} invalid), ${r.entries} operation entries (${r.unresolved.length} unresolved), generated: ${r.generated.map((g) => `${g.place} ${g.pages}`).join('; ') || 'none'}`,
      );
      for (const d of [...r.unresolved, ...r.diagnostics.filter((x) => x.severity === 'error' && !r.unresolved.includes(x))].slice(0, 10))
        console.log(`       ${d.severity} ${d.code} ${d.message}`);
    }
  } else console.log(`corpus: skipped, ${corpus} is absent`);
  process.exitCode = failures ? 1 : 0;
}

if (process.argv[1] && /openapi-conformance\.ts$/.test(process.argv[1])) await main();
