/**
 * CLI start-up: `docsnav check` as a whole process, beside `node -e 0` measured in the same run.
 *
 * The command runs as installed: bin/docsnav.cjs beside the compiled CLI (dist-cli/, built here
 * with scripts/build-cli.ts) and a package.json, without src/, so the bin takes the compiled
 * path a user's `npx docsnav` takes. Every round runs, in turns, `node -e 0` and each check, so
 * a load spike of a shared machine falls on both sides of a ratio; the medians are compared.
 * On a large config the check itself takes a while: it is timed inside the same process
 * (bench/time-check.cjs) and taken off that process's wall time, which leaves the start-up.
 *
 * Targets (issue 15): on a small config the whole process is at most 1.5x `node -e 0`; on a
 * large one, the whole process less its in-process check is at most 2x `node -e 0`.
 *
 * Also runnable alone: `node --import tsx bench/cli-startup.ts [large docs.json ...]`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../scripts/build-cli';
import { generateConfig } from '../test/helpers/generate-config';
import { cliStartupSection, medianOf, replaceReadmeSection, table, type Figure } from './measure';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The installed layout in a temporary folder: bin/, dist-cli/ and package.json; no sources. */
async function installedLayout(dir: string): Promise<string> {
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(ROOT, 'bin', 'docsnav.cjs'), join(dir, 'bin', 'docsnav.cjs'));
  copyFileSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  await buildCli(join(dir, 'dist-cli'));
  return join(dir, 'bin', 'docsnav.cjs');
}

/** Wall time of one process, in ms (its exit code is not the point: check exits 1 on errors). */
function wall(args: string[], env?: NodeJS.ProcessEnv): number {
  const t0 = performance.now();
  try {
    execFileSync(process.execPath, args, { stdio: 'ignore', env });
  } catch {
    // exit 1: problems found
  }
  return performance.now() - t0;
}

/** One `docsnav check` with the check timed inside it: the process's wall time and the check's, in ms. */
function timedCheck(dir: string, bin: string, config: string): { whole: number; check: number } {
  const out = join(dir, 'check-time.txt');
  const whole = wall(['--require', join(ROOT, 'bench', 'time-check.cjs'), bin, 'check', config], {
    ...process.env,
    DOCSNAV_CHECK_TIME: out,
  });
  return { whole, check: Number(readFileSync(out, 'utf8')) };
}

const kb = (path: string) => `${Math.round(statSync(path).size / 1024)} KB`;
const mb = (path: string) => `${(statSync(path).size / 1e6).toFixed(1)} MB`;

/**
 * The start-up figures: a small config (5 KB, generated, no OpenAPI) and each given large
 * config, `rounds` rounds after `warmup` untimed ones.
 */
export async function cliStartupFigures(large: { name: string; path: string }[], rounds = 15, warmup = 2): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-startup-'));
  try {
    const bin = await installedLayout(dir);
    const smallConfig = join(dir, 'docs.json');
    writeFileSync(smallConfig, generateConfig({ pages: 24, versions: 1, languages: ['en'] }));
    const node: number[] = [];
    const small: number[] = [];
    const timed = large.map(() => [] as { whole: number; check: number }[]);
    for (let i = 0; i < warmup + rounds; i++) {
      const n = wall(['-e', '0']);
      const s = wall([bin, 'check', smallConfig]);
      const t = large.map((c) => timedCheck(dir, bin, c.path));
      if (i < warmup) continue;
      node.push(n);
      small.push(s);
      t.forEach((v, j) => timed[j].push(v));
    }
    const floor = medianOf(node);
    const figures: Figure[] = [
      {
        name: `CLI start-up: \`docsnav check\` on a small config (${kb(smallConfig)}), whole process`,
        value: medianOf(small),
        unit: 'ms',
        floorName: 'node -e 0',
        floor,
        target: 1.5,
        runs: rounds,
      },
    ];
    large.forEach((c, j) => {
      const runs = timed[j];
      figures.push({
        name: `CLI start-up: \`docsnav check\` on ${c.name} (${mb(c.path)}), whole process (${medianOf(runs.map((r) => r.whole)).toFixed(0)} ms) less its check (${medianOf(runs.map((r) => r.check)).toFixed(0)} ms)`,
        value: medianOf(runs.map((r) => r.whole - r.check)),
        unit: 'ms',
        floorName: 'node -e 0',
        floor,
        target: 2,
        runs: rounds,
      });
    });
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const large = process.argv.slice(2).map((p) => ({ name: p.split('/').slice(-2, -1)[0] || p, path: resolve(p) }));
  cliStartupFigures(large).then(
    (f) => {
      console.log(table(f));
      // Run from the project's root, it also refreshes the README's start-up table.
      replaceReadmeSection(
        'bench-cli',
        cliStartupSection(f, `node --import tsx bench/cli-startup.ts ${process.argv.slice(2).join(' ')}`.trim()),
      );
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
