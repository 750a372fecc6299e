import type { NavElement } from '../model/nav-index';
import { formatPageEntry, parsePageEntry } from '../model/page-entry';
import type { Diagnostic } from '../rules/diagnostic';
import { at, type RuleContext } from '../rules/context';
import { hasPageFile } from '../rules/page-not-found';
import { documentKey, type BindingScopes } from './openapi-binding';
import { expandDocument } from './expand-document';
import { matchOperation } from './match-operation';
import { operationKey } from './operation-key';
import { isEntryCandidate, openapiMarks } from './openapi-marks';
import { DEFAULT_DIRECTORY } from './openapi-slug';
import type { GeneratedPage, OpenapiDocumentState, OperationInfo } from './openapi-types';

/** What the explicit operation entries of the navigation bind to. */
export interface EntryBindings {
  readonly diagnostics: Diagnostic[];
  /** Summary (or derived title) of each entry that matches an operation, by the entry's element id. */
  readonly titles: Map<number, string>;
  /** The page each matching entry becomes, by the entry's element id. */
  readonly pages: Map<number, GeneratedPage>;
  /**
   * The elements that do not generate their document: an entry lists one of its operations
   * without naming a file, and this element is the nearest one setting the `openapi` the entry
   * uses (SPEC rule 4; the generator marks only that element, so an outer element bound to the
   * same document still generates it, and an entry that names its file stops nothing).
   */
  readonly skipOwners: Set<number>;
  /** Entries that name their document by file ("openapi.yaml GET /users"), by document key. */
  readonly namers: Map<string, NavElement[]>;
  /** Entries that matched an operation, for the page-file conflict check. */
  readonly matched: {
    readonly el: NavElement;
    readonly key: string;
    readonly op: OperationInfo;
    readonly page?: GeneratedPage;
    readonly directory: string;
  }[];
}

/**
 * Bind every operation entry of the navigation (`GET /users`, `openapi.yaml GET /users`,
 * `webhook name`) to the document in scope or the one it names, and say what is wrong:
 * no document in scope (the entry is a file path), no such operation (with the near match and,
 * when certain, a fix), an `x-excluded` operation (the build fails), an invalid one (may be
 * skipped, SPEC rule 6). Entries of documents still loading are left alone until they load.
 */
export function bindEntries(ctx: RuleContext, scopes: BindingScopes, state: (key: string) => OpenapiDocumentState): EntryBindings {
  const out: EntryBindings = {
    diagnostics: [],
    titles: new Map(),
    pages: new Map(),
    skipOwners: new Set(),
    namers: new Map(),
    matched: [],
  };
  const { index, ws } = ctx;
  // Only entries with a space can be operations or webhooks; most entries are plain paths, and
  // openapiMarks keeps the others per subtree, so they are not even visited.
  for (const el of openapiMarks(index)) {
    if (!isEntryCandidate(el)) continue;
    const text = (el.node as { value: unknown }).value as string;
    const parsed = parsePageEntry(text);
    if (parsed.form === 'file') continue;
    const scope = scopes.scope.get(el.id);
    const key = parsed.file ? documentKey(parsed.file, ws.mainPath) : scope?.key;
    if (parsed.file) push(out.namers, key!, el);
    if (key === undefined) {
      if (ctx.pageFiles && hasPageFile(ctx.pageFiles, text)) continue;
      out.diagnostics.push(
        at(
          ctx,
          el,
          'warning',
          'operation-without-openapi',
          `"${text}" reads like an operation, but no "openapi" is set on this element or any ancestor, so the site treats it as a file path, and no such page exists. Set "openapi" on the group or section that holds it, or write the document's file before the method ("openapi.yaml ${formatPageEntry({ ...parsed, file: undefined })}").`,
        ),
      );
      continue;
    }
    // The generator's quirk: an `openapi` on the navigation root itself is never marked.
    if (!parsed.file && scope && index.elements.get(scope.ownerId)?.kind !== 'navigation') out.skipOwners.add(scope.ownerId);
    const st = state(key);
    if (st.status !== 'loaded' || !st.document) continue;
    const doc = st.document;
    const m = matchOperation(
      doc,
      parsed.form === 'operation'
        ? { form: 'operation', method: parsed.method, path: parsed.path }
        : { form: 'webhook', name: parsed.name },
    );
    if (!m.ok && m.tolerated) {
      // The site's build finds the operation anyway (it ignores one trailing slash when no path
      // matches exactly), so the page exists; SPEC.md still asks for the exact path.
      const fixed = `${parsed.file ? parsed.file + ' ' : ''}${m.tolerated.method} ${m.tolerated.path}`;
      out.diagnostics.push(
        at(
          ctx,
          el,
          'warning',
          'operation-path-differs',
          `"${text}" differs from the operation in ${key}: ${m.reason}. The site's build still finds "${m.tolerated.method} ${m.tolerated.path}" (it ignores one trailing slash), but tools that follow the specification do not. Write "${fixed}".`,
          { fix: { title: `Write "${fixed}"`, command: 'set-page-entry', args: { file: el.file, path: el.path, value: fixed } } },
        ),
      );
    } else if (!m.ok) {
      const fixed = m.suggestion ? `${parsed.file ? parsed.file + ' ' : ''}${m.suggestion.method} ${m.suggestion.path}` : undefined;
      const what = parsed.form === 'webhook' ? 'webhook' : 'operation';
      out.diagnostics.push(
        at(
          ctx,
          el,
          'error',
          parsed.form === 'webhook' ? 'webhook-not-found' : 'operation-not-found',
          `"${text}" matches no ${what} of ${key}, so the site treats it as a file path, and no such page exists: ${m.reason}. ${fixed ? `Write "${fixed}".` : 'Fix the method and path, or remove the entry.'}`,
          {
            fix: fixed
              ? { title: `Write "${fixed}"`, command: 'set-page-entry', args: { file: el.file, path: el.path, value: fixed } }
              : undefined,
          },
        ),
      );
      continue;
    }
    const op = m.ok ? m.op : m.tolerated!;
    const directory = scope?.directory ?? DEFAULT_DIRECTORY;
    const page = expandDocument(doc, directory).explicitPage(operationKey(op));
    out.titles.set(el.id, page?.title ?? op.summary ?? op.path);
    if (page) out.pages.set(el.id, page);
    out.matched.push({ el, key, op, page, directory });
    if (op.excluded) {
      out.diagnostics.push(
        at(
          ctx,
          el,
          'error',
          'excluded-operation-listed',
          `"${text}" lists an operation that ${key} marks "x-excluded: true": it has no page, and the site's build fails on this entry. Remove the entry, or remove "x-excluded" from the operation.`,
        ),
      );
    } else if (!op.valid) {
      out.diagnostics.push(
        at(
          ctx,
          el,
          'warning',
          'invalid-operation-listed',
          `"${text}" lists an operation with validation errors (${op.invalidReason}), which the site can skip, leaving no page. Fix the operation in ${key}.`,
        ),
      );
    }
  }
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
