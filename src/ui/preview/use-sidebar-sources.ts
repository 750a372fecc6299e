import { useMemo } from 'react';
import type { SidebarSources } from '../../core/sidebar/sidebar-types';
import type { OpenApiAnalysis } from '../../core/openapi/index';
import { pageOperations } from '../../core/openapi/metadata-operation';
import type { ProjectFiles } from '../../io/project-files';

/**
 * What the sidebar model reads besides docs.json: front matter and page files from the project,
 * and from the OpenAPI analysis (`useEditor().openapi`, typed by src/core/openapi) the generated
 * pages of each element and the summaries of explicit operation entries.
 *
 * The two OpenAPI functions are new with every analysis (one per document version), so the
 * sidebar model is rebuilt when the analysis catches up with an edit. The sidebar builder keeps
 * each group that did not read them (plain page files), so that costs only the groups with
 * operations or generated pages. (They once read the latest analysis through a ref and kept
 * one identity: the preview then never saw the analysis of the document it drew, and kept the
 * generated groups of a converted element beside its new explicit ones.)
 */
export function useSidebarSources(project: ProjectFiles, openapi: OpenApiAnalysis | undefined): SidebarSources {
  const generated = useMemo(() => (openapi ? (id: number) => openapi.generatedPages(id) : undefined), [openapi]);
  const titles = useMemo(() => (openapi ? (entry: string, id: number) => openapi.operationTitle(entry, id) : undefined), [openapi]);
  // Pages bound by front matter `openapi` (SPEC rule 7): one function while their operations
  // stay the same, so an edit elsewhere keeps every page item built.
  const ops = useMemo(() => pageOperations(project.frontMatter, openapi), [project.frontMatter, openapi]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- ops.key names its content
  const pageOperation = useMemo(() => (ops.byPage.size ? (page: string) => ops.byPage.get(page) : undefined), [ops.key]);
  return useMemo(
    () => ({
      frontMatter: project.frontMatter,
      pageFiles: project.pageFiles,
      generatedPages: generated,
      operationTitle: titles,
      pageOperation,
    }),
    [project.frontMatter, project.pageFiles, generated, titles, pageOperation],
  );
}
