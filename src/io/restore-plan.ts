import type { ProjectFiles } from './project-files';
import type { SavedWork } from './saved-work';

const SOURCES: ReadonlySet<string> = new Set<ProjectFiles['source']>([
  'sample',
  'folder',
  'file',
  'url',
  'paste',
  'dev-server',
  'autosave',
]);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The string entries of a stored map; the names of the others go to `lost`. */
function texts(v: unknown, what: string, lost: string[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  if (v === undefined) return out;
  if (!isObject(v)) {
    lost.push(`${what} (stored as ${v === null ? 'null' : typeof v})`);
    return out;
  }
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'string') out[k] = x;
    else lost.push(`${what} of ${k}`);
  }
  return out;
}

/**
 * A stored autosave record as a SavedWork, whatever IndexedDB gave back: another version of
 * docsnav, a browser extension or a damaged profile can leave null fields or texts that are not
 * strings. Every field is checked; what cannot be used is named in `lost` (and left out), the
 * rest is kept. Undefined only for a record with no id or time, which cannot be offered at all.
 */
export function validateSavedWork(raw: unknown): { work: SavedWork; lost: string[] } | undefined {
  if (!isObject(raw) || typeof raw.id !== 'string' || typeof raw.savedAt !== 'number' || !Number.isFinite(raw.savedAt)) return undefined;
  const lost: string[] = [];
  const current = texts(raw.current, 'the edited text', lost);
  const mainPath = typeof raw.mainPath === 'string' && raw.mainPath ? raw.mainPath : 'docs.json';
  const frontMatter: Record<string, Record<string, string>> = Object.create(null);
  if (isObject(raw.frontMatter)) for (const [k, v] of Object.entries(raw.frontMatter)) frontMatter[k] = texts(v, 'the front matter', lost);
  else if (raw.frontMatter !== undefined) lost.push('the pages’ front matter');
  const pageFiles = Array.isArray(raw.pageFiles) ? raw.pageFiles.filter((p): p is string => typeof p === 'string') : undefined;
  if (raw.pageFiles !== undefined && !Array.isArray(raw.pageFiles)) lost.push('the list of page files');
  const work: SavedWork = {
    id: raw.id,
    savedAt: raw.savedAt,
    name: typeof raw.name === 'string' && raw.name ? raw.name : 'Untitled',
    source: typeof raw.source === 'string' && SOURCES.has(raw.source) ? (raw.source as ProjectFiles['source']) : 'autosave',
    mainPath,
    originals: texts(raw.originals, 'the text as opened', lost),
    current,
    files: texts(raw.files, 'the project file', lost),
    pageFiles,
    frontMatter,
    handle: isObject(raw.handle) ? (raw.handle as unknown as SavedWork['handle']) : undefined,
    base: typeof raw.base === 'string' ? raw.base : undefined,
    saved: raw.saved === true,
  };
  return { work, lost };
}
