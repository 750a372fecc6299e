import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompiledOpenapiSchemas } from './scripts/precompiled-openapi-schemas.ts';
import { parseFontAwesomeNames } from './src/core/icons/icon-name-lists';

/**
 * Write every Lucide icon's drawing as a small JSON file, `assets/lucide/<name>.json` (aliases
 * too), so the preview and the icon picker (src/ui/common/preview-icon.tsx) fetches just the icons a document names,
 * by name. Neither a map of the icons' chunks (65 KB gzipped for 2,000 hashed names) nor the whole
 * set (178 KB) is in the initial JavaScript, and as data files, not chunks, they leave the app's
 * chunking alone (icon chunks split every icon the app imports into a request of its own).
 * Build only; in dev the preview uses Lucide's own map of dynamic imports.
 */
function lucideIconFiles(): Plugin {
  const dir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
  const load = async (file: string): Promise<{ node: unknown } | undefined> => {
    const m = await import(pathToFileURL(join(dir, file)).href);
    if (m.__iconData) return m.__iconData;
    // An alias module re-exports another icon: `export { default } from './house.mjs'`.
    const target = /from '\.\/([^']+\.mjs)'/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
    return target ? (await import(pathToFileURL(join(dir, target)).href)).__iconData : undefined;
  };
  return {
    name: 'docsnav-lucide-icon-files',
    apply: 'build',
    async buildStart() {
      const names: string[] = [];
      for (const f of readdirSync(dir)) {
        if (!f.endsWith('.mjs') || f === 'index.mjs') continue;
        const data = await load(f);
        if (!data) continue;
        names.push(f.slice(0, -4));
        this.emitFile({ type: 'asset', fileName: `assets/lucide/${f.slice(0, -4)}.json`, source: JSON.stringify(data.node) });
      }
      // The list of names (about 8 KB gzipped, fetched once, lazily): a name Lucide lacks is known
      // without a request, so Font Awesome names such as "github" do not fill the console with 404s.
      this.emitFile({ type: 'asset', fileName: 'assets/lucide/names.json', source: JSON.stringify(names.sort()) });
    },
  };
}

/**
 * Write every free Font Awesome icon (the solid, regular and brands sets) as a small JSON file,
 * `assets/fa/<set>/<name>.json` holding `[width, height, path]`, aliases too, with each set's list
 * of names, for the preview and the icon picker (src/ui/common/fa-icons.ts): Font Awesome is the site's default icon
 * library, and as with Lucide only the icons a document names are fetched, none of them in the
 * app's JavaScript. Also `assets/fa/names.json`, every name free and Pro (the site has Pro), from
 * the `IconName` union of @fortawesome/fontawesome-common-types: what the unknown-icon check and
 * the icon picker read (src/io/icon-names.ts), fetched on first use. Build only; in dev the
 * preview imports the packages and the check reads the declaration.
 */
function fontAwesomeIconFiles(): Plugin {
  const sets = {
    solid: '@fortawesome/free-solid-svg-icons',
    regular: '@fortawesome/free-regular-svg-icons',
    brands: '@fortawesome/free-brands-svg-icons',
  };
  type Definition = { iconName: string; icon: [number, number, (string | number)[], string, string | string[]] };
  return {
    name: 'docsnav-font-awesome-icon-files',
    apply: 'build',
    async buildStart() {
      const dts = createRequire(import.meta.url).resolve('@fortawesome/fontawesome-common-types/index.d.ts');
      const all = new Set(parseFontAwesomeNames(readFileSync(dts, 'utf8')));
      for (const [set, pkg] of Object.entries(sets)) {
        const mod = (await import(pkg)) as Record<string, unknown>;
        const names = new Set<string>();
        for (const v of Object.values(mod)) {
          const d = v as Definition;
          if (!d || typeof d !== 'object' || !Array.isArray(d.icon) || names.has(d.iconName)) continue;
          const path = d.icon[4];
          const source = JSON.stringify([d.icon[0], d.icon[1], typeof path === 'string' ? path : path[path.length - 1]]);
          for (const name of [d.iconName, ...d.icon[2].filter((a): a is string => typeof a === 'string')]) {
            if (names.has(name) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) continue;
            names.add(name);
            this.emitFile({ type: 'asset', fileName: `assets/fa/${set}/${name}.json`, source });
          }
        }
        this.emitFile({ type: 'asset', fileName: `assets/fa/${set}/names.json`, source: JSON.stringify([...names].sort()) });
        for (const n of names) all.add(n);
      }
      this.emitFile({ type: 'asset', fileName: 'assets/fa/names.json', source: JSON.stringify([...all].sort()) });
    },
  };
}

