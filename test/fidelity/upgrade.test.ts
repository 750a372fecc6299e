/**
 * docsnav's mint.json -> docs.json conversion against the generator's own upgrade
 * (`../shared/oracle/upgrade.mjs`): on the five real legacy configs of `../shared/corpus-legacy`
 * and on this project's fixtures (one per mint.json navigation form), the docs.json docsnav
 * prints must be the same JSON, keys in the same order, as the generator's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateMintJson } from '../../src/core/legacy/index';
import { ORACLE_SKIP_REASON, fileKey, oracleInstalled, runOracle } from './oracle';

const CORPUS = '../shared/corpus-legacy';
const FIXTURES = 'test/fixtures/legacy';

const configsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => existsSync(join(dir, d, 'mint.json')))
        .sort()
        .map((d) => join(dir, d, 'mint.json'))
    : [];

/** Ours and the generator's docs.json for one mint.json, both as printed JSON. */
async function both(path: string): Promise<{ ours: string; theirs: string }> {
  const m = migrateMintJson(readFileSync(path, 'utf8'), path);
  if (!m.ok) throw new Error(`${path}: ${m.message}`);
  // The oracle runs in its own folder: give it an absolute path.
  const run = await runOracle('upgrade.mjs', [resolve(path)], fileKey(path));
  expect(run.code, `upgrade.mjs failed on ${path}`).toBe(0);
  return { ours: m.text, theirs: `${JSON.stringify(run.out, null, 2)}\n` };
}

describe.skipIf(!oracleInstalled)(`mint.json upgrade equals the generator's (${ORACLE_SKIP_REASON})`, () => {
  describe.skipIf(!existsSync(CORPUS))(`on ${CORPUS} (skipped: the folder is absent)`, () => {
    const configs = configsIn(CORPUS);
    it('finds the five legacy configs', () => {
      expect(configs).toHaveLength(5);
    });
    it.each(configs)('%s', async (path) => {
      const { ours, theirs } = await both(path);
      expect(ours).toBe(theirs);
    });
  });

  describe('on the fixtures, one per navigation form', () => {
    const fixtures = configsIn(FIXTURES);
    it('covers groups only, tabs with url, anchors, versions, languages, openapi and mixed divisions', () => {
      expect(fixtures.map((f) => f.split('/').at(-2))).toEqual(
        expect.arrayContaining(['groups-only', 'tabs', 'anchors', 'versions', 'languages', 'openapi', 'mixed', 'settings']),
      );
    });
    it.each(fixtures)('%s', async (path) => {
      const { ours, theirs } = await both(path);
      expect(ours).toBe(theirs);
      // The stored answer the oracle-free unit tests compare with is still the generator's.
      expect(readFileSync(join(path, '..', 'upgraded.json'), 'utf8')).toBe(theirs);
    });
  });
});
