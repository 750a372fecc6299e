/**
 * docsnav's diagnostics against the generator's verdict on the same config: the properties the
 * differential tests in this folder hold docsnav to (issue #13).
 *
 * - No false error: every docsnav error sits at, above or below a place the generator rejects
 *   or silently drops.
 * - Every rejection caught: a docsnav error at, above or below each place the generator rejects
 *   (for its unhelpful union errors, at one of the leaf issues of the best-fitting branches).
 * - Every drop reported: a diagnostic at, just above or below each place the generator strips;
 *   an error when navigation elements or pages are lost, at least a warning otherwise.
 *
 * Places are compared in the config as the generator sees it, with `$ref` split files resolved:
 * a docsnav diagnostic in a split file is moved to the place its element has there.
 */
import type { NavElement, NavIndex } from '../../src/core/model/nav-index';
import type { PathSegment } from '../../src/core/model/json-path';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { isCollectionKey } from '../../src/core/model/nav-index';
import { loadWorkspace, type Workspace } from '../../src/core/model/workspace';
import { runRules } from '../../src/core/rules/index';
import type { Diagnostic, Severity } from '../../src/core/rules/diagnostic';
import { validateMany, type OraclePath, type OracleVerdict } from './oracle';

/** One docsnav diagnostic at its place in the resolved config. */
export interface Finding {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  readonly path: OraclePath;
  /** The lists the diagnostic says the site drops (its `drops`), as places in the resolved config. */
  readonly drops: readonly OraclePath[];
  readonly diagnostic: Diagnostic;
}

/** A way docsnav disagrees with the generator. */
export interface Disagreement {
  readonly kind:
    'false-error' | 'false-rejection' | 'missed-rejection' | 'missed-drop' | 'drop-not-an-error' | 'false-drop' | 'drop-not-listed';
  readonly path: OraclePath;
  readonly detail: string;
}

/** docsnav's structure diagnostics for a docs.json (and the split files `read` gives), placed in the resolved config. */
export function docsnavFindings(text: string, read: (path: string) => string | undefined = () => undefined): Finding[] {
  const ws = loadWorkspace('docs.json', text, read).workspace;
  if (!ws) return [];
  const index = buildNavIndex(ws, null);
  return runRules(ws, index).map((d) => ({
    severity: d.severity,
    code: d.code,
    message: d.message,
    path: resolvedPlace(ws, index, d),
    drops: (d.drops ?? []).flatMap(({ elementId, key }) => {
      const el = index.elements.get(elementId);
      return el ? [[...elementPlace(index, el), key]] : [];
    }),
    diagnostic: d,
  }));
}

/** Where a diagnostic's place lies in the config with every `$ref` resolved. */
function resolvedPlace(ws: Workspace, index: NavIndex, d: Diagnostic): OraclePath {
  if (d.file === ws.mainPath) return d.path;
  // The element of that file whose path is the longest prefix of the diagnostic's.
  let best: NavElement | undefined;
  for (const el of index.elements.values()) {
    if (el.file !== d.file || el.path.length > d.path.length) continue;
    if (!el.path.every((s, i) => d.path[i] === s)) continue;
    if (!best || el.path.length > best.path.length) best = el;
  }
  return best ? [...elementPlace(index, best), ...d.path.slice(best.path.length)] : d.path;
}

function elementPlace(index: NavIndex, el: NavElement): PathSegment[] {
  const out: PathSegment[] = [];
  for (let cur: NavElement | undefined = el; cur; cur = cur.parent === undefined ? undefined : index.elements.get(cur.parent)) {
    // The navigation root lives in docs.json at ["navigation"].
    if (cur.parent === undefined) out.unshift(...cur.path);
    else if (cur.collection === 'global') out.unshift('global');
    else out.unshift(cur.collection!, cur.index);
  }
  return out;
}

/** True when `a` is `b` or lies above it. */
function isPrefix(a: OraclePath, b: OraclePath): boolean {
  return a.length <= b.length && a.every((s, i) => b[i] === s);
}

/** At, above or below each other. */
function related(a: OraclePath, b: OraclePath): boolean {
  return isPrefix(a, b) || isPrefix(b, a);
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** The value at `path` in `config`, or undefined. */
export function valueAt(config: unknown, path: OraclePath): unknown {
  let cur: unknown = config;
  for (const s of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, s)) return undefined;
    cur = (cur as Record<string | number, unknown>)[s];
  }
  return cur;
}

/** True when dropping the value at `path` loses navigation elements or pages. */
export function losesElements(config: unknown, path: OraclePath): boolean {
  if (path[0] !== 'navigation') return false;
  const last = path[path.length - 1];
  const v = valueAt(config, path);
  if (typeof last === 'string' && isCollectionKey(last)) {
    if (Array.isArray(v)) return v.length > 0;
    return v !== null && typeof v === 'object' && Object.keys(v).length > 0;
  }
  return false;
}

