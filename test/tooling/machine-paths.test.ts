import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A tracked file that names a folder of one machine (a home folder, a checkout's absolute path)
// works only there: data beside the checkout is `../shared/...` from the project root, and a
// test that needs it skips when it is absent.
const MACHINE_PATH = /(^|[^A-Za-z0-9_.-])\/(work|home|root|Users|tmp)\/[A-Za-z0-9._-]+/;
// Where such a path is not a path: a dependency lock file names registry URLs, nothing else.
const SKIPPED = new Set(['package-lock.json']);

function trackedFiles(): string[] | undefined {
  try {
    return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch {
    return undefined; // not a git checkout (an unpacked tarball): nothing to list
  }
}

const files = trackedFiles();

describe.skipIf(!files)('tracked files (skipped outside a git checkout)', () => {
  it('name no absolute path of one machine', () => {
    const found: string[] = [];
    for (const file of files!) {
      if (SKIPPED.has(file) || /\.(png|jpe?g|gif|ico|woff2?|zip|gz)$/.test(file)) continue;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // deleted in the work tree but not yet from the index
      }
      text.split('\n').forEach((line, i) => {
        const m = MACHINE_PATH.exec(line);
        if (m) found.push(`${file}:${i + 1}: ${m[0].trim()}`);
      });
    }
    expect(found, 'use ../shared/... (relative to the project root) or os.tmpdir()').toEqual([]);
  });
});
