import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { printFile, workspaceFromText } from '../../src/core/model/workspace';
import { labelOf } from '../../src/core/model/nav-index';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import { buildSidebar } from '../../src/core/sidebar/sidebar-model';
import { analyseOpenapi } from '../../src/core/openapi/index';
import { EditorSession } from '../../src/core/session/editor-session';
import { main } from '../../src/cli/main';
import { PROTO_NAMES, TOP_LEVEL_PROTO, protoKeysDocs } from './inputs';
import { keyboardMoveCommand, renameCommand } from '../../src/core/commands/index';

// Keys named after Object.prototype members are data (issue 17): no lookup may find the
// prototype's member, and nothing may write through `__proto__`.

const dir = mkdtempSync(join(tmpdir(), 'docsnav-proto-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
    PROTO_NAMES.filter((n) => n !== 'prototype')
      .slice()
      .sort(),
  );
});

const inputs: [string, string][] = [['every level', protoKeysDocs()], ...TOP_LEVEL_PROTO];

/** Run the CLI in this process with its output captured. */
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    cwd: dir,
  });
  return { code, stdout, stderr };
}

describe.each(inputs)('prototype-named keys (%s)', (_name, text) => {
  it('the core reads, checks, previews, edits and prints them as data', () => {
    const ws = workspaceFromText(text).workspace!;
    expect(ws).toBeDefined();
    const index = buildNavIndex(ws);
    const diags = runRules(ws, index, { pageFiles: new Set(['toString', 'constructor']) });
    for (const d of diags) expect(typeof d.message).toBe('string');
    // Every section of every level, as a reader choosing them would see it.
    for (const id of index.order) buildSidebar(ws, index, { choices: new Map([[index.elements.get(id)!.parent ?? id, id]]) });
    analyseOpenapi({ ws, index, documents: new Map() });
    expect(printFile(ws)).toBe(text);
    // Rename and move every element: the printed text stays JSON with the same keys.
    const s = new EditorSession();
    s.load(ws);
    for (const id of index.order) {
      const el = s.getIndex().elements.get(id);
      if (!el || el.kind === 'navigation') continue;
      s.run(renameCommand, { id, label: `${labelOf(el)}!` });
      s.run(keyboardMoveCommand, { id, dir: 'up' });
    }
    const out = printFile(s.getState().workspace!);
    expect(() => JSON.parse(out)).not.toThrow();
    while (s.undo());
    expect(printFile(s.getState().workspace!)).toBe(text);
  });

  it('check, expand and format exit 0 or 1 with messages, never a stack trace', async () => {
    writeFileSync(join(dir, 'docs.json'), text);
    for (const argv of [
      ['check', 'docs.json'],
      ['check', 'docs.json', '--json'],
      ['expand', 'docs.json'],
      ['format', 'docs.json'],
    ]) {
      const r = await cli(...argv);
      expect([0, 1], `${argv.join(' ')}: ${r.stderr}`).toContain(r.code);
      expect(r.stderr).not.toMatch(/\n\s+at |TypeError|is not a function/);
    }
    expect((await cli('format', 'docs.json')).stdout).toBe(text);
  });
});