/**
 * json-schema-ref-parser (swagger-parser's resolver, in the OpenAPI worker) imports js-yaml 4 for
 * a YAML parser validate-openapi.ts switches off (docsnav parses every file itself): its import
 * is pointed at a stub, so the validator brings no YAML parser, and js-yaml 4 loads only for a
 * document strict js-yaml 5 refuses (parse-openapi-text.ts). About 13 KB gzipped less at start.
 * So are the resolver's other parts validation never runs: its file and HTTP resolvers and its
 * JSON, YAML, text and binary parsers (all switched off there) and its `bundle` (validation
 * dereferences): 2.2 KB gzipped less of the validator, which loads at start with the sample.
 */
function stubRefParserParts(): Plugin {
  const stub = fileURLToPath(new URL('./src/workers/ref-parser-yaml-stub.ts', import.meta.url));
  const unused = fileURLToPath(new URL('./src/workers/ref-parser-unused-stub.ts', import.meta.url));
  return {
    name: 'docsnav-stub-ref-parser-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/@apidevtools/json-schema-ref-parser/')) return undefined;
      if (source === 'js-yaml') return stub;
      // The resolvers and parsers validate-openapi.ts switches off, and `bundle`, which validation never calls.
      if (/^\.\.?\/(resolvers\/(file|http)|parsers\/(json|yaml|text|binary)|bundle)\.js$/.test(source)) return unused;
      return undefined;
    },
  };
}

/**
 * The app's own imports of jsonc-parser (not Monaco's) get its modules without its main entry
 * (see src/core/parse/jsonc-parser-lean.ts). Build only: Node cannot load those modules alone
 * (their imports name no extension), and the tests and the CLI run in Node.
 */
function leanJsoncParser(): Plugin {
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  const lean = join(src, 'core/parse/jsonc-parser-lean.ts');
  return {
    name: 'docsnav-lean-jsonc-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'jsonc-parser' && importer?.startsWith(src) && importer !== lean) return lean;
      return undefined;
    },
  };
}

// The e2e suite and the benchmark build into their own folder (DOCSNAV_OUT) so that
// several runs on one machine never overwrite each other's bundle.
export default defineConfig({
  plugins: [react(), lucideIconFiles(), fontAwesomeIconFiles(), stubRefParserParts(), leanJsoncParser(), precompiledOpenapiSchemas()],
  base: './',
  build: {
    outDir: process.env.DOCSNAV_OUT ?? 'dist',
    chunkSizeWarningLimit: 6000,
    // Every browser docsnav supports preloads modules itself; the polyfill only adds to the start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What the page loads at start in one chunk: split among the lazy chunks that share it, it
        // became seven small files that gzip to more (about 20 KB) than the one they replace.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  worker: { format: 'es', plugins: () => [stubRefParserParts(), leanJsoncParser(), precompiledOpenapiSchemas()] },
  resolve: {
    // The browser's OpenAPI validator only (swagger-parser is loaded nowhere else): a smaller
    // stand-in for what it reads of Node's util; see the module for why. Exact names only.
    alias: [{ find: /^util$/, replacement: fileURLToPath(new URL('./src/workers/util-shim.ts', import.meta.url)) }],
  },
  define: {
    // swagger-parser's dependencies read `process.env` and `global` in the browser bundle.
    'process.env.NODE_DEBUG': 'false',
    global: 'globalThis',
  },
});
