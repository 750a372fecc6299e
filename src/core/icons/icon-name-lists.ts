// What the name lists of the icon libraries are made of, beside the packages: read by the build
// (vite.config.ts), the app's loader (src/io/icon-names.ts) and the CLI. Kept apart from the
// check itself so that none of it is in the app's initial JavaScript.

/**
 * Lucide's brand icons, removed in Lucide 1.0 (the names lucide-react 0.546 has and 1.x lacks).
 * A site on an earlier Lucide still draws them, and which Lucide the site uses is not known,
 * so they count as Lucide names: the check never warns about a name the site may draw.
 */
export const LUCIDE_REMOVED_NAMES: readonly string[] = [
  'chrome',
  'chromium',
  'codepen',
  'codesandbox',
  'dribbble',
  'facebook',
  'figma',
  'framer',
  'github',
  'gitlab',
  'instagram',
  'linkedin',
  'pocket',
  'rail-symbol',
  'slack',
  'trello',
  'twitch',
  'twitter',
  'youtube',
];

/**
 * Every icon name of Font Awesome, free and Pro, aliases included, from the `IconName` union
 * of `@fortawesome/fontawesome-common-types`' index.d.ts (the one published list of Pro names).
 * The build writes it as a names file; the dev server and tests read the declaration itself.
 *
 * @example parseFontAwesomeNames("export type IconName = 'house' | \n  'home';") // ['home', 'house']
 */
export function parseFontAwesomeNames(declarations: string): string[] {
  const start = declarations.indexOf('export type IconName');
  if (start < 0) return [];
  const end = declarations.indexOf(';', start);
  const union = declarations.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const m of union.matchAll(/'([^'\\]+)'/g)) names.add(m[1]);
  return [...names].sort();
}
