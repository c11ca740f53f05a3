/** The number of currency symbols in a price range ('$$$' -> 3), 1 to 4, defaulting to 2 (spec section 9). */
export function getPriceLevel(priceRange: string | null | undefined): 1 | 2 | 3 | 4 {
  const count = (priceRange ?? '').trim().match(/\$/g)?.length ?? 0;
  if (count < 1 || count > 4) return 2;
  return count as 1 | 2 | 3 | 4;
}

/** The price range drawn as repeated '$'. */
export function formatPriceRange(priceRange: string | null | undefined): string {
  return '$'.repeat(getPriceLevel(priceRange));
}
