import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ActionHost, TreeAction } from './tree-actions';
import { withConversion } from './convert-actions';
import { withoutSpecCitations } from '../../core/rules/diagnostic-text';

interface Props {
  /** Accessible name: "Actions for 'Quickstart'". */
  label: string;
  actions: readonly TreeAction[];
  /** The element the menu acts on, when it lists all its actions: the menu adds its conversion. */
  convert?: { readonly host: ActionHost; readonly id: number };
  /** Where it opens, in client coordinates. */
  x: number;
  y: number;
  /** Close; `restoreFocus` is false when an action moved focus on purpose (rename, a dialog). */
  onClose(restoreFocus: boolean): void;
}

/**
 * The tree's context menu (right click, the Menu key, Shift+F10, the toolbar's buttons): the
 * ARIA menu pattern with arrow keys, Home/End, type-ahead, Enter/Space and Escape. Disabled
 * entries stay focusable and say why they cannot run. Written here rather than taken from a
 * menu library: it is 100 lines, and a library would add to the initial download the app is
 * already over budget on.
 */
export function TreeMenu({ label, actions: given, convert, x, y, onClose }: Props) {
  const actions = useMemo(() => (convert ? withConversion(given, convert.host, convert.id) : given), [given, convert]);
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      actions.findIndex((a) => !a.disabled),
    ),
  );
  const [pos, setPos] = useState({ left: x, top: y });

  // Keep the menu on screen.
  useLayoutEffect(() => {
    const r = ref.current?.getBoundingClientRect();
    if (!r) return;
    setPos({
      left: Math.max(4, Math.min(x, window.innerWidth - r.width - 4)),
      top: Math.max(4, Math.min(y, window.innerHeight - r.height - 4)),
    });
  }, [x, y]);

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active]);

  // A click anywhere else closes it.
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose(false);
    };
    window.addEventListener('pointerdown', onDown, true);
    return () => window.removeEventListener('pointerdown', onDown, true);
  }, [onClose]);

  const runAt = (i: number) => {
    const a = actions[i];
    if (!a || a.disabled) return;
    onClose(!a.movesFocus);
    a.run();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    e.stopPropagation();
    const n = actions.length;
    if (e.key === 'ArrowDown') setActive((i) => (i + 1) % n);
    else if (e.key === 'ArrowUp') setActive((i) => (i - 1 + n) % n);
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(n - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') onClose(true);
    else if (e.key === 'Enter' || e.key === ' ') runAt(active);
    else if (e.key.length === 1 && /\S/.test(e.key)) {
      const k = e.key.toLowerCase();
      for (let d = 1; d <= n; d++) {
        const j = (active + d) % n;
        if (actions[j].label.toLowerCase().startsWith(k)) {
          setActive(j);
          break;
        }
      }
    } else return;
    e.preventDefault();
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={label}
      className="tree-menu"
      style={pos}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {actions.map((a, i) => {
        const raw = a.disabled ?? a.description;
        const note = raw === undefined ? undefined : withoutSpecCitations(raw);
        const noteId = note ? `tree-menu-note-${a.key.replace(/\W+/g, '-')}` : undefined;
        return [
          i > 0 && actions[i - 1].group !== a.group ? <div key={`sep-${a.key}`} role="separator" className="menu-sep" /> : null,
          <div
            key={a.key}
            role="menuitem"
            tabIndex={i === active ? 0 : -1}
            aria-disabled={a.disabled ? true : undefined}
            aria-label={a.label}
            aria-describedby={noteId}
            className={`menu-item${a.group === 'delete' ? ' danger' : ''}`}
            onClick={() => runAt(i)}
            onPointerMove={() => i !== active && setActive(i)}
          >
            <span className="menu-label">{a.label}</span>
            {a.shortcut ? <kbd>{a.shortcut}</kbd> : null}
            {note ? (
              <span id={noteId} className="menu-note">
                {note}
              </span>
            ) : null}
          </div>,
        ];
      })}
    </div>
  );
}
