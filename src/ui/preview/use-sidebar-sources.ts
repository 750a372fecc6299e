import { useMemo, useRef } from 'react';
import type { SidebarSources } from '../../core/sidebar/sidebar-types';
import type { OpenApiAnalysis, OpenapiDocumentState } from '../../core/openapi/index';
import type { ProjectFiles } from '../../io/project-files';

const ids = new WeakMap<OpenapiDocumentState, number>();
let nextId = 0;
const idOf = (s: OpenapiDocumentState) => {
  let id = ids.get(s);
  if (id === undefined) ids.set(s, (id = ++nextId));
  return id;
};

/**
 * What the sidebar model reads besides docs.json: front matter and page files from the project,
 * and from the OpenAPI analysis (`useEditor().openapi`, typed by src/core/openapi) the generated
 * pages of each element and the summaries of explicit operation entries.
 *
 * The analysis is rebuilt after every edit, but the sidebar memoises its groups per `sources`
 * identity and node: so the sources read the latest analysis through a ref, and change identity
 * only when a document's state does (a document loads, fails or is validated). A group's
 * generated pages otherwise depend only on its own node and the document in scope, which the
 * sidebar's memo already keys on.
 */
export function useSidebarSources(project: ProjectFiles, openapi: OpenApiAnalysis | undefined): SidebarSources {
  const latest = useRef(openapi);
  latest.current = openapi;
  const stamp = openapi ? [...openapi.documents].map(([k, s]) => `${k}\u0000${idOf(s)}`).join('\n') : undefined;
  return useMemo(
    () => ({
      frontMatter: project.frontMatter,
      pageFiles: project.pageFiles,
      generatedPages: stamp === undefined ? undefined : (id: number) => latest.current?.generatedPages(id),
      operationTitle: stamp === undefined ? undefined : (entry: string, id: number) => latest.current?.operationTitle(entry, id),
    }),
    [project.frontMatter, project.pageFiles, stamp],
  );
}
