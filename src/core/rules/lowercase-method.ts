import { looksLikeOperation } from '../model/page-entry';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

/** `get /users` reads like an operation but the method is not uppercase, so the site treats it as a file path. */
export function lowercaseMethod(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.kind !== 'page' || el.node.type !== 'string') continue;
    const value = el.node.value as string;
    if (value.indexOf(' ') === -1) continue; // a plain page path: no method in it
    const fixed = looksLikeOperation(value);
    if (!fixed) continue;
    out.push(
      at(ctx, el, 'warning', 'lowercase-method', `"${el.node.value}" is treated as a file path because its method is not uppercase; operations are matched case-sensitively. Write "${fixed}".`, {
        fix: { title: `Write "${fixed}"`, command: 'set-page-entry', args: { file: el.file, path: el.path, value: fixed } },
      }),
    );
  }
  return out;
}
