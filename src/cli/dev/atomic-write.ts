import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The line endings of a text: all CRLF, all LF, mixed, or none (a single line). */
export function detectEol(text: string): '\r\n' | '\n' | 'mixed' | 'none' {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  if (crlf && lf) return 'mixed';
  return crlf ? '\r\n' : lf ? '\n' : 'none';
}

/**
 * Give `next` the line endings and the final newline (or its absence) of `previous`, the text
 * the file has on disk now. The app's printer keeps both already for untouched text; this is
 * the last guard, so that a save never turns a CRLF file into a mixed one, nor adds or drops
 * the final newline, whatever the browser sent. A file whose endings are already mixed keeps
 * the sent line breaks as they are (converting would rewrite lines nobody touched); a new file
 * (no previous text) is written as sent.
 */
export function matchLineEndings(next: string, previous: string | undefined): string {
  if (previous === undefined) return next;
  const eol = detectEol(previous);
  let body = next.replace(/(\r?\n)+$/, '');
  if (eol === '\r\n') body = body.replace(/\r?\n/g, '\r\n');
  else if (eol === '\n') body = body.replace(/\r\n/g, '\n');
  const tail = /(\r?\n)+$/.exec(previous)?.[0] ?? '';
  // The old file's own trailing newlines, byte for byte: none, one, or the two some editors leave.
  return body + tail;
}

/**
 * Write `text` to `path` atomically: into a temporary file beside it (same folder, so the
 * rename never crosses file systems), flushed to disk, then renamed over the target. A reader
 * (an editor, git, the site generator's watcher) sees the old file or the new one, never half
 * of one; when anything fails the temporary file is removed and the original is untouched.
 * The file's permission bits are kept.
 */
export function writeFileAtomic(path: string, text: string): void {
  const tmp = join(dirname(path), `.${basename(path)}.docsnav-${randomBytes(6).toString('hex')}.tmp`);
  let mode = 0o644;
  try {
    mode = statSync(path).mode & 0o7777;
  } catch {
    // A new file gets the usual mode.
  }
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', mode);
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
}
