/**
 * The oracle's expand.mjs makes a `mint-expand-*` folder in the system's temporary folder on
 * every call and never removes it; runOracle gives each oracle process a temporary folder of its
 * own and removes it (test/fidelity/oracle.ts, inOwnTemp). This checks that a real call leaves
 * nothing behind in the system's temporary folder.
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORACLE_SKIP_REASON, oracleInstalled, runOracle } from './oracle';

const FOLDER = join(__dirname, '..', 'fixtures', 'openapi-fidelity', 'entries');

describe.skipIf(!oracleInstalled)(`oracle runs clean up (${oracleInstalled ? '' : ORACLE_SKIP_REASON})`, () => {
  it('leaves no mint-expand folder in the temporary folder after expand.mjs', async () => {
    const before = new Set(readdirSync(tmpdir()));
    // Not from the cache: a fresh key and no caching, so the process really runs.
    const run = await runOracle<{ ok?: boolean }>('expand.mjs', [FOLDER, '--decorated'], `temp-check-${Date.now()}`, {
      cache: false,
    });
    expect(run.code).toBe(0);
    const left = readdirSync(tmpdir()).filter((n) => !before.has(n) && /^(mint-expand-|docsnav-oracle-)/.test(n));
    expect(left).toEqual([]);
  }, 60_000);
});
