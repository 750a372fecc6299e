import { startTransition, useEffect, useRef, useState } from 'react';
import { QUIET_MS } from '../common/use-when-quiet';

/**
 * A number that changes once for each document, a moment after it is shown and its first
 * checks are done: the app gives its panels a new context value with it, and they render once
 * more. React keeps each component's previous render beside its current one; a panel that
 * rendered once since a document was opened kept, in that previous render, the context value
 * of the document before (its OpenAPI analysis, and through it that document's index and
 * parsed tree) until its next edit. Heap snapshot after opening a 100,000-page list three
 * times: two navigation indexes alive before, through the site settings form's previous render.
 */
export function useLetGo(root: number | undefined, busy: boolean): number {
  const [count, setCount] = useState(0);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (root === undefined || busy || done.current === root) return;
    const later = setTimeout(() => {
      done.current = root;
      startTransition(() => setCount((n) => n + 1));
    }, QUIET_MS);
    return () => clearTimeout(later);
  }, [root, busy]);
  return count;
}
