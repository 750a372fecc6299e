import { fromValue, getProp, propOf } from '../model/json-node';
import type { CollectionKey } from '../model/kinds';
import { labelOf, type NavElement, type NavIndex } from '../model/nav-index';
import { formatPageEntry, parsePageEntry } from '../model/page-entry';
import type { OpenApiAnalysis } from '../openapi/openapi-types';
import { readBinding } from '../openapi/openapi-binding';
import { UNTAGGED_GROUP } from '../openapi/operation-key';
import { canInsert, collectionFor } from '../tree/can-drop';
import { asDraftArray, draftObjectAt, setProp } from '../tree/draft-path';
import { refuse, defineCommand, indexOf } from './command';
import { baseIndex } from './tree-commands';

/** One subgroup a conversion writes: the generated group's name and its entries, in site order. */
export interface EntryGroup {
  /** The tag's display name; empty for entries that go in as plain entries (a group's own list). */
  readonly group: string;
  /** Entries as docs.json writes them: "GET /gardens", "webhook plantWatered". */
  readonly pages: readonly string[];
}

/** The arguments of `convert-generated-pages`: the generating element and the entries to write. */
export interface ConvertGeneratedArgs {
  readonly id: number;
  readonly groups: readonly EntryGroup[];
}

/**
 * The explicit entries that stand for an element's generated pages, in the same order and
 * grouping (REFERENCE.md, OpenAPI expansion 4-5): one subgroup per generated group. Entries use
 * the `METHOD /path` form, which resolves against the element's own document and, listed
 * below it, stops it generating (SPEC rule 4); the `file METHOD /path` form only for a page
 * whose document is not the one in scope (it would not resolve otherwise). Refuses with the
 * reason when the element generates nothing.
 *
 * @example convertGeneratedPlan(analysis, index, gardensId) // { ok: true, args: { id, groups: [{ group: 'Gardens', pages: ['GET /gardens', 'POST /gardens'] }, ...] } }
 */
export function convertGeneratedPlan(
  analysis: Pick<OpenApiAnalysis, 'generatedPages' | 'documentFor' | 'documents'> | undefined,
  index: NavIndex,
  id: number,
): { ok: true; args: ConvertGeneratedArgs } | { ok: false; reason: string } {
  const el = index.elements.get(id);
  if (!el) return { ok: false, reason: 'that element no longer exists' };
  const name = `'${labelOf(el)}'`;
  const own = el.node.type === 'object' ? getProp(el.node, 'openapi') : undefined;
  if (!own) return { ok: false, reason: `${name} sets no "openapi", so it generates no pages` };
  if (!analysis) return { ok: false, reason: `the OpenAPI document of ${name} is not analysed yet` };
  const pages = analysis.generatedPages(id);
  const key = analysis.documentFor(id);
  if (pages === undefined) {
    const st = key === undefined ? undefined : analysis.documents.get(key);
    if (!st || st.status === 'loading') return { ok: false, reason: `the OpenAPI document of ${name} is still loading` };
    return { ok: false, reason: `${name} lists operations explicitly, so it generates no pages (SPEC rule 4)` };
  }
  if (pages.length === 0)
    return { ok: false, reason: `${name} generates no pages: its OpenAPI document failed to load or shows no operation` };
  // The generator numbers a generated page whose name an earlier one has (-1), but never a
  // listed one: converting would put both operations at one address, and the site would show
  // one page for both. Say which, rather than lose a page.
  const numbered = pages.filter((p) => p.numberedFrom !== undefined);
  if (numbered.length) {
    const p = numbered[0];
    const more = numbered.length > 1 ? ` (and ${numbered.length - 1} more)` : '';
    return {
      ok: false,
      reason: `as listed entries, ${p.method === 'WEBHOOK' ? `webhook ${p.path}` : `${p.method} ${p.path}`} would get the address ${p.numberedFrom} of another operation with the same summary${more}: the site numbers generated pages, not listed ones. Give the operations different summaries, or set "x-mint.href" on one, first`,
    };
  }
  const groups: { group: string; pages: string[] }[] = [];
  for (const p of pages) {
    const file = p.documentKey !== key ? p.documentKey : undefined;
    const entry =
      p.kind === 'webhook' || p.method === 'WEBHOOK'
        ? formatPageEntry({ form: 'webhook', name: p.path, file })
        : `${file ? file + ' ' : ''}${p.method} ${p.path}`;
    const last = groups[groups.length - 1];
    if (last && last.group === p.group) last.pages.push(entry);
    else groups.push({ group: p.group, pages: [entry] });
  }
  return { ok: true, args: { id, groups } };
}

/** Where the subgroups go: a group's `pages`; a section's `groups`, or its `pages` when it holds pages. */
function destination(el: NavElement): CollectionKey | undefined {
  return el.kind === 'group' ? 'pages' : collectionFor(el, ['group']);
}

