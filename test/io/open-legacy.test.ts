import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openProject, openProjectLoading, type OpenResult } from '../../src/io/project-files';
import { directorySaveTarget } from '../../src/io/directory-save-target';
import { printFile } from '../../src/core/model/workspace';
import { MemoryDirectory } from './memory-directory';

const MINT = readFileSync('test/fixtures/legacy/tabs/mint.json', 'utf8');
const UPGRADED = readFileSync('test/fixtures/legacy/tabs/upgraded.json', 'utf8');
const DOCS = '{"name": "Docs", "navigation": {"groups": [{"group": "A", "pages": ["a"]}]}}\n';

function opened(r: OpenResult) {
  if (!r.ok) throw new Error(r.message);
  return r;
}
function refused(r: OpenResult) {
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
}

describe('opening a legacy mint.json', () => {
  it('the converter is loaded only for a mint.json: without it, openProject says so and opens nothing', () => {
    const r = openProject(new Map([['mint.json', MINT]]), 'file', 'mint.json');
    expect(r).toMatchObject({ ok: false, legacy: true });
    expect(openProject(new Map([['docs.json', DOCS]]), 'file', 'docs.json').ok).toBe(true);
  });

  it('a folder with mint.json and no docs.json: the docs.json it becomes, its dropped settings, nothing on disk yet', async () => {
    const files = new Map([
      ['mint.json', MINT],
      ['introduction.mdx', '---\ntitle: Intro\n---\n'],
    ]);
    const r = opened(await openProjectLoading(files, 'folder', 'garden', { folder: true }));
    expect(r.conversion?.from).toBe('mint.json');
    expect(r.conversion?.text).toBe(UPGRADED);
    expect(r.conversion?.dropped.map((d) => d.path)).toEqual([['tabs', 3]]);
    expect(r.workspace.mainPath).toBe('docs.json');
    expect(printFile(r.workspace)).toBe(UPGRADED);
    // Export diffs against "nothing", and mint.json is not kept as a data file (it has a top-level openapi in some repositories).
    expect(r.project.originals?.get('docs.json')).toBe('');
    expect([...r.project.files.keys()]).toEqual([]);
    expect(r.project.pageFiles?.has('introduction')).toBe(true);
  });

  it('under docs/, as docs.json would be', async () => {
    const r = opened(await openProjectLoading(new Map([['docs/mint.json', MINT]]), 'folder', 'repo', { folder: true }));
    expect(r.conversion?.from).toBe('docs/mint.json');
  });

  it('a single file, a paste or a URL: recognised by its shape whatever its name', async () => {
    expect(opened(await openProjectLoading(new Map([['mint.json', MINT]]), 'file', 'mint.json')).conversion?.from).toBe('mint.json');
    const pasted = opened(await openProjectLoading(new Map([['docs.json', MINT]]), 'paste', 'Pasted docs.json'));
    expect([pasted.conversion?.from, pasted.conversion?.text]).toEqual(['Pasted docs.json', UPGRADED]);
  });

  it('a folder with both opens docs.json and says mint.json is ignored', async () => {
    const r = opened(
      await openProjectLoading(
        new Map([
          ['mint.json', MINT],
          ['docs.json', DOCS],
        ]),
        'folder',
        'repo',
        { folder: true },
      ),
    );
    expect(r.conversion).toBeUndefined();
    expect(r.workspace.files['docs.json'].source.text).toBe(DOCS);
    expect(r.problems.map((p) => p.message)).toEqual([
      'mint.json is ignored: docs.json beside it is the config, and it is what opened. Delete mint.json once docs.json holds everything.',
    ]);
  });

  it('a mint.json that is not JSON, or has no navigation: a message, nothing opens', async () => {
    expect(refused(await openProjectLoading(new Map([['mint.json', '{"name": "x", "navigation": [']]), 'file', 'mint.json'))).toMatch(
      /^mint\.json is not valid JSON: .*the document you had open stays open\.$/,
    );
    expect(refused(await openProjectLoading(new Map([['mint.json', '{"name": "x"}']]), 'folder', 'repo', { folder: true }))).toBe(
      'mint.json has no "navigation" list of groups, so there is nothing to convert. A mint.json lists its pages in "navigation": [{ "group": ..., "pages": [...] }]; add it, or open the project\'s docs.json if it has one. The document you had open stays open.',
    );
  });
});

describe('Save into an opened folder after a conversion', () => {
  it('creates docs.json and leaves mint.json as it was', async () => {
    const dir = MemoryDirectory.from('garden', { 'mint.json': MINT });
    const r = opened(
      await openProjectLoading(new Map([['mint.json', MINT]]), 'folder', 'garden', {
        folder: true,
        saveTarget: (base, o) => directorySaveTarget(dir, base, o),
      }),
    );
    await r.project.saveTarget!.save(new Map([['docs.json', UPGRADED]]));
    expect(dir.files.get('docs.json')).toBe(UPGRADED);
    expect(dir.files.get('mint.json')).toBe(MINT);
  });

  it('never writes over a docs.json that appeared on disk since', async () => {
    const dir = MemoryDirectory.from('garden', { 'mint.json': MINT });
    const r = opened(
      await openProjectLoading(new Map([['mint.json', MINT]]), 'folder', 'garden', {
        folder: true,
        saveTarget: (base, o) => directorySaveTarget(dir, base, o),
      }),
    );
    dir.files.set('docs.json', DOCS);
    await expect(r.project.saveTarget!.save(new Map([['docs.json', UPGRADED]]))).rejects.toThrow(
      'docs.json changed on disk since it was opened',
    );
    expect(dir.files.get('docs.json')).toBe(DOCS);
  });
});
