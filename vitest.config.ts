import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Equality of the sidebar's page items that make fields when read (see the file).
    setupFiles: ['test/helpers/sidebar-equality.ts'],
    // Component tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
    // Two minutes: a whole-app jsdom test takes seconds alone and far longer when CI's two cores
    // run every file at once. No test waits on a clock; this only bounds one that hangs.
    testTimeout: 120_000,
  },
});
