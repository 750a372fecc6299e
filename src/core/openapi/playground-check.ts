/**
 * SPEC.md, Endpoints: the API playground starts every request with a POST to
 * `{docs_site_url}/_platform/api/request`. A reverse proxy in front of a custom domain that
 * allows only GET breaks every playground request; if POST cannot be allowed,
 * `api.playground.proxy: false` sends requests straight from the reader's browser, and the API
 * then needs CORS. This module holds that knowledge; the CLI's `playground-check` does the
 * request and the app shows the same guidance beside the setting.
 */

/** The path the playground posts to, on the documentation site. */
export const PLAYGROUND_PATH = '/_platform/api/request';

/** What to do when the proxy refuses the playground's POST, in one sentence for a person. */
export const PLAYGROUND_ADVICE =
  'Allow POST requests to /_platform/api/request in the reverse proxy in front of the docs site; if POST cannot be allowed, set "api.playground.proxy": false in docs.json so requests go from the reader\'s browser straight to your API, which must then allow the docs site\'s origin with CORS (preflight OPTIONS included).';

/** The playground's request URL for a docs site ("docs.example.com/api" works too: https is assumed). */
export function playgroundRequestUrl(site: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(site) ? site : `https://${site}`;
  return withScheme.replace(/[?#].*$/, '').replace(/\/+$/, '') + PLAYGROUND_PATH;
}

/** The outcome of the playground's POST. */
export type PlaygroundCase = 'reachable' | 'blocked' | 'server-error' | 'unreachable';

/** The case an answer (or a failure to answer) stands for, with the message to show. */
export interface PlaygroundVerdict {
  readonly case: PlaygroundCase;
  readonly status?: number;
  readonly message: string;
}

/**
 * Classify the answer to the playground's POST. 405, 403 and 404 are what a proxy that lets
 * only GET through answers (an `Allow` header without POST says so outright); any other answer
 * means the POST reached the site's request handler, which answers even a harmless probe
 * (often 400). 5xx: it got through but the site behind failed. No answer: unreachable.
 *
 * @example classifyPlayground('https://docs.x.com/_platform/api/request', { status: 405, allow: 'GET, HEAD' }).case // 'blocked'
 */
export function classifyPlayground(url: string, answer: { status: number; allow?: string | null } | { error: string }): PlaygroundVerdict {
  if ('error' in answer) {
    return {
      case: 'unreachable',
      message: `${url} could not be reached (${answer.error}). Check the site's address; the playground cannot work while the site does not answer.`,
    };
  }
  const { status } = answer;
  if (status === 405 || status === 403 || status === 404) {
    const allow = answer.allow ? ` (it allows ${answer.allow})` : '';
    const what = status === 405 ? 'refused the method' : status === 403 ? 'forbade it' : 'does not route it';
    return {
      case: 'blocked',
      status,
      message: `POST ${url} answered ${status}: something in front of the site ${what}${allow}, so every playground request fails. ${PLAYGROUND_ADVICE}`,
    };
  }
  if (status >= 500) {
    return {
      case: 'server-error',
      status,
      message: `POST ${url} answered ${status}: the POST got through, but the site behind the proxy failed. Try again later, and check the proxy's upstream if it persists.`,
    };
  }
  return {
    case: 'reachable',
    status,
    message: `POST ${url} reaches the site (it answered ${status} to a harmless probe), so playground requests can pass.`,
  };
}
