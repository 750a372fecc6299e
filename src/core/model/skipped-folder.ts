/**
 * Folders of a docs repository docsnav never reads: dependencies, version control, and tool
 * caches (every dot-folder: .git, .next, .vercel, .cache...). Build output folders are NOT
 * skipped by name: a docs site may well have a "build" section whose pages live in build/.
 * The one rule for the app's folder readers and the command line (check, expand, dev), so they
 * agree on which pages exist.
 *
 * @example isSkippedFolder('node_modules') // true; isSkippedFolder('build') // false
 */
export function isSkippedFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}
