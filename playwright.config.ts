import { defineConfig } from '@playwright/test';

// Chromium comes from the system (Debian's `chromium` package): Playwright cannot download its
// own browser here. Point CHROMIUM_PATH elsewhere if yours lives elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Each run builds into its own folder and serves on its own port, so parallel runs never clash.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.DOCSNAV_OUT ?? 'dist-e2e';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Visual references sit beside the specs under their own names (e2e/preview-maple.png), one set: CI and
  // local runs both use Debian's Chromium on Linux.
  snapshotPathTemplate: '{testDir}/{arg}{ext}',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx vite build --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { DOCSNAV_OUT: outDir },
  },
});
