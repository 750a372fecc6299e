import { useLayoutEffect, useRef, useState } from 'react';

/**
 * One function for the component's life that calls the latest `fn`. For callbacks that memoised
 * children and state keep: a useCallback with few dependencies keeps the closure of the render
 * that made it, and with it everything that render's closures saw (the navigation index, the
 * OpenAPI analysis...), across edits and the opening of other documents. This one holds only the
 * latest render's.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const [stable] = useState(() => callLatest(latest));
  return stable;
}

// Made outside any render, so the function closes over the ref alone.
function callLatest<A extends unknown[], R>(latest: { readonly current: (...args: A) => R }): (...args: A) => R {
  return (...args) => latest.current(...args);
}
