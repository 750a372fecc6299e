/** True for an http(s) URL (a remote document's key). */
export function isUrl(key: string): boolean {
  return /^https?:\/\//i.test(key);
}