function countIn(index: NavIndex, el: NavElement, collection: CollectionKey): number {
  let n = 0;
  for (const c of el.children) if (index.elements.get(c)!.collection === collection) n++;
  return n;
}

/** The values written: subgroups, or plain entries for an unnamed group where a list of pages takes them. */
function valuesOf(groups: readonly EntryGroup[], collection: CollectionKey): unknown[] {
  const out: unknown[] = [];
  for (const g of groups) {
    if (g.group === '' && collection === 'pages') out.push(...g.pages);
    else out.push({ group: g.group || UNTAGGED_GROUP, pages: [...g.pages] });
  }
  return out;
}

/**
 * "Convert generated pages to explicit entries" (SPEC.md, OpenAPI binding, rule 4): writes the
 * pages an element generates as explicit entries, after its existing content, in the same
 * order and grouping, so the user can reorder and prune them. The analysis gives the args
 * (`convertGeneratedPlan`); the command itself needs only the workspace. One undo step.
 */
export const convertGeneratedCommand = defineCommand<ConvertGeneratedArgs>({
  id: 'convert-generated-pages',
  label: (ws, a, ctx) => {
    const el = indexOf(ws, ctx).elements.get(a.id);
    return `convert the generated pages of ${el ? `'${labelOf(el)}'` : 'an element'} to explicit entries`;
  },
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const el = index.elements.get(a.id);
    if (!el || el.node.type !== 'object' || el.kind === 'page') return refuse('that element no longer exists');
    if (!readBinding(getProp(el.node, 'openapi'), el.id, ws.mainPath))
      return refuse(`'${labelOf(el)}' sets no usable "openapi", so it generates no pages`);
    if (!a.groups.some((g) => g.pages.length > 0)) return refuse(`'${labelOf(el)}' generates no pages to convert`);
    for (const g of a.groups)
      for (const p of g.pages) if (parsePageEntry(p).form === 'file') return refuse(`"${p}" is not an operation entry`);
    const collection = destination(el);
    if (!collection) return refuse(`'${labelOf(el)}' cannot hold groups, so its generated pages have no list to go into`);
    return canInsert(index, 'group', { parentId: el.id, collection, index: countIn(index, el, collection) });
  },
  run: (draft, a, ctx) => {
    const index = baseIndex(draft, ctx);
    const el = index.elements.get(a.id)!;
    const collection = destination(el)!;
    const owner = draftObjectAt(draft, el.file, el.path);
    if (!owner.props.some((p) => p.key === collection)) setProp(owner, collection, fromValue([]));
    const arr = asDraftArray(propOf(owner, collection)!.value);
    const nodes = valuesOf(a.groups, collection).map((v) => fromValue(v));
    arr.items.push(...nodes);
    return { select: [a.id] };
  },
});

/** The arguments of `add-page-entries`: entries appended to an element's pages, in this order. */
export interface AddEntriesArgs {
  readonly parentId: number;
  readonly entries: readonly string[];
}

/**
 * Add several page entries (the operation picker's choice) at the end of an element's `pages`,
 * as one undo step, keeping the element selected: choosing five operations is one action, and one Ctrl+Z takes it back.
 * The same nesting rules as inserting one page.
 */
export const addPageEntriesCommand = defineCommand<AddEntriesArgs>({
  id: 'add-page-entries',
  label: (_ws, a) => (a.entries.length === 1 ? `add '${a.entries[0]}'` : `add ${a.entries.length} entries`),
  canRun: (ws, a, ctx) => {
    const index = indexOf(ws, ctx);
    const el = index.elements.get(a.parentId);
    if (!el || el.node.type !== 'object') return refuse('that element no longer exists');
    if (a.entries.length === 0) return refuse('nothing is chosen to add');
    if (a.entries.some((e) => e.trim() === '')) return refuse('a page entry cannot be empty');
    if (collectionFor(el, ['page']) !== 'pages') return refuse(`'${labelOf(el)}' cannot hold pages`);
    return canInsert(index, 'page', { parentId: el.id, collection: 'pages', index: countIn(index, el, 'pages') });
  },
  run: (draft, a, ctx) => {
    const el = baseIndex(draft, ctx).elements.get(a.parentId)!;
    const owner = draftObjectAt(draft, el.file, el.path);
    if (!owner.props.some((p) => p.key === 'pages')) setProp(owner, 'pages', fromValue([]));
    const arr = asDraftArray(propOf(owner, 'pages')!.value);
    arr.items.push(...a.entries.map((e) => fromValue(e)));
    // The element stays selected: the picker that added them stays open for the next choice.
    return { select: [a.parentId] };
  },
});
