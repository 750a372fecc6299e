/**
 * The language codes SPEC.md supports, with their names (for selectors and messages).
 * This is docsnav's rule: a `language` value outside this list is an error.
 */
export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'ar', name: 'Arabic' },
  { code: 'cs', name: 'Czech' },
  { code: 'cn', name: 'Chinese (Simplified)' },
  { code: 'zh-Hant', name: 'Chinese (Traditional)' },
  { code: 'nl', name: 'Dutch' },
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'id', name: 'Indonesian' },
  { code: 'it', name: 'Italian' },
  { code: 'jp', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'lv', name: 'Latvian' },
  { code: 'no', name: 'Norwegian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'ro', name: 'Romanian' },
  { code: 'ru', name: 'Russian' },
  { code: 'es', name: 'Spanish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ua', name: 'Ukrainian' },
  { code: 'uz', name: 'Uzbek' },
  { code: 'vi', name: 'Vietnamese' },
];

/** The 26 supported codes. */
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * Codes the real generator accepts that SPEC.md lacks (REFERENCE.md; the generator's locale
 * list, checked by test/fidelity), each with the SPEC.md code that means the same language, or
 * undefined where SPEC.md has none (Danish, Catalan, Finnish, Hungarian: never suggest a code of
 * another language). `uk` has none either: SPEC.md's Ukrainian code `ua` is one the generator
 * rejects (GENERATOR_REJECTED_CODES), so `uk` is the code that works.
 */
export const GENERATOR_ONLY_CODES: ReadonlyMap<string, string | undefined> = new Map([
  ['uk', undefined],
  ['ja', 'jp'],
  ['ja-jp', 'jp'],
  ['ja-JP', 'jp'],
  ['zh', 'cn'],
  ['zh-Hans', 'cn'],
  ['zh-CN', 'cn'],
  ['zh-TW', 'zh-Hant'],
  ['fr-CA', 'fr'],
  ['fr-ca', 'fr'],
  ['pt', 'pt-BR'],
  ['da', undefined],
  ['ca', undefined],
  ['fi', undefined],
  ['hu', undefined],
]);

/**
 * SPEC.md codes the generator rejects, with the code it accepts for the same language: SPEC.md
 * writes Ukrainian `ua`, the generator knows only `uk`.
 */
export const GENERATOR_REJECTED_CODES: ReadonlyMap<string, string> = new Map([['ua', 'uk']]);

/** True when the site generator accepts `code` as a language: SPEC.md's codes but `ua`, and GENERATOR_ONLY_CODES. */
export function siteAcceptsLanguage(code: string): boolean {
  return (LANGUAGE_CODES.includes(code) && !GENERATOR_REJECTED_CODES.has(code)) || GENERATOR_ONLY_CODES.has(code);
}

const NAMES: ReadonlyMap<string, string> = new Map(LANGUAGES.map((l) => [l.code, l.name]));

/** The display name of a supported code, or undefined. */
export function languageName(code: string): string | undefined {
  return NAMES.get(code);
}

/**
 * The supported code for the language `code` means: a known alias first (`ja` -> `jp`; none
 * for `da`, which SPEC.md lacks), then the same base language (`en-US` -> `en`), then a typo one
 * edit away (`enn` -> `en`); undefined when no supported code means the same language.
 *
 * @example nearestLanguage('en-US') // 'en'
 */
export function nearestLanguage(code: string): string | undefined {
  if (LANGUAGE_CODES.includes(code)) return code;
  // A code the generator accepts means one language: its SPEC.md code, or none (da is not de).
  if (GENERATOR_ONLY_CODES.has(code)) return GENERATOR_ONLY_CODES.get(code);
  const lower = code.toLowerCase();
  const ci = LANGUAGE_CODES.find((c) => c.toLowerCase() === lower);
  if (ci) return ci;
  const base = lower.split(/[-_]/)[0];
  if (GENERATOR_ONLY_CODES.has(base)) return GENERATOR_ONLY_CODES.get(base);
  const sameBase = LANGUAGE_CODES.find((c) => c.toLowerCase().split('-')[0] === base);
  if (sameBase) return sameBase;
  // A typo ("enn"), one edit away; a two-letter code one edit from another is another language.
  if (code.length < 3) return undefined;
  let best: string | undefined;
  let bestD = 2;
  for (const c of LANGUAGE_CODES) {
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Levenshtein distance (small strings only). */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
