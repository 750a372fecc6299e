import { createElement, type ComponentType } from 'react';

/** An icon's drawing as Font Awesome gives it: its box and one SVG path (the secondary layer of a duotone icon is left out). */
export type FaDrawing = readonly [width: number, height: number, path: string];

/** The free sets docsnav draws with. Pro styles (light, thin, duotone, sharp-*) are drawn with the solid set. */
export type FaSet = 'solid' | 'regular' | 'brands';

/**
 * The sets to look a name up in, in order, for a docs.json icon's `style`: the style's own set
 * first; then brands (a bare `github` is Font Awesome's brand icon on the site); then solid and
 * regular, so a name is drawn whenever any free set has it.
 */
export function faSetsFor(style: string | undefined): FaSet[] {
  const first: FaSet = style === 'regular' ? 'regular' : style === 'brands' ? 'brands' : 'solid';
  return [first, ...(['brands', 'solid', 'regular'] as const).filter((s) => s !== first)];
}

type Loader = (set: FaSet, key: string) => Promise<FaDrawing | null>;

const names = new Map<FaSet, Promise<ReadonlySet<string>>>();

/**
 * In a build, every free icon is a small file, `assets/fa/<set>/<name>.json` (see
 * fontAwesomeIconFiles in vite.config.ts), with a list of each set's names fetched once: none of
 * Font Awesome is in the app's JavaScript, and a name a set lacks costs no request.
 */
const fromBuild: Loader = async (set, key) => {
  // Variables, not literals: Vite would rewrite `new URL('./literal', import.meta.url)`.
  const list = `./fa/${set}/names.json`;
  let known = names.get(set);
  if (!known) {
    known = fetch(new URL(list, import.meta.url))
      .then((r) => (r.ok ? (r.json() as Promise<string[]>) : []))
      .then((l) => new Set(l));
    names.set(set, known);
  }
  if (!(await known).has(key)) return null;
  const file = `./fa/${set}/${key}.json`;
  const res = await fetch(new URL(file, import.meta.url));
  return res.ok ? ((await res.json()) as FaDrawing) : null;
};

interface FaIconDefinition {
  readonly iconName: string;
  readonly icon: readonly [number, number, readonly (string | number)[], string, string | readonly string[]];
}

/** In dev and in tests: the packages themselves, imported whole on the first Font Awesome icon. */
const fromPackages: Loader = async (set, key) => {
  const mod: Record<string, unknown> =
    set === 'brands'
      ? await import('@fortawesome/free-brands-svg-icons')
      : set === 'regular'
        ? await import('@fortawesome/free-regular-svg-icons')
        : await import('@fortawesome/free-solid-svg-icons');
  for (const v of Object.values(mod)) {
    const d = v as FaIconDefinition | undefined;
    if (!d || typeof d !== 'object' || !Array.isArray(d.icon)) continue;
    if (d.iconName === key || d.icon[2].includes(key)) {
      const path = d.icon[4];
      return [d.icon[0], d.icon[1], typeof path === 'string' ? path : path[path.length - 1]];
    }
  }
  return null;
};

/** The drawing of a Font Awesome name in the first of `sets` that has it, or null when none does. */
export async function loadFaIcon(key: string, sets: readonly FaSet[]): Promise<FaDrawing | null> {
  for (const set of sets) {
    // The condition is a constant in a build: the packages' imports are left out of it.
    const d = import.meta.env.PROD ? await fromBuild(set, key) : await fromPackages(set, key);
    if (d) return d;
  }
  return null;
}

/** A Font Awesome icon drawn the way the preview draws Lucide's: an svg of the size asked for, in the text's colour. */
export type FaIconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true'; className?: string }>;

/** The component of a Font Awesome name, looked up in the sets `style` names first; null when no free set has it. */
export async function faIcon(key: string, style: string | undefined): Promise<FaIconComponent | null> {
  const d = await loadFaIcon(key, faSetsFor(style));
  if (!d) return null;
  return function FaIcon({ size = 14, className, 'aria-hidden': hidden }) {
    return createElement(
      'svg',
      { className, width: size, height: size, viewBox: `0 0 ${d[0]} ${d[1]}`, fill: 'currentColor', 'aria-hidden': hidden },
      createElement('path', { d: d[2] }),
    );
  };
}
