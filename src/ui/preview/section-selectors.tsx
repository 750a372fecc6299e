import { useState } from 'react';
import { AlertTriangle, ArrowUpRight, ChevronDown } from 'lucide-react';
import { safeHref } from '../../core/model/safe-href';
import { invalidHrefMessage } from '../../core/rules/invalid-href';
import type { SectionLevel, SectionOption } from '../../core/sidebar/sidebar-types';
import { PreviewIcon } from './preview-icon';

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

/** Tabs: a horizontal bar at the top. */
export function TabsBar({ level, choose }: { level: SectionLevel; choose: Choose }) {
  return (
    <nav className="pv-tabs" aria-label="Tabs" data-scroll-x>
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
                  <span className="pv-title">{o.label}</span>
                  {o.description ? <span className="pv-desc">{o.description}</span> : null}
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
