import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
    testTimeout: 30000,
  },
});
