import { useSyncExternalStore } from 'react';
import type { BehaviourOverrides } from '../../core/sidebar/theme-defaults';

// One state for what the preview tries instead of docs.json's drilldown and breadcrumbs: the
// preview's bar and the site settings both show it, so the two can no longer disagree (#18: the
// bar said "Drilldown: on, preview only" while the site settings said false, with nothing to
// tie them). It belongs to the page, as the preview's other view state does, not to a document.
let current: BehaviourOverrides = {};
const listeners = new Set<() => void>();

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Change what the preview tries; `undefined` for a key shows docs.json's value (or the theme's default) again. */
export function setPreviewOverrides(next: BehaviourOverrides | ((o: BehaviourOverrides) => BehaviourOverrides)): void {
  const value = typeof next === 'function' ? next(current) : next;
  if (value === current) return;
  current = value;
  for (const l of [...listeners]) l();
}

/** What the preview tries instead of the saved values, for a component to show. */
export function usePreviewOverrides(): BehaviourOverrides {
  return useSyncExternalStore(subscribe, () => current);
}
