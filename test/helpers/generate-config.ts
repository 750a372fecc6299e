/**
 * Generate a large, valid docs.json for scale tests and the benchmark (never committed as a
 * file): languages > versions > tabs > groups > nested groups > pages, shaped like the largest
 * corpus config (2.4 MB, 23,000 pages). Deterministic for a given size.
 *
 * @example generateConfig({ pages: 20000 }) // a 20,000-page config, 2-space indent
 */
export function generateConfig(opts: { pages: number; languages?: string[]; versions?: number; indent?: number }): string {
  const languages = opts.languages ?? ['en', 'pt-BR', 'ko', 'ar'];
  const versions = opts.versions ?? 6;
  const tabsPer = 3;
  const groupsPer = 8;
  const sections = languages.length * versions * tabsPer * groupsPer;
  const perGroup = Math.max(1, Math.ceil(opts.pages / sections));
  let made = 0;
  const nav = {
    languages: languages.map((language) => ({
      language,
      versions: Array.from({ length: versions }, (_, v) => ({
        version: `v${versions - v}.0`,
        ...(v === 0 ? { tag: 'Latest' } : {}),
        tabs: Array.from({ length: tabsPer }, (_, t) => ({
          tab: `Tab ${t + 1}`,
          groups: Array.from({ length: groupsPer }, (_, g) => {
            const pages: unknown[] = [];
            for (let p = 0; p < perGroup && made < opts.pages; p++, made++) {
              pages.push(`${language}/v${v}/t${t}/g${g}/page-${p}`);
            }
            // Every third group nests its second half one level deeper.
            if (g % 3 === 2 && pages.length > 2) {
              const inner = pages.splice(Math.floor(pages.length / 2));
              pages.push({ group: `Group ${g + 1} details`, pages: inner });
            }
            return { group: `Group ${g + 1}`, icon: 'book', pages };
          }),
        })),
      })),
    })),
    global: { anchors: [{ anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' }] },
  };
  return (
    JSON.stringify(
      { $schema: 'https://mintlify.com/docs.json', theme: 'aspen', name: 'Generated', colors: { primary: '#0D9373' }, navigation: nav },
      null,
      opts.indent ?? 2,
    ) + '\n'
  );
}
