import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** One benchmark figure: the measured value, its floor measured in the same run, and the target ratio. */
export interface Figure {
  name: string;
  /** Milliseconds (or KB / MB when `unit` says so). */
  value: number;
  unit: 'ms' | 'KB' | 'MB';
  floorName?: string;
  /** The floor, in the figure's unit (ms, or MB for a heap against a text size). */
  floor?: number;
  /** Target: at most this many floors (ratio), or at most this absolute value when there is no floor. */
  target?: number;
  /** How many timed runs the median is of (after the warm-up). */
  runs?: number;
  note?: string;
  /** A summary printed and written under the table (the initial JavaScript's make-up). */
  breakdown?: string;
  /**
   * Why the value does not measure what the figure names (a drop the app refused moves
   * nothing, and times nothing but a frame): such a figure never meets its target, and its
   * verdict says why.
   */
  invalid?: string;
}

/** The median of some numbers (the lower middle for an even count). */
export function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

/** Median of `runs` timings after `warmup` untimed calls. */
export function median(fn: () => unknown, runs = 5, warmup = 1): number {
  for (let i = 0; i < warmup; i++) fn();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    t.push(performance.now() - t0);
  }
  return medianOf(t);
}

/**
 * A figure and its floor, measured in turns: after `warmup` untimed calls of each, `runs`
 * rounds of (floor, figure), each timed; the medians of both. Alternating puts a load spike of
 * a shared machine on both sides of the ratio instead of on one. A floor sample is the fastest
 * of three calls: the garbage the figure leaves is collected in whatever call comes next, often
 * the floor's (a 2.6 ms JSON.parse measured at 12 ms), while the figure's samples keep the
 * collections its own garbage costs. (Forcing a collection before each call was tried: V8 then
 * shrinks the young generation and the next large parse pays for many small collections.)
 * `fn` may time itself (return the milliseconds of its measured part) when each run needs
 * untimed setup, such as making the edit whose re-check is measured.
 *
 * @example beside(() => parseJson(text), () => JSON.parse(text)) // { value: 9.1, floor: 3.0 }
 */
export function beside(fn: () => unknown, floor: () => unknown, runs = 15, warmup = 5, warmupMs = 300): { value: number; floor: number } {
  const once = (f: () => unknown): number => {
    const t0 = performance.now();
    const r = f();
    const t = performance.now() - t0;
    return typeof r === 'number' ? r : t;
  };
  // At least `warmup` rounds and `warmupMs`: a small config's runs take 3 ms, too few for the
  // JIT to settle after the previous figure (seen as 2x on the first figure of a pair).
  const start = performance.now();
  for (let i = 0; i < warmup || performance.now() - start < warmupMs; i++) {
    once(floor);
    once(fn);
  }
  const fs: number[] = [];
  const vs: number[] = [];
  for (let i = 0; i < runs; i++) {
    fs.push(Math.min(once(floor), once(floor), once(floor)));
    vs.push(once(fn));
  }
  return { value: medianOf(vs), floor: medianOf(fs) };
}

export function ratio(f: Figure): number | undefined {
  return f.floor ? f.value / f.floor : undefined;
}

/** Whether the figure meets its target: a ratio to its floor, or an absolute bound. */
export function meets(f: Figure): boolean | undefined {
  if (f.invalid) return false;
  if (f.target === undefined) return undefined;
  const r = ratio(f);
  return r !== undefined ? r <= f.target : f.value <= f.target;
}

const fmt = (n: number | undefined, d = 1) => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(d));

/** A Markdown table of figures: figure, value, floor, ratio, target, verdict. */
export function table(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const r = ratio(f);
    const ok = meets(f);
    const target = f.target === undefined ? '' : f.floor ? `<= ${f.target}x` : `<= ${f.target} ${f.unit}`;
    const floorUnit = f.unit === 'MB' ? 'MB' : 'ms';
    const floor = f.floorName ? `${f.floorName}: ${fmt(f.floor, 2)} ${floorUnit}` : '';
    const verdict = f.invalid
      ? `NOT MEASURED (${f.invalid})`
      : ok === undefined
        ? ''
        : ok
          ? 'met'
          : `MISSED (gap ${r !== undefined ? `${fmt(r - f.target!, 2)}x` : `${fmt(f.value - f.target!)} ${f.unit}`})`;
    return `| ${f.name} | ${fmt(f.value, 2)} ${f.unit} | ${floor} | ${r === undefined ? '' : fmt(r, 2) + 'x'} | ${target} | ${verdict} |`;
  });
  return ['| figure | value | floor | ratio | target | verdict |', '|---|---:|---|---:|---|---|', ...rows].join('\n');
}

/**
 * Replace a generated section of README.md, between `<!-- <name>:start -->` and
 * `<!-- <name>:end -->`, with `body`. Does nothing where the README or its markers are missing.
 */
export function replaceReadmeSection(name: string, body: string): void {
  if (!existsSync('README.md')) return;
  const readme = readFileSync('README.md', 'utf8');
  const start = `<!-- ${name}:start -->`;
  const a = readme.indexOf(start);
  const b = readme.indexOf(`<!-- ${name}:end -->`);
  if (a === -1 || b === -1) return;
  writeFileSync('README.md', readme.slice(0, a + start.length) + `\n${body}\n` + readme.slice(b));
}

/** The README's CLI start-up section: how it was measured, then the table. */
export function cliStartupSection(figures: Figure[], command: string): string {
  return `_Generated by \`${command}\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: the ratios hold under load better than the milliseconds). \`docsnav check\` as installed, in turns with \`node -e 0\`; the medians of ${figures[0]?.runs ?? 0} rounds after a warm-up._\n\n${table(figures)}\n`;
}
