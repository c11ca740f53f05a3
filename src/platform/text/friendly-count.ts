/**
 * Counts as the home page's stats show them: real figures, rounded down to a friendly one, so the
 * guide never claims more than it lists.
 */

/** Below this many, a figure is no boast: the stat is left out. */
const FRIENDLY_COUNT_MIN = 5;

/**
 * A count rounded down to its leading digit with '+' (11 and 13 → '10+', 250 → '200+', 1234 →
 * '1,000+'), exact while below ten or when already round (10 → '10'), null below
 * FRIENDLY_COUNT_MIN. Thousands are grouped in the page's number format ('1.000+' in Dutch).
 */
export function formatFriendlyCount(n: number, localeTag: string): string | null {
  if (!Number.isFinite(n) || n < FRIENDLY_COUNT_MIN) return null;
  const whole = Math.floor(n);
  const format = (x: number) => new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 }).format(x);
  if (whole < 10) return format(whole);
  const step = 10 ** Math.floor(Math.log10(whole));
  const floored = Math.floor(whole / step) * step;
  return floored === whole ? format(whole) : `${format(floored)}+`;
}
