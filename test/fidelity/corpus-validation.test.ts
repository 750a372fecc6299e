/**
 * docsnav's verdicts against the generator's own validator on every real config of
 * ../shared/corpus (with their `$ref` split files resolved, as the generator's build does):
 * no false error, every rejection caught, every silent drop reported (differential.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORACLE_SKIP_REASON, oracleInstalled, validateMany } from './oracle';
import { compare, describe as explain, docsnavFindings, lookAgain, resolveRefs } from './differential';

const CORPUS = '../shared/corpus';
const present = existsSync(CORPUS);
const folders = present
  ? readdirSync(CORPUS)
      .filter((f) => existsSync(join(CORPUS, f, 'docs.json')))
      .sort()
  : [];

/** The bytes of every JSON file in a folder: what the generator's answer on its docs.json depends on. */
function folderKey(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.json')) h.update(p).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

/** A folder's docs.json with its `$ref` split files resolved, as the generator's build sees it. */
function resolvedConfig(dir: string): unknown {
  const read = (rel: string) => {
    const p = join(dir, rel);
    return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
  };
  return resolveRefs(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')), read);
}

const reason = !present ? 'needs ../shared/corpus' : ORACLE_SKIP_REASON;

describe.skipIf(!present || !oracleInstalled)(
  `the generator's validator on the ${folders.length} corpus configs (skips without it: ${reason})`,
  () => {
    it('agrees with docsnav on every corpus config: no false error, every rejection and drop reported', { timeout: 600_000 }, async () => {
      const verdicts = await validateMany(
        folders.map((f) => ({ file: resolve(CORPUS, f, 'docs.json'), prebuild: true })),
        folders.map((f) => folderKey(join(CORPUS, f))),
      );
      const configs = folders.map((f) => resolvedConfig(join(CORPUS, f)));
      const more = await lookAgain(configs, verdicts);
      const report: string[] = [];
      folders.forEach((f, i) => {
        const dir = join(CORPUS, f);
        const read = (rel: string) => {
          const p = join(dir, rel);
          return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
        };
        const text = readFileSync(join(dir, 'docs.json'), 'utf8');
        const ds = compare(configs[i], verdicts[i], docsnavFindings(text, read), more[i]);
        if (ds.length) report.push(`${f}:\n${explain(ds)}`);
      });
      expect(report.join('\n\n')).toBe('');
    });
  },
);
