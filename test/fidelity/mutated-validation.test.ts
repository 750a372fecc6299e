/**
 * docsnav's verdicts against the generator's own validator on configs this test breaks itself:
 * seeded mutations of the corpus configs (mutate-config.ts), at every depth. The same three
 * properties as on the corpus (differential.ts). A failure prints each case's seed; replay one
 * with `FIDELITY_SEED=<seed> npx vitest run test/fidelity/mutated-validation.test.ts`, which
 * also prints its config and the generator's verdict.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORACLE_SKIP_REASON, oracleInstalled } from './oracle';
import { describe as explain, disagreementReport, judge, resolveRefs } from './differential';
import { MUTATION_KINDS, mutateConfig } from './mutate-config';

const CORPUS = '../shared/corpus';
const present = existsSync(CORPUS);
/**
 * How many cases, and the first seed: fixed, so every run checks the same configs. A wider
 * search for disagreements runs other seeds: FIDELITY_CASES=20000 FIDELITY_FROM=100000 (the
 * rules' last fixes came from such runs: about one case in 3,000 disagreed).
 */
export const CASES = Number(process.env.FIDELITY_CASES ?? 4000);
const FIRST_SEED = Number(process.env.FIDELITY_FROM ?? 1300);

function sources(): { name: string; config: unknown }[] {
  return readdirSync(CORPUS)
    .filter((f) => existsSync(join(CORPUS, f, 'docs.json')))
    .sort()
    .map((f) => {
      const dir = join(CORPUS, f);
      const read = (rel: string) => {
        const p = join(dir, rel);
        return existsSync(p) && statSync(p).isFile() ? readFileSync(p, 'utf8') : undefined;
      };
      return { name: f, config: resolveRefs(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')), read) };
    });
}

const reason = !present ? 'needs ../shared/corpus' : ORACLE_SKIP_REASON;
const only = process.env.FIDELITY_SEED ? Number(process.env.FIDELITY_SEED) : undefined;

describe.skipIf(!present || !oracleInstalled)(
  `the generator's validator on ${CASES} mutated corpus configs (skips without it: ${reason})`,
  () => {
    it(
      `agrees with docsnav on every mutated config (${MUTATION_KINDS.length} kinds of mutation, seeds ${FIRST_SEED}..${FIRST_SEED + CASES - 1})`,
      { timeout: 600_000 },
      async () => {
        const src = sources();
        const seeds = only !== undefined ? [only] : Array.from({ length: CASES }, (_, i) => FIRST_SEED + i);
        const cases = seeds.map((s) => mutateConfig(s, src));
        const judged = await judge(cases.map((c) => c.config));
        const failures: string[] = [];
        // The figures README.md quotes: what was compared, and how much of it disagrees.
        const figures = { mutations: cases.length, rejected: 0, generatorPlaces: 0, docsnavDiagnostics: 0, disagreements: 0 };
        cases.forEach((c, i) => {
          const { verdict, findings, disagreements: ds } = judged[i];
          figures.rejected += verdict.valid ? 0 : 1;
          figures.generatorPlaces += verdict.valid ? (verdict.stripped ?? []).length : verdict.errors.length;
          figures.docsnavDiagnostics += findings.filter((f) => f.severity !== 'info').length;
          figures.disagreements += ds.length;
          if (ds.length) failures.push(`seed ${c.seed} (${c.source}; ${c.did}):\n${explain(ds)}`);
          if (only !== undefined) console.log(JSON.stringify(c.config, null, 2), JSON.stringify(verdict, null, 2));
        });
        if (only === undefined) console.log(`mutated configs vs the generator: ${JSON.stringify(figures)}`);
        if (process.env.FIDELITY_REPORT) writeFileSync(process.env.FIDELITY_REPORT, failures.join('\n\n'));
        // Every case must agree: no false error, every rejection caught, every drop reported and listed.
        expect(disagreementReport(failures, cases.length)).toBe('');
      },
    );
  },
);
