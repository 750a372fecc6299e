import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The folder of the rule fixtures the CLI tests run on. */
export const fixtures = join(__dirname, '..', 'fixtures', 'rules');
const bin = join(__dirname, '..', '..', 'bin', 'docsnav.cjs');

/** Run `node bin/docsnav.cjs ...args` in `cwd` (the fixtures by default); resolves with the exit code and output. */
export function docsnav(args: string[], cwd = fixtures): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}
