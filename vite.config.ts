import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The e2e suite and the benchmark build into their own folder (DOCSNAV_OUT) so that
// several runs on one machine never overwrite each other's bundle.
export default defineConfig({
  plugins: [react()],
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
