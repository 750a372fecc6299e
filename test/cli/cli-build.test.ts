import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { buildCli } from '../../scripts/build-cli';

/**
 * The compiled CLI (what the package ships) loads, at the start of a command, only the file of
 * that command: every `import()` in the sources is a seam to a file of its own, required when it
 * runs. These tests read esbuild's record of the build: which sources went into each file and
 * which files each one requires.
 */
let out: string;
let meta: Metafile;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'docsnav-cli-build-'));
  meta = await buildCli(out);
}, 60_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The record of the output file `name` (in the build folder). */
function output(name: string): Metafile['outputs'][string] {
  const k = Object.keys(meta.outputs).find((o) => relative(out, o) === name);
  if (!k) throw new Error(`${name} is not an output of the build: ${Object.keys(meta.outputs).join(', ')}`);
  return meta.outputs[k];
}

/** The files of the build that `name` requires (the seams), by name. */
const seams = (name: string) =>
  output(name)
    .imports.filter((i) => i.external && i.path.startsWith('./'))
    .map((i) => i.path.slice(2))
    .sort();

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe('the compiled CLI', () => {
  it('main requires a command only when it runs: one file per command, none inside main', () => {
    expect(seams('main.cjs')).toEqual(expect.arrayContaining(['check.cjs', 'dev.cjs', 'expand.cjs', 'move.cjs', 'openapi-check.cjs']));
    expect(Object.keys(output('main.cjs').inputs).filter((i) => i.includes('src/cli/commands/'))).toEqual([]);
  });

  it('check holds neither the YAML parsers, the OpenAPI validator, immer, nor the dev server', () => {
    // The modules of which some code went into the file (a re-export passes through with none).
    const inputs = Object.entries(output('check.cjs').inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([name]) => name);
    expect(inputs).toContain('src/cli/commands/check.ts');
    expect(inputs).toContain('src/core/rules/index.ts');
    // jsonc-parser reads docs.json; everything else waits for a config that needs it.
    expect([...new Set(inputs.map(packageOf).filter(Boolean))]).toEqual(['jsonc-parser']);
    expect(inputs.filter((i) => /src\/cli\/dev\/|src\/core\/openapi\/(validate-openapi|locate-pointers|load-openapi)\.ts/.test(i))).toEqual(
      [],
    );
    // ...which it requires when a config has OpenAPI documents.
    expect(seams('check.cjs')).toEqual(['load-openapi.cjs', 'locate-pointers.cjs']);
    expect(seams('load-openapi.cjs')).toEqual(['validate-openapi.cjs']);
  });

  it('the OpenAPI validator and the YAML parsers are in the build, for the commands that reach them', () => {
    const all = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    for (const p of ['@apidevtools/swagger-parser', 'js-yaml', 'js-yaml-4', 'immer']) expect(all.map(packageOf)).toContain(p);
  });

  it('carries the licence of every package bundled into it (THIRD-PARTY-LICENSES.txt)', () => {
    const text = readFileSync(join(out, 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    const bundled = new Set(
      Object.values(meta.outputs)
        .flatMap((o) => Object.keys(o.inputs))
        .map(packageOf)
        .filter((p): p is string => !!p),
    );
    expect(bundled.size).toBeGreaterThan(5);
    // js-yaml 4 is installed under the name js-yaml-4; its package.json says js-yaml.
    for (const p of bundled) if (p !== 'js-yaml-4') expect(text, p).toMatch(new RegExp(`^${p.replace(/[/.]/g, '\\$&')} \\d+\\.\\d+`, 'm'));
    expect(text).toContain('Permission is hereby granted, free of charge');
  });
});
