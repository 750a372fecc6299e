import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { configure, render } from '@testing-library/react';

// The whole app renders here, on a machine shared with other test runs: waiting is bounded by
// what the test waits for, not by a one-second guess.
configure({ asyncUtilTimeout: 60_000 });
import { App } from '../../../src/ui/shell/app';

const SAMPLE = join(process.cwd(), 'public/sample');
export const SAMPLE_DOCS = readFileSync(join(SAMPLE, 'docs.json'), 'utf8');

/** The built-in sample as the app fetches it (public/sample, by its manifest): the network, served by msw. */
export const sampleHandlers = [
  http.get('*/sample/:file+', ({ params }) => {
    const file = ([] as string[]).concat(params.file as string | string[]).join('/');
    try {
      return HttpResponse.text(readFileSync(join(SAMPLE, file), 'utf8'));
    } catch {
      return new HttpResponse(null, { status: 404 });
    }
  }),
];

/**
 * jsdom lacks the layout APIs the panels measure with (ResizeObserver, element sizes): give
 * them inert stand-ins so the real app renders. Nothing of the project is replaced.
 */
export function installBrowserStandIns(): void {
  if (!('ResizeObserver' in globalThis)) {
    (globalThis as Record<string, unknown>).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = ((q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    })) as never;
  }
}

/** Render the real app as main.tsx does (no provider: the react-query clients are the app's own, loaded on first use). */
/**
 * The OpenAPI loader and validator the app imports when its first OpenAPI document loads (the
 * sample binds two), loaded before the tests: imported as a test file ended, it was loaded after vitest had
 * torn the environment down, which fails the whole run ("Cannot load ... after the environment
 * was torn down"). Call it in `beforeAll` of a file that renders the app.
 */
export function preloadOpenapiLoader(): Promise<unknown> {
  return Promise.all([import('../../../src/core/openapi/load-openapi'), import('../../../src/core/openapi/validate-openapi')]);
}

export function renderApp() {
  return render(<App />);
}
