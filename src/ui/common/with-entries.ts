/**
 * `map` with `entries` set: `map` itself when it holds each of them already, so that state kept
 * in a map (the preview's open groups and section choices) changes identity, and re-renders,
 * only when a value does.
 */
export function withEntries<K, V>(map: ReadonlyMap<K, V>, entries: readonly (readonly [K, V])[]): ReadonlyMap<K, V> {
  if (entries.every(([k, v]) => map.get(k) === v)) return map;
  const next = new Map(map);
  for (const [k, v] of entries) next.set(k, v);
  return next;
}
