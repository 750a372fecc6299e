import { Fragment, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { safeLocalStorage } from './safe-storage';
import {
  readShares,
  resizePane,
  shareForKey,
  shareRange,
  writeShares,
  type PaneShares,
  type PaneSpec,
  type ShareRange,
} from './pane-shares';

/** A pane of the row: its sizing, what it shows, and the name of the separator that resizes it. */
export interface Pane extends PaneSpec {
  /** The accessible name of the separator beside it ("Resize the navigation tree"); sized panes only. */
  readonly handleLabel?: string;
  readonly content: ReactNode;
}

interface Props {
  /** Names the row, and the key its shares are kept under for the next visit. */
  readonly id: string;
  readonly className?: string;
  readonly panes: readonly Pane[];
}

/**
 * Panes side by side with a separator between each two, dragged with the pointer or moved with
 * the arrow keys (a focusable `role="separator"` with its value, as the WAI-ARIA window splitter
 * pattern has it). Each separator resizes the sized pane beside it; the flexible pane takes the
 * rest; every pane keeps its minimum width. The shares a person sets are kept for the next visit.
 *
 * Our own, not react-resizable-panels, which drew these panes before: of its 15 KB (gzip, a
 * twentieth of the JavaScript loaded at start) docsnav used one horizontal group of three panes,
 * and this is that.
 */
export function SplitPanes({ id, className, panes }: Props) {
  const [shares, setSharesState] = useState<PaneShares>(() => readShares(safeLocalStorage(), id, panes));
  const current = useRef(shares);
  const setShares = useCallback(
    (next: PaneShares, keep: boolean) => {
      current.current = next;
      setSharesState(next);
      if (keep) writeShares(safeLocalStorage(), id, panes, next);
    },
    [id, panes],
  );
  const row = useRef<HTMLDivElement>(null);
  // The row's width, for the separators' ranges (their aria-valuemin/max); 0 until measured.
  const [rowPx, setRowPx] = useState(0);
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => setRowPx(panesWidth(el));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={row} id={id} className={className} style={{ display: 'flex', overflow: 'hidden' }}>
      {panes.map((p, i) => {
        // The separator before pane i resizes whichever of its two neighbours is sized.
        const left = panes[i - 1];
        const sized = left?.defaultShare !== undefined ? left : p;
        const side = sized === left ? 1 : -1;
        const share = shares.get(p.id);
        return (
          <Fragment key={p.id}>
            {i > 0 ? (
              <Separator
                label={sized.handleLabel ?? `Resize ${sized.id}`}
                controls={sized.id}
                share={shares.get(sized.id) ?? 0}
                side={side}
                range={shareRange(panes, sized.id, rowPx)}
                onKeyShare={(next) => setShares(resizePane(panes, current.current, sized.id, next, rowPx), true)}
                startDrag={() => {
                  // Measured now, and from the shares at the start: dragging back gives back what a pane gave up.
                  const start = current.current;
                  const px = row.current ? panesWidth(row.current) : 0;
                  const from = start.get(sized.id) ?? 0;
                  return (dx, done) => {
                    if (px > 0) setShares(resizePane(panes, start, sized.id, from + (side * dx * 100) / px, px), done);
                    else if (done) setShares(current.current, true);
                  };
                }}
              />
            ) : null}
            <div
              id={p.id}
              className="panel-slot"
              // A sized pane may still shrink to its minimum when the window narrows under the
              // kept shares; the flexible one takes what is left, never less than its minimum.
              style={{ flex: share === undefined ? '1 1 0' : `0 1 ${share}%`, minWidth: p.minPx }}
            >
              {p.content}
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}

interface SeparatorProps {
  label: string;
  controls: string;
  share: number;
  /** 1: the pane it resizes is on its left (ArrowRight grows it); -1: on its right. */
  side: 1 | -1;
  range: ShareRange;
  onKeyShare(share: number): void;
  /** A drag begins: the function it returns takes the pointer's distance from where it began, and whether it ended. */
  startDrag(): (dx: number, done: boolean) => void;
}

function Separator({ label, controls, share, side, range, onKeyShare, startDrag }: SeparatorProps) {
  const drag = useRef<{ x: number; move: (dx: number, done: boolean) => void }>(undefined);
  const [active, setActive] = useState(false);
  // Up, cancelled, or the capture lost (the window lost focus): the drag ends where it was, kept.
  const end = (e: React.PointerEvent) => {
    const d = drag.current;
    drag.current = undefined;
    setActive(false);
    d?.move(e.clientX - d.x, true);
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuenow={Math.round(share)}
      aria-valuemin={Number(range.min.toFixed(1))}
      aria-valuemax={Number(range.max.toFixed(1))}
      tabIndex={0}
      className="resize-handle"
      data-active={active || undefined}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.focus();
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { x: e.clientX, move: startDrag() };
        setActive(true);
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (d) d.move(e.clientX - d.x, false);
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
      onKeyDown={(e) => {
        const next = shareForKey(e.key, e.shiftKey, share, side, range);
        if (next === undefined) return;
        e.preventDefault();
        onKeyShare(next);
      }}
    />
  );
}

/** The width the panes share: the row's, less its separators'. */
function panesWidth(row: HTMLElement): number {
  let px = row.getBoundingClientRect().width;
  for (const el of row.children) if (el.getAttribute('role') === 'separator') px -= el.getBoundingClientRect().width;
  return px;
}
