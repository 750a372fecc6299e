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
