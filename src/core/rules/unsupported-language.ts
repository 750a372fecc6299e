import { GENERATOR_ONLY_CODES, GENERATOR_REJECTED_CODES, LANGUAGE_CODES, nearestLanguage } from '../model/languages';
import type { Fix } from './diagnostic';
import { at, defineRule, type RuleContext, type RuleOutput } from './context';
import type { NavElement } from '../model/nav-index';
import { invalidAt } from './site-outcome';

const SUPPORTED = new Set(LANGUAGE_CODES);

/**
 * A `language` code outside SPEC.md's 26, listing the supported codes and suggesting one that
 * means the same language (`en-US` -> `en`, `ja` -> `jp`; none for `da`), with a fix that
 * writes it. A code the real generator rejects is an error: the config is rejected at the root,
 * the list it is in dropped below it. A code it accepts but SPEC.md lacks (`ja`, `zh`...) is a
 * warning: the site works, but SPEC.md is docsnav's rule ("worth a hint, not silence"). SPEC.md's
 * own `ua` is an error, since the generator rejects it (it knows Ukrainian as `uk`), and `uk` an
 * info that says to keep it.
 */
export const unsupportedLanguage = defineRule({
  code: 'unsupported-language',
  on: 'other',
  // Its messages count the pages of the list the element is in (see consequenceOf).
  volatile: true,
  check(ctx, el, out) {
    if ((el.kind !== 'language' && el.kind !== 'globalLanguage') || el.node.type !== 'object') return;
    let v;
    for (const p of el.node.props) if (p.key === 'language') v = p.value;
    if (!v || v.type !== 'string') return;
    languageProblems(ctx, el, v.value as string, out);
  },
});

/**
 * The diagnostics of a language element's `code`. Apart from the check because of its closures
 * over the element: V8 allocates the context they share on every call of the function that
 * holds them, and the check is called for every element.
 */
function languageProblems(ctx: RuleContext, el: NavElement, code: string, out: RuleOutput<'unsupported-language'>): void {
  const setTo = (value: string): Fix => ({
    title: `Use "${value}"`,
    command: 'set-field',
    args: { file: el.file, path: el.path, key: 'language', value },
  });
  const works = GENERATOR_REJECTED_CODES.get(code);
  if (works !== undefined) {
    out.push(
      invalidAt(
        ctx,
        el,
        'unsupported-language',
        (then) =>
          `"${code}" is in the specification's list, but the site generator rejects it: it knows this language as "${works}"; ${then} Use "${works}".`,
        { key: 'language', fix: setTo(works) },
      ),
    );
    return;
  }
  if (SUPPORTED.has(code)) return;
  if (code === 'uk') {
    out.push(
      at(
        ctx,
        el,
        'info',
        'unsupported-language',
        `"uk" is not in the specification's list, which writes Ukrainian "ua", but the site generator accepts only "uk": keep it.`,
        { key: 'language', site: 'accepts' },
      ),
    );
    return;
  }
  const near = nearestLanguage(code);
  const accepted = GENERATOR_ONLY_CODES.has(code);
  const hint = near ? `; use "${near}"` : '';
  if (accepted) {
    out.push(
      at(
        ctx,
        el,
        'warning',
        'unsupported-language',
        `"${code}" is not a supported language code${hint}. Supported: ${LANGUAGE_CODES.join(', ')}. The site generator itself accepts "${code}", so the site works, but the specification's list does not have it${near ? `: docsnav asks for "${near}"` : ', and none of its codes means the same language'}.`,
        { key: 'language', fix: near ? setTo(near) : undefined, site: 'accepts' },
      ),
    );
    return;
  }
  out.push(
    invalidAt(
      ctx,
      el,
      'unsupported-language',
      (then) => `"${code}" is not a supported language code${hint}; ${then} Supported: ${LANGUAGE_CODES.join(', ')}.`,
      { key: 'language', fix: near ? setTo(near) : undefined },
    ),
  );
}
