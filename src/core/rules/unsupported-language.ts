import { GENERATOR_ONLY_CODES, LANGUAGE_CODES, nearestLanguage } from '../model/languages';
import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from './diagnostic';
import { at, eachElement, type RuleContext } from './context';

const SUPPORTED = new Set(LANGUAGE_CODES);

/**
 * A `language` code outside SPEC.md's 26, listing the supported codes and suggesting the nearest
 * (`en-US` -> `en`), with a fix that writes it. A code the real generator rejects is an error
 * (the build fails, or the nested list is dropped). A code it accepts but SPEC.md lacks (`ja`,
 * `zh`, `uk`...) is a warning: SPEC.md is docsnav's rule, so it is worth saying, but the site
 * works, and `docsnav check` reports as errors only what really breaks the site (REFERENCE.md:
 * "worth a hint, not silence").
 */
export function unsupportedLanguage(ctx: RuleContext): Diagnostic[] {
  return eachElement(ctx, unsupportedLanguage.check);
}

unsupportedLanguage.on = 'other' as const;
unsupportedLanguage.check = (ctx: RuleContext, el: NavElement, out: Diagnostic[]): void => {
  if (el.kind !== 'language' || el.node.type !== 'object') return;
  let v;
  for (const p of el.node.props) if (p.key === 'language') v = p.value;
  if (!v || v.type !== 'string' || SUPPORTED.has(v.value as string)) return;
  const code = v.value as string;
  const near = nearestLanguage(code);
  const accepted = GENERATOR_ONLY_CODES.has(code);
  const generator = accepted
    ? ` The site generator itself accepts "${code}", so the site works, but the specification's list does not have it: docsnav asks for${near ? ` "${near}"` : ' a supported code'}.`
    : '';
  out.push(
    at(
      ctx,
      el,
      accepted ? 'warning' : 'error',
      'unsupported-language',
      `"${code}" is not a supported language code${near ? `; use "${near}"` : ''}. Supported: ${LANGUAGE_CODES.join(', ')}.${generator}`,
      {
        key: 'language',
        fix: near
          ? { title: `Use "${near}"`, command: 'set-field', args: { file: el.file, path: el.path, key: 'language', value: near } }
          : undefined,
      },
    ),
  );
};
