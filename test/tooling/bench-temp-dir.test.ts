import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('benchTempDir', () => {
  it('gives folders the bench writes to, and removes them with what is in them when the process exits', () => {
    // A process of its own: the removal is on its exit.
    const script = `
      import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
      import { join } from 'node:path';
      import { benchTempDir } from './bench/temp-dir.ts';
      const a = benchTempDir('docsnav-test-a-');
      const b = benchTempDir('docsnav-test-b-');
      mkdirSync(join(a, 'run0'));
      writeFileSync(join(a, 'run0', 'docs.json'), '{}');
      writeFileSync(join(b, 'x'), 'x');
      console.log(JSON.stringify([a, b, readFileSync(join(a, 'run0', 'docs.json'), 'utf8')]));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    const [a, b, written] = JSON.parse(out.trim().split('\n').pop()!) as string[];
    expect(written).toBe('{}');
    expect(a).toMatch(/docsnav-test-a-/);
    expect(b).toMatch(/docsnav-test-b-/);
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(false);
  });
});
