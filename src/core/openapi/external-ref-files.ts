import { resolveRelative } from '../model/resolve-relative';
import { isUrl } from './is-url';

/*
 * Found in the text, not the parsed document: this runs on the page while a project opened by URL
 * is being fetched, before any worker has parsed anything, and a pass of one regular expression over
 * a 13 MB document costs a fraction of parsing it. What it may over-find (a "$ref:" inside a
 * description) costs at most one request for a file of the same folder that is not there.
 */
const REF = /(?:^|[\s{,[])(["']?)\$ref\1[ \t]*:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s,}\]'"][^\s,}\]]*))/gm;

/**
 * The project files an OpenAPI document's `$ref`s point into: each `$ref` that names another file
 * by a relative path ("schemas/pet.yaml#/Pet", "./common.json"), resolved against the document's
 * own path `key` (relative to docs.json's folder), once each, in order of first use. References
 * inside the document ("#/components/..."), references by URL (docsnav does not fetch those for a
 * reference) and paths that climb out of docs.json's folder are left out. JSON or YAML alike.
 *
 * @example externalRefFiles('$ref: "../common/pet.yaml#/Pet"', 'api/openapi.yaml') // ['common/pet.yaml']
 */
export function externalRefFiles(text: string, key: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(REF)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    const hash = value.indexOf('#');
    const file = hash === -1 ? value : value.slice(0, hash);
    if (file === '' || isUrl(file) || file.includes(':')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(file);
    } catch {
      continue;
    }
    const target = resolveRelative(key, decoded);
    if (target === '' || target === '..' || target.startsWith('../') || target === key) continue;
    out.add(target);
  }
  return [...out];
}
