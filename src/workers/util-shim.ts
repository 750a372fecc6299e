/*
 * What swagger-parser reads of Node's `util` in the browser's validator (its lib/util.js:
 * `format` for the text of a schema error, which docsnav does not show, since it reads the
 * errors' details; and `inherits`, which nothing calls): vite.config.ts puts this module in
 * place of the `util` polyfill there, which brings about 30 KB (9 KB gzipped) of dependencies
 * (get-intrinsic, which-typed-array...) for them. Node (the CLI, tests) uses its own util.
 */

/** `util.format`, as the polyfill writes it: %s %d %i %f %j %o %O %% in the first argument, the rest appended. */
export function format(first?: unknown, ...rest: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(show).join(' ');
  let i = 0;
  const out = first.replace(/%[sdifjoO%]/g, (m) => {
    if (m === '%%') return '%';
    if (i >= rest.length) return m;
    const v = rest[i++];
    switch (m) {
      case '%s':
        return String(v);
      case '%d':
      case '%i':
      case '%f':
        return String(m === '%i' ? parseInt(String(v), 10) : m === '%f' ? parseFloat(String(v)) : Number(v));
      case '%j':
        try {
          return JSON.stringify(v);
        } catch {
          return '[Circular]';
        }
      default:
        return show(v);
    }
  });
  return [out, ...rest.slice(i).map(show)].join(' ');
}

function show(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  } catch {
    return String(v);
  }
}

/** `util.inherits`: the constructor's prototype inherits from the super constructor's. */
export function inherits(ctor: { prototype: object; super_?: unknown }, superCtor: { prototype: object }): void {
  ctor.super_ = superCtor;
  Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
}

export default { format, inherits };
