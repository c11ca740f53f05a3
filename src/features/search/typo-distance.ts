/** Typo rules of the search (pure, runs anywhere): how many edits a word may carry, and the Damerau edit distance. */

/** Edits forgiven in a query word: none below 5 letters (exact or prefix), one from 5, two from 9 (as Meilisearch and Typesense). */
export function getAllowedEdits(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Edit distance with insertion, deletion, substitution and transposition of two neighbours (Damerau, optimal string alignment),
 * stopping early: any answer above `max` is `max + 1`, so comparing a word with a whole vocabulary stays cheap.
 */
export function getDamerauDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = row;
  }
  const distance = prev[b.length]!;
  return distance > max ? max + 1 : distance;
}
