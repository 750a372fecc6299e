import { useLayoutEffect, useRef, useState } from 'react';
import { AlertTriangle, ArrowUpRight, ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { safeHref } from '../../core/model/safe-href';
import { invalidHrefMessage } from '../../core/rules/invalid-href';
import type { SectionLevel, SectionOption } from '../../core/sidebar/sidebar-types';
import { PreviewIcon } from '../common/preview-icon';

type Choose = (level: SectionLevel, id: number) => void;

const LEVEL_NAME: Record<SectionLevel['kind'], string> = {
  language: 'Language',
  version: 'Version',
  product: 'Product',
  dropdown: 'Dropdown',
  tab: 'Tabs',
  anchor: 'Anchors',
  menuItem: 'Menu',
};

/**
 * An option that is an external link: opens in a new tab, with an outward arrow. A target the
 * site would drop (another scheme, `//host`, a backslash: safeHref, the banner's check) is text,
 * with the invalid-href rule's message, never a link.
 */
export function ExternalOption({ option, className }: { option: SectionOption; className?: string }) {
  const href = option.href === undefined ? undefined : safeHref(option.href);
  if (href === undefined) {
    const why = invalidHrefMessage(option.href ?? '');
    return (
      <span className={`${className ?? ''} pv-refused`} title={why}>
        <PreviewIcon icon={option.icon} />
        <span className="pv-title">{option.label}</span>
        <AlertTriangle size={12} aria-hidden="true" />
        <span className="visually-hidden">{why}</span>
      </span>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <PreviewIcon icon={option.icon} />
      <span className="pv-title">{option.label}</span>
      <ArrowUpRight size={12} aria-label="(external link)" />
    </a>
  );
}

/** Which ends of a sideways-scrolling strip have more to see. */
function useOverflowEnds(ref: React.RefObject<HTMLElement | null>, key: unknown): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEnds((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    el.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes once the bar is laid out, in the frame: reading the
    // sizes here, in React's commit, laid out the whole page inside it (5-15 ms with a long sidebar).
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (ro) ro.observe(el);
    else update();
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, [ref, key]);
  return ends;
}

/**
 * Tabs: a horizontal bar at the top. A bar wider than the preview scrolls sideways, and says so:
 * its cut ends fade, with a button at each to scroll, and the active tab is scrolled into view.
 */
export function TabsBar({ level, choose }: { level: SectionLevel; choose: Choose }) {
  const ref = useRef<HTMLElement>(null);
  const ends = useOverflowEnds(ref, level.options.length);
  // The active tab in view, by the bar's own scroll (scrollIntoView would scroll the page too).
  // Only a bar with a cut end can hide it: a bar that fits is not measured (see useOverflowEnds).
  const cut = ends.start || ends.end;
  useLayoutEffect(() => {
    const bar = ref.current;
    const active = cut ? bar?.querySelector<HTMLElement>('[aria-current="true"]') : undefined;
    if (!bar || !active) return;
    const left = active.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft) bar.scrollLeft = left - 24;
    else if (left + active.offsetWidth > bar.scrollLeft + bar.clientWidth)
      bar.scrollLeft = left + active.offsetWidth - bar.clientWidth + 24;
  }, [level.activeId, cut]);
  const scroll = (dir: 1 | -1) => {
    const bar = ref.current;
    if (bar) bar.scrollLeft += dir * bar.clientWidth * 0.7;
  };
  return (
    <div className={`pv-tabs-frame${ends.start ? ' more-start' : ''}${ends.end ? ' more-end' : ''}`}>
      {ends.start ? (
        <button type="button" className="pv-tabs-more start" aria-label="Earlier tabs" onClick={() => scroll(-1)}>
          <ChevronLeft size={14} aria-hidden="true" />
        </button>
      ) : null}
      <nav className="pv-tabs" aria-label="Tabs" data-scroll-x ref={ref}>
        {level.options.map((o) =>
          o.href !== undefined ? (
            <ExternalOption key={o.id} option={o} className="pv-tab" />
          ) : (
            <button
              key={o.id}
              type="button"
              className="pv-tab"
              aria-current={o.id === level.activeId ? 'true' : undefined}
              onClick={() => choose(level, o.id)}
            >
              <PreviewIcon icon={o.icon} />
              {o.label}
            </button>
          ),
        )}
      </nav>
      {ends.end ? (
        <button type="button" className="pv-tabs-more end" aria-label="More tabs" onClick={() => scroll(1)}>
          <ChevronRight size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** Versions and languages: a selector showing tags and language names. */
export function SelectLevel({ level, choose }: { level: SectionLevel; choose: Choose }) {
  const name = LEVEL_NAME[level.kind];
  const active = level.options.find((o) => o.id === level.activeId);
  const text = (o: SectionOption) =>
    level.kind === 'language' ? `${o.languageName ?? o.label} (${o.label})` : o.tag ? `${o.label} · ${o.tag}` : o.label;
  return (
    <label className="pv-select">
      <span className="pv-select-name">{name}</span>
      <select aria-label={name} value={level.activeId ?? ''} onChange={(e) => choose(level, Number(e.target.value))}>
        {level.options.map((o) => (
          <option key={o.id} value={o.id} disabled={o.href !== undefined}>
            {text(o)}
          </option>
        ))}
      </select>
      {active?.tag ? <span className={`pv-tag tag-${active.tag.toLowerCase()}`}>{active.tag}</span> : null}
    </label>
  );
}

/** Dropdowns, products and a tab's menu: an expandable selector at the top of the sidebar. */
export function ExpandableSelector({ level, choose }: { level: SectionLevel; choose: Choose }) {
  const [open, setOpen] = useState(false);
  const active = level.options.find((o) => o.id === level.activeId);
  const name = LEVEL_NAME[level.kind];
  return (
    <div className="pv-expandable">
      <button
        type="button"
        className="pv-expandable-current"
        aria-expanded={open}
        aria-label={`${name}: ${active?.label ?? 'none'}`}
        onClick={() => setOpen(!open)}
      >
        <PreviewIcon icon={active?.icon} size={16} />
        <span className="pv-expandable-text">
          <span className="pv-title">{active?.label ?? 'None'}</span>
          {active?.description ? <span className="pv-desc">{active.description}</span> : null}
        </span>
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open ? (
        <ul className="pv-expandable-list" aria-label={name}>
          {level.options.map((o) => (
            <li key={o.id}>
              {o.href !== undefined ? (
                <ExternalOption option={o} className="pv-option" />
              ) : (
                <button
                  type="button"
                  className="pv-option"
                  aria-current={o.id === level.activeId ? 'true' : undefined}
                  onClick={() => {
                    choose(level, o.id);
                    setOpen(false);
                  }}
                >
                  <PreviewIcon icon={o.icon} />
                  {/* Title over description, left-aligned, as in the selector's own button. */}
                  <span className="pv-expandable-text">
                    <span className="pv-title">{o.label}</span>
                    {o.description ? <span className="pv-desc">{o.description}</span> : null}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Anchors: persistent items at the top of the sidebar (global anchors first, on every section). */
export function AnchorList({ level, globals, choose }: { level?: SectionLevel; globals: readonly SectionOption[]; choose: Choose }) {
  if (!level && globals.length === 0) return null;
  return (
    <nav className="pv-anchors" aria-label="Anchors">
      {globals.map((o) => (
        <ExternalOption key={`g${o.id}`} option={o} className="pv-anchor global" />
      ))}
      {level?.options.map((o) =>
        o.href !== undefined ? (
          <ExternalOption key={o.id} option={o} className="pv-anchor" />
        ) : (
          <button
            key={o.id}
            type="button"
            className="pv-anchor"
            aria-current={o.id === level.activeId ? 'true' : undefined}
            onClick={() => choose(level, o.id)}
          >
            <PreviewIcon icon={o.icon} />
            <span className="pv-title">{o.label}</span>
          </button>
        ),
      )}
    </nav>
  );
}
