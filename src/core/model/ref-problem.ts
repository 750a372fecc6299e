/**
 * Why a `$ref` value may not be followed, or undefined when it may: the value must be a plain
 * relative path that stays under the config's folder. Refused: a backslash (URL parsers read it
 * as "/", so `..\..\x.json` climbs and `\\host\x.json` names another host), a percent-escape of
 * a dot or slash (`%2e%2e/` is `../` once a URL parser decodes it), a scheme (`https:`,
 * `file:`), a leading `//` (another host), control characters (a URL parser drops tabs and
 * newlines, joining `.\t./` into `../`), and a path that climbs above the folder once resolved.
 * `target` is the value resolved against the file that holds it (see resolveRelative).
 *
 * WARNING: every place that follows a `$ref` (opening a folder, a URL, the CLI, the dev
 * server) reads through loadWorkspace, which asks this first; keep it the one check.
 *
 * @example refProblem('..\\x.json', '..\\x.json') // 'holds a backslash; ...'
 * @example refProblem('nav/guides.json', 'nav/guides.json') // undefined
 */
export function refProblem(ref: string, target: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(ref)) return 'holds a control character (a tab or a line break); write the path on one line';
  if (ref.includes('\\')) return 'holds a backslash; write the path with "/", relative to this file, like "nav/guides.json"';
  if (/%(2e|2f|5c)/i.test(ref)) return 'holds a percent-escape of a dot or a slash; write the path plainly, like "nav/guides.json"';
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return 'names a scheme; a split file must be a path relative to this file, like "nav/guides.json"';
  if (ref.startsWith('//')) return 'starts with "//", which names another host; write a path relative to this file, like "nav/guides.json"';
  if (target === '..' || target.startsWith('../'))
    return "leads outside the config's folder; a split file must lie in the folder that holds docs.json or below it";
  return undefined;
}
