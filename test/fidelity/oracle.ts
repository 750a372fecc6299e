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
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
 * `{ cache: false }` runs the script whatever is cached, and keeps nothing.
 */
export async function runOracle<T = unknown>(
  script: string,
  args: readonly string[],
  inputKey: string,
  options: { readonly cache?: boolean } = {},
): Promise<OracleRun<T>> {
  const key = createHash('sha256')
    .update(JSON.stringify([script, args.filter((a) => a.startsWith('--')), inputKey]))
    .digest('hex');
  const cache = options.cache ?? true;
  const cached = join(CACHE_DIR, `${key}.json`);
  if (cache && existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as OracleRun<T>;
  const run = await inOwnTemp(
    (env) =>
      new Promise<OracleRun<T>>((done, fail) => {
        execFile(
          process.execPath,
          [join(ORACLE_DIR, script), ...args],
          { cwd: ORACLE_DIR, env, maxBuffer: 512 * 1024 * 1024, timeout: 300_000 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            try {
              done({ code, out: JSON.parse(stdout) as T });
            } catch {
              fail(new Error(`${script} ${args.join(' ')} printed no JSON (exit ${code}): ${String(stderr).slice(0, 2000)}`));
            }
          },
        );
      }),
  );
  if (cache) {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(cached, JSON.stringify(run));
  }
  return run;
}

/**
 * Run an oracle process with a temporary folder of its own (TMPDIR), removed when it ends.
 * expand.mjs makes a `mint-expand-*` folder there on every call and never removes it: the
 * differential tests call it hundreds of times, and the system's /tmp filled with them.
 */
async function inOwnTemp<T>(run: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'docsnav-oracle-'));
  try {
    return await run({ ...process.env, TMPDIR: dir, TMP: dir, TEMP: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A cache key for one file: its bytes. */
export function fileKey(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** A JSON path as docsnav's diagnostics write it: keys and array indices. */
export type OraclePath = readonly (string | number)[];

/** The validator's verdict on one config, its places as arrays (see validate-batch.mjs). */
export interface OracleVerdict {
  readonly valid: boolean;
  readonly errors: readonly { path: OraclePath; message: string; code: string }[];
  /** Inside union errors, the leaf issues of the best-fitting branches (validate.mjs's heuristic). */
  readonly details?: readonly { path: OraclePath; message: string }[];
  /** Places the validator accepts but silently drops (only when valid). */
  readonly stripped?: readonly OraclePath[];
}

/** One question for the validator: a config value, or a docs.json file (with `prebuild`, its `$ref` files resolved first). */
export type ValidateRequest = { readonly config: unknown } | { readonly file: string; readonly prebuild?: boolean };

const BATCH = resolve('test/fidelity/validate-batch.mjs');

/**
 * The validator's verdicts on many configs, from one node process (validate.mjs pays 1-3 s of
 * start-up per config; this pays it once). Each answer is cached like runOracle's, keyed by the
 * helper's own text, the oracle's lockfile and `keys[i]` (for a config value, its JSON by
 * default; for a file, pass the bytes of every file it reads).
 */
export async function validateMany(requests: readonly ValidateRequest[], keys?: readonly string[]): Promise<OracleVerdict[]> {
  const salt = createHash('sha256')
    .update(readFileSync(BATCH))
    .update(readFileSync(join(ORACLE_DIR, 'package-lock.json')))
    .digest('hex');
  const files = requests.map((r, i) => {
    const input = keys?.[i] ?? JSON.stringify(r);
    const prebuild = 'file' in r && r.prebuild ? 'prebuild' : '';
    return join(CACHE_DIR, `v-${createHash('sha256').update(`${salt}\0${prebuild}\0${input}`).digest('hex')}.json`);
  });
  const out: (OracleVerdict | undefined)[] = files.map((f) =>
    existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as OracleVerdict) : undefined,
  );
  const todo = out.flatMap((v, i) => (v ? [] : [i]));
  mkdirSync(CACHE_DIR, { recursive: true });
  // In chunks, so one answer list never holds every large config at once.
  for (let k = 0; k < todo.length; k += 400) {
    const chunk = todo.slice(k, k + 400);
    const reqPath = join(CACHE_DIR, `requests-${process.pid}-${k}.json`);
    writeFileSync(reqPath, JSON.stringify(chunk.map((i) => requests[i])));
    const stdout = await inOwnTemp(
      (env) =>
        new Promise<string>((done, fail) => {
          execFile(
            process.execPath,
            [BATCH, ORACLE_DIR, reqPath],
            { cwd: ORACLE_DIR, env, maxBuffer: 512 * 1024 * 1024, timeout: 600_000 },
            (error, so, stderr) => (error ? fail(new Error(`validate-batch.mjs failed: ${String(stderr).slice(0, 2000)}`)) : done(so)),
          );
        }),
    );
    rmSync(reqPath, { force: true });
    const answers = JSON.parse(stdout) as OracleVerdict[];
    chunk.forEach((i, j) => {
      out[i] = answers[j];
      writeFileSync(files[i], JSON.stringify(answers[j]));
    });
  }
  return out as OracleVerdict[];
}

/**
 * A place as the oracle's scripts print it ("navigation.tabs[0].groups[1]", or already an
 * array) as an array of keys and indices, the shape of a docsnav diagnostic's path.
 *
 * @example oraclePath('navigation.tabs[0].pages') // ['navigation', 'tabs', 0, 'pages']
 */
export function oraclePath(p: string | OraclePath): OraclePath {
  if (typeof p !== 'string') return p;
  const out: (string | number)[] = [];
  for (const m of p.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[2]);
  return out;
}
