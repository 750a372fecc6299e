import { describe, expect, it } from 'vitest';
import { isProjectFile, isSkippedFolder, mapLimit, skippedFolderOf } from '../../src/io/folder-filter';

describe('folder filter', () => {
  it('skips dependencies and dot-folders, not a docs section called build or dist', () => {
    expect(['node_modules', '.git', '.next', '.vercel', '.cache'].every(isSkippedFolder)).toBe(true);
    expect(['build', 'dist', 'guides', 'api-reference'].some(isSkippedFolder)).toBe(false);
    expect(skippedFolderOf('packages/web/node_modules/x/readme.md')).toBe('packages/web/node_modules');
    expect(skippedFolderOf('build/intro.mdx')).toBeUndefined();
    expect(['docs.json', 'a.mdx', 'b.md', 'openapi.yaml', 'x.YML'].every(isProjectFile)).toBe(true);
    expect(['logo.png', 'app.tsx', 'README'].some(isProjectFile)).toBe(false);
  });
});

describe('mapLimit', () => {
  it('keeps the order of the items however the work finishes, and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const work = mapLimit([0, 1, 2, 3, 4, 5, 6], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((r) => release.push(r));
      running--;
      return n * 10;
    });
    // Finish them newest first, as slow disks do.
    while (release.length || running) {
      await Promise.resolve();
      release.pop()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await work).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });
});
