import { useMemo } from 'react';
import { load as loadYaml } from 'js-yaml';
import type { GeneratedPage, SidebarSources } from '../../core/sidebar/sidebar-types';
import type { ProjectFiles } from '../../io/project-files';
import type { NavIndex } from '../../core/model/nav-index';

/**
 * What the sidebar model reads besides docs.json: front matter and page files from the project,
 * and from the OpenAPI analysis (published at `extras.openapi`, shape owned by that feature)
 * the generated pages and operation summaries. The analysis may not be there, or may change
 * shape: everything is read defensively, and without it operation titles come from a light
 * read of the OpenAPI files the project holds (summaries only).
 */
export function useSidebarSources(project: ProjectFiles, openapi: unknown, index: NavIndex): SidebarSources {
  const summaries = useMemo(() => (openapi ? undefined : readSummaries(project.files)), [openapi, project.files]);
  return useMemo(() => {
    const fromExtras = adaptOpenapi(openapi);
    return {
      frontMatter: project.frontMatter,
      pageFiles: project.pageFiles,
      generatedPages: fromExtras.generatedPages,
      operationTitle: (entry: string, id: number) => fromExtras.operationTitle?.(entry, id) ?? summaryOf(summaries, entry, index, id),
    };
  }, [project.frontMatter, project.pageFiles, openapi, summaries, index]);
}

type Any = Record<string, unknown>;
const isObj = (v: unknown): v is Any => !!v && typeof v === 'object';

/** Read `extras.openapi` whatever its exact shape: a function, a Map or a record keyed by element id. */
export function adaptOpenapi(openapi: unknown): Pick<SidebarSources, 'generatedPages' | 'operationTitle'> {
  if (!isObj(openapi)) return {};
  const gen = (openapi.generatedPages ?? openapi.expansion ?? openapi.generated ?? openapi.pagesByElement) as unknown;
  const lookup = (src: unknown, id: number): unknown =>
    typeof src === 'function' ? (src as (id: number) => unknown).call(openapi, id) : src instanceof Map ? src.get(id) : isObj(src) ? src[id] : undefined;
  const generatedPages = gen
    ? (id: number): GeneratedPage[] | undefined => {
        const raw = lookup(gen, id);
        const list = Array.isArray(raw) ? raw : isObj(raw) && Array.isArray(raw.pages) ? raw.pages : undefined;
        if (!list) return undefined;
        return list.filter(isObj).map((p) => ({
          title: str(p.title) ?? str(p.summary),
          address: str(p.address) ?? str(p.href),
          method: str(p.method),
          path: str(p.path),
          group: str(p.group) ?? str(p.tag),
        }));
      }
    : undefined;
  const t = openapi.operationTitle ?? openapi.titleOf;
  const operationTitle = typeof t === 'function' ? (entry: string, id: number) => str((t as (e: string, id: number) => unknown).call(openapi, entry, id)) : undefined;
  return { generatedPages, operationTitle };
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** "METHOD /path" -> summary, per OpenAPI file of the project. */
type Summaries = Map<string, Map<string, string>>;

function readSummaries(files: ReadonlyMap<string, string>): Summaries {
  const out: Summaries = new Map();
  for (const [path, text] of files) {
    if (!/\.(ya?ml|json)$/i.test(path) || !/openapi/.test(text.slice(0, 2000))) continue;
    try {
      const doc = (/\.json$/i.test(path) ? JSON.parse(text) : loadYaml(text)) as Any;
      if (!isObj(doc) || !isObj(doc.paths)) continue;
      const map = new Map<string, string>();
      for (const [p, item] of Object.entries(doc.paths as Any)) {
        if (!isObj(item)) continue;
        for (const [m, op] of Object.entries(item)) if (isObj(op) && typeof op.summary === 'string') map.set(`${m.toUpperCase()} ${p}`, op.summary);
      }
      out.set(path, map);
    } catch {
      // A broken document gives no titles; the OpenAPI analysis reports it.
    }
  }
  return out;
}

function summaryOf(summaries: Summaries | undefined, entry: string, index: NavIndex, id: number): string | undefined {
  if (!summaries) return undefined;
  const m = /^(?:(\S+)\s+)?([A-Z]+\s+\/\S*)$/.exec(entry.trim());
  if (!m) return undefined;
  let file: string | undefined = m[1];
  for (let cur = index.elements.get(id); !file && cur; cur = cur.parent === undefined ? undefined : index.elements.get(cur.parent)) {
    const o = cur.node.type === 'object' ? cur.node.props.find((p) => p.key === 'openapi')?.value : undefined;
    if (o?.type === 'string') file = o.value as string;
    else if (o?.type === 'object') file = (o.props.find((p) => p.key === 'source')?.value as { value?: string } | undefined)?.value;
  }
  return file ? summaries.get(file.replace(/^\.?\//, ''))?.get(m[2]) : undefined;
}
