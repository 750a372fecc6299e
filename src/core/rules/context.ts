import type { Workspace } from '../model/workspace';
import type { NavElement, NavIndex } from '../model/nav-index';
import { placeOf } from '../model/nav-index';
import type { Diagnostic, Fix, Severity } from './diagnostic';

/** What every rule reads: the documents, their navigation index, and the page files if a folder is open. */
export interface RuleContext {
  readonly ws: Workspace;
  readonly index: NavIndex;
  /** Page files without extension, relative to docs.json's folder; undefined when unknown. */
  readonly pageFiles?: ReadonlySet<string>;
  /** Every element in document order (one array, so each rule's pass is a plain loop). */
  readonly list: readonly NavElement[];
  /** Number of page entries inside an element (memoised). */
  pagesUnder(id: number): number;
}

export type Rule = (ctx: RuleContext) => Diagnostic[];

/** Build the context of one rules run. */
export function createContext(ws: Workspace, index: NavIndex, pageFiles?: ReadonlySet<string>): RuleContext {
  let counts: Map<number, number> | undefined;
  const list = index.order.map((id) => index.elements.get(id)!);
  return {
    ws,
    index,
    pageFiles,
    list,
    pagesUnder(id) {
      if (!counts) {
        counts = new Map();
        // Reverse pre-order visits children before parents.
        for (let i = index.order.length - 1; i >= 0; i--) {
          const el = index.elements.get(index.order[i])!;
          let n = el.kind === 'page' ? 1 : 0;
          for (const c of el.children) n += counts.get(c) ?? 0;
          counts.set(el.id, n);
        }
      }
      return counts.get(id) ?? 0;
    },
  };
}

/** "12 pages" / "1 page". */
export function pages(n: number): string {
  return `${n} page${n === 1 ? '' : 's'}`;
}

/** A diagnostic about an element (or a key of it). */
export function at(
  ctx: RuleContext,
  el: NavElement,
  severity: Severity,
  code: string,
  message: string,
  opts: { key?: string; fix?: Fix } = {},
): Diagnostic {
  const path = opts.key ? [...el.path, opts.key] : el.path;
  return {
    severity,
    code,
    message: `${placeOf({ path, file: el.file }, ctx.ws.mainPath)}: ${message}`,
    file: el.file,
    path,
    elementId: el.id,
    fix: opts.fix,
  };
}
