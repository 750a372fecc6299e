import { navIndexOf } from '../../core/model/build-nav-index';
import { analyseOpenapi } from '../../core/openapi/index';
import { checkPageMetadata } from '../../core/openapi/page-metadata';
import { expandNavigation, type ExpandedElement } from '../../core/openapi/expand-navigation';
import type { CliIo } from '../io';
import { openProject, parseCommandLine, unreadableLine } from '../command-input';
import { loadProjectOpenapi, type DiskProject } from '../load-project';

/** One line of help: usage, then what it does. */
export const help =
  'expand <docs.json | folder> [--json]: print the navigation as the site builds it, OpenAPI pages expanded: every element with pages, its label path and its pages (address, title, method, path, generated or not)';

/** The expanded navigation of a project read from disk (documents loaded, remote ones fetched). */
export async function expandProject(project: DiskProject): Promise<ExpandedElement[]> {
  const ws = project.load.workspace!;
  const index = navIndexOf(ws);
  const openapi = await loadProjectOpenapi(project);
  const analysis = analyseOpenapi({
    ws,
    index,
    documents: openapi.documents,
    pageFiles: project.pageFiles,
    frontMatter: openapi.frontMatter,
    checkMetadata: checkPageMetadata,
  });
  return expandNavigation(ws, index, analysis, openapi.frontMatter, project.pageFiles);
}

/** The text form: one block per element, its label path, then one line per page. */
export function formatExpansion(elements: readonly ExpandedElement[]): string {
  const lines: string[] = [];
  for (const el of elements) {
    lines.push(`${el.labels.join(' > ') || '(navigation)'}${el.generatedGroup ? ' (generated)' : ''}`);
    for (const p of el.pages) {
      const op = p.method ? `${p.method} ${p.path}  ` : '';
      const flags = [p.root ? 'root' : '', p.hidden ? 'hidden' : '', p.unresolved ? 'matches no operation' : ''].filter(Boolean).join(', ');
      lines.push(`  ${op}${p.address}  "${p.title}"${flags ? ` (${flags})` : ''}`);
    }
  }
  return lines.join('\n') + (lines.length ? '\n' : '');
}

/** `docsnav expand`: exit 0, or 2 when the input cannot be read. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const line = parseCommandLine(argv, io, { name: 'expand', help, flags: ['json'] });
  if (!line) return 2;
  const opened = openProject(line.input, io.cwd);
  if ('unreadable' in opened) {
    // The place and the reason, as `docsnav check` gives them (the line and column of a syntax error).
    io.stderr.write(`docsnav expand: ${unreadableLine(opened.unreadable)}\n`);
    return 2;
  }
  const elements = await expandProject(opened.project);
  io.stdout.write(line.flags.has('json') ? JSON.stringify(elements, null, 2) + '\n' : formatExpansion(elements));
  return 0;
}
