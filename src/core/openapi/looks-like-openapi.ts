/**
 * True when a text is an OpenAPI (or Swagger) document: a top-level `openapi` / `swagger` key,
 * which is how the generator picks a project's documents (REFERENCE.md, OpenAPI expansion 1),
 * without parsing every JSON and YAML file of a repository. The key may come late: JSON
 * documents often sort their keys (Stripe's `openapi` follows 4 MB of `components`).
 *
 * @example looksLikeOpenapi('# generated\ncomponents: {}\nopenapi: 3.1.0\n') // true
 */
export function looksLikeOpenapi(text: string): boolean {
  const start = /\S/.exec(text.slice(0, 4096));
  if (start && start[0] === '{') return /"(openapi|swagger)"\s*:\s*"?\d/.test(text);
  // YAML: a top-level key starts its line.
  return /^["']?(openapi|swagger)["']?[ \t]*:/m.test(text);
}

// The sections an OpenAPI 3 `components` object holds (3.0's, and 3.1's `pathItems`).
const SECTIONS = '(?:schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)';
/** JSON: the top-level object opens with `"components": {"<section>":`. */
const SORTED_JSON = new RegExp(`^\\uFEFF?\\s*\\{\\s*"components"\\s*:\\s*\\{\\s*"${SECTIONS}"\\s*:`);
/** YAML: after comments, blank lines and `---`, `components:` at the first column, then an indented section. */
const SORTED_YAML = new RegExp(
  `^\\uFEFF?(?:[ \\t]*(?:#[^\\n]*)?\\r?\\n|---[ \\t]*\\r?\\n)*components:[ \\t]*\\r?\\n(?:[ \\t]*(?:#[^\\n]*)?\\r?\\n)*[ \\t]+["']?${SECTIONS}["']?[ \\t]*:`,
);

/**
 * True when the first KB of a text start as an OpenAPI 3 document whose keys are sorted: the
 * top-level object opens with `components`, and that with one of its sections. Such a
 * document's `openapi` comes after all of `components` (4 MB into Stripe's spec3.json), past
 * any head a reader looks at; Swagger 2.0, sorted, opens with `basePath`, `consumes` or
 * `definitions`, never `components`. A head alone cannot tell it from a file of components
 * that another document's `$ref` points into (a split specification): callers that must be sure
 * read the whole text (looksLikeOpenapi).
 *
 * @example startsLikeSortedOpenapi3('{\n  "components": {\n    "schemas": {') // true
 */
export function startsLikeSortedOpenapi3(head: string): boolean {
  return SORTED_JSON.test(head) || SORTED_YAML.test(head);
}
