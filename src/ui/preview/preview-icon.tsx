import { memo, useSyncExternalStore, type ComponentType } from 'react';
import type { IconRef } from '../../core/sidebar/sidebar-types';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true'; className?: string }>;

// The whole Lucide set is large, so it loads in its own chunk after the first render; until then
// (and for names Lucide lacks) the neutral glyph shows. Every preview shares one load.
let icons: Record<string, IconComponent> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  if (loading) return;
  // The icons' own index, not the package root: the root is also imported statically (for a few
  // named icons), which would pull all 2,000 icons into the main chunk.
  loading = import('lucide-react/dist/esm/icons/index.mjs')
    .then((m: Record<string, unknown>) => {
      icons = m as Record<string, IconComponent>;
    })
    .catch(() => {
      icons = {};
    })
    .finally(() => {
      for (const l of [...listeners]) l();
    });
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  load();
  return () => listeners.delete(fn);
}

/** True once the icon set has loaded (tests and screenshots wait for it). */
export function useIconsReady(): boolean {
  return useSyncExternalStore(subscribe, () => icons !== undefined, () => false);
}

/** 'book-open' -> 'BookOpen', 'bar-chart-2' -> 'BarChart2'. */
export function pascalCase(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** The Lucide component for an icon name, or undefined when Lucide has no such icon (or has not loaded). */
export function lucideIcon(name: string): IconComponent | undefined {
  if (!icons) return undefined;
  const key = pascalCase(name.replace(/^fa-/, ''));
  return Object.prototype.hasOwnProperty.call(icons, key) ? icons[key] : undefined;
}

/**
 * An icon of docs.json rendered with Lucide where the name matches (whatever library the config
 * names: most Font Awesome and Tabler basics share Lucide's names); otherwise a neutral glyph, so
 * an unknown name never breaks the preview.
 */
export const PreviewIcon = memo(function PreviewIcon({ icon, size = 14 }: { icon: IconRef | undefined; size?: number }) {
  useIconsReady();
  if (!icon) return null;
  const Icon = lucideIcon(icon.name);
  if (Icon) return <Icon size={size} aria-hidden="true" className="pv-icon" />;
  return (
    <span className="pv-icon pv-icon-fallback" style={{ width: size, height: size }} aria-hidden="true" title={`Icon "${icon.name}" (not in Lucide)`} data-icon={icon.name} />
  );
});
