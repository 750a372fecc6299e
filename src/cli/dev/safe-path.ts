import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** A path the dev server may not touch, with a message for the person who asked. */
export class PathRefused extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** True when `abs` is `root` itself or lies below it (both absolute and normalised). */
export function isInside(root: string, abs: string): boolean {
  const rel = relative(root, abs);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The real path of `abs`, or of its nearest existing ancestor joined with the rest (for files not written yet). */
function realPathOf(abs: string): string {
  try {
    return realpathSync(abs);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    const parent = dirname(abs);
    if (parent === abs) return abs;
    return resolve(realPathOf(parent), relative(parent, abs));
  }
}

/**
 * Resolve `rel` (a path relative to the served folder, with `/` separators, as the app sends
 * it) to the real absolute path it names, refusing anything that leaves the folder: `..`
 * segments, absolute paths (`/etc/passwd`, `C:\x`, `\\server\share`), NUL bytes, and
 * symbolic links (of the file or of any folder on the way) that point outside.
 * `realRoot` must already be a real path (see `realpathSync`).
 *
 * WARNING: every read and write of the API goes through here; checking the joined path alone is
 * not enough, because a link inside the folder can point anywhere.
 */
export function resolveInside(realRoot: string, rel: string): string {
  if (typeof rel !== 'string' || rel === '')
    throw new PathRefused(String(rel), 'the path is empty; name a file relative to the served folder, like "docs.json"');
  if (rel.includes('\0'))
    throw new PathRefused(rel, `"${rel.replace(/\0/g, '\\0')}" contains a NUL byte; name a file relative to the served folder`);
  if (isAbsolute(rel) || /^[a-zA-Z]:/.test(rel) || rel.startsWith('\\') || rel.startsWith('/')) {
    throw new PathRefused(
      rel,
      `"${rel}" is an absolute path; only files inside the served folder can be read or written, named relative to it`,
    );
  }
  const segments = rel.split(/[\\/]/);
  if (segments.includes('..'))
    throw new PathRefused(rel, `"${rel}" climbs out with ".."; only files inside the served folder can be read or written`);
  const joined = resolve(realRoot, ...segments);
  if (!isInside(realRoot, joined)) throw new PathRefused(rel, `"${rel}" is outside the served folder`);
  const real = realPathOf(joined);
  if (!isInside(realRoot, real)) {
    throw new PathRefused(
      rel,
      `"${rel}" is a symbolic link (or lies under one) that leads outside the served folder, to ${real}; docsnav dev only reads and writes inside the folder`,
    );
  }
  return real;
}

/** The `/`-separated path of `abs` relative to `root` (what the app and the config use). */
export function toRelative(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}
