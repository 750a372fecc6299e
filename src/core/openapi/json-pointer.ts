// JSON pointers apart from locating them in a text (locate-pointers.ts, which needs the YAML
// parser): the diagnostics built on the page's thread only decode pointers, and must not bring
// js-yaml into the page's JavaScript.

/** Decode a JSON pointer ("/paths/~1users/get") into its segments. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '#') return [];
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Encode path segments as a JSON pointer. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
