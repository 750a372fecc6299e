/**
 * What the initial JavaScript is made of: the scripts the page and its workers loaded before the
 * JSON pane opens, each byte of them traced back through the build's hidden source map to the
 * package (node_modules/<name>) or source folder (src/<layer>/<area>) it came from, and each
 * group's share of the gzipped size estimated from its share of the bytes of each script.
 * The bench prints the summary and writes it under its table; the full report is not kept.
 *
 * Why not a bundle visualiser plugin: it reports the build's chunks, not which of them the
 * page loads before the JSON pane opens, and the bench already reads these source maps to
 * name profiled functions.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** One group of the initial JavaScript: where it comes from and its estimated gzip size. */
export interface BundlePart {
  readonly name: string;
  readonly kb: number;
}

/** The group a source belongs to: a package, or a folder two levels under src/. */
function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const src = /(?:^|\/)src\/([^/]+(?:\/[^/]+(?=\/))?)/.exec(source);
  if (src) return `src/${src[1]}`;
  return source.replace(/^(\.\.\/)+/, '') || '(no source)';
}

/** Bytes per group of one built script (its map beside it); undefined without a map. */
function bytesBySource(file: string): Map<string, number> | undefined {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return undefined;
  const code = readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const out = new Map<string, number>();
  let last: { line: number; column: number; group: string } | undefined;
  const close = (line: number, column: number) => {
    if (!last) return;
    // A mapping runs to the next one; across lines, to the end of its own line.
    const len = line === last.line ? column - last.column : code[last.line - 1].length - last.column;
    out.set(last.group, (out.get(last.group) ?? 0) + Math.max(0, len));
  };
  map.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    last = { line: m.generatedLine, column: m.generatedColumn, group: m.source ? groupOf(m.source) : '(no source)' };
  });
  if (last) close(last.line + 1, 0);
  return out;
}

/**
 * The initial JavaScript by group, biggest first: each script's gzipped size shared among the
 * groups in proportion to their bytes in it. `scripts` are paths under `out` ("/assets/x.js").
 */
export function bundleParts(out: string, scripts: readonly string[]): BundlePart[] {
  const total = new Map<string, number>();
  for (const s of scripts) {
    const file = join(out, s);
    if (!existsSync(file)) continue;
    const raw = readFileSync(file);
    const gz = gzipSync(raw).length / 1024;
    const by = bytesBySource(file) ?? new Map([[s.replace(/^.*\//, ''), raw.length]]);
    const sum = [...by.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [g, n] of by) total.set(g, (total.get(g) ?? 0) + (gz * n) / sum);
  }
  return [...total].map(([name, kb]) => ({ name, kb })).sort((a, b) => b.kb - a.kb);
}

/** "react-dom 41.2 KB, src/core/rules 12.0 KB, ..., 31 more 18.3 KB": the biggest `count` groups. */
export function bundleSummary(parts: readonly BundlePart[], count = 15): string {
  const head = parts.slice(0, count).map((p) => `${p.name} ${p.kb.toFixed(1)} KB`);
  const rest = parts.slice(count);
  if (rest.length) head.push(`${rest.length} more ${rest.reduce((a, p) => a + p.kb, 0).toFixed(1)} KB`);
  return head.join(', ');
}
