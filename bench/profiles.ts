/**
 * CPU profiles for the bench: Chromium's sampling profiler around a browser action, V8's own
 * (node:inspector) around a core figure, and where the time went, by function, mapped back to
 * the source through the build's hidden source maps.
 *
 * `npm run bench -- --profile [...]` saves one profile per figure in bench-profiles/ (git-ignored)
 * as `<figure>.cpuprofile`, which Chromium's DevTools (Performance > Load profile) and VS Code open.
 * Without the option, a browser figure that misses its target is still profiled once more and
 * its top functions printed with it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import type { CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

/** The folder profiles are saved in, when `--profile` was given (run.ts sets BENCH_PROFILE_DIR). */
export function profileDir(): string | undefined {
  return process.env.BENCH_PROFILE_DIR || undefined;
}

/** Where the built app is: its hidden source maps name a profile's functions. */
const OUT = process.env.DOCSNAV_OUT ?? 'dist-bench';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** A file name for a figure's profile: its name in lower case, runs of other characters as '-'. */
function fileFor(name: string): string {
  return `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120)}.cpuprofile`;
}

/** Save a profile under the figure's name when `--profile` was given; the path, or undefined. */
export function saveProfile(name: string, profile: CpuProfile): string | undefined {
  const dir = profileDir();
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, fileFor(name));
  writeFileSync(path, JSON.stringify(profile));
  return path;
}

/**
 * Run `action` under Chromium's sampling profiler; the profile, saved as `name` with --profile,
 * and where the main thread spent its time: the functions with the most self time.
 */
export async function profileDuring(cdp: CDPSession, action: () => Promise<unknown>, name = 'browser'): Promise<string[]> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.send('Profiler.disable');
  saveProfile(name, profile);
  return topFunctions(profile, Number(process.env.BENCH_TOP ?? 12));
}

/** Run `fn` `times` times under V8's profiler in this process and save the profile as `name`. */
export async function profileCore(name: string, fn: () => unknown, times = 20): Promise<void> {
  if (!profileDir()) return;
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < times; i++) fn();
    const { profile } = await session.post('Profiler.stop');
    saveProfile(`core ${name}`, profile as unknown as CpuProfile);
  } finally {
    session.disconnect();
  }
}

const maps = new Map<string, SourceMapConsumer | undefined>();

/** Where a position of the built bundle comes from: "aggregate (src/core/rules/index.ts:120)". */
export function original(url: string, line: number, column: number, name: string): string {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!maps.has(file)) {
    const map = join(OUT, `${file}.map`);
    maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : undefined);
  }
  const m = maps.get(file);
  let pos = m?.originalPositionFor({ line: line + 1, column });
  // A function's first position often has no mapping of its own: take the next mapped one.
  if (m && !pos?.source) pos = m.originalPositionFor({ line: line + 1, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  if (!pos?.source) return `${name || '(anonymous)'} (${file.replace(/^.*\//, '')}:${line + 1})`;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/');
  return `${pos.name ?? name ?? '(anonymous)'} (${source}:${pos.line})`;
}

/** Self time by function, biggest first, as "12.3 ms (20%) name (source:line)"; idle left out. */
export function topFunctions(p: CpuProfile, count: number): string[] {
  const byNode = new Map<number, number>();
  p.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000));
  const self = new Map<string, number>();
  for (const n of p.nodes) {
    const f = n.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)' || f.functionName === '(root)') continue;
    const key =
      f.url && /\.js$/.test(f.url) ? original(f.url, f.lineNumber, f.columnNumber, f.functionName) : f.functionName || '(anonymous)';
    self.set(key, (self.get(key) ?? 0) + (byNode.get(n.id) ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, ms]) => `${ms.toFixed(1)} ms (${((100 * ms) / total).toFixed(0)}%) ${k}`);
}
