import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJson, MAX_NESTING } from '../../src/core/parse/parse-json';
import { printFile, workspaceFromText } from '../../src/core/model/workspace';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import { docsnav } from '../cli/run-cli';
import { deepDocs } from './inputs';

// Issue 17: a 100,000-deep array under `navigation` overflowed the stack ("Maximum call stack
// size exceeded", exit 2, no place). It must be a clear error naming the depth and the line.

const dir = mkdtempSync(join(tmpdir(), 'docsnav-deep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nesting deeper than docsnav reads', () => {
  it('parses to an error with the depth, the limit and the line, without overflowing', () => {
    const { file, errors } = parseJson(deepDocs(100_000));
    expect(file.root).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0].position.line).toBe(3);
    expect(errors[0].message).toMatch(/^line 3, column \d+: /);
    expect(errors[0].message).toContain('100,002 levels');
    expect(errors[0].message).toContain(`at most ${MAX_NESTING}`);
  });

  it('a syntax error too deep down is still reported as the depth (the tolerant parser recurses)', () => {
    const text = deepDocs(100_000).replace(']]]', ']],]');
    const { errors } = parseJson(text);
    expect(errors[0].message).toContain('levels');
  });

  it('up to the limit everything works: the rules run and the text prints back byte for byte', () => {
    const text = deepDocs(MAX_NESTING - 2);
    const { workspace } = workspaceFromText(text);
    expect(workspace).toBeDefined();
    expect(() => runRules(workspace!, buildNavIndex(workspace!))).not.toThrow();
    expect(printFile(workspace!)).toBe(text);
    expect(parseJson(deepDocs(MAX_NESTING - 1)).errors[0].message).toContain(`${MAX_NESTING + 1} levels`);
  });

  it('docsnav check says so with file:line:col, exit 2, no stack trace', async () => {
    const file = join(dir, 'docs.json');
    writeFileSync(file, deepDocs(100_000));
    const r = await docsnav(['check', file], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^docs\.json:3:\d+ error not-json line 3, column \d+: .*100,002 levels/);
    expect(r.stderr).not.toMatch(/Maximum call stack|\n\s+at /);
  });
});
