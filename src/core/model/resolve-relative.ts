// Its own module: the OpenAPI worker resolves relative paths with it, and importing it from
// workspace.ts brought the docs.json parser (and jsonc-parser) into the worker's first JavaScript.

/**
 * Resolve `ref` relative to the folder of `from` ("a/docs.json" + "./fr.json" -> "a/fr.json").
 * A path that climbs above the project's folder keeps its leading ".." ("docs.json" +
 * "../x.json" -> "../x.json"): it names no file of the project, and refProblem refuses it.
 */
export function resolveRelative(from: string, ref: string): string {
  const base = from.includes('/') ? from.slice(0, from.lastIndexOf('/')).split('/') : [];
  const parts = ref.startsWith('/') ? [] : base;
  for (const seg of ref.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..' && parts.length && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(seg);
  }
  return parts.join('/');
}
