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
export function useWhenQuiet<T>(value: T): T;
/**
 * The same, for values of a document: a value of another document than the one shown (by
 * `sameDocument`) lets the shown one go at once, and nothing (undefined) is shown until the new
 * one is quiet. Shown a moment longer, the value of a document closed would stay in memory with
 * the renders that saw it (React keeps the last render's state beside the current one).
 */
export function useWhenQuiet<T>(value: T, sameDocument: (shown: T, value: T) => boolean): T | undefined;
export function useWhenQuiet<T>(value: T, sameDocument?: (shown: T, value: T) => boolean): T | undefined {
  const [shown, setShown] = useState<T | undefined>(() => value);
  const stale = sameDocument !== undefined && shown !== undefined && !Object.is(shown, value) && !sameDocument(shown, value);
  // Set during render: React renders again at once, and no render keeps the other document.
  if (stale) setShown(undefined);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const quiet = setTimeout(() => startTransition(() => setShown(() => value)), QUIET_MS);
    return () => clearTimeout(quiet);
  }, [value, shown]);
  return stale ? undefined : shown;
}
