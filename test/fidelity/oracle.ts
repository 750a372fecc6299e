/**
 * The site generator's own answers, for the differential tests in this folder.
 *
 * `../shared/oracle` (beside the checkout, installed with `npm ci --prefix ../shared/oracle`)
 * wraps the generator's published validator, OpenAPI expansion and mint.json upgrade. It is the
 * ground truth; it is never imported by `src/`, and nothing of it is shipped.
 *
 * Its scripts are slow (0.5-2 s a call), so every answer is cached on disk, keyed by the
 * script, its flags and the bytes of its input, under `node_modules/.cache/docsnav-oracle`. A
 * second run of the suite (or another test file asking the same question) reads the cache.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The oracle's folder, relative to the project root (vitest runs from there). */
export const ORACLE_DIR = resolve('../shared/oracle');

/** True when the oracle and its packages are installed; tests skip (and say why) otherwise. */
export const oracleInstalled = existsSync(join(ORACLE_DIR, 'node_modules', '@mintlify', 'validation'));

/** Why the differential tests skip, for `describe.skipIf(!oracleInstalled)` titles. */
export const ORACLE_SKIP_REASON = 'needs ../shared/oracle installed (npm ci --prefix ../shared/oracle)';

const CACHE_DIR = resolve('node_modules/.cache/docsnav-oracle');

/** One oracle run: its parsed stdout, and its exit code. */
export interface OracleRun<T = unknown> {
  readonly code: number;
  readonly out: T;
}

/**
 * Run one oracle script (`validate.mjs`, `expand.mjs`, `upgrade.mjs`) on `args` and return its
 * JSON answer. `inputKey` must identify everything the answer depends on besides the flags (the
 * bytes of the file, or of every file in the folder); equal keys share one cached answer.
 */
export async function runOracle<T = unknown>(script: string, args: readonly string[], inputKey: string): Promise<OracleRun<T>> {
  const key = createHash('sha256')
    .update(JSON.stringify([script, args.filter((a) => a.startsWith('--')), inputKey]))
    .digest('hex');
  const cached = join(CACHE_DIR, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as OracleRun<T>;
  const run = await new Promise<OracleRun<T>>((done, fail) => {
    execFile(
      process.execPath,
      [join(ORACLE_DIR, script), ...args],
      { cwd: ORACLE_DIR, maxBuffer: 512 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        try {
          done({ code, out: JSON.parse(stdout) as T });
        } catch {
          fail(new Error(`${script} ${args.join(' ')} printed no JSON (exit ${code}): ${String(stderr).slice(0, 2000)}`));
        }
      },
    );
  });
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cached, JSON.stringify(run));
  return run;
}

/** A cache key for one file: its bytes. */
export function fileKey(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}
