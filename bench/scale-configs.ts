/**
 * The configs of the bench's scaling figures, made in memory from a real one (never committed
 * as files): `scaled` repeats a config's navigation `factor` times in the same shape, `flat`
 * puts `n` pages in one group. Deterministic for the same input.
 */

/** A config and the page files it lists (paths without extension), as a corpus entry has them. */
export interface MadeConfig {
  readonly text: string;
  readonly pages: number;
  readonly pageFiles?: ReadonlySet<string>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The same subtree with every page path and group root under `prefix/` and every label of `labelKey` suffixed. */
function copyOf(node: Json, prefix: string, suffix: string, key?: string): Json {
  if (typeof node === 'string') return key === 'root' || key === 'page' ? `${prefix}/${node}` : node;
  if (Array.isArray(node))
    return node.map((x) =>
      key === 'pages' && typeof x === 'string' ? `${prefix}/${x}` : copyOf(x, prefix, suffix, key === 'pages' ? undefined : key),
    );
  if (node && typeof node === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(node))
      out[k] =
        k === 'version' || k === 'tab' || k === 'dropdown' || k === 'anchor' || k === 'product'
          ? typeof v === 'string'
            ? `${v}${suffix}`
            : v
          : copyOf(v, prefix, suffix, k);
    return out;
  }
  return node;
}

/** Page entries (strings in `pages` lists) of a navigation subtree. */
export function countPages(node: Json, key?: string): number {
  if (Array.isArray(node)) return node.reduce<number>((n, x) => n + (key === 'pages' && typeof x === 'string' ? 1 : countPages(x)), 0);
  if (node && typeof node === 'object') return Object.entries(node).reduce((n, [k, v]) => n + countPages(v, k), 0);
  return 0;
}

/**
 * The config `factor` times over, same shape: under each language (or at the navigation's top)
 * the list of versions, tabs, dropdowns... is repeated, each copy with its labels suffixed
 * (" (2)") and its page paths under "copy2/", so no page or label repeats and every rule sees
 * what it sees in the real one. The page files are scaled the same way.
 */
export function scaled(text: string, factor: number, pageFiles?: ReadonlySet<string>): MadeConfig {
  const doc = JSON.parse(text) as { navigation: { [key: string]: Json } };
  const nav = doc.navigation;
  const lists = ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'];
  const grow = (owner: { [key: string]: Json }) => {
    const key = lists.find((k) => Array.isArray(owner[k]));
    if (!key) return;
    const base = owner[key] as Json[];
    const out: Json[] = [...base];
    for (let k = 2; k <= factor; k++)
      for (const item of base)
        out.push(key === 'pages' && typeof item === 'string' ? `copy${k}/${item}` : copyOf(item, `copy${k}`, ` (${k})`));
    owner[key] = out;
  };
  if (Array.isArray(nav.languages)) for (const lang of nav.languages as { [key: string]: Json }[]) grow(lang);
  else grow(nav);
  let files: Set<string> | undefined;
  if (pageFiles) {
    files = new Set(pageFiles);
    for (let k = 2; k <= factor; k++) for (const p of pageFiles) files.add(`copy${k}/${p}`);
  }
  return { text: JSON.stringify(doc, null, 2) + '\n', pages: countPages(nav as Json), pageFiles: files };
}

/** One group of `n` pages: the longest flat list a person could make. */
export function flat(n: number): MadeConfig {
  const pages = Array.from({ length: n }, (_, i) => `docs/section-${Math.floor(i / 1000)}/page-${i}`);
  const text = JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Flat',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'All pages', pages }] },
    },
    null,
    2,
  );
  return { text: text + '\n', pages: n, pageFiles: new Set(pages) };
}
