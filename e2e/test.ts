import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, with one rule for every spec: an uncaught error in the page fails the test
 * that caused it, even when everything the test looks at still shows. (Monaco's diff editor once
 * threw on opening for a missing service, and every assertion still passed.)
 */
export const test = base.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
