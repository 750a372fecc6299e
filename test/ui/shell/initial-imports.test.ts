import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = join(__dirname, '..', '..', '..', 'src');

/**
 * The packages the page loads at start: every module reached from src/main.tsx through static
 * imports (not `import type`, not `import()`), with the chain that reaches each package.
 */
function startPackages(entry = 'main.tsx'): Map<string, string[]> {
  return startModules(entry).packages;
}

/** The packages and the source files (relative to src/) the page loads at start, each with the chain that reaches it. */
function startModules(entry: string): { packages: Map<string, string[]>; files: Map<string, string[]> } {
  const packages = new Map<string, string[]>();
  const files = new Map<string, string[]>();
  const seen = new Set<string>();
  const stack: [string, string[]][] = [[join(SRC, entry), []]];
  while (stack.length) {
    const [file, chain] = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const here = [...chain, relative(SRC, file)];
    files.set(relative(SRC, file), here);
    const text = readFileSync(file, 'utf8');
    // Static imports and re-exports, leaving out type-only ones (erased) and dynamic import() (own chunks).
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1];
      if (spec.startsWith('.')) {
        const base = join(dirname(file), spec);
        const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && /\.tsx?$/.test(p));
        if (target) stack.push([target, here]);
      } else {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
        if (!packages.has(name)) packages.set(name, here);
      }
    }
  }
  return { packages, files };
}

describe("the page's initial JavaScript", () => {
  it('reaches neither the OpenAPI loaders (YAML parsers, validator) nor Monaco, nor react-query: the worker, the JSON pane and the first remote fetch load those', () => {
    const packages = startPackages();
    expect(packages.has('react')).toBe(true); // the walk does find packages
    for (const name of ['js-yaml', 'js-yaml-4', '@apidevtools/swagger-parser', 'buffer', 'monaco-editor', '@tanstack/react-query']) {
      expect(packages.get(name), `${name} is imported at start through ${packages.get(name)?.join(' -> ')}`).toBeUndefined();
    }
  });

  it('reaches the mint.json detection but not the converter: that loads with the first mint.json opened', () => {
    const { files } = startModules('main.tsx');
    expect(files.has('core/legacy/legacy-config.ts')).toBe(true); // the walk does find source files
    for (const file of ['core/legacy/migrate-mint-json.ts', 'core/legacy/upgrade-mint-config.ts', 'io/convert-legacy.ts']) {
      expect(files.get(file), `${file} is imported at start through ${files.get(file)?.join(' -> ')}`).toBeUndefined();
    }
  });

  it("reaches the kinds table but not its help texts: those load with the inspector's form and the JSON pane", () => {
    const { files } = startModules('main.tsx');
    expect(files.has('core/model/kinds.ts')).toBe(true); // the walk does find the table
    const help = files.get('core/model/kind-help.ts');
    expect(help, `core/model/kind-help.ts is imported at start through ${help?.join(' -> ')}`).toBeUndefined();
  });

  it("the OpenAPI worker's start reaches one YAML parser and not the validator: js-yaml 4 and swagger-parser load when needed", () => {
    const packages = startPackages('workers/openapi-worker.ts');
    expect(packages.has('js-yaml')).toBe(true); // the walk does find packages
    for (const name of ['js-yaml-4', '@apidevtools/swagger-parser']) {
      expect(packages.get(name), `${name} is imported at start through ${packages.get(name)?.join(' -> ')}`).toBeUndefined();
    }
  });
});
