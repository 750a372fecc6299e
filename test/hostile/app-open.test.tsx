// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { installBrowserStandIns, preloadOpenapiLoader, renderApp, sampleHandlers } from '../ui/shell/app-harness';
import { alertText, appAlive, docName, openFile, sampleOpen, sizeTreeBox } from './app-harness';
import { deepDocs, protoKeysDocs, TOP_LEVEL_PROTO } from './inputs';

// The app's open paths with hostile files (issue 17): each says what is wrong and keeps the open document.

const server = setupServer(...sampleHandlers);
let restoreSizes: () => void;
beforeAll(preloadOpenapiLoader);
beforeAll(() => {
  installBrowserStandIns();
  restoreSizes = sizeTreeBox();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  indexedDB.deleteDatabase?.('docsnav');
});
afterAll(() => {
  server.close();
  restoreSizes();
});

// Three minutes per test: each renders the whole app in jsdom (a minute for one under a loaded
// 2-core CI run); what a test waits for is the app's answer, never a clock.
describe('opening hostile files in the app', { timeout: 180_000 }, () => {
  it('a 100,000-deep navigation says how deep and where, and the sample stays open', async () => {
    renderApp();
    await sampleOpen();
    await openFile('docs.json', deepDocs(100_000));
    expect(await alertText()).toMatch(
      /line 3, column \d+: objects and arrays nest 100,002 levels deep here, and docsnav reads at most 512/,
    );
    expect(await alertText()).toContain('the document you had open stays open');
    expect(docName()).toBe('Sample');
  });
});

describe.each([['every level', protoKeysDocs()], ...TOP_LEVEL_PROTO])(
  'keys named after Object.prototype members (%s)',
  { timeout: 180_000 },
  (_name, text) => {
    it('open as data: the app shows them, every form opens, nothing is polluted', async () => {
      renderApp();
      await sampleOpen();
      await openFile('proto.json', text);
      await waitFor(() => expect(docName()).toBe('proto.json'));
      appAlive();
      expect(screen.getByRole('form', { name: 'Site settings' })).toBeTruthy();
      const rows = screen.getAllByRole('treeitem');
      for (let i = 0; i < rows.length; i++) {
        fireEvent.click(screen.getAllByRole('treeitem')[i]);
        appAlive();
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  },
);
