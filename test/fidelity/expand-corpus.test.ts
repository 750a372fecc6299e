/**
 * Differential test: `docsnav expand` against the generator's own OpenAPI expansion on every
 * real config of ../shared/corpus that has its OpenAPI documents saved beside it.
 *
 * Folders whose docs.json names a remote (https) OpenAPI document are skipped: the generator
 * fetches those at build time, and the oracle runs offline (its README), so it has nothing to
 * compare against. `missing.txt` lists those URLs; the skipped folders are named in the test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { looksLikeOpenapi } from '../../src/core/openapi/looks-like-openapi';
import { docsnavExpand, expansionDiff, materialiseCorpusFolder, oracleExpand, removeFolder } from './expand-compare';
import { ORACLE_SKIP_REASON, oracleInstalled } from './oracle';

const CORPUS = '../shared/corpus';

/** Local OpenAPI documents saved in a corpus folder (`related/` holds files docs.json does not name). */
function localSpecs(folder: string): string[] {
  const out: string[] = [];
  const stack = [''];
  while (stack.length) {
    const rel = stack.pop()!;
    for (const e of readdirSync(join(folder, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (p !== 'related') stack.push(p);
      } else if (/\.(json|ya?ml)$/i.test(p) && p !== 'docs.json' && looksLikeOpenapi(readFileSync(join(folder, p), 'utf8'))) out.push(p);
    }
  }
  return out.sort();
}

/** The remote URLs a folder's docs.json names (missing.txt: "<url>\t<reason>"). */
function remoteSpecs(folder: string): string[] {
  const file = join(folder, 'missing.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.split('\t')[0])
    .filter((u) => /^https?:\/\//.test(u));
}

const folders = existsSync(CORPUS)
  ? readdirSync(CORPUS, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(CORPUS, e.name, 'docs.json')))
      .map((e) => e.name)
      .sort()
  : [];
const compared = folders.filter((f) => localSpecs(join(CORPUS, f)).length > 0 && remoteSpecs(join(CORPUS, f)).length === 0);
const remote = folders.filter((f) => remoteSpecs(join(CORPUS, f)).length > 0);

/** Figures for the README (printed once, see the last test). */
const figures = { folders: 0, pages: 0, hidden: 0, differences: 0 };

describe.skipIf(!existsSync(CORPUS) || !oracleInstalled)(
  `expand on the corpus's folders with local OpenAPI documents equals the generator's (${existsSync(CORPUS) ? '' : 'needs ../shared/corpus; '}${oracleInstalled ? '' : ORACLE_SKIP_REASON})`,
  () => {
    const made: string[] = [];
    afterAll(() => made.forEach(removeFolder));

    it('finds the folders to compare, and names the ones it cannot (remote OpenAPI documents need the network)', () => {
      expect(compared.length).toBeGreaterThanOrEqual(6);
      // Skipped, not compared: the generator fetches these documents at build time; the oracle is offline.
      expect(remote).toEqual(['Unstructured-IO__docs', 'browserbase__stagehand', 'getlago__lago-doc', 'unkeyed__unkey__product']);
    });

    it.each(compared)('%s: same pages, addresses, titles and order', async (name) => {
      const dir = materialiseCorpusFolder(join(CORPUS, name));
      made.push(dir);
      const [oracle, ours] = await Promise.all([oracleExpand(dir), docsnavExpand(dir)]);
      if (!oracle.ok) throw new Error(`the generator's expansion failed on ${name}: ${oracle.why}`);
      const diff = expansionDiff(oracle.expansion, ours);
      figures.folders++;
      figures.pages += oracle.expansion.pages.length + oracle.expansion.hidden.length;
      figures.hidden += oracle.expansion.hidden.length;
      if (diff) figures.differences++;
      if (diff) expect.fail(`${name}: docsnav expand differs from the generator's expansion\n${diff}`);
    });

    it('figures (for README.md)', () => {
      console.log(`expand vs the generator on the corpus: ${JSON.stringify(figures)}`);
    });
  },
);
