import { useCallback, useEffect, useRef, useState } from 'react';

/** How long work runs before its status is shown. */
export const STATUS_DELAY_MS = 250;

/**
 * A status line for work that is most often quick (reading the files a person chose): set when
 * the work begins, it shows once the work has lasted STATUS_DELAY_MS, and from then on follows
 * every update at once; undefined (the work done) hides it at once.
 *
 * Why not at once: a 2.3 MB docs.json is read in a few milliseconds, and a status shown for that
 * long flashed, and cost a render and a painted frame in the middle of the open (opening crewAI's
 * docs.json in Chromium: median 115 against 125 ms over seven rounds of ten opens).
 *
 * @example const [status, setStatus] = useLateStatus(); setStatus('Reading files…'); // shown 250 ms later, if still set
 */
export function useLateStatus(): [string | undefined, (text: string | undefined) => void] {
  const [shown, setShown] = useState<string>();
  // The newest text, the timer that will show it, and whether the status is showing.
  const late = useRef<{ text?: string; timer?: ReturnType<typeof setTimeout>; showing: boolean }>({ showing: false });
  const set = useCallback((text: string | undefined) => {
    const s = late.current;
    s.text = text;
    if (text === undefined) {
      clearTimeout(s.timer);
      s.timer = undefined;
      s.showing = false;
      setShown(undefined);
    } else if (s.showing) setShown(text);
    else
      s.timer ??= setTimeout(() => {
        s.timer = undefined;
        s.showing = true;
        setShown(s.text);
      }, STATUS_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(late.current.timer), []);
  return [shown, set];
}
