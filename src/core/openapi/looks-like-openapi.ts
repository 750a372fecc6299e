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
