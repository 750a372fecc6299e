/**
 * Differential test: `docsnav expand` against the generator's own OpenAPI expansion on small
 * sites written to hold the generator's corner cases (test/fixtures/openapi-fidelity/):
 *
 * - generation/: a whole document generated on a tab and on groups: x-group names (two tags in
 *   one group, a tag defined twice), operations without a summary (the root path too), a blank
 *   summary, two operations whose summaries give the same name (which one gets `-1`), x-hidden
 *   ones before and after a listed one with the same name (a hidden page takes no number and is
 *   replaced by a later listed one), x-excluded, x-mint.href (folder, letter case, an
 *   extension, the same href twice) and x-mint.metadata titles, webhooks (with and without a
 *   summary, one with two methods), and `{ "source", "directory" }` with a folder, with an empty
 *   folder, and generated pages after a group's own pages;
 * - entries/: operations listed explicitly: a trailing slash the document lacks (and has), a
 *   webhook, an x-hidden operation, two entries whose names collide (entries are never
 *   numbered), a group listing "openapi.json GET /users" under a tab bound to openapi.json
 *   (SPEC rule 4: the site still generates the whole document), an inner element bound to the
 *   same document as its tab (only the inner one stops generating), and file entries with a
 *   trailing or leading slash;
 * - metadata/: pages bound through front matter `openapi` (SPEC rule 7): exact, lowercase
 *   method, trailing slash, the file named "/openapi.json", "openapi" and "openapi.json" (which
 *   the site's title lookup does not know), with its own title or sidebarTitle, a webhook, and a
 *   page file at a generated page's address.
 *
 * Each folder is copied to a temporary folder first (the generator's code is given a folder it
 * may touch). Lowercase methods in *navigation entries* are left out on purpose: SPEC.md says
 * such an entry is a file path, docsnav follows SPEC.md there, and the generator tolerates them.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsnavExpand, expansionDiff, oracleExpand, removeFolder } from './expand-compare';
import { ORACLE_SKIP_REASON, oracleInstalled } from './oracle';

const FIXTURES = join(__dirname, '..', 'fixtures', 'openapi-fidelity');
const folders = readdirSync(FIXTURES).sort();

describe.skipIf(!oracleInstalled)(
  `expand on the OpenAPI fixtures equals the generator's (${oracleInstalled ? '' : ORACLE_SKIP_REASON})`,
  () => {
    const made: string[] = [];
    let pages = 0;
    afterAll(() => made.forEach(removeFolder));

    it('has the three fixture sites', () => {
      expect(folders).toEqual(['entries', 'generation', 'metadata']);
    });

    it.each(folders)('%s: same pages, addresses, titles and order', async (name) => {
      const dir = mkdtempSync(join(tmpdir(), 'docsnav-expand-'));
      made.push(dir);
      cpSync(join(FIXTURES, name), dir, { recursive: true });
      expect(existsSync(join(dir, 'docs.json'))).toBe(true);
      const [oracle, ours] = await Promise.all([oracleExpand(dir), docsnavExpand(dir)]);
      if (!oracle.ok) throw new Error(`the generator's expansion failed on ${name}: ${oracle.why}`);
      // The fixture is meant to exercise pages, not to be empty because a spec failed to load.
      expect(oracle.expansion.pages.length).toBeGreaterThan(5);
      pages += oracle.expansion.pages.length + oracle.expansion.hidden.length;
      const diff = expansionDiff(oracle.expansion, ours);
      if (diff) expect.fail(`${name}: docsnav expand differs from the generator's expansion\n${diff}`);
    });

    it('figures (for README.md)', () => {
      console.log(`expand vs the generator on the fixtures: ${JSON.stringify({ sites: folders.length, pages })}`);
    });
  },
);
