/** The rendered sidebar as a view model, its state transitions, and the site settings that shape it. */
export * from './sidebar-types';
export * from './sidebar-model';
export * from './sidebar-items';
export * from './group-state';
export * from './theme-defaults';
export * from './page-title';
export * from './reveal-element';
export * from './set-site-setting';
export * from './banner-markdown';
