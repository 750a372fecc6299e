// JSON paths and pointers: how an element's place in its file is written and read back.

/** A segment of a JSON path: a property key or an array index. */
export type PathSegment = string | number;

/** The JSON pointer of an element inside its file ("/navigation/tabs/0"). */
export function pointerOf(el: { readonly path: readonly PathSegment[] }): string {
  return el.path.length === 0 ? '' : '/' + el.path.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** A readable place for messages: `navigation.tabs[0].groups[2]`, with the file when it is not docs.json. */
export function placeOf(el: { readonly path: readonly PathSegment[]; readonly file: string }, mainPath = 'docs.json'): string {
  let s = '';
  for (const seg of el.path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  const where = s || '(root)';
  return el.file === mainPath ? where : `${el.file}: ${where}`;
}

/** Parse a JSON pointer into path segments ("/navigation/tabs/0" -> ["navigation", "tabs", 0]). */
export function parsePointer(pointer: string): PathSegment[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
