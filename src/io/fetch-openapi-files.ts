import { loadWorkspace } from '../core/model/workspace';
import { navIndexOf } from '../core/model/build-nav-index';
import { openapiSources } from '../core/openapi/openapi-sources';

/**
 * The OpenAPI documents the navigation names by a relative path ("openapi": "openapi.yaml", as
 * ollama's docs.json does) sit beside docs.json just as its split files do: fetched the same way,
 * each resolved against docs.json's URL and kept inside its folder (`urlOf`, the split files'
 * check). One that cannot be fetched is left out; the document then says which OpenAPI file is
 * missing, as for an opened file. Called by fetchProject (fetch-text.ts), as a chunk of its own.
 */
export async function fetchOpenapiFiles(
  files: Map<string, string>,
  urlOf: (path: string) => string | undefined,
  get: (url: string) => Promise<string>,
  limit: number,
): Promise<void> {
  const ws = loadWorkspace('docs.json', files.get('docs.json')!, (p) => files.get(p)).workspace;
  if (!ws) return;
  const wanted = openapiSources(ws, navIndexOf(ws))
    .filter((s) => !s.remote && !files.has(s.key))
    .slice(0, limit);
  await Promise.all(
    wanted.map(async ({ key }) => {
      const url = urlOf(key);
      if (!url) return;
      try {
        files.set(key, await get(url));
      } catch {
        // Left out: the OpenAPI binding reports the document as not found.
      }
    }),
  );
}
