// js-yaml 4, installed under the alias "js-yaml-4" beside js-yaml 5 (see parse-openapi-text.ts).
declare module 'js-yaml-4' {
  export function load(input: string, options?: { filename?: string; json?: boolean }): unknown;
}
