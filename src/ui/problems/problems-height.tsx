import { useCallback, useRef, useState } from 'react';
import { safeLocalStorage } from '../shell/safe-storage';

const KEY = 'docsnav-problems-height';
const MIN = 60;
const STEP = 24;
const maxHeight = () => Math.round(window.innerHeight * 0.8);
const clamp = (h: number) => Math.max(MIN, Math.min(maxHeight(), Math.round(h)));

/**
 * The problems panel's height. Until the person sets one it follows its content, up to 20% of
 * the window (a few problems take little room from the panels above); dragging the handle on
 * its top edge, or arrows on it, set one, kept for the next visit; a double click or Enter
 * gives the panel back to its content. The side-by-side panes above it are sized by their share
 * of the row (shell/split-panes.tsx); this one follows its content until set: a handle of its own.
 */
export function useProblemsHeight(): { height: number | undefined; handle: React.ReactElement } {
  const [height, setHeightState] = useState<number | undefined>(() => {
    const kept = Number(safeLocalStorage().getItem(KEY));
    return kept > 0 ? clamp(kept) : undefined;
  });
  const setHeight = useCallback((h: number | undefined) => {
    setHeightState(h);
    if (h === undefined) safeLocalStorage().removeItem(KEY);
    else safeLocalStorage().setItem(KEY, String(h));
  }, []);
  const drag = useRef<{ y: number; h: number }>(undefined);
  const current = (el: HTMLElement) => height ?? el.parentElement!.getBoundingClientRect().height;

  const handle = (
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label="Resize the problems panel"
      aria-valuemin={MIN}
      aria-valuemax={maxHeight()}
      // A focusable separator needs a value (axe: aria-required-attr); fitted, the text says so.
      aria-valuenow={height ?? MIN}
      aria-valuetext={height === undefined ? 'fits its content' : `${height} pixels`}
      tabIndex={0}
      className="problems-resize"
      title="Drag to resize; double-click to fit the problems"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { y: e.clientY, h: current(e.currentTarget) };
      }}
      onPointerMove={(e) => {
        if (drag.current) setHeight(clamp(drag.current.h + drag.current.y - e.clientY));
      }}
      onPointerUp={() => (drag.current = undefined)}
      onPointerCancel={() => (drag.current = undefined)}
      onDoubleClick={() => setHeight(undefined)}
      onKeyDown={(e) => {
        const h = current(e.currentTarget);
        const next =
          e.key === 'ArrowUp'
            ? h + STEP
            : e.key === 'ArrowDown'
              ? h - STEP
              : e.key === 'Home'
                ? MIN
                : e.key === 'End'
                  ? maxHeight()
                  : undefined;
        if (next !== undefined) setHeight(clamp(next));
        else if (e.key === 'Enter') setHeight(undefined);
        else return;
        e.preventDefault();
      }}
    />
  );
  return { height, handle };
}
