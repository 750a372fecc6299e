/**
 * Count the lines a `git diff` would show as changed between two texts (removed + added),
 * with a longest-common-subsequence over lines. Small inputs only (test fixtures).
 */
export function changedLines(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  // Trim the common head and tail first: keeps the quadratic part tiny.
  let s = 0;
  while (s < x.length && s < y.length && x[s] === y[s]) s++;
  let ex = x.length;
  let ey = y.length;
  while (ex > s && ey > s && x[ex - 1] === y[ey - 1]) {
    ex--;
    ey--;
  }
  const xs = x.slice(s, ex);
  const ys = y.slice(s, ey);
  const dp: number[][] = Array.from({ length: xs.length + 1 }, () => new Array(ys.length + 1).fill(0));
  for (let i = xs.length - 1; i >= 0; i--) {
    for (let j = ys.length - 1; j >= 0; j--) {
      dp[i][j] = xs[i] === ys[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
    }
  }
  const common = dp[0][0];
  return xs.length - common + (ys.length - common);
}
