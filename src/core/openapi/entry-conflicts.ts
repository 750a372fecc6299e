import { labelOf, type NavElement } from '../model/nav-index';
import { placeOf } from '../model/json-path';
import { formatPageEntry, parsePageEntry } from '../model/page-entry';
import type { Diagnostic } from '../rules/diagnostic';
import { at, type RuleContext } from '../rules/context';
import type { EntryBindings } from './entry-bindings';
import type { BindingScopes } from './openapi-binding';
import type { GeneratedPage } from './openapi-types';
import type { SitePages } from './site-pages';

/**
 * An entry that lists an operation with its file name (`openapi.json GET /users`) under an
 * element that generates that whole document: the generator does not treat a named entry as
 * "listing operations", so the element still generates every operation, this one included.
 * SPEC.md (OpenAPI binding, rule 4) says the opposite: once an element lists operations, only
 * those appear. The site shows the page twice and the others too; say so where the entry is.
 */
export function namedOperationAlsoGenerated(
  ctx: RuleContext,
  scopes: BindingScopes,
  entries: EntryBindings,
  generated: ReadonlyMap<number, readonly GeneratedPage[] | undefined>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { el, key, op } of entries.matched) {
    const text = (el.node as { value: unknown }).value as string;
    const parsed = parsePageEntry(text);
    if (parsed.form === 'file' || !parsed.file) continue;
    let owner: NavElement | undefined;
    for (let cur = el.parent; cur !== undefined && !owner; cur = ctx.index.elements.get(cur)?.parent) {
      const b = scopes.own.get(cur);
      if (b?.key === key && generated.get(cur)?.length) owner = ctx.index.elements.get(cur);
    }
    if (!owner) continue;
    const twice = generated
      .get(owner.id)!
      .some((p) => !p.hidden && p.method === (op.kind === 'webhook' ? 'WEBHOOK' : op.method) && p.path === op.path);
    const where = `${owner.kind} "${labelOf(owner)}" (${placeOf(owner, ctx.ws.mainPath)})`;
    const bare = formatPageEntry({ ...parsed, file: undefined });
    const fixable = scopes.scope.get(el.id)?.key === key;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'named-operation-also-generated',
        `"${text}" names its file, and the site does not count an entry that names its file as listing operations: the ${where} still generates every operation of ${key}${twice ? `, this one included, so its page appears twice` : ''}. The specification says that once an element lists operations, only the listed ones appear. ${fixable ? `Write "${bare}" so only the listed operations appear, or remove this entry.` : `Remove this entry, or set "openapi" on the element that holds it.`}`,
        fixable
          ? { fix: { title: `Write "${bare}"`, command: 'set-page-entry', args: { file: el.file, path: el.path, value: bare } } }
          : undefined,
      ),
    );
  }
  return out;
}

/** Entries whose page address another operation's page also has: the site shows the one kept. */
export function sharedAddresses(ctx: RuleContext, entries: EntryBindings, site: SitePages): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [id, kept] of site.entries) {
    const own = entries.pages.get(id)!;
    const el = ctx.index.elements.get(id)!;
    const text = (el.node as { value: unknown }).value as string;
    const keptName = kept.method === 'WEBHOOK' ? `webhook ${kept.path}` : `${kept.method} ${kept.path}`;
    out.push(
      at(
        ctx,
        el,
        'warning',
        'operation-pages-share-address',
        `"${text}" becomes the page ${own.address}, and so does ${keptName}${kept.documentKey !== own.documentKey ? ` of ${kept.documentKey}` : ''}: the site keeps one page per address, so this entry shows ${keptName} ("${kept.title}"). Give the operations different summaries, or set "x-mint.href" on one of them.`,
      ),
    );
  }
  return out;
}
