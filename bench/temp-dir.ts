import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * A new folder under the system's temporary folder for the bench's files (configs written so
 * the page opens them by path), removed when the process exits. The scale figures write about
 * 230 MB per run (the 16x config three times over); kept, each run added that to /tmp.
 */
export function benchTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (!made.length) process.on('exit', () => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
  made.push(dir);
  return dir;
}
