const URL_LIKE = /^(https?:\/\/[^\s/]+[^\s]*|mailto:[^\s]+)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `raw` when it is a link docsnav may render and the site keeps: an http(s) URL with a host, a
 * mailto address, or a relative path; undefined for anything else: another scheme
 * (`javascript:`, `data:`, `vbscript:`, a custom protocol), a leading `//` (another host), a
 * backslash (read as "/"), and whitespace or control characters anywhere (browsers drop them,
 * so `java\tscript:` runs). The ONE check for every link built from a config: banner
 * Markdown, the preview's tabs, anchors, global anchors and dropdowns, and the invalid-href rule.
 *
 * @example safeHref('javascript:alert(1)') // undefined
 * @example safeHref('/changelog') // '/changelog'
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (raw === '' || /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(raw)) return undefined;
  if (raw.startsWith('//') || raw.includes('\\')) return undefined;
  if (URL_LIKE.test(raw)) return raw;
  return SCHEME.test(raw) ? undefined : raw;
}

/**
 * True when the site generator keeps `href` as a link: a path from the root ("/..."), an
 * in-page link ("#..."), mailto, or anything a URL parser reads as an absolute URL (a scheme,
 * and a host for the schemes that need one). A bare relative path ("guides/intro") is not one:
 * the generator refuses it (a section then drops the link; a global link, which needs one,
 * fails). Wider than safeHref: the site keeps `ftp://...`, docsnav does not draw it.
 *
 * @example siteKeepsHref('/guides/intro') // true
 * @example siteKeepsHref('guides/intro') // false
 */
export function siteKeepsHref(href: string): boolean {
  return href.startsWith('/') || href.startsWith('#') || href.startsWith('mailto:') || urlScheme(href) !== undefined;
}

/**
 * The scheme (lower case) when a URL parser reads `text` as an absolute URL, as the generator's
 * `new URL(text)` and `URL.canParse(text)` do: a scheme, and a host for the schemes that need
 * one; undefined for anything else (a relative path, "https://" without a host).
 *
 * @example urlScheme('HTTPS://example.com/a') // 'https'
 * @example urlScheme('C:\\specs\\api.yaml') // 'c'
 */
export function urlScheme(text: string): string | undefined {
  // What a URL parser does first: spaces and control characters around the value go, and so do
  // tabs and line breaks inside it ("java\tscript:" is read as "javascript:").
  // eslint-disable-next-line no-control-regex
  const url = text.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):(.*)$/is.exec(url);
  if (!m) return undefined;
  const scheme = m[1].toLowerCase();
  // The schemes with a host need one, without spaces; any other scheme takes any text.
  if (!/^(https?|ftp|wss?)$/.test(scheme)) return scheme;
  const host = /^[/\\]*([^/\\?#]*)/.exec(m[2])![1];
  return host !== '' && !/\s/.test(host) ? scheme : undefined;
}

/**
 * True when the generator accepts `text` as the source of an OpenAPI or AsyncAPI document: not
 * blank, and a relative path or an http(s) URL (any other URL it rejects: "ftp://...",
 * "javascript:...", "C:\\specs\\api.yaml"). With `httpsOnly`, as for a GraphQL schema or an
 * SDK reference: a path or an https URL.
 */
export function siteKeepsSpecSource(text: string, httpsOnly = false): boolean {
  const t = text.trim();
  const scheme = urlScheme(t);
  return t !== '' && (scheme === undefined || (scheme === 'http' && !httpsOnly) || scheme === 'https');
}

/**
 * True for the generator's "secure" URL (footer socials, footer links): https with a host, its
 * path (without trailing slashes) not ending in ".svg", ".exe" or ".zip". With `orPath`, also a
 * path from the root (not "//"), an in-page link or mailto.
 */
export function siteKeepsSecureUrl(text: string, orPath = false): boolean {
  // The generator first cuts a "#..." (not at the start) and trailing slashes.
  const v = text.replace(/(.)#.*$/s, '$1');
  if (orPath && (/^\/(?!\/)/.test(v) || v.startsWith('mailto:') || v.startsWith('#'))) return true;
  if (urlScheme(v) !== 'https') return false;
  let path = /^[^:]*:[/\\]*[^/\\?#]*([^?#]*)/.exec(v.trim())![1];
  try {
    path = decodeURIComponent(path).toLowerCase().replace(/\/+$/, '');
  } catch {
    return false;
  }
  return !/\.(svg|exe|zip)$/.test(path);
}
