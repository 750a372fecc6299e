import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { hostname as osHostname } from 'node:os';
import { timingSafeEqual } from 'node:crypto';

/** Why a request is refused: the HTTP status and a message for whoever sent it. */
export interface Refusal {
  status: number;
  message: string;
}

/** The names a request may use to reach the server, and the port it listens on. */
export interface ServedAddress {
  /** Lower-case host names (IP literals of v6 in brackets) the Host and Origin headers may carry. */
  readonly hostnames: ReadonlySet<string>;
  /** With a wildcard bind (`--host 0.0.0.0`), any IP literal is also accepted: a DNS-rebinding attack needs a name. */
  readonly anyIp: boolean;
  readonly port: number;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The addresses a server bound to `host` answers to. Loopback binds accept the loopback names
 * only; `--host example.local` adds that name; a wildcard bind (0.0.0.0, ::) adds any IP literal
 * and this machine's host name, since the names other machines use for it cannot be known.
 */
export function servedAddress(host: string, port: number): ServedAddress {
  const h = host.toLowerCase();
  const wildcard = h === '0.0.0.0' || h === '::' || h === '[::]';
  const names = new Set(LOOPBACK);
  if (!wildcard) names.add(isIP(h) === 6 ? `[${h}]` : h);
  else names.add(osHostname().toLowerCase());
  return { hostnames: names, anyIp: wildcard, port };
}

function hostAllowed(addr: ServedAddress, hostname: string, port: string, defaultPort: string): boolean {
  const p = port || defaultPort;
  if (p !== String(addr.port)) return false;
  const h = hostname.toLowerCase();
  if (addr.hostnames.has(h)) return true;
  return addr.anyIp && isIP(h.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Check the `Host` header (a DNS-rebinding page reaches 127.0.0.1 under its own name, and its
 * Host says so) and, when the browser sent them, `Origin` and `Sec-Fetch-Site` (another web page
 * calling the API). Returns a refusal, or undefined when the request may go on.
 */
export function checkOrigin(req: IncomingMessage, addr: ServedAddress): Refusal | undefined {
  const host = req.headers.host;
  let parsed: URL | undefined;
  try {
    parsed = host ? new URL(`http://${host}`) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.username || parsed.pathname !== '/' || !hostAllowed(addr, parsed.hostname, parsed.port, '80')) {
    return { status: 403, message: `the Host header "${host ?? ''}" is not this server's address; open the address docsnav dev printed` };
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let o: URL | undefined;
    try {
      o = new URL(origin);
    } catch {
      o = undefined;
    }
    if (!o || o.protocol !== 'http:' || !hostAllowed(addr, o.hostname, o.port, '80')) {
      return { status: 403, message: `requests from ${origin} are refused: only the docsnav app served at this address may use its API` };
    }
  }
  // Browsers label every request; only the app itself (same-origin) or a typed address (none) is ours. A page on
  // another port of this machine is "same-site", and a <script> or <img> it embeds sends no Origin to check.
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return { status: 403, message: `${site} requests are refused: only the docsnav app served at this address may use its API` };
  }
  return undefined;
}

/** The token a request carries: the `X-Docsnav-Token` header, or `?token=` (EventSource cannot set headers). */
export function tokenOf(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers['x-docsnav-token'];
  if (typeof header === 'string') return header;
  return url.searchParams.get('token') ?? undefined;
}

/** Compare tokens in constant time, so the token cannot be guessed one character at a time. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuse an API request that lacks the token (403), after the Host and Origin checks. */
export function checkToken(req: IncomingMessage, url: URL, token: string): Refusal | undefined {
  const given = tokenOf(req, url);
  if (tokenMatches(given, token)) return undefined;
  return {
    status: 403,
    message:
      given === undefined
        ? 'this request has no token; open the full address docsnav dev printed (it ends with ?token=...)'
        : 'the token is wrong (docsnav dev makes a new one each time it starts); open the address it printed this time',
  };
}
