import { useCallback, useRef, useState } from 'react';
import type { EditorSession } from '../../core/session/editor-session';
import type { SessionInputs } from '../../core/session/session-field';
import { EMPTY_PROJECT, type ProjectFiles } from '../../io/project-files';

/** What the session reads of a project: its page files, their front matter, its other files and the paths of its unread large OpenAPI documents. */
export function projectInputs(p: ProjectFiles): SessionInputs {
  return { pageFiles: p.pageFiles, frontMatter: p.frontMatter, files: p.files, lateDocuments: p.late?.paths };
}

/** Set the project: a value, or a function of the current one (as React's setState takes). */
export type SetProject = (next: ProjectFiles | ((current: ProjectFiles) => ProjectFiles)) => void;

/**
 * The open project's files, as React state for the panels, and as the session's inputs: every
 * change reaches the session first (its rules check the page files, its OpenAPI analysis reads
 * the front matter), in the same call, so the session never checks a document against another
 * project's files.
 */
export function useProject(session: EditorSession): [ProjectFiles, SetProject] {
  const [project, setState] = useState<ProjectFiles>(EMPTY_PROJECT);
  const current = useRef(project);
  const metadataAsked = useRef(false);
  const setProject = useCallback<SetProject>(
    (next) => {
      const p = typeof next === 'function' ? next(current.current) : next;
      current.current = p;
      session.setInputs(projectInputs(p));
      setState(p);
      // The check of pages' `openapi` front matter loads with the first project that has some.
      if (!metadataAsked.current && [...p.frontMatter.values()].some((fm) => Object.hasOwn(fm, 'openapi'))) {
        metadataAsked.current = true;
        // A failed load (the app updated under an open tab, offline) is asked again with the next project.
        import('../../core/openapi/page-metadata').then(
          (m) => session.setInputs({ metadataCheck: m.checkPageMetadata }),
          () => (metadataAsked.current = false),
        );
      }
    },
    [session],
  );
  return [project, setProject];
}
