import { startTransition, useEffect, useState } from 'react';

/** How long a value must stay unchanged before useWhenQuiet shows it: longer than between two keystrokes of a person typing. */
export const QUIET_MS = 300;

/**
 * `value` once it has stayed the same for QUIET_MS: while it keeps changing, the one shown
 * before. For what is costly to derive and can lag while someone types: the problems' line
 * numbers need the whole file printed (6-12 ms on the largest corpus config), which done on
 * every keystroke, even after the paint, held the page when the next key came. Its render is a
 * transition, so a keystroke interrupts it. The first value shows at once.
 */
export function useWhenQuiet<T>(value: T): T {
  const [shown, setShown] = useState(() => value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const quiet = setTimeout(() => startTransition(() => setShown(() => value)), QUIET_MS);
    return () => clearTimeout(quiet);
  }, [value, shown]);
  return shown;
}
