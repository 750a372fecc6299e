import type { EntryBindings } from './entry-bindings';
import type { GeneratedPage } from './openapi-types';

/** The pages as the site keeps them: one page per address, for entries and generating elements. */
export interface SitePages {
  /** The page each matching entry shows (its own address, the content of the page kept there). */
  readonly entries: Map<number, GeneratedPage>;
  /** Generated pages of the elements where another page took one of their addresses. */
  readonly generated: Map<number, readonly GeneratedPage[]>;
  /** The page kept at each address that more than one operation writes. */
  readonly kept: Map<string, GeneratedPage>;
}

/**
 * The generator keeps one page per address, and the last one written wins: first every entry's
 * page (navigation order), then every generating element's pages (navigation order). Two
 * entries for operations whose names give the same address (entries are never numbered), or an
 * entry whose address a generated page also has, then show the same page. Only the few
 * addresses written twice are looked at.
 */
export function sitePages(entries: EntryBindings, generated: ReadonlyMap<number, readonly GeneratedPage[] | undefined>): SitePages {
  const last = new Map<string, GeneratedPage>();
  const writers = new Map<string, number>();
  const write = (p: GeneratedPage) => {
    const prev = last.get(p.address);
    if (prev && !samePage(prev, p)) writers.set(p.address, (writers.get(p.address) ?? 1) + 1);
    last.set(p.address, p);
  };
  // Entries come in navigation order (bindEntries walks the tree in order).
  const entryIds = [...entries.pages.keys()];
  for (const id of entryIds) write(entries.pages.get(id)!);
  for (const pages of generated.values()) pages?.forEach(write);
  const out: SitePages = { entries: new Map(), generated: new Map(), kept: new Map() };
  if (writers.size === 0) return out;
  for (const address of writers.keys()) out.kept.set(address, last.get(address)!);
  for (const id of entryIds) {
    const own = entries.pages.get(id)!;
    const kept = out.kept.get(own.address);
    if (kept && !samePage(kept, own)) out.entries.set(id, kept);
  }
  for (const [id, pages] of generated) {
    if (!pages?.some((p) => out.kept.has(p.address) && !samePage(out.kept.get(p.address)!, p))) continue;
    out.generated.set(
      id,
      pages.map((p) => {
        const kept = out.kept.get(p.address);
        return kept && !samePage(kept, p) ? { ...kept, group: p.group, ...(p.hidden ? { hidden: true } : {}) } : p;
      }),
    );
  }
  return out;
}

function samePage(a: GeneratedPage, b: GeneratedPage): boolean {
  return a.documentKey === b.documentKey && a.method === b.method && a.path === b.path;
}

/** Every generated page by address, as the site keeps them (the last one written wins). */
export function addressMap(
  entries: EntryBindings,
  generated: ReadonlyMap<number, readonly GeneratedPage[] | undefined>,
  site: SitePages,
): Map<string, GeneratedPage> {
  const out = new Map<string, GeneratedPage>();
  for (const p of entries.pages.values()) out.set(p.address, p);
  for (const pages of generated.values()) for (const p of pages ?? []) out.set(p.address, p);
  for (const [address, p] of site.kept) out.set(address, p);
  return out;
}
