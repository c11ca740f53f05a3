/**
 * Whole numbers from addresses (ids, page numbers, limits, cursors): plain decimal digits only.
 * `Number()` and `z.coerce.number()` also read `0x10`, `1e3`, `+5`, ` 5` and `5.0`, so one
 * record would have many addresses (and many page-cache entries); here each number has one.
 * Runs anywhere and imports nothing, so browser code can use it too; the zod schema is in
 * whole-number-schema.ts.
 */

/** Digits without a sign, spaces or leading zeros (`0` itself is fine). */
const PLAIN_DECIMAL = /^(?:0|[1-9]\d{0,15})$/;

export interface WholeNumberRange {
  min?: number;
  max?: number;
}

/** The number a plain-decimal string spells, within the range; null for anything else. */
export function parseWholeNumber(value: string | null | undefined, { min = 0, max = Number.MAX_SAFE_INTEGER }: WholeNumberRange = {}): number | null {
  if (typeof value !== 'string' || !PLAIN_DECIMAL.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}
