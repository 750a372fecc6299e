/** One line of a diff: kept, removed from the old text, or added in the new one. */
export interface DiffLine {
  readonly op: ' ' | '-' | '+';
  readonly text: string;
  /** 1-based line numbers in the old and new text (undefined where the line does not exist). */
  readonly oldLine?: number;
  readonly newLine?: number;
}

/**
 * The line diff of two texts (Myers' O(ND) algorithm after trimming the common head and tail),
 * so the export dialog shows exactly the lines a commit will change, fast even on a 2.4 MB
 * config where an edit changes a handful of lines. Gives up past `maxEdits` changed lines
 * and reports the middle as replaced.
 */
export function lineDiff(a: string, b: string, maxEdits = 4000): DiffLine[] {
  const x = a.split('\n');
  const y = b.split('\n');
  let s = 0;
  while (s < x.length && s < y.length && x[s] === y[s]) s++;
  let ex = x.length;
  let ey = y.length;
  while (ex > s && ey > s && x[ex - 1] === y[ey - 1]) {
    ex--;
    ey--;
  }
  const out: DiffLine[] = [];
  for (let i = 0; i < s; i++) out.push({ op: ' ', text: x[i], oldLine: i + 1, newLine: i + 1 });
  const mid = myers(x.slice(s, ex), y.slice(s, ey), maxEdits);
  let oi = s;
  let ni = s;
  for (const op of mid) {
    if (op === ' ') out.push({ op, text: x[oi], oldLine: ++oi, newLine: ++ni });
    else if (op === '-') out.push({ op, text: x[oi], oldLine: ++oi });
    else out.push({ op, text: y[ni], newLine: ++ni });
  }
  for (let i = ex; i < x.length; i++) out.push({ op: ' ', text: x[i], oldLine: i + 1, newLine: i - ex + ey + 1 });
  return out;
}

function myers(a: string[], b: string[], maxEdits: number): (' ' | '-' | '+')[] {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let xx = k === -d || (k !== d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
      let yy = xx - k;
      while (xx < n && yy < m && a[xx] === b[yy]) {
        xx++;
        yy++;
      }
      v[off + k] = xx;
      if (xx >= n && yy >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return [...a.map(() => '-' as const), ...b.map(() => '+' as const)];
  const ops: (' ' | '-' | '+')[] = [];
  let xx = n;
  let yy = m;
  for (let d = found; d > 0; d--) {
    const vv = trace[d];
    const k = xx - yy;
    const prevK = k === -d || (k !== d && vv[off + k - 1] < vv[off + k + 1]) ? k + 1 : k - 1;
    const px = vv[off + prevK];
    const py = px - prevK;
    while (xx > px && yy > py) {
      ops.push(' ');
      xx--;
      yy--;
    }
    if (xx === px) {
      ops.push('+');
      yy--;
    } else {
      ops.push('-');
      xx--;
    }
  }
  while (xx > 0 && yy > 0) {
    ops.push(' ');
    xx--;
    yy--;
  }
  return ops.reverse();
}

/** Only the changed lines with `context` lines around them, for display. */
export function diffHunks(lines: DiffLine[], context = 3): (DiffLine | { op: '…'; text: string })[] {
  const keep = new Uint8Array(lines.length);
  lines.forEach((l, i) => {
    if (l.op !== ' ') for (let j = Math.max(0, i - context); j <= Math.min(lines.length - 1, i + context); j++) keep[j] = 1;
  });
  const out: (DiffLine | { op: '…'; text: string })[] = [];
  let gap = false;
  lines.forEach((l, i) => {
    if (keep[i]) {
      out.push(l);
      gap = false;
    } else if (!gap) {
      out.push({ op: '…', text: '' });
      gap = true;
    }
  });
  return out;
}
