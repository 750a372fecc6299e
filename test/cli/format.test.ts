import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsnav, fixtures } from './run-cli';

describe('docsnav format', () => {
  it('reproduces a file with 4-space indent, a compact one-line array, a blank line and no final newline byte for byte', async () => {
    const original = readFileSync(join(fixtures, 'four-space.json'), 'utf8');
    // The fixture really has what the test claims.
    expect(original.endsWith('}')).toBe(true);
    expect(original).toContain('\n\n');
    expect(original).toContain('["faq","help",   "more"]');
    expect(original).toContain('\n        "tabs"');
    const r = await docsnav(['format', 'four-space.json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(original);
  });

  it('exits 2 on text that is not JSON and on a missing file', async () => {
    const r = await docsnav(['format', 'not-json.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not-json.json:3:19');
    expect((await docsnav(['format', 'nope.json'])).code).toBe(2);
  });
});