/**
 * Every disagreement between docsnav's findings and the generator's verdict on `config` (resolved).
 * `more` holds the generator's verdicts on the same config with the places it rejected first put
 * right (see `lookAgain`): its validator stops at the first problem of some kinds (an unknown
 * theme, an empty list at the root), so a docsnav error elsewhere is judged against what it says
 * once that problem is out of the way. Only the first verdict counts for missed rejections.
 */
export function compare(
  config: unknown,
  verdict: OracleVerdict,
  findings: readonly Finding[],
  more: readonly OracleVerdict[] = [],
): Disagreement[] {
  const out: Disagreement[] = [];
  const errors = findings.filter((f) => f.severity === 'error');
  const stripped = verdict.valid ? (verdict.stripped ?? []) : [];
  const looks = [verdict, ...more].filter((v) => !v.valid);
  const rejected = looks.flatMap((v) => v.errors.filter((e) => e.code !== 'invalid_union').map((e) => e.path));
  const leaves = looks.flatMap((v) => (v.details ?? []).map((d) => d.path));
  const isStripped = (p: OraclePath) => stripped.some((s) => isPrefix(s, p));
  // What it drops once the places it rejected first are put right (see lookAgain): an error
  // about a value it drops stands in a config that is also rejected for something else.
  const strippedLater = more.flatMap((v) => (v.valid ? (v.stripped ?? []) : []));

  for (const f of errors) {
    // A claim that the site rejects the config, where the generator accepts it, is false
    // wherever the diagnostic stands (a value the site only ignores, said to fail the config).
    if (verdict.valid && f.diagnostic.site === 'rejects') {
      out.push({
        kind: 'false-rejection',
        path: f.path,
        detail: `${f.code} says the site rejects the config, but it accepts it: ${f.message}`,
      });
      continue;
    }
    // Where the generator rejects the config, it says nothing of what it would drop or ignore
    // elsewhere: only a claim that it rejects can be checked there.
    if (!verdict.valid && (f.diagnostic.site === 'drops' || f.diagnostic.site === 'ignores')) continue;
    const near = (s: OraclePath) => isPrefix(s, f.path) || (isPrefix(f.path, s) && s.length - f.path.length <= 1);
    const justified =
      rejected.some((e) => related(e, f.path)) ||
      leaves.some((e) => related(e, f.path)) ||
      stripped.some(near) ||
      strippedLater.some(near) ||
      (f.drops.length > 0 && f.drops.every(isStripped));
    if (!justified) out.push({ kind: 'false-error', path: f.path, detail: `${f.code}: ${f.message}` });
  }

  if (!verdict.valid) {
    for (const e of verdict.errors) {
      // A union error names only the union's place: look for a docsnav error at one of its leaves.
      const places = e.code === 'invalid_union' ? (verdict.details ?? []).map((d) => d.path).filter((p) => isPrefix(e.path, p)) : [];
      const targets = places.length ? places : [e.path];
      const caught = errors.some((f) => targets.some((t) => related(t, f.path)));
      if (!caught) {
        const why = places.length ? (verdict.details ?? []).map((d) => `${d.path.join('.')}: ${d.message}`).join('; ') : e.message;
        out.push({ kind: 'missed-rejection', path: e.path, detail: why });
      }
    }
    return out;
  }

  for (const s of stripped) {
    const near = findings.filter(
      (f) => isPrefix(s, f.path) || (isPrefix(f.path, s) && s.length - f.path.length <= 2) || f.drops.some((d) => isPrefix(d, s)),
    );
    const loses = losesElements(config, s);
    const need = loses ? 'error' : 'warning';
    if (!near.some((f) => RANK[f.severity] >= RANK[need])) {
      out.push({
        kind: near.some((f) => RANK[f.severity] >= RANK.warning) ? 'drop-not-an-error' : 'missed-drop',
        path: s,
        detail: near.length ? `only ${near.map((f) => `${f.severity} ${f.code}`).join(', ')}` : 'no diagnostic',
      });
    } else if (loses && !findings.some((f) => f.drops.some((d) => isPrefix(d, s)))) {
      // The export dialog lists the pages of every list a diagnostic says the site drops: this one would be missing.
      out.push({
        kind: 'drop-not-listed',
        path: s,
        detail: `no diagnostic names it among the lists the site drops (${near.map((f) => f.code).join(', ')})`,
      });
    }
  }

  // ...and every list a diagnostic says the site drops is one it drops (or lies inside one).
  for (const f of findings)
    for (const d of f.drops)
      if (!isStripped(d))
        out.push({ kind: 'false-drop', path: d, detail: `${f.code} says the site drops it, but the site keeps it: ${f.message}` });
  return out;
}

