// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createRoot } from 'react-dom/client';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useDrawnOpenapi } from '../../../src/ui/preview/use-drawn-openapi';
import { analyseOpenapi } from '../../../src/core/openapi/analyse-openapi';
import type { OpenApiAnalysis } from '../../../src/core/openapi/index';
import type { NavIndex } from '../../../src/core/model/nav-index';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { loadFixture, nav } from '../../core/openapi/openapi-helpers';
import { collectGarbage } from '../../helpers/collect-garbage';

afterEach(cleanup);

const NAVIGATION = { tabs: [{ tab: 'API', openapi: 'plants.yaml' }] };

/** A frame painted, and the task after it (what afterNextPaint waits for). */
const paint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** The navigation's analysis while its document loads, and once it has loaded. */
async function analyses() {
  const { ws, index } = nav(NAVIGATION);
  const loading = analyseOpenapi({ ws, index, documents: new Map() });
  const loaded = analyseOpenapi({ ws, index, documents: new Map([['plants.yaml', await loadFixture('plants.yaml')]]) });
  return { ws, index, loading, loaded };
}

function drawn(openapi: OpenApiAnalysis, index: NavIndex) {
  return renderHook(({ a, i }) => useDrawnOpenapi(a, i), { initialProps: { a: openapi, i: index } });
}

describe('useDrawnOpenapi', () => {
  it("draws a loaded document's analysis after the next paint, the navigation unchanged", async () => {
    const { index, loading, loaded } = await analyses();
    const tab = index.order.find((id) => index.elements.get(id)?.kind === 'tab')!;
    expect(loading.generatedPages(tab)).toBeUndefined();
    expect(loaded.generatedPages(tab)?.length).toBeGreaterThan(0);
    const { result, rerender } = drawn(loading, index);
    expect(result.current).toBe(loading);
    rerender({ a: loaded, i: index });
    // The tree's render: the preview still draws the analysis it drew.
    expect(result.current).toBe(loading);
    await paint();
    expect(result.current).toBe(loaded);
  });

  it("draws an edit's analysis at once, in the render that draws the tree", async () => {
    const { ws, index, loaded } = await analyses();
    const { result, rerender } = drawn(loaded, index);
    // Another version of the navigation (an edit), with the same document states.
    const edited = buildNavIndex(ws);
    const after = analyseOpenapi({ ws, index: edited, documents: new Map(loaded.documents) });
    rerender({ a: after, i: edited });
    expect(result.current).toBe(after);
  });

  it('draws a new analysis at once when an edit comes with a loaded document', async () => {
    const { ws, index, loading } = await analyses();
    const { result, rerender } = drawn(loading, index);
    const edited = buildNavIndex(ws);
    const loaded = analyseOpenapi({ ws, index: edited, documents: new Map([['plants.yaml', await loadFixture('plants.yaml')]]) });
    rerender({ a: loaded, i: edited });
    expect(result.current).toBe(loaded);
  });

  it('draws the newest analysis when another comes before the paint', async () => {
    const { ws, index, loading, loaded } = await analyses();
    const { result, rerender } = drawn(loading, index);
    rerender({ a: loaded, i: index });
    const validated = analyseOpenapi({
      ws,
      index,
      documents: new Map([['plants.yaml', await loadFixture('plants.yaml', { validate: true })]]),
    });
    rerender({ a: validated, i: index });
    expect(result.current).toBe(loading);
    await paint();
    expect(result.current).toBe(validated);
  });

  it('keeps nothing of the analysis drawn before, once it has drawn another document and rendered once more', async () => {
    // The app renders every panel once more after a document opens (src/ui/shell/use-let-go.ts),
    // so that React's previous render, kept beside the current one, is of the new document too.
    const root = createRoot(document.createElement('div'));
    const show = (openapi: OpenApiAnalysis, index: NavIndex) => {
      shown = { openapi, index };
      act(() => root.render(<Preview />));
    };
    const first = await (async () => {
      const { index, loaded } = await analyses();
      show(loaded, index);
      return new WeakRef(loaded);
    })();
    const second = await analyses();
    show(second.loaded, second.index);
    show(second.loaded, second.index);
    await collectGarbage();
    expect(first.deref()).toBeUndefined();
    act(() => root.unmount());
  });
});

// What Preview draws, in a variable: React's development build keeps, with each element it
// mounts, the call stack that made it (`_debugStack`), and with that the scope of the function
// that made it; props given there would stay reachable from the test itself.
let shown: { openapi: OpenApiAnalysis; index: NavIndex } | undefined;
function Preview() {
  useDrawnOpenapi(shown!.openapi, shown!.index);
  return null;
}
