/** Offer a text as a download (Export > Download). */
export function downloadText(text: string, name: string): void {
  downloadBlob(new Blob([text], { type: 'application/json' }), name);
}

function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The name of the archive Download gives when several files changed: the project's folder name
 * when it has one that makes a file name ("my-docs.zip"), else "docs.zip".
 *
 * @example zipName('my-docs') // 'my-docs.zip'
 * @example zipName('https://example.com/docs.json') // 'docs.zip'
 */
export function zipName(projectName: string): string {
  const safe = projectName.trim();
  return safe && !/[\\/:*?"<>|]/.test(safe) && !/^\.+$/.test(safe) && safe !== 'Untitled' ? `${safe}.zip` : 'docs.zip';
}

/**
 * Offer the exported files as one download. docs.json alone downloads as itself; with changed
 * `$ref` split files it is one .zip holding each file at its path relative to docs.json's
 * folder ("docs.json", "nav/guides.json"), to unpack over the docs folder. Several plain
 * downloads would lose the folders (a browser saves by bare name, so two "nav.json" collide) and
 * Chromium asks before letting a page start a second download. fflate is fetched only then.
 */
export async function downloadFiles(files: ReadonlyMap<string, string>, main: string, projectName: string): Promise<void> {
  if ([...files.keys()].every((path) => path === main)) {
    downloadText(files.get(main) ?? '', main.split('/').pop() ?? 'docs.json');
    return;
  }
  const { zipSync, strToU8 } = await import('fflate');
  // A null-prototype object: a file named "__proto__" is an entry like any other.
  const entries: Record<string, Uint8Array> = Object.create(null);
  for (const [path, text] of files) {
    const name = zipEntryName(path);
    if (name === undefined)
      throw new Error(
        `${path} cannot be a file of the archive (it would land outside the folder it is unpacked in); nothing was downloaded`,
      );
    entries[name] = strToU8(text);
  }
  const zip = zipSync(entries, { level: 6 });
  downloadBlob(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), zipName(projectName));
}

/**
 * `path` as a zip entry name, or undefined when unpacking it could write outside the folder:
 * a backslash (a separator on Windows), a ".." or "." segment, a drive letter, a leading "/",
 * an empty segment or a control character. Workspace paths never hold these (loadWorkspace
 * refuses such `$ref` values); this keeps the archive safe whatever reaches it.
 *
 * @example zipEntryName('nav/guides.json') // 'nav/guides.json'
 * @example zipEntryName('..\\..\\x.json') // undefined
 */
export function zipEntryName(path: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (path === '' || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path) || /^[a-zA-Z]:/.test(path) || path.startsWith('/'))
    return undefined;
  if (path.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return undefined;
  return path;
}
