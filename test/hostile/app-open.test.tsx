// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { installBrowserStandIns, renderApp, sampleHandlers } from '../ui/shell/app-harness';
import { alertText, docName, openFile, sampleOpen } from './app-harness';
import { deepDocs } from './inputs';

// The app's open paths with hostile files (issue 17): each says what is wrong and keeps the open document.

const server = setupServer(...sampleHandlers);
beforeAll(() => {
  installBrowserStandIns();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  indexedDB.deleteDatabase?.('docsnav');
});
afterAll(() => server.close());

describe('opening hostile files in the app', () => {
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
