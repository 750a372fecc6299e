/**
 * `npm run build:cli`: the command line compiled to JavaScript in dist-cli/, for the package.
 *
 * esbuild bundles src/cli with everything it imports (the core, jsonc-parser, js-yaml, immer,
 * swagger-parser and its JSON schemas), so the installed package needs no TypeScript, no tsx
 * and no runtime dependency. The shape is chosen for start-up time, measured (bench/cli-startup.ts):
 *
 * - CommonJS, one file per command: Node 20 starts a CommonJS file with its synchronous loader,
 *   while an ES module first sets up the asynchronous ESM loader and then resolves, reads and
 *   links each module in turns. `docsnav check` on a small config took 1.55x the CPU time of
 *   `node -e 0` as ES modules split into shared chunks, 1.3x as these CommonJS files.
 * - Every `import()` in our sources is a seam: the module it names is a file of its own
 *   (dist-cli/load-openapi.cjs), required when the import runs. So main.cjs loads one command,
 *   and check loads the YAML parsers and the OpenAPI validator (650 KB) only for a config that
 *   has OpenAPI documents. Code both sides of a seam use is in both files; what crosses a seam
 *   is plain data (documents, problems, positions), never module state.
 * - All files in one folder, named after their source (load-openapi.ts -> load-openapi.cjs),
 *   so a seam is `require('./<name>.cjs')` from whichever file the importing module went into.
 *
 * A clone runs the sources through tsx instead (bin/docsnav.cjs), so this build is never stale
 * there; `npm pack` runs it (prepack, scripts/build-package.ts).
 *
 * Usage: node --import tsx scripts/build-cli.ts [out folder]   (dist-cli by default)
 */
import { build, type ImportKind, type Metafile, type Plugin } from 'esbuild';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDirOf, thirdPartyLicenses } from './third-party-licenses';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'src');

/** Marks the inner resolve calls, so the plugin does not answer its own question. */
const INNER = Symbol('inner');

/** The output name of a source module: its file name, without the extension. */
const outName = (source: string) => basename(source).replace(/\.tsx?$/, '');

/**
 * The seams and the side effects. `lazy` collects the source modules named by an `import()`
 * (each becomes an entry of the next pass). Our own modules and the YAML parsers have no side
 * effects at import (a house rule of the core, and true of the CLI): telling esbuild so lets it
 * leave out a module whose exports a bundle does not use, such as js-yaml behind
 * parse-openapi-text's `isJsonText`.
 */
function seams(lazy: Set<string>): Plugin {
  return {
    name: 'docsnav-cli-seams',
    setup(b) {
      const resolveInner = (args: { path: string; kind: ImportKind; importer: string; resolveDir: string }) =>
        b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: INNER });
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === INNER || !args.importer.startsWith(SRC)) return undefined;
        const r = await resolveInner(args);
        if (r.errors.length) return { errors: r.errors };
        if (args.kind === 'dynamic-import' && r.path.startsWith(SRC)) {
          lazy.add(r.path);
          return { path: `./${outName(r.path)}.cjs`, external: true };
        }
        return { path: r.path, sideEffects: !r.path.startsWith(SRC) };
      });
      b.onResolve({ filter: /^js-yaml(-4)?$/ }, async (args) => {
        if (args.pluginData === INNER) return undefined;
        const r = await resolveInner(args);
        return r.errors.length ? { errors: r.errors } : { path: r.path, sideEffects: false };
      });
    },
  };
}

/** Compile the CLI into `outdir` (emptied first); returns esbuild's metafile (what went where). */
export async function buildCli(outdir = join(ROOT, 'dist-cli')): Promise<Metafile> {
  const commands = readdirSync(join(SRC, 'cli', 'commands'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(SRC, 'cli', 'commands', f));
  const entries = new Set([join(SRC, 'cli', 'main.ts'), ...commands]);
  // A seam found in one pass is an entry of the next; two passes find today's (main -> command
  // -> load-openapi -> validate-openapi takes three), and the loop ends when none is new.
  for (;;) {
    const byName = new Map<string, string>();
    for (const e of entries) {
      const other = byName.get(outName(e));
      if (other) throw new Error(`${e} and ${other} would both compile to ${outName(e)}.cjs; rename one`);
      byName.set(outName(e), e);
    }
    const lazy = new Set<string>();
    rmSync(outdir, { recursive: true, force: true });
    const result = await build({
      entryPoints: [...entries].map((e) => ({ in: e, out: outName(e) })),
      outdir,
      outExtension: { '.js': '.cjs' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      // `import()` of a seam becomes `require()`: the ESM loader never starts (see above).
      supported: { 'dynamic-import': false },
      // jsonc-parser's "main" is a UMD build whose inner requires esbuild cannot follow; its ES
      // module build bundles cleanly.
      mainFields: ['module', 'main'],
      // ensure-app finds the package from its own file's address.
      define: { 'import.meta.url': '__docsnavFileUrl' },
      banner: { js: "const __docsnavFileUrl = require('node:url').pathToFileURL(__filename).href;" },
      // Vite builds the app only in a clone (`docsnav dev --build`); the package ships the app built.
      external: ['vite'],
      plugins: [seams(lazy)],
      legalComments: 'eof',
      absWorkingDir: ROOT,
      metafile: true,
      logLevel: 'warning',
    });
    const before = entries.size;
    for (const l of lazy) entries.add(l);
    if (entries.size === before) {
      const bundled = Object.values(result.metafile.outputs).flatMap((o) => Object.keys(o.inputs).map((i) => packageDirOf(join(ROOT, i))));
      writeFileSync(
        join(outdir, 'THIRD-PARTY-LICENSES.txt'),
        thirdPartyLicenses(
          bundled.filter((d): d is string => !!d),
          "docsnav's compiled command line (dist-cli/)",
        ),
      );
      return result.metafile;
    }
  }
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
