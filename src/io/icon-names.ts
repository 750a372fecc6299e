import type { CheckedLibrary } from '../core/icons/icon-names';
import { LUCIDE_REMOVED_NAMES, parseFontAwesomeNames } from '../core/icons/icon-name-lists';
import { iconCheck, iconLibrariesNeeded } from '../core/icons/unknown-icon';
import { nextTask, SLICE_MS } from './next-task';
import { RulesMemo } from '../core/rules/rules-memo';
import type { Workspace } from '../core/model/workspace';
import type { DocumentSession } from '../core/session/document-session';

// The name lists of the icon libraries: for the unknown-icon check and the inspector's icon
// picker. Each is fetched once, on first use, never in the initial JavaScript: in a build they
// are data files the build writes (vite.config.ts), in dev and tests they come from the packages.

const lists = new Map<string, Promise<readonly string[]>>();

/** A names file of the build (`assets/<path>`), or undefined when it cannot be had. */
async function fetchList(path: string): Promise<readonly string[] | undefined> {
  // A variable, not a literal: Vite would rewrite `new URL('./literal', import.meta.url)`.
  const file = `./${path}`;
  const res = await fetch(new URL(file, import.meta.url));
  if (!res.ok) return undefined;
  const list: unknown = await res.json();
  return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : undefined;
}

function once(key: string, load: () => Promise<readonly string[] | undefined>): Promise<readonly string[]> {
  let p = lists.get(key);
  if (!p) {
    // A list that cannot be loaded is an error, never an empty list: an empty list would flag every name.
    p = load().then((l) => l ?? Promise.reject(new Error(`the icon names "${key}" could not be loaded`)));
    // Not kept when it fails, so a later use tries again.
    p.catch(() => lists.delete(key));
    lists.set(key, p);
  }
  return p;
}

interface FaDefinition {
  readonly iconName: string;
  readonly icon: readonly [number, number, readonly (string | number)[], ...unknown[]];
}

/** The names of one free Font Awesome package, aliases included (dev and tests). */
function namesOfPackage(mod: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const v of Object.values(mod)) {
    const d = v as FaDefinition | undefined;
    if (!d || typeof d !== 'object' || !Array.isArray(d.icon)) continue;
    names.add(d.iconName);
    for (const a of d.icon[2]) if (typeof a === 'string') names.add(a);
  }
  return [...names];
}

/**
 * Every name of an icon library, aliases included: Font Awesome's free and Pro names (from
 * `@fortawesome/fontawesome-common-types`), or Lucide's (with the brand names Lucide 1.0
 * removed, which a site on an older Lucide still draws). Rejects when the list cannot be loaded
 * (then nothing is checked against it).
 */
export function loadIconNames(library: CheckedLibrary): Promise<readonly string[]> {
  if (library === 'fontawesome') {
    return once('fontawesome', async () => {
      if (import.meta.env.PROD) return fetchList('fa/names.json');
      const dts = await import('@fortawesome/fontawesome-common-types/index.d.ts?raw');
      return parseFontAwesomeNames(dts.default);
    });
  }
  return once('lucide', async () => {
    let names: readonly string[] | undefined;
    if (import.meta.env.PROD) names = await fetchList('lucide/names.json');
    else names = Object.keys((await import('lucide-react/dynamic')).dynamicIconImports);
    return names && [...new Set([...names, ...LUCIDE_REMOVED_NAMES])].sort();
  });
}

/**
 * The names of Font Awesome's free icons (solid, regular and brands, aliases included): those
 * docsnav can draw, which the icon picker lists first, with their glyphs.
 */
export function loadFreeFontAwesomeNames(): Promise<readonly string[]> {
  return once('fontawesome-free', async () => {
    if (import.meta.env.PROD) {
      const sets = await Promise.all(['solid', 'regular', 'brands'].map((s) => fetchList(`fa/${s}/names.json`)));
      return sets.some((s) => !s) ? undefined : [...new Set(sets.flatMap((s) => s!))].sort();
    }
    const mods = await Promise.all([
      import('@fortawesome/free-solid-svg-icons'),
      import('@fortawesome/free-regular-svg-icons'),
      import('@fortawesome/free-brands-svg-icons'),
    ]);
    return [...new Set(mods.flatMap((m) => namesOfPackage(m)))].sort();
  });
}

/**
 * Keep the session's unknown-icon check (`iconCheck`) in step with the navigation: after each
 * new version of the document, load the name lists its icons need that are not loaded yet,
 * then hand the session a check over every list loaded. A list that fails to load is left out,
 * so its library's names are never flagged. Returns the function that stops it.
 */
export function watchIconNames(session: DocumentSession): () => void {
  const loaded: Partial<Record<CheckedLibrary, ReadonlySet<string>>> = {};
  let live = true;
  let seen: Workspace | undefined;
  // What the look for needed libraries found per subtree: after an edit only what changed is read.
  const needs = new RulesMemo();
  // The look runs in tasks of its own, after the change that asked for it is shown, in slices:
  // the first look at a 368,000-page config took about 100 ms, in the task that drew the tree.
  let queued = false;
  const update = () => {
    const ws = session.getSnapshot().state.workspace;
    if (!live || queued || !ws || ws === seen) return;
    queued = true;
    void nextTask().then(look);
  };
  const look = () => {
    queued = false;
    const snap = session.getSnapshot();
    const ws = snap.state.workspace;
    if (!live || !ws || ws === seen) return;
    const end = performance.now() + SLICE_MS;
    const needed = iconLibrariesNeeded(ws, snap.index, needs, () => performance.now() > end);
    // Not done: what it finished is in the memo; the next slice goes on (with the version then).
    if (!needed) return update();
    seen = ws;
    const missing = needed.filter((l) => !loaded[l]);
    for (const library of missing) {
      loadIconNames(library).then(
        (names) => {
          if (!live || loaded[library]) return;
          loaded[library] = new Set(names);
          session.setInputs({ iconCheck: iconCheck({ ...loaded }) });
        },
        () => undefined, // not loaded: that library's names are not checked
      );
    }
  };
  update();
  const stop = session.subscribe(update);
  return () => {
    live = false;
    stop();
  };
}
