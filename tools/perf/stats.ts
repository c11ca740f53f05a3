/** Small statistics for benchmark figures. */

/** The p-th percentile (0-100) of a list of numbers, nearest-rank; NaN for an empty list. */
export function getPercentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

/** The median of a list of numbers. */
export function getMedian(values: readonly number[]): number {
  return getPercentile(values, 50);
}

/** A number with a fixed count of decimals, or '–' when it is not a number. */
export function formatNumber(value: number, decimals = 1): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : '–';
}
