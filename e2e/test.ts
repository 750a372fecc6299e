import { test as base, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The folders tempDir made for the test running in this worker (a worker runs one test at a time).
const made: string[] = [];

/**
 * A new empty folder in the system's temporary folder (its name starts with `prefix`), removed
 * with what the test put in it when the test ends (each run of the suite left a few megabytes
 * of them behind).
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * Playwright's `test`, with two rules for every spec: an uncaught error in the page fails the test
 * that caused it, even when everything the test looks at still shows (Monaco's diff editor once
 * threw on opening for a missing service, and every assertion still passed); and the folders the
 * test made with tempDir are removed when it ends, passed or failed.
 */
export const test = base.extend<{ noPageErrors: void; tempDirs: void }>({
  tempDirs: [
    // Playwright reads a fixture's dependencies from this pattern: it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
    { auto: true },
  ],
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
