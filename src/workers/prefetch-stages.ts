import { earlyOpenapiSteps } from '../core/openapi/early-index';
import { earlyYamlIndex } from '../core/openapi/early-yaml-index';
import { indexOpenapiText, type IndexedOpenapi } from '../core/openapi/load-openapi';
import { looksLikeOpenapi, startsLikeSortedOpenapi3 } from '../core/openapi/looks-like-openapi';
import type { LoadedOpenapi } from '../core/openapi/openapi-types';
import { utf8Pieces } from './decode-utf8';

/** How much of a file's start says whether it is OpenAPI by its first lines. */
const HEAD = 4096;

/** The quick stages of a prefetched file made ahead (openapi-handler.ts Prefetched). */
export interface QuickStages {
  /** From the file's bytes alone (earlyOpenapiSteps' first step), when it could be. */
  readonly first: Promise<LoadedOpenapi | undefined>;
  /**
   * Whether `first` stands once the rest of the bytes are scanned ('same'), or what takes its
   * place. The rest is scanned on the first call, not before: the page asks once it has opened
   * docs.json, and a scan already running then (50-130 ms for GitHub's 13 MB document) held its
   * ask, and with it the pages `first` had ready. A document never asked for is never scanned (its
   * bytes are kept for the scan meanwhile, beside its text: 13 MB more for GitHub's document).
   */
  readonly settle: () => Promise<LoadedOpenapi | undefined | 'same'>;
  /** Else from its whole text. */
  readonly early: Promise<{ readonly text: string; readonly indexed: IndexedOpenapi } | undefined>;
}

/**
 * When a prefetched file is an OpenAPI document, its quick stage, made right away: the page asks
 * for it once it has read the folder and opened docs.json, and by then the pages are ready. From
 * the bytes alone when it can be (a JSON document, the usual large one), in two steps: the pages
 * from the members up to `paths`, then the rest of the bytes scanned to confirm or replace them
 * (earlyOpenapiSteps); the text is then decoded
 * and parsed only when the page asks for the document, after its pages have gone out. Only for a
 * document that says so at its start (GitHub's does), or opens as one with sorted keys does
 * (Stripe's: `components` first, its `openapi` 4 MB on; see declaresOpenapi): docs.json and the
 * folder's other JSON files are not scanned. Scanning Stripe's spec3.json from its bytes took 11
 * ms against 38 ms whole in Node; in Chromium its pages came sooner only once the page stopped
 * reading it first as well (io/read-files.ts lateOpenapiFiles). A YAML document's from its text, with
 * only the members the index reads parsed (earlyYamlIndex: `components`, most of a large
 * document, is left to the whole parse that comes when the page asks). Else from the whole text, when it is
 * OpenAPI as the project finds its documents (looksLikeOpenapi); such a quick stage that needed
 * another file (an operation `$ref`) is not kept: the files may still be reading, so it runs
 * again when asked.
 *
 * A chunk of its own (with the scan), fetched while the file is read: only a chosen folder's
 * documents use it, and the worker's JavaScript at the page's start stays without it. A chunk
 * that fails to load means the whole way, as a document the scan cannot read does.
 *
 * @example quickStages('api.json', file.bytes(), file.text).first // the operations, before the text
 */
export function quickStages(key: string, read: Promise<Uint8Array | undefined>, text: () => Promise<string | undefined>): QuickStages {
  const steps = /\.json$/i.test(key)
    ? read.then((bytes) => {
        if (!bytes || !declaresOpenapi(utf8Pieces(bytes.subarray(0, HEAD))()!)) return undefined;
        try {
          return earlyOpenapiSteps(bytes, key, (from, to) => utf8Pieces(bytes.subarray(from, to))()!);
        } catch {
          return undefined;
        }
      })
    : Promise.resolve(undefined);
  const first = /\.ya?ml$/i.test(key)
    ? text().then((t) => (t === undefined ? undefined : yamlQuickStage(t, key)))
    : steps.then((s) => s?.first);
  // The rest of the scan when asked (see QuickStages.settle): after the first step's pages have
  // gone out. Until then the scan holds the file's bytes; let go after.
  let settled: Promise<LoadedOpenapi | undefined | 'same'> | undefined;
  let ahead: typeof steps | undefined = steps;
  const settle = () => {
    if (settled) return settled;
    const scan = ahead!;
    ahead = undefined;
    return (settled = scan.then((s) => {
      if (!s?.rest) return 'same';
      try {
        return s.rest();
      } catch {
        return undefined;
      }
    }));
  };
  const early = first
    .then((quick) => (quick ? undefined : text()))
    .then((t) => {
      if (t === undefined || !looksLikeOpenapi(t)) return undefined;
      let asked = false;
      try {
        const indexed = indexOpenapiText(t, key, () => void (asked = true), undefined, { deferDepth: true });
        return asked || indexed.lenientNeeded ? undefined : { text: t, indexed };
      } catch {
        return undefined;
      }
    });
  return { first, settle, early };
}

/**
 * The quick stage of a YAML document's text from the members the index reads alone
 * (earlyYamlIndex), when it is OpenAPI as the project finds its documents; undefined when the
 * whole parse must answer. Also for a large YAML document sent as text (openapi-handler.ts).
 */
export function yamlQuickStage(text: string, key: string): LoadedOpenapi | undefined {
  try {
    return looksLikeOpenapi(text) ? earlyYamlIndex(text, key) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the start of a text declares `openapi: 3...` (or `swagger`), in YAML or JSON, or
 * opens as a document with sorted keys does (its `openapi` comes after `components`): the scan
 * reads every top-level member, so it finds that `openapi` too, or gives up (the whole text then answers).
 */
function declaresOpenapi(head: string): boolean {
  return /(^|["'\s{,])(openapi|swagger)["']?\s*:\s*["']?\d/.test(head) || startsLikeSortedOpenapi3(head);
}
