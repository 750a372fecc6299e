import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Emit every Lucide icon as its own chunk at a predictable name, `assets/lucide/<name>.js`, so the
 * preview (src/ui/preview/preview-icon.tsx) loads just the icons a document names, by name, with
 * no map in the initial JavaScript: a map of 2,000 hashed chunk names costs 65 KB gzipped, the
 * whole set 178 KB. Build only; in dev the preview uses Lucide's own map of dynamic imports.
 */
function lucideIconChunks(): Plugin {
  const dir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist', 'esm', 'icons');
  return {
    name: 'docsnav-lucide-icon-chunks',
    apply: 'build',
    buildStart() {
      for (const f of readdirSync(dir)) {
        if (!f.endsWith('.mjs') || f === 'index.mjs') continue;
        this.emitFile({ type: 'chunk', id: join(dir, f), fileName: `assets/lucide/${f.slice(0, -4)}.js`, preserveSignature: 'strict' });
      }
    },
  };
}

// The e2e suite and the benchmark build into their own folder (DOCSNAV_OUT) so that
// several runs on one machine never overwrite each other's bundle.
export default defineConfig({
  plugins: [react(), lucideIconChunks()],
  base: './',
  build: {
    outDir: process.env.DOCSNAV_OUT ?? 'dist',
    chunkSizeWarningLimit: 6000,
  },
  worker: { format: 'es' },
  define: {
    // swagger-parser's dependencies read `process.env` and `global` in the browser bundle.
    'process.env.NODE_DEBUG': 'false',
    global: 'globalThis',
  },
});
