/**
 * The front matter of an .mdx page: the `key: value` lines of its leading `---` block (the
 * subset docsnav reads: title, sidebarTitle, openapi...). Quotes around values are removed.
 * Returns undefined when the page has no front matter.
 */
export function parseFrontMatter(text: string): Record<string, string> | undefined {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
  if (!m) return undefined;
  const out: Record<string, string> = Object.create(null);
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!kv) continue;
    let v = kv[2].trim();
    if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
    out[kv[1]] = v;
  }
  return out;
}
