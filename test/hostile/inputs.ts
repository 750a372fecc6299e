// Hostile inputs shared by the suite's files (issue 17). Large ones are generated, never committed.

/** A docs.json whose `navigation.pages` holds `depth` nested arrays, the innermost on line 3. */
export function deepDocs(depth: number): string {
  return `{\n  "name": "Deep",\n  "navigation": {"pages": ${'['.repeat(depth)}${']'.repeat(depth)}}\n}\n`;
}
