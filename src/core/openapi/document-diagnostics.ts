import type { NavElement } from '../model/nav-index';
import type { Diagnostic } from '../rules/diagnostic';
import { at, type RuleContext } from '../rules/context';
import { pointerSegments } from './json-pointer';
import type { OpenapiDocumentState, OpenapiProblem } from './openapi-types';

/** The most diagnostics listed for the problems inside one document; the rest are counted. */
const MAX_PER_DOCUMENT = 50;

/** Code of the diagnostic on an element whose document failed, by why it failed. */
const FAILURE_CODE: Record<string, string> = {
  'not-found': 'openapi-not-found',
  'not-opened': 'openapi-not-opened',
  unreachable: 'openapi-unreachable',
  'http-error': 'openapi-http-error',
  syntax: 'openapi-syntax-error',
  'openapi-2': 'openapi-2-not-supported',
  'not-openapi': 'not-an-openapi-document',
  'unsupported-version': 'unsupported-openapi-version',
};

/**
 * What each element that names a document (its own `openapi`, or an entry such as
 * `openapi.yaml GET /users`) is told when the document cannot give pages: missing,
 * unreachable, not JSON/YAML, Swagger 2.0, not OpenAPI, or invalid (SPEC.md, Errors: "API
 * pages do not display"). Every naming element gets one, so the problem shows wherever the
 * user looks. A document that is only not opened yet (no folder) is an info, not an error.
 */
export function namingDiagnostics(ctx: RuleContext, key: string, state: OpenapiDocumentState, namers: readonly NavElement[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  let code: string | undefined;
  let severity: Diagnostic['severity'] = 'error';
  let message = '';
  if (state.status === 'failed') {
    code = FAILURE_CODE[state.failure ?? 'not-found'] ?? 'openapi-not-found';
    if (state.failure === 'not-found') {
      message = `the OpenAPI document "${key}" is not in the opened folder, so the site shows no API pages from it (its build says the file does not exist). Check the path, which is relative to docs.json's folder, or add the file.`;
    } else if (state.failure === 'unreachable') {
      // No answer is not a wrong document: the site fetches it when it builds. Never an error,
      // so it never blocks an export.
      severity = 'warning';
      message = `not checked: could not reach ${key} (${trimPeriod(stripUrl(state.message ?? 'no answer', key))}). The site fetches it when it builds; docsnav shows no pages from it until it can. Check again when online, or save the document in the repository and name its path.`;
    } else if (state.failure === 'not-opened') {
      severity = 'info';
      message = `the OpenAPI document "${key}" cannot be checked because only docs.json is open. Open the folder that holds docs.json to see its pages and problems.`;
    } else if (state.failure === 'openapi-2') {
      message = `the OpenAPI document "${key}" is Swagger / OpenAPI 2.0, which the site never loads, so it shows no API pages from it (its build says the file does not exist). OpenAPI 2.0 is not supported; convert it to OpenAPI 3.`;
    } else {
      message = `the OpenAPI document "${key}" cannot be used, so the site shows no API pages from it: ${trimPeriod(state.message ?? 'it could not be read')}. ${state.failure === 'http-error' ? 'Check the URL, or save the document in the repository and name its path.' : `Fix it; "docsnav openapi-check ${key}" lists every problem.`}`;
    }
  } else if (state.status === 'loaded' && state.document?.validation === 'invalid') {
    code = 'invalid-openapi-document';
    const errors = (state.problems ?? []).filter((p) => p.severity === 'error');
    const first = errors[0];
    message = `the OpenAPI document "${key}" fails validation (${errors.length} problem${errors.length === 1 ? '' : 's'}${first ? `; the first: ${describeProblem(key, first)}` : ''}), so the site may skip its invalid operations or the whole file. Fix them; "docsnav openapi-check ${key}" lists every one.`;
  }
  if (!code) return out;
  for (const el of namers) {
    const key2 = el.kind === 'page' ? undefined : 'openapi';
    out.push(at(ctx, el, severity, code, message, { key: key2 }));
  }
  return out;
}

/** A diagnostic inside an OpenAPI document, with the line and column found when it was loaded. */
export interface OpenapiDiagnostic extends Diagnostic {
  readonly line?: number;
  readonly column?: number;
}

/**
 * The problems inside a loaded document as diagnostics of that document's file, placed by JSON
 * pointer (and line and column in the message), selecting the first element that names it.
 */
export function problemDiagnostics(key: string, state: OpenapiDocumentState, elementId: number | undefined): OpenapiDiagnostic[] {
  if (state.status !== 'loaded' || !state.problems?.length) return [];
  const out: OpenapiDiagnostic[] = [];
  const problems = state.problems;
  for (const p of problems.slice(0, MAX_PER_DOCUMENT)) {
    const d: { -readonly [K in keyof OpenapiDiagnostic]: OpenapiDiagnostic[K] } = {
      severity: p.severity,
      code: p.code,
      message: `${describeProblem(key, p)}.`,
      file: key,
      path: pointerSegments(p.pointer),
    };
    if (p.line !== undefined) {
      d.line = p.line;
      d.column = p.column;
    }
    if (elementId !== undefined) d.elementId = elementId;
    out.push(d);
  }
  if (problems.length > MAX_PER_DOCUMENT) {
    out.push({
      severity: 'info',
      code: 'openapi-more-problems',
      message: `${key}: ${problems.length - MAX_PER_DOCUMENT} more problems are not listed here. Run "docsnav openapi-check ${key}" to see them all.`,
      file: key,
      path: [],
      ...(elementId !== undefined ? { elementId } : {}),
    });
  }
  return out;
}

/** "openapi.yaml:12:5: /paths/~1x/get: must have required property 'responses'" (no final period). */
export function describeProblem(key: string, p: OpenapiProblem): string {
  const where = p.line !== undefined ? `${key}:${p.line}:${p.column}` : key;
  const pointer = p.pointer && !p.message.startsWith(p.pointer) ? ` ${p.pointer}:` : '';
  return `${where}:${pointer} ${trimPeriod(p.message)}`;
}

/** "https://x/a.json could not be reached (ENOTFOUND)" -> "ENOTFOUND": the URL is already in the message. */
function stripUrl(message: string, url: string): string {
  const m = /^\S+ could not be reached \((.*)\)\.?$/.exec(message);
  return m ? m[1] : message.startsWith(url) ? message.slice(url.length).trim() : message;
}

function trimPeriod(s: string): string {
  return s.replace(/\.\s*$/, '');
}
