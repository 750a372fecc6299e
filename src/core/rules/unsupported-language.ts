import { GENERATOR_ONLY_CODES, LANGUAGE_CODES, nearestLanguage } from '../model/languages';
import type { Diagnostic } from './diagnostic';
import { at, type RuleContext } from './context';

/** A `language` code outside SPEC.md's 26: an error naming the supported codes and the nearest one. */
export function unsupportedLanguage(ctx: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const el of ctx.list) {
    if (el.kind !== 'language' || el.node.type !== 'object') continue;
    const v = el.node.props.find((p) => p.key === 'language')?.value;
    if (!v || v.type !== 'string') continue;
    const code = v.value as string;
    if (LANGUAGE_CODES.includes(code)) continue;
    const near = nearestLanguage(code);
    const generator = GENERATOR_ONLY_CODES.has(code)
      ? ` (The site generator itself also accepts "${code}", but SPEC.md's list does not have it.)`
      : '';
    out.push(
      at(
        ctx,
        el,
        'error',
        'unsupported-language',
        `"${code}" is not a supported language code${near ? `; did you mean "${near}"?` : '.'} Supported: ${LANGUAGE_CODES.join(', ')}.${generator}`,
        {
          key: 'language',
          fix: near ? { title: `Use "${near}"`, command: 'set-field', args: { file: el.file, path: el.path, key: 'language', value: near } } : undefined,
        },
      ),
    );
  }
  return out;
}
