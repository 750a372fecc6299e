import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { buildCli } from '../../scripts/build-cli';

/**
 * The compiled CLI (what the package ships) loads, at the start of a command, only the modules
 * that command imports statically. These tests read esbuild's record of the build: which
 * sources went into each file, and which files each file imports, statically or with import().
 */
let out: string;
let meta: Metafile;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'docsnav-cli-build-'));
  meta = await buildCli(out);
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The output file for `name` (relative to the build folder), as esbuild's metafile keys it. */
function key(name: string): string {
  const k = Object.keys(meta.outputs).find((o) => relative(out, o) === name || o.endsWith(`/${name}`));
  if (!k) throw new Error(`${name} is not an output of the build`);
  return k;
}

/** Every source module a compiled file loads before it runs: its static imports, followed through. */
function loadedAtStart(name: string): string[] {
  const seen = new Set<string>();
  const stack = [key(name)];
  const inputs = new Set<string>();
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const input of Object.keys(meta.outputs[file].inputs)) inputs.add(input);
    for (const i of meta.outputs[file].imports) if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
  }
  return [...inputs];
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe('the compiled CLI', () => {
  it('has an entry per command at a stable name, which main loads lazily', () => {
    const main = meta.outputs[key('main.js')];
    const lazy = main.imports.filter((i) => i.kind === 'dynamic-import').map((i) => relative(out, i.path));
    expect(lazy).toEqual(expect.arrayContaining(['commands/check.js', 'commands/dev.js', 'commands/expand.js', 'commands/move.js']));
    expect(loadedAtStart('main.js').filter((i) => i.includes('src/cli/commands/'))).toEqual([]);
  });

  it('check loads neither the YAML parsers, the OpenAPI validator, immer, nor the dev server before it runs', () => {
    const loaded = loadedAtStart('commands/check.js');
    expect(loaded).toContain('src/cli/commands/check.ts');
    expect(loaded).toContain('src/core/rules/index.ts');
    const packages = new Set(loaded.map(packageOf).filter(Boolean));
    // jsonc-parser reads docs.json; everything else waits for a config that needs it.
    expect([...packages]).toEqual(['jsonc-parser']);
    expect(
      loaded.filter((i) => /src\/cli\/dev\/|src\/core\/openapi\/(validate-openapi|parse-openapi-text|locate-pointers)\.ts/.test(i)),
    ).toEqual([]);
  });

  it('the OpenAPI loader and validator are still in the build, for the commands that reach them', () => {
    const all = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    for (const p of ['@apidevtools/swagger-parser', 'js-yaml', 'js-yaml-4', 'immer']) expect(all.map(packageOf)).toContain(p);
  });
});
