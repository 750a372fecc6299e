import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Write every Lucide icon's drawing as a small JSON file, `assets/lucide/<name>.json` (aliases
 * too), so the preview (src/ui/preview/preview-icon.tsx) fetches just the icons a document names,
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
 * json-schema-ref-parser (swagger-parser's resolver, in the OpenAPI worker) brings its own copy
 * of js-yaml 4.3.2 for a YAML parser docsnav never lets it use (validate-openapi.ts parses every
 * file itself), beside the js-yaml 4.3.2 the worker already has as js-yaml-4: its import is
 * pointed at that one, so the worker loads one copy (about 13 KB gzipped less at start). Only
 * while both are the same version: otherwise each keeps its own.
 */
function shareJsYaml4(): Plugin {
  const require = createRequire(import.meta.url);
  const ours = dirname(require.resolve('js-yaml-4/package.json'));
  const theirs = join(
    dirname(require.resolve('@apidevtools/json-schema-ref-parser/package.json')),
    'node_modules',
    'js-yaml',
    'package.json',
  );
  const version = (file: string) =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
  const same = version(theirs) === version(join(ours, 'package.json'));
  return {
    name: 'docsnav-share-js-yaml-4',
    enforce: 'pre',
    resolveId(source, importer) {
      if (same && source === 'js-yaml' && importer?.includes('/@apidevtools/json-schema-ref-parser/'))
        return join(ours, 'dist', 'js-yaml.mjs');
      return undefined;
    },
  };
}

// The e2e suite and the benchmark build into their own folder (DOCSNAV_OUT) so that
// several runs on one machine never overwrite each other's bundle.
export default defineConfig({
  plugins: [react(), lucideIconFiles(), shareJsYaml4()],
  base: './',
  build: {
    outDir: process.env.DOCSNAV_OUT ?? 'dist',
    chunkSizeWarningLimit: 6000,
  },
  worker: { format: 'es', plugins: () => [shareJsYaml4()] },
  resolve: {
    // The browser's OpenAPI validator only (swagger-parser is loaded nowhere else): smaller
    // stand-ins for what it reads of two packages; see each module for why. Exact names only.
    alias: [
      { find: /^@apidevtools\/openapi-schemas$/, replacement: fileURLToPath(new URL('./src/workers/openapi-schemas.ts', import.meta.url)) },
      { find: /^util$/, replacement: fileURLToPath(new URL('./src/workers/util-shim.ts', import.meta.url)) },
    ],
  },
  define: {
    // swagger-parser's dependencies read `process.env` and `global` in the browser bundle.
    'process.env.NODE_DEBUG': 'false',
    global: 'globalThis',
  },
});
