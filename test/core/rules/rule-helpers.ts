import { loadWorkspace, type Workspace } from '../../../src/core/model/workspace';
import { buildNavIndex } from '../../../src/core/model/build-nav-index';
import { runRules } from '../../../src/core/rules/index';
import type { Rule } from '../../../src/core/rules/context';
import type { Diagnostic } from '../../../src/core/rules/diagnostic';

/** A docs.json text with the settings the generator requires around a navigation value. */
export function docsJson(navigation: unknown): string {
  return JSON.stringify({ name: 'Test', theme: 'mint', colors: { primary: '#0D9373' }, navigation }, null, 2);
}

/** A workspace from a navigation value or a whole docs.json text, with optional split files. */
export function workspace(navigationOrText: unknown, files: Record<string, string> = {}): Workspace {
  const text = typeof navigationOrText === 'string' ? navigationOrText : docsJson(navigationOrText);
  const { workspace, problems } = loadWorkspace('docs.json', text, (p) => files[p]);
  if (!workspace) throw new Error(problems.map((p) => p.message).join('\n'));
  return workspace;
}

/** The diagnostics of one rule. */
export function runRule(
  rule: Rule,
  navigationOrText: unknown,
  opts: { pageFiles?: string[]; files?: Record<string, string> } = {},
): Diagnostic[] {
  const ws = workspace(navigationOrText, opts.files);
  return rule({ ws, index: buildNavIndex(ws), pageFiles: opts.pageFiles ? new Set(opts.pageFiles) : undefined });
}

/** The diagnostics of every rule. */
export function runAll(navigationOrText: unknown, opts: { pageFiles?: string[]; files?: Record<string, string> } = {}): Diagnostic[] {
  const ws = workspace(navigationOrText, opts.files);
  return runRules(ws, buildNavIndex(ws), { pageFiles: opts.pageFiles ? new Set(opts.pageFiles) : undefined });
}

/** The path of the element a diagnostic selects (its `elementId`), to assert that selection lands right. */
export function selected(
  navigationOrText: unknown,
  rule: Rule,
  opts: { pageFiles?: string[]; files?: Record<string, string> } = {},
): { d: Diagnostic; path: readonly (string | number)[] | undefined }[] {
  const ws = workspace(navigationOrText, opts.files);
  const index = buildNavIndex(ws);
  const ds = rule({ ws, index, pageFiles: opts.pageFiles ? new Set(opts.pageFiles) : undefined });
  return ds.map((d) => ({ d, path: d.elementId === undefined ? undefined : index.elements.get(d.elementId)?.path }));
}
