import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { checkFolder, corpusFolders } from '../../scripts/conformance';

const corpus = process.env.DOCSNAV_CORPUS ?? '../shared/corpus';
const present = existsSync(corpus);

if (!present) console.warn(`conformance: skipped, the corpus folder ${corpus} is absent (set DOCSNAV_CORPUS to run it)`);

describe.skipIf(!present)(`conformance over the real configs in ${corpus}`, () => {
  const folders = present ? corpusFolders(corpus) : [];

  it('finds the corpus configs', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s: format reproduces docs.json (and its split files) byte for byte, and every rule runs', (folder) => {
    const r = checkFolder(corpus, folder);
    expect(r.loadProblems).toEqual([]);
    expect(r.roundTrip).toBe('ok');
    // Every diagnostic names its place and says what to do.
    for (const d of r.diagnostics) expect(d.message).toMatch(/^\S.*: .+\.$/s);
  });
});
