import { loadWorkspace } from '../core/model/workspace';
import { navIndexOf } from '../core/model/build-nav-index';
import { openapiSources } from '../core/openapi/openapi-sources';
import { externalRefFiles } from '../core/openapi/external-ref-files';

/**
 * The OpenAPI documents the navigation names by a relative path ("openapi": "openapi.yaml", as
 * ollama's docs.json does) sit beside docs.json just as its split files do: fetched the same way,
 * each resolved against docs.json's URL and kept inside its folder (`urlOf`, the split files'
 * check). So are the files their `$ref`s point into ("schemas/pet.yaml#/Pet"), and theirs in turn,
 * so a document split over several files is checked whole, as in an opened folder. One that
 * cannot be fetched is left out; the document then says which file is missing, as for an opened
 * folder. At most `limit` files are fetched. Called by fetchProject (fetch-text.ts), as a chunk of
 * its own.
 */
export async function fetchOpenapiFiles(
  files: Map<string, string>,
  urlOf: (path: string) => string | undefined,
  get: (url: string) => Promise<string>,
  limit: number,
): Promise<void> {
  const ws = loadWorkspace('docs.json', files.get('docs.json')!, (p) => files.get(p)).workspace;
  if (!ws) return;
  const tried = new Set<string>();
  let wanted = openapiSources(ws, navIndexOf(ws))
    .filter((s) => !s.remote && !files.has(s.key))
    .map((s) => s.key);
  while (wanted.length && tried.size < limit) {
    const round = wanted.slice(0, limit - tried.size);
    round.forEach((key) => tried.add(key));
    const fetched = await Promise.all(
      round.map(async (key) => {
        const url = urlOf(key);
        if (!url) return undefined;
        try {
          const text = await get(url);
          files.set(key, text);
          return { key, text };
        } catch {
          // Left out: the OpenAPI binding (or the reference) reports the file as not found.
          return undefined;
        }
      }),
    );
    const next = new Set<string>();
    for (const f of fetched) {
      if (!f) continue;
      for (const target of externalRefFiles(f.text, f.key)) if (!files.has(target) && !tried.has(target)) next.add(target);
    }
    wanted = [...next];
  }
}
