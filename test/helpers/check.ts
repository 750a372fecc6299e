import { workspaceFromText } from '../../src/core/model/workspace';
import { buildNavIndex } from '../../src/core/model/build-nav-index';
import { runRules } from '../../src/core/rules/index';
import type { Diagnostic } from '../../src/core/rules/diagnostic';

/** A docs.json text with the required settings around a navigation value. */
export function docsJson(navigation: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#000000' }, ...extra, navigation }, null, 2);
}

/** Every diagnostic of a docs.json text (navigation given as a value, or the whole text). */
export function check(navigationOrText: unknown, opts: { pageFiles?: string[]; extra?: Record<string, unknown> } = {}): Diagnostic[] {
  const text = typeof navigationOrText === 'string' ? navigationOrText : docsJson(navigationOrText, opts.extra);
  const { workspace, problems } = workspaceFromText(text);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return runRules(workspace, buildNavIndex(workspace), { pageFiles: opts.pageFiles ? new Set(opts.pageFiles) : undefined });
}

/** The codes of the diagnostics, for compact assertions. */
export function codes(ds: Diagnostic[]): string[] {
  return ds.map((d) => d.code);
}

/** True when JSON.parse takes the text. */
export function validJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
