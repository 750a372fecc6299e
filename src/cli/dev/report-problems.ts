import { existsSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadWorkspace } from '../../core/model/workspace';
import { parseFrontMatter } from '../../io/front-matter';
import { readDevProject } from './read-dev-project';
import { checkProjectWithOpenapi, formatDiagnostic } from '../commands/check';
import { fetchRemoteText, type DiskProject, type FetchText } from '../load-project';
import { legacyCheck } from '../legacy-input';
import { DocumentSession } from '../../core/session/document-session';

/**
 * The problems of a folder as `docsnav check <folder>` prints them (structure and OpenAPI), one
 * line each; a message line when docs.json cannot be read.
 */
export async function checkLines(
  folder: string,
  cwd: string,
  fetchText?: FetchText,
  session?: DocumentSession,
): Promise<{ lines: string[]; errors: number; warnings: number }> {
  // A folder served from its legacy mint.json has no docs.json to check yet: say what happens instead.
  const legacy = legacyCheck(folder, cwd).legacy;
  if (legacy)
    return {
      lines: [
        `${legacy}:1:1 info legacy-config ${legacy} is a legacy config: the app shows the docs.json it becomes; Save there creates docs.json, and its problems are checked from then on.`,
      ],
      errors: 0,
      warnings: 0,
    };
  let project: DiskProject;
  try {
    project = servedProject(folder, cwd);
  } catch (e) {
    return { lines: [`docsnav dev: ${(e as Error).message}`], errors: 1, warnings: 0 };
  }
  if (!project.load.workspace) {
    // The same line `docsnav check` prints for a file that is not JSON (only the first error: later ones follow from it).
    const p = project.load.problems[0];
    const file = relative(cwd, project.docsPath) || project.docsPath;
    const pos = p?.syntax?.position;
    const line = pos
      ? `${file}:${pos.line}:${pos.column} error not-json ${p.syntax!.message}. Fix the JSON syntax first.`
      : `${file}: ${p?.message ?? 'cannot be read'}`;
    return { lines: [line], errors: 1, warnings: 0 };
  }
  const located = await checkProjectWithOpenapi(project, cwd, fetchText, session);
  return {
    lines: located.map(formatDiagnostic),
    errors: located.filter((d) => d.severity === 'error').length,
    warnings: located.filter((d) => d.severity === 'warning').length,
  };
}

/**
 * The folder as the dev server's API reads it (readDevProject: every read confined to the
 * folder, no link that leads out of it), as the DiskProject `docsnav check` checks. Reading it
 * with loadFromDisk instead printed problems from files behind links the API refuses to serve.
 * Throws with a message for a person when docs.json cannot be read.
 */
export function servedProject(folder: string, cwd: string): DiskProject {
  const abs = resolve(cwd, folder);
  const root = realpathSync(existsSync(join(abs, 'docs.json')) || !existsSync(join(abs, 'docs', 'docs.json')) ? abs : join(abs, 'docs'));
  const dev = readDevProject(root, 'docs.json');
  const files = dev.files;
  const load = loadWorkspace('docs.json', files.get('docs.json')!, (p) => files.get(p));
  // The API's notes (a refused link) first, then what loading says; each once.
  const seen = new Set<string>();
  load.problems = [...dev.problems.filter((p) => !p.syntax), ...load.problems].filter((p) => !seen.has(p.message) && !!seen.add(p.message));
  const pages = [...files.keys()].filter((k) => /\.mdx?$/i.test(k));
  const texts = new Map([...dev.documents].filter((d) => files.has(d)).map((d) => [d, files.get(d)!]));
  return {
    docsPath: join(root, 'docs.json'),
    root,
    load,
    pageFiles: new Set(pages.map((k) => k.replace(/\.mdx?$/i, ''))),
    texts,
    reader: {
      read: (rel) => files.get(rel),
      dataFiles: () => [...files.keys()].filter((k) => /\.(json|ya?ml)$/i.test(k)),
      frontMatter: () => {
        const out = new Map<string, Record<string, string>>();
        for (const k of pages) {
          const fm = parseFrontMatter(files.get(k)!);
          if (fm) out.set(k.replace(/\.mdx?$/i, ''), fm);
        }
        return out;
      },
    },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Print the folder's problems now, and again each time `update` finds they changed (a save from
 * the app, an editor, `git pull`). Unchanged problems print nothing, so the terminal shows one
 * block per real change. Updates run one after another, so blocks never interleave.
 * OpenAPI documents named by URL are fetched once per session: a local edit does not change
 * them, and fetching on every keystroke saved would be slow (restart to fetch them again).
 */
export function problemReporter(folder: string, cwd: string, write: (s: string) => void): { update(): Promise<boolean> } {
  let last: string | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  // The editor session the terminal report keeps, as the app keeps one: each new version of the
  // folder is loaded into it and checked there.
  const session = new DocumentSession();
  const remote = new Map<string, Promise<string>>();
  const fetchOnce: FetchText = (url) => {
    let p = remote.get(url);
    if (!p) {
      // A failure is not kept: the next change tries again.
      p = fetchRemoteText(url).catch((e: unknown) => {
        remote.delete(url);
        throw e;
      });
      remote.set(url, p);
    }
    return p;
  };
  const run = async (): Promise<boolean> => {
    const { lines, errors, warnings } = await checkLines(folder, cwd, fetchOnce, session);
    const key = lines.join('\n');
    if (key === last) return false;
    const first = last === undefined;
    last = key;
    const head = first ? '' : '\nThe files changed; the problems now:\n';
    const counts = [plural(errors, 'error'), plural(warnings, 'warning'), plural(lines.length - errors - warnings, 'note')].filter(
      (c) => !c.startsWith('0 '),
    );
    const summary = counts.length ? `${counts.join(', ')}.` : 'No problems.';
    write(`${head}${lines.map((l) => l + '\n').join('')}${summary}\n`);
    return true;
  };
  return {
    update() {
      const next = queue.then(run, run);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
