import { startTransition, useEffect, useRef, useState } from 'react';
import type { OpenApiAnalysis } from '../../core/openapi/index';
import type { NavIndex } from '../../core/model/nav-index';
import { afterNextPaint } from '../../io/next-task';

/**
 * The OpenAPI analysis the preview draws. One that reads a document in another state than the
 * drawn one did (a document loaded or validated), the navigation unchanged, is drawn after the
 * next paint, in a render of the preview's own (at the latest 200 ms later: a hidden tab paints
 * no frames): the tree shows the generated pages first, and the preview's larger render and
 * layout (its sidebar lists every generated page) come a frame later, instead of both in one
 * long frame. The analysis of an edit (a new navigation) is drawn at once, in the render that
 * draws the tree, so that tree and preview show an edit together.
 */
export function useDrawnOpenapi(openapi: OpenApiAnalysis | undefined, index: NavIndex): OpenApiAnalysis | undefined {
  // The analysis drawn, and the navigation it was drawn with.
  const drawn = useRef({ openapi, index });
  const [, draw] = useState(0);
  // Compared in a function of its own: a closure made here would keep the analysis drawn before
  // in this render's scope, which the effect's closure shares, and React keeps the render before
  // the current one: the analysis of a document closed stayed in memory (e2e/memory.spec.ts).
  const later = drawnLater(drawn.current, openapi, index);
  if (openapi !== drawn.current.openapi && !later) drawn.current = { openapi, index };
  useEffect(() => {
    if (later)
      return afterNextPaint(() => {
        drawn.current = { openapi, index };
        startTransition(() => draw((n) => n + 1));
      }, 200);
  }, [later, openapi, index]);
  return drawn.current.openapi;
}

/** True when `openapi` reads a document in another state than the drawn analysis did, the navigation unchanged. */
function drawnLater(
  drawn: { openapi: OpenApiAnalysis | undefined; index: NavIndex },
  openapi: OpenApiAnalysis | undefined,
  index: NavIndex,
): boolean {
  const last = drawn.openapi;
  return (
    openapi !== last &&
    drawn.index === index &&
    !!openapi &&
    !!last &&
    [...openapi.documents].some(([key, state]) => last.documents.get(key) !== state)
  );
}
