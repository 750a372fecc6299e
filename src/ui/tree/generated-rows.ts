import type { OpenApiAnalysis } from '../../core/openapi';
import type { Row } from './row';

/**
 * A page that an element's OpenAPI binding generates (the OpenAPI analysis provides them; the
 * tree only shows them, under the element, after its own children, in their generated groups).
 */
export interface GeneratedPage {
  /** "GET /gardens": the method, then the path (a webhook's name). */
  readonly label: string;
  readonly method?: string;
  /** The page's title on the site (the operation's summary). */
  readonly title?: string;
  /** The generated group (the tag's display name); pages of one group come together. */
  readonly group?: string;
}

/** The generated pages under an element, or undefined when it generates none. */
export type GeneratedChildren = (id: number) => readonly GeneratedPage[] | undefined;

const adapters = new WeakMap<object, GeneratedChildren>();

/**
 * The seam to the OpenAPI analysis (`useEditor().openapi`, built by core/openapi): its generated
 * pages as the tree's rows want them, one function per analysis, each element's list computed
 * once. The analysis is rebuilt after every edit; the row cache compares the lists by content
 * (`sameGenerated`), so an unchanged expansion keeps its cached subtrees.
 */
export function generatedFrom(analysis: Pick<OpenApiAnalysis, 'generatedPages'> | undefined): GeneratedChildren | undefined {
  if (!analysis) return undefined;
  let fn = adapters.get(analysis);
  if (!fn) {
    const memo = new Map<number, readonly GeneratedPage[] | undefined>();
    fn = (id) => {
      if (!memo.has(id))
        memo.set(
          id,
          analysis.generatedPages(id)?.map((g) => ({ label: `${g.method} ${g.path}`, method: g.method, title: g.title, group: g.group })),
        );
      return memo.get(id);
    };
    adapters.set(analysis, fn);
  }
  return fn;
}

/** Two expansions of one element that draw the same rows. */
export function sameGenerated(a: readonly GeneratedPage[] | undefined, b: readonly GeneratedPage[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((x, i) => x.label === b[i].label && x.method === b[i].method && x.title === b[i].title && x.group === b[i].group);
}

/**
 * The id of the `i`th generated row (a generated group or page, in the order they show) under
 * element `parentId`: negative, so it can never be an element's, and stable while the
 * expansion is the same.
 */
export function generatedId(parentId: number, i: number): number {
  return -(parentId * 1_000_000 + i + 1);
}

/**
 * The row ids of the `index`th generated page under `ownerId` and of its generated group's
 * row (none for a page outside a group), numbered as `generatedRows` numbers them.
 */
export function generatedPageRowIds(
  ownerId: number,
  pages: readonly GeneratedPage[],
  index: number,
): { page: number; group?: number } | undefined {
  let k = 0;
  for (let i = 0; i < pages.length;) {
    const group = pages[i].group;
    let end = i + 1;
    while (end < pages.length && group && pages[end].group === group) end++;
    const header = group ? generatedId(ownerId, k++) : undefined;
    if (index >= i && index < end) return { page: generatedId(ownerId, k + index - i), group: header };
    k += end - i;
    i = end;
  }
  return undefined;
}

/** Does any of the texts contain the filter? */
function matches(q: string, ...texts: (string | undefined)[]): boolean {
  return texts.some((t) => !!t && t.toLowerCase().includes(q));
}

/**
 * The rows of an element's generated pages, in site order: one generated group row per group
 * (open unless closed in `open`), its pages a level below; pages without a group directly
 * under the element. With a filter `q` (lowercase), only matching pages and groups stay,
 * unless the element itself matches (`ownerMatches`). `reuse` gives the last Row of an id, kept
 * when it draws the same, so memoised rows skip rendering.
 */
export function generatedRows(
  ownerId: number,
  pages: readonly GeneratedPage[],
  depth: number,
  open: ReadonlyMap<number, boolean>,
  q: string,
  ownerMatches: boolean,
  reuse: (row: Row) => Row,
): Row[] {
  const out: Row[] = [];
  let k = 0;
  for (let i = 0; i < pages.length;) {
    const group = pages[i].group;
    let end = i + 1;
    while (end < pages.length && group && pages[end].group === group) end++;
    if (!group) end = i + 1;
    let headerId: number | undefined;
    let expanded = true;
    const keepAll = !q || ownerMatches || (group !== undefined && matches(q, group));
    const kept = pages.slice(i, end).map((p) => keepAll || matches(q, p.label, p.title));
    if (group) {
      headerId = generatedId(ownerId, k++);
      expanded = q ? true : (open.get(headerId) ?? true);
      if (kept.some(Boolean))
        out.push(
          reuse({ id: headerId, depth, kind: 'group', label: group, hasChildren: true, expanded, badges: [], generated: true, ownerId }),
        );
    }
    for (let j = i; j < end; j++) {
      const id = generatedId(ownerId, k++);
      if (!expanded || !kept[j - i]) continue;
      const p = pages[j];
      out.push(
        reuse({
          id,
          depth: group ? depth + 1 : depth,
          kind: 'page',
          label: p.label,
          hasChildren: false,
          expanded: false,
          badges: [],
          method: p.method,
          generated: true,
          ownerId,
          genIndex: j,
          note: p.title,
        }),
      );
    }
    i = end;
  }
  return out;
}
