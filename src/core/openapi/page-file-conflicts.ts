import { at, type RuleContext } from '../rules/context';
import { hasPageFile, pageKey } from '../rules/page-not-found';
import type { Diagnostic } from '../rules/diagnostic';
import type { EntryBindings } from './entry-bindings';
import { methodPathSlug } from './openapi-slug';
import { operationKey } from './operation-key';
import type { MetadataBinding } from './page-metadata';

/**
 * SPEC.md, OpenAPI binding, rule 9: a page file and a navigation entry for the same operation
 * must not both exist (`get-users.mdx` beside `GET /users`), unless the operation's `x-docs`
 * points its link elsewhere. A page file counts when it sits at the entry's page address, is
 * named after the method and path (at the root or in the entry's directory), or binds the same
 * operation through its metadata.
 */
export function pageFileConflicts(ctx: RuleContext, entries: EntryBindings, metadata: readonly MetadataBinding[]): Diagnostic[] {
  const files = ctx.pageFiles;
  if (!files) return [];
  const byOp = new Map<string, string>();
  for (const b of metadata) byOp.set(`${b.key}\u0000${b.opKey}`, b.page);
  const out: Diagnostic[] = [];
  for (const { el, key, op, page, directory } of entries.matched) {
    if (op.docs !== undefined || op.excluded) continue;
    const slug = methodPathSlug(op.method, op.path);
    const candidates = [page?.address, slug, `${directory}/${slug}`].filter((c): c is string => !!c);
    let file = candidates.find((c) => hasPageFile(files, c));
    if (file === undefined) file = byOp.get(`${key}\u0000${operationKey(op)}`);
    if (file === undefined) continue;
    const text = (el.node as { value: unknown }).value as string;
    out.push(
      at(
        ctx,
        el,
        'error',
        'operation-page-conflict',
        `"${text}" and the page file ${pageKey(file)}.mdx are both pages for the same operation, which the site does not allow. Remove the entry or the file, or set "x-docs" on the operation in ${key} to point its link elsewhere.`,
      ),
    );
  }
  return out;
}
