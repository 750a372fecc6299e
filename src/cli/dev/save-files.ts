import { existsSync, readFileSync } from 'node:fs';
import { parseJson } from '../../core/parse/parse-json';
import { matchLineEndings, writeFileAtomic } from './atomic-write';
import { BadRequest } from './read-body';
import { readDevProject, versionOf } from './read-dev-project';
import { PathRefused, resolveInside } from './safe-path';
import { isLegacyConfigName } from '../../core/legacy/legacy-config';

/** What a save did: the files written and their new versions. */
export interface SaveResult {
  saved: string[];
  versions: Record<string, string>;
}

interface SaveRequest {
  files: Record<string, string>;
  base: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Check the shape of a save body: `{ files: { path: text }, base?: { path: version } }`. */
function parseSaveRequest(body: unknown): SaveRequest {
  if (!isRecord(body) || !isRecord(body.files)) {
    throw new BadRequest(400, 'the body must be an object like { "files": { "docs.json": "<text>" } }');
  }
  const entries = Object.entries(body.files);
  if (!entries.length) throw new BadRequest(400, '"files" is empty; name at least one file to save');
  for (const [path, text] of entries) {
    if (typeof text !== 'string') throw new BadRequest(400, `files["${path}"] must be the file's text as a string`);
  }
  if (body.base !== undefined && (!isRecord(body.base) || Object.values(body.base).some((v) => typeof v !== 'string'))) {
    throw new BadRequest(400, '"base" must map paths to the versions the app opened, as strings');
  }
  return { files: body.files as Record<string, string>, base: (body.base ?? {}) as Record<string, string> };
}

/**
 * Save the files of a request body into the folder, all or nothing as far as checks go: every
 * path is confined to the folder (403), must be docs.json, a `$ref` target or an OpenAPI file
 * named by the config as it is on disk now (403), JSON documents must parse (400), and no file
 * may have changed on disk since the version the app opened (409). Only then is each file
 * written atomically, with the line endings and final newline it had.
 *
 * WARNING: the allow-list is read from disk at each save, not from the body: a body that adds
 * a `$ref` to docs.json cannot make another file writable in the same request.
 */
export function saveFiles(root: string, mainPath: string, body: unknown): SaveResult {
  const req = parseSaveRequest(body);
  const project = readDevProject(root, mainPath, { pages: false });
  const plan: { path: string; abs: string; text: string }[] = [];
  const conflicts: string[] = [];
  for (const [path, text] of Object.entries(req.files)) {
    let abs: string;
    try {
      abs = resolveInside(root, path);
    } catch (e) {
      if (e instanceof PathRefused) throw new BadRequest(403, `${e.message}; nothing was saved`);
      throw e;
    }
    if (isLegacyConfigName(path)) {
      throw new BadRequest(
        403,
        `"${path}" is a legacy mint.json, which docsnav dev never writes (Save creates docs.json beside it); nothing was saved`,
      );
    }
    if (!project.writable.has(path)) {
      throw new BadRequest(
        403,
        `"${path}" is not a file the config names (docs.json, a "$ref" split file or an "openapi" file); docsnav dev writes nothing else, and nothing was saved`,
      );
    }
    if (project.documents.has(path) || path === 'docs.json') {
      const parsed = parseJson(text, path);
      if (!parsed.file.root) {
        const e = parsed.errors[0];
        throw new BadRequest(400, `${path} would not be valid JSON (${e ? e.message : 'unreadable'}); nothing was saved`);
      }
    }
    const current = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    const base = Object.hasOwn(req.base, path) ? req.base[path] : undefined;
    if (base !== undefined && (current === undefined ? '' : versionOf(current)) !== base) conflicts.push(path);
    plan.push({ path, abs, text: matchLineEndings(text, current) });
  }
  if (conflicts.length) {
    throw new BadRequest(
      409,
      `${conflicts.join(', ')} changed on disk since the app opened ${conflicts.length === 1 ? 'it' : 'them'}; nothing was saved. Choose which version to keep in the app, then save again`,
      {
        conflicts,
      },
    );
  }
  const versions: Record<string, string> = {};
  const saved: string[] = [];
  for (const step of plan) {
    try {
      writeFileAtomic(step.abs, step.text);
    } catch (e) {
      const done = saved.length ? ` (${saved.join(', ')} ${saved.length === 1 ? 'was' : 'were'} saved)` : '';
      throw new Error(`${step.path} could not be written: ${(e as Error).message}${done}`, { cause: e });
    }
    saved.push(step.path);
    versions[step.path] = versionOf(step.text);
  }
  return { saved, versions };
}
