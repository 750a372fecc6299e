import { createContext, memo, useContext, useLayoutEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createLucideIcon, type IconNode } from 'lucide-react';
import type { IconRef } from '../../core/sidebar/sidebar-types';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true'; className?: string }>;
// Only the icons the document names are loaded: the whole Lucide set (178 KB gzipped) made the
// app's first load too heavy. In a build every icon's drawing is a small file,
// `assets/lucide/<name>.json` (see lucideIconFiles in vite.config.ts), fetched by name with no map
// at all (a map of 2,000 hashed chunk names alone costs 65 KB gzipped). In dev and in tests,
// Lucide's own map of per-icon dynamic imports does the same. Until an icon arrives, and for
// names Lucide lacks, the neutral glyph shows.
const icons = new Map<string, IconComponent | null>(); // null: Lucide has no such icon
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version++;
  for (const l of [...listeners]) l();
}

let knownNames: Promise<ReadonlySet<string>> | undefined;

/** Every name Lucide has (a build asset, fetched once on the first icon), so unknown names cost no request. */
function lucideNames(): Promise<ReadonlySet<string>> {
  const file = './lucide/names.json'; // a variable: Vite would rewrite a literal (see below)
  knownNames ??= fetch(new URL(file, import.meta.url))
    .then((r) => (r.ok ? (r.json() as Promise<string[]>) : []))
    .then((list) => new Set(list));
  return knownNames;
}

async function importIcon(key: string): Promise<IconComponent | null> {
  if (import.meta.env.PROD) {
    if (!(await lucideNames()).has(key)) return null; // Lucide has no such icon
    // A variable, not a literal: Vite would rewrite `new URL('./literal', import.meta.url)`.
    const file = `./lucide/${key}.json`;
    const res = await fetch(new URL(file, import.meta.url));
    if (!res.ok) return null; // Lucide has no such icon
    return createLucideIcon(key, (await res.json()) as IconNode) as IconComponent;
  }
  const { dynamicIconImports } = await import('lucide-react/dynamic');
  const load = (dynamicIconImports as Record<string, () => Promise<{ default: unknown }>>)[key];
  return load ? ((await load()).default as IconComponent) : null;
}

/** An icon's place in `icons`: a Lucide key ('book-open'), or Font Awesome's set and key ('fa:solid:house'). */
function iconId(key: string, fa: { style?: string } | undefined): string {
  return fa ? `fa:${fa.style === 'regular' || fa.style === 'brands' ? fa.style : 'solid'}:${key}` : key;
}

/**
 * Start loading the icon of this name (once) from its library, Lucide or (with `fa`) Font
 * Awesome; `PreviewIcon` does it for every icon it shows.
 */
export function requestIcon(name: string, fa?: { style?: string }): void {
  const key = iconKey(name);
  const id = iconId(key, fa);
  if (icons.has(id) || inFlight.has(id)) return;
  // Only plain names become a file name: no paths, no odd characters from the document.
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) {
    icons.set(id, null);
    return;
  }
  inFlight.add(id);
  // Font Awesome's loader is a chunk of its own: a document whose icons are all Lucide's never fetches it.
  (fa ? import('./fa-icons').then((m) => m.faIcon(key, fa.style)) : importIcon(key))
    .then(
      (c) => icons.set(id, c),
      () => icons.set(id, null), // no such icon (a 404 in a build)
    )
    .finally(() => {
      inFlight.delete(id);
      notify();
    });
  notify();
}

/**
 * The site-wide icon library, `icons.library` in docs.json (`fontawesome`, `lucide`, `tabler`);
 * unset means Font Awesome, as on the site. The preview provides it; an icon's own `library` wins.
 */
export const IconLibrary = createContext<string | undefined>(undefined);

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const isReady = () => inFlight.size === 0;

/** True once every icon asked for so far has loaded or is known missing (tests and screenshots wait for it). */
export function useIconsReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, () => false);
}

/** 'book-open' -> 'BookOpen', 'bar-chart-2' -> 'BarChart2'. */
export function pascalCase(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** Lucide's key for an icon name: 'fa-house' -> 'house', 'BookOpen' -> 'book-open', 'bar_chart 2' -> 'bar-chart-2'. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/^fa-/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/**
 * An icon of docs.json in its library: Font Awesome's free sets unless the config (or the icon)
 * says `lucide` or `tabler`; Tabler names are drawn with Lucide, whose basics share them.
 * Otherwise a neutral glyph, so an unknown name never breaks the preview.
 */
export const PreviewIcon = memo(function PreviewIcon({ icon, size = 14 }: IconProps) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const siteLibrary = useContext(IconLibrary);
  const name = icon?.name;
  const style = icon?.style;
  const fontAwesome = (icon?.library ?? siteLibrary ?? 'fontawesome') === 'fontawesome';
  // A layout effect, so the "ready" flag turns false before anything is painted or read.
  useLayoutEffect(() => {
    if (name) requestIcon(name, fontAwesome ? { style } : undefined);
  }, [name, style, fontAwesome]);
  if (!icon) return null;
  const Icon = icons.get(iconId(iconKey(icon.name), fontAwesome ? icon : undefined));
  if (Icon) return <Icon size={size} aria-hidden="true" className="pv-icon" />;
  return (
    <span
      className="pv-icon pv-icon-fallback"
      style={{ width: size, height: size }}
      aria-hidden="true"
      title={`Icon "${icon.name}" (not in ${fontAwesome ? 'Font Awesome' : 'Lucide'})`}
      data-icon={icon.name}
    />
  );
}, sameIcon);

export type IconProps = { icon: IconRef | undefined; size?: number };

/** Equal props draw the same icon (PreviewIcon's memo): the sidebar makes a new IconRef on every build, mostly the same one. */
export function sameIcon(a: IconProps, b: IconProps): boolean {
  return (
    a.size === b.size &&
    (a.icon === b.icon ||
      (!!a.icon && !!b.icon && a.icon.name === b.icon.name && a.icon.library === b.icon.library && a.icon.style === b.icon.style))
  );
}
