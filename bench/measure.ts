/** One benchmark figure: the measured value, its floor measured in the same run, and the target ratio. */
export interface Figure {
  name: string;
  /** Milliseconds (or KB / MB when `unit` says so). */
  value: number;
  unit: 'ms' | 'KB' | 'MB';
  floorName?: string;
  floor?: number;
  /** Target: at most this many floors (ratio), or at most this absolute value when there is no floor. */
  target?: number;
  note?: string;
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
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)];
}

export function ratio(f: Figure): number | undefined {
  return f.floor ? f.value / f.floor : undefined;
}

/** Whether the figure meets its target: a ratio to its floor, or an absolute bound. */
export function meets(f: Figure): boolean | undefined {
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
    const target = f.target === undefined ? '' : r !== undefined || f.floor ? `<= ${f.target}x` : `<= ${f.target} ${f.unit}`;
    return `| ${f.name} | ${fmt(f.value)} ${f.unit} | ${f.floorName ? `${f.floorName}: ${fmt(f.floor)} ms` : ''} | ${r === undefined ? '' : fmt(r, 2) + 'x'} | ${target} | ${ok === undefined ? '' : ok ? 'met' : `MISSED${r !== undefined ? ` (gap ${fmt(r - f.target!, 2)}x)` : ''}`} |`;
  });
  return ['| figure | value | floor | ratio | target | verdict |', '|---|---:|---|---:|---|---|', ...rows].join('\n');
}