/**
 * `config` with the first problems the generator reported put right, so that its validator looks
 * further: an unknown theme becomes "mint" (every theme has the same schema, and the validator
 * checks nothing else while the theme is unknown), and each other rejected key of an object is
 * removed. Undefined when nothing could be put right.
 */
export function putRight(config: unknown, verdict: OracleVerdict): unknown {
  if (verdict.valid) return undefined;
  const copy = structuredClone(config) as Record<string, unknown>;
  let changed = false;
  for (const e of verdict.errors) {
    if (e.path.length === 1 && e.path[0] === 'theme' && e.code === 'invalid_union_discriminator') {
      copy.theme = 'mint';
      changed = true;
      continue;
    }
    if (e.code === 'invalid_union' || e.path.length === 0) continue;
    const parent = valueAt(copy, e.path.slice(0, -1));
    const key = e.path[e.path.length - 1];
    if (typeof key === 'string' && parent && typeof parent === 'object' && !Array.isArray(parent) && Object.hasOwn(parent, key)) {
      delete (parent as Record<string, unknown>)[key];
      changed = true;
    }
  }
  return changed ? copy : undefined;
}

/**
 * For each config the generator rejects, its verdicts on the config put right again and again
 * (putRight, at most `rounds` times, all cases of a round in one batch): what it rejects beyond
 * its first answer. The result is `compare`'s `more` for each case (empty for a valid config).
 */
export async function lookAgain(configs: readonly unknown[], verdicts: readonly OracleVerdict[], rounds = 3): Promise<OracleVerdict[][]> {
  const more: OracleVerdict[][] = configs.map(() => []);
  let todo = configs.map((c, i) => ({ i, config: c, verdict: verdicts[i] }));
  for (let r = 0; r < rounds && todo.length; r++) {
    const next = todo.flatMap((t) => {
      const fixed = putRight(t.config, t.verdict);
      return fixed === undefined ? [] : [{ i: t.i, config: fixed }];
    });
    const answers = await validateMany(next.map((n) => ({ config: n.config })));
    next.forEach((n, k) => more[n.i].push(answers[k]));
    todo = next.map((n, k) => ({ ...n, verdict: answers[k] })).filter((t) => !t.verdict.valid);
  }
  return more;
}

/** One case judged: the generator's verdict on it, docsnav's findings and where they disagree. */
export interface Judged {
  verdict: OracleVerdict;
  findings: Finding[];
  disagreements: Disagreement[];
}

/**
 * Each config put to the generator (with `lookAgain`) and to docsnav (as docs.json written with
 * two-space indents), then compared: the loop every differential test here runs.
 */
export async function judge(configs: readonly unknown[]): Promise<Judged[]> {
  const verdicts = await validateMany(configs.map((config) => ({ config })));
  const more = await lookAgain(configs, verdicts);
  return configs.map((config, i) => {
    const findings = docsnavFindings(JSON.stringify(config, null, 2));
    return { verdict: verdicts[i], findings, disagreements: compare(config, verdicts[i], findings, more[i]) };
  });
}

/** A failing test's message for the named cases that disagree ('' when none does), the first 40 in full. */
export function disagreementReport(failures: readonly string[], total: number): string {
  return failures.length ? `${failures.length} of ${total} cases disagree:\n\n${failures.slice(0, 40).join('\n\n')}` : '';
}

/** One line per disagreement, for a failing test's message. */
export function describe(ds: readonly Disagreement[]): string {
  return ds.map((d) => `${d.kind} at ${d.path.join('.') || '(root)'}: ${d.detail}`).join('\n');
}

/**
 * The config with every `{ "$ref" }` replaced by its file's value (siblings of `$ref` kept over
 * it), as the generator's prebuild resolves it; `read` takes a path relative to docs.json's folder.
 */
export function resolveRefs(value: unknown, read: (path: string) => string | undefined, from = 'docs.json'): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, read, from));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof obj.$ref === 'string') {
    const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
    const target = new URL(obj.$ref, `file:///${dir}`).pathname.slice(1);
    const text = read(target);
    const inner = text === undefined ? undefined : resolveRefs(JSON.parse(text), read, target);
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    Object.assign(out, inner);
    for (const [k, v] of Object.entries(obj)) if (k !== '$ref') out[k] = resolveRefs(v, read, from);
    return out;
  }
  for (const [k, v] of Object.entries(obj)) out[k] = resolveRefs(v, read, from);
  return out;
}
