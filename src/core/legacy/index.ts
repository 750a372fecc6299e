/** Legacy mint.json configs: recognising one, and converting it to docs.json as the generator's own upgrade does. */
export * from './legacy-config';
export * from './migrate-mint-json';
export * from './dropped-settings';
export * from './upgrade-mint-config';
export * from './upgrade-navigation';
