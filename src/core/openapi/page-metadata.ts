import { elementsOf, type RuleContext } from '../rules/context';
import { pageKey } from '../rules/page-not-found';
import { formatPageEntry, looksLikeOperation, parsePageEntry } from '../model/page-entry';
import { titleFromPath } from '../sidebar/page-title';
import { namesDocument } from './metadata-operation';
import type { Diagnostic } from '../rules/diagnostic';
import { documentKey } from './openapi-binding';
import { matchOperation, type OperationRef } from './match-operation';
import { operationKey } from './operation-key';
import type { OpenapiDocumentState, OperationInfo } from './openapi-types';

/** A page bound through its metadata: the page (path without extension), the document and the operation. */
export interface MetadataBinding {
  readonly page: string;
  readonly key: string;
  readonly opKey: string;
}

/** The check of pages' `openapi` front matter: `checkPageMetadata`, given to the analysis by whoever has loaded it. */
export type MetadataCheck = typeof checkPageMetadata;

// Not in the page's first JavaScript: only a page with `openapi` front matter needs it, so the
// app loads it then (src/ui/shell/use-project.ts) and gives it to the session as an input.

/**
 * SPEC.md, OpenAPI binding, rule 7: a page's front matter `openapi: METHOD /path` (or
 * `file METHOD /path`) must equal an operation of the document exactly, trailing slash and
 * file name included. Without a file name, the documents the site knows are searched
 * (`api.openapi`, those the navigation names, and every OpenAPI file of the project). Returns
 * the diagnostics and the bindings that hold (for the page-file conflict check).
 */
export function checkPageMetadata(
  ctx: RuleContext,
  frontMatter: ReadonlyMap<string, Readonly<Record<string, string>>>,
  candidates: readonly string[],
  state: (key: string) => OpenapiDocumentState,
): { diagnostics: Diagnostic[]; bindings: MetadataBinding[] } {
  const diagnostics: Diagnostic[] = [];
  const bindings: MetadataBinding[] = [];
  let entryOf: Map<string, number> | undefined;
  for (const [page, fm] of frontMatter) {
    const value = fm.openapi?.trim();
    if (!value) continue;
    entryOf ??= entriesByPage(ctx);
    const elementId = entryOf.get(page);
    const report = (code: string, message: string, severity: Diagnostic['severity'] = 'error') =>
      diagnostics.push({
        severity,
        code,
        message: `${page}.mdx: front matter "openapi: ${value}" ${message}`,
        file: `${page}.mdx`,
        path: [],
        ...(elementId !== undefined ? { elementId } : {}),
      });
    // A lowercase method is matched as if uppercase, so one message gives the whole fix (a
    // trailing slash too, say); the page is not bound either way.
    const lower = looksLikeOperation(value);
    const parsed = parsePageEntry(lower ?? value);
    if (parsed.form === 'file') {
      report(
        'page-metadata-operation-not-found',
        `is not "METHOD /path" or "file METHOD /path", so the page is not bound to an operation. Write it like "openapi: GET /users".`,
      );
      continue;
    }
    const ref: OperationRef =
      parsed.form === 'operation'
        ? { form: 'operation', method: parsed.method, path: parsed.path }
        : { form: 'webhook', name: parsed.name };
    const keys = parsed.file ? [documentKey(parsed.file, ctx.ws.mainPath)] : candidates;
    if (keys.length === 0) {
      report(
        'page-metadata-openapi-not-found',
        `names no document, and docs.json names none ("api.openapi" or an "openapi" in the navigation). Name the file before the method, or set "api.openapi".`,
      );
      continue;
    }
    const states = keys.map((k) => [k, state(k)] as const);
    if (states.some(([, s]) => s.status === 'loading')) continue;
    let found: { key: string; op: OperationInfo } | undefined;
    let near: { key: string; reason: string; fixed?: string } | undefined;
    for (const [k, s] of states) {
      if (s.status !== 'loaded' || !s.document) continue;
      const m = matchOperation(s.document, ref);
      if (m.ok) {
        found = { key: k, op: m.op };
        break;
      }
      if (!near || (m.suggestion && !near.fixed))
        near = {
          key: k,
          reason: m.reason,
          fixed: m.suggestion ? `${parsed.file ? parsed.file + ' ' : ''}${m.suggestion.method} ${m.suggestion.path}` : undefined,
        };
    }
    if (found && lower) {
      report(
        'page-metadata-lowercase-method',
        `has a lowercase method; the method must be uppercase and match the document exactly, so the page is not bound. Write "openapi: ${lower}".`,
      );
      continue;
    }
    if (found) {
      bindings.push({ page, key: found.key, opKey: operationKey(found.op) });
      const title = titleLookupMiss(page, fm, parsed.file, found.key, found.op);
      if (title) report('page-metadata-title-not-found', title, 'warning');
      continue;
    }
    // A remote document that gave no answer was not checked: nothing to say about the page.
    if (states.some(([, st]) => st.status === 'failed' && st.failure === 'unreachable')) continue;
    const lowerNote = lower ? 'has a lowercase method (it must be uppercase) and ' : '';
    if (parsed.file && states[0][1].status === 'failed') {
      // The right document, when exactly one the site knows has the operation.
      const holders = candidates.filter((k) => {
        const st = state(k);
        return st.status === 'loaded' && !!st.document && matchOperation(st.document, ref).ok;
      });
      const fixed = holders.length === 1 ? `${holders[0]} ${formatPageEntry({ ...parsed, file: undefined })}` : undefined;
      report(
        'page-metadata-openapi-not-found',
        `${lowerNote}names the document "${parsed.file}", which ${states[0][1].failure === 'not-found' ? 'does not exist (the file name must be correct)' : `cannot be used (${states[0][1].message})`}. ${fixed ? `The operation is in ${holders[0]}: write "openapi: ${fixed}".` : 'Fix the file name.'}`,
      );
    } else if (near) {
      report(
        lower ? 'page-metadata-lowercase-method' : 'page-metadata-operation-not-found',
        `${lowerNote}matches no operation of ${near.key}, so the page shows no API content: ${near.reason}. ${near.fixed ? `Write "openapi: ${near.fixed}".` : 'Make the method and path match the document exactly.'}`,
      );
    }
  }
  return { diagnostics, bindings };
}

/** The first navigation entry of each page path (for selecting a page's problem in the tree). */
function entriesByPage(ctx: RuleContext): Map<string, number> {
  const out = new Map<string, number>();
  for (const el of elementsOf(ctx.index)) {
    if (el.kind !== 'page' || el.node.type !== 'string') continue;
    const k = pageKey(el.node.value as string);
    if (!out.has(k)) out.set(k, el.id);
  }
  return out;
}

/**
 * The page binds, but the site's title lookup (unlike its page rendering) knows a document only
 * as "/" + its path or as its file name without extension, so a page naming "openapi.json"
 * without a title of its own shows its file name in the sidebar, not the operation's summary.
 * The warning says so, with the spelling that works; undefined when nothing is lost.
 */
function titleLookupMiss(
  page: string,
  fm: Readonly<Record<string, string>>,
  file: string | undefined,
  key: string,
  op: OperationInfo,
): string | undefined {
  if (!file || fm.title || fm.sidebarTitle || !op.rawSummary || namesDocument(file, key)) return undefined;
  const rooted = /^https?:\/\//i.test(key) ? key : `/${key}`;
  return `binds the page, but the sidebar shows "${titleFromPath(page)}" (made from the file name), not the operation's summary "${op.rawSummary}": the site looks titles up by "${rooted}", not "${file}". Write "openapi: ${rooted} ${operationKey(op)}", or give the page a title.`;
}
