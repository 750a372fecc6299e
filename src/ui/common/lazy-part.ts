import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A part of the UI loaded on first use: the component, and `preload` to load it ahead. */
export type LazyPart<P extends object> = ((props: P) => ReactElement) & { preload(): Promise<void> };

const parts: (() => Promise<void>)[] = [];

/**
 * A component whose module loads the first time it renders (it suspends until then, like
 * React.lazy: put it under a Suspense boundary), so what the first paint never shows (dialogs,
 * menus, the form of a selected element) stays out of the initial JavaScript. Unlike
 * React.lazy, once loaded (or preloaded) it renders at once, never suspending again: a test
 * that preloads the parts (`preloadLazyParts`) renders them as synchronously as any other.
 *
 * @example const MoveDialog = lazyPart(() => import('./move-dialog').then((m) => m.MoveDialog));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((c) => {
      loaded = c;
    }));
  parts.push(preload);
  const Part = (props: P): ReactElement => {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  };
  return Object.assign(Part, { preload });
}

/** Load every lazy part defined so far (those of the modules imported): for tests that render them. */
export function preloadLazyParts(): Promise<void> {
  return Promise.all(parts.map((p) => p())).then(() => undefined);
}
