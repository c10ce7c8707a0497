/** "Did you mean" for mistyped names: the closest candidate within a small edit distance. */
export function closestName(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(input.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(input, c);
    // Letters left out of a short name (`usr` → `users`, `cnt` → `count`) are two edits, yet plainly that name.
    const shortened = d === 2 && input.length >= 3 && c.length - input.length === 2 && isSubsequence(input, c);
    if (d < bestDistance || (shortened && best === undefined)) {
      best = c;
      bestDistance = d;
    }
  }
  return best === input ? undefined : best;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/** Damerau-Levenshtein (optimal string alignment): a transposition `scna` → `scan` counts as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
