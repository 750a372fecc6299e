/**
 * `npm run build:cli`: the command line compiled to JavaScript in dist-cli/, for the package.
 *
 * esbuild bundles src/cli with everything it imports (the core, jsonc-parser, js-yaml, immer,
 * swagger-parser and its JSON schemas) into ES modules, one entry per command plus the chunks
 * they share. So the installed package needs no TypeScript, no tsx and no runtime dependency,
 * and `docsnav check` loads only the chunks check uses: the dev server, the move command's immer
 * and the OpenAPI validator (swagger-parser, ajv: 650 KB) stay on disk until a command asks.
 * A clone runs the sources through tsx instead (bin/docsnav.mjs), so this build is never stale
 * there; `npm pack` runs it (prepack).
 *
 * Usage: node --import tsx scripts/build-cli.ts [out folder]   (dist-cli by default)
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The project's own modules have no side effects at import (a house rule of the core, and true
 * of the CLI): telling esbuild so lets it leave out a module that a barrel (core/openapi/index)
 * re-exports but the command never uses, so such a module's dependencies load only with the
 * command that needs them.
 */
/** Marks the inner resolve call, so the plugin does not answer its own question. */
const PURE = Symbol('pure');

const ownModulesArePure: Plugin = {
  name: 'docsnav-own-modules-are-pure',
  setup(b) {
    const src = join(ROOT, 'src');
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.pluginData === PURE || !args.importer.startsWith(src)) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PURE });
      if (r.errors.length) return { errors: r.errors };
      return { path: r.path, sideEffects: !r.path.startsWith(src) };
    });
    // The YAML parsers have no side effects either: a chunk that imports a module using them
    // but not the functions that do (check's copy of load-openapi) leaves them out.
    b.onResolve({ filter: /^js-yaml(-4)?$/ }, async (args) => {
      if (args.pluginData === PURE) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: PURE });
      return r.errors.length ? { errors: r.errors } : { path: r.path, sideEffects: false };
    });
  },
};

/** Compile the CLI into `outdir` (emptied first); returns esbuild's metafile (what went where). */
export async function buildCli(outdir = join(ROOT, 'dist-cli')): Promise<Metafile> {
  rmSync(outdir, { recursive: true, force: true });
  const commands = readdirSync(join(ROOT, 'src', 'cli', 'commands'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(ROOT, 'src', 'cli', 'commands', f));
  const result = await build({
    // Each command is an entry of its own, at a stable name (dist-cli/commands/check.js), so
    // main's `import('./commands/check')` loads it, and a benchmark can load it by name.
    entryPoints: [join(ROOT, 'src', 'cli', 'main.ts'), ...commands],
    outbase: join(ROOT, 'src', 'cli'),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // jsonc-parser's "main" is a UMD build whose inner requires esbuild cannot follow; its ES
    // module build bundles cleanly.
    mainFields: ['module', 'main'],
    chunkNames: 'chunks/[name]-[hash]',
    // swagger-parser and its resolver are CommonJS and require Node's built-ins ("util", "fs").
    banner: { js: "import { createRequire as __docsnavRequire } from 'node:module';\nconst require = __docsnavRequire(import.meta.url);" },
    // Vite builds the app only in a clone (`docsnav dev --build`); the package ships the app built.
    external: ['vite'],
    plugins: [ownModulesArePure],
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? resolve(process.argv[2]) : undefined;
  buildCli(out).then(
    () => console.log(`docsnav CLI compiled into ${out ?? join(ROOT, 'dist-cli')}`),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
