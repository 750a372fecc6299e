import { labelPath } from '../model/label-path';
import type { NavIndex } from '../model/nav-index';
import type { PathSegment } from '../model/json-path';
import type { Diagnostic } from './diagnostic';

/** A diagnostic as a person reads it: where (by labels), what, and the JSON place after. */
export interface DiagnosticText {
  /**
   * The label path of its element ("English > Use > Workflow > (group)"), the way a person
   * finds it in the tree; the JSON place when it belongs to no element (a top-level setting).
   */
  readonly where: string;
  /** What is wrong and what to do: the message without the JSON place it starts with, citing no SPEC rule by number. */
  readonly what: string;
  /** The JSON place ("navigation.tabs[0].groups[2]"), with its file when that is not the main file. */
  readonly place: string;
}

/** A JSON path as messages write it: `navigation.tabs[0].groups[2]`. */
export function formatJsonPath(path: readonly PathSegment[]): string {
  let s = '';
  for (const seg of path) s += typeof seg === 'number' ? `[${seg}]` : s ? `.${seg}` : seg;
  return s || '(root)';
}

/**
 * The parts of a diagnostic for display, in one place for every panel: the rules write
 * messages that start with the JSON place (exact, and what the CLI prints), while a person
 * recognises the labels. So the display leads with the label path, keeps the message's own
 * words, and puts the JSON place (and the line, which the panel knows) after it. The rules'
 * messages are not rewritten: this only takes off the place they start with, when it is the
 * diagnostic's own place or one of its ancestors', and says the SPEC rules it cites in words.
 *
 * `previous`, the text of the same diagnostic and main file in an earlier version of the
 * navigation, is returned again when its label path is unchanged: only the label path follows
 * an edit, and a list of problems shown after every keystroke reads no message again.
 *
 * @example diagnosticText(d, index, 'docs.json') // { where: 'English > Guides', what: 'A tab cannot hold ...', place: 'navigation.languages[0].tabs[0]' }
 */
export function diagnosticText(d: Diagnostic, index: NavIndex, mainPath: string, previous?: DiagnosticText): DiagnosticText {
  if (previous) {
    const where = (d.elementId === undefined ? '' : labelPath(index, d.elementId)) || previous.place;
    return where === previous.where ? previous : { ...previous, where };
  }
  const jsonPath = formatJsonPath(d.path);
  const place = d.file === mainPath ? jsonPath : `${d.file}: ${jsonPath}`;
  const element = d.elementId === undefined ? '' : labelPath(index, d.elementId);
  return { where: element || place, what: diagnosticWhat(d), place };
}

/**
 * What a diagnostic says, for a place that already shows where (the marker on its tree row):
 * the message without the JSON place it starts with, citing no SPEC rule by number.
 */
export function diagnosticWhat(d: Pick<Diagnostic, 'message' | 'file' | 'path'>): string {
  let text = whats.get(d);
  if (text === undefined)
    whats.set(d, (text = sentence(withoutSpecCitations(withoutLeadingPlace(d.message, d.file, formatJsonPath(d.path))))));
  return text;
}

// Each diagnostic's text, kept while the diagnostic lives (weak): a diagnostic is never changed
// once made, and the rules keep every one an edit did not touch, while the tree's markers ask
// for all of them after every edit. At 16x the largest corpus config (389 problems) their
// messages' regexes took 5.6 ms of one move (Chromium profile, bench/browser-bench.ts --scale=16x).
const whats = new WeakMap<object, string>();

/** The message without the place it starts with ("navigation.tabs[0]: ", "zh.json (navigation.languages[3]): ", "api.yml:12:3: "). */
function withoutLeadingPlace(message: string, file: string, jsonPath: string): string {
  const m = /^(.{1,400}?): /.exec(message);
  if (!m) return message;
  const lead = m[1];
  // A file, with a line and column or a JSON place in brackets: the file the diagnostic is in, or a split or OpenAPI file.
  const fileForm = /^([^\s:()]+\.(?:json|ya?ml))(:\d+:\d+)?(?: \(([^)]*)\))?$/.exec(lead);
  // A line and column ("api.yml:12:3") are said nowhere else for a file the panel has no lines of: kept.
  if (fileForm?.[2]) return message;
  if (fileForm) return fileForm[1] === file || !fileForm[3] || isPrefixPath(fileForm[3], jsonPath) ? message.slice(m[0].length) : message;
  return isPrefixPath(lead, jsonPath) ? message.slice(m[0].length) : message;
}

/** True when `lead` is `path` or the path of one of its ancestors (`navigation.tabs[0]` of `navigation.tabs[0].icon`). */
function isPrefixPath(lead: string, path: string): boolean {
  if (lead === path) return true;
  if (!path.startsWith(lead)) return false;
  const next = path[lead.length];
  return next === '.' || next === '[';
}

/** First letter up, unless the text starts with a name written as it is (a file, "docs.json, line 1"; a path). */
function sentence(s: string): string {
  return /^[a-z]+(?![\w./:~-])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/**
 * The rules of SPEC.md that messages cite by number, in words: a person has the editor, not
 * SPEC.md, in front of them. OpenAPI binding rules are what "SPEC rule N" means in this
 * codebase; the nesting rules are cited as such.
 */
const SPEC_RULES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  openapi: {
    1: 'an "openapi" document can be set on any navigation element',
    2: "child elements use their parent's OpenAPI document unless they set their own",
    3: 'an element with "openapi" and no pages gets one page per operation',
    4: 'an element that lists operations shows only those, and nothing is generated for it',
    5: 'an operation marked "x-hidden: true" is left out of the generated navigation',
    6: 'an operation with validation errors can be skipped',
    7: 'a page can name its operation in its front matter "openapi" field, exactly as the document writes it',
    8: 'OpenAPI 2.0 is not supported; OpenAPI 3 is required',
    9: 'a page file and a navigation entry for the same operation must not both exist',
  },
  nesting: {
    1: 'the navigation needs a root-level parent element',
    2: 'each element holds one kind of child element at each level',
  },
};

/**
 * `text` with every citation of a SPEC rule by number ("(SPEC rule 4)", "(SPEC.md, OpenAPI
 * binding, rule 4)", "SPEC nesting rule 2") replaced by what the rule says.
 *
 * @example withoutSpecCitations('it generates no pages (SPEC rule 4)') // 'it generates no pages (an element that lists operations shows only those, ...)'
 */
export function withoutSpecCitations(text: string): string {
  if (!text.includes('SPEC')) return text;
  const rule = (section: string | undefined, n: string) =>
    SPEC_RULES[section && /nesting/i.test(section) ? 'nesting' : 'openapi'][Number(n)];
  return text
    .replace(
      /\(\s*(?:see\s+)?SPEC(?:\.md)?,?\s*(?:(OpenAPI binding|nesting(?: rules?)?),?\s*)?rule\s+(\d+)\s*\)/gi,
      (_all, section: string | undefined, n: string) => {
        const words = rule(section, n);
        return words ? `(${words})` : '';
      },
    )
    .replace(
      /\bSPEC(?:\.md)?,?\s*(?:(OpenAPI binding|nesting(?: rules?)?),?\s*)?rule\s+(\d+)/gi,
      (_all, section: string | undefined, n: string) => {
        return rule(section, n) ?? 'the rules';
      },
    )
    .replace(/\s*\(\s*SPEC(?:\.md)?[^)]*\)/g, '')
    .replace(/ {2,}/g, ' ');
}
