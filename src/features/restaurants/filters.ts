/** Restaurant category filters (spec section 5). */

export const restaurantCategories = ['all', 'fine-dining', 'street-food', 'local-creole', 'international'] as const;
export type RestaurantCategory = (typeof restaurantCategories)[number];

/** True when a value is one of the restaurant filter values. */
export function isRestaurantCategory(value: unknown): value is RestaurantCategory {
  return typeof value === 'string' && (restaurantCategories as readonly string[]).includes(value);
}

const rules: Record<Exclude<RestaurantCategory, 'all'>, (cuisine: string, price: string) => boolean> = {
  'fine-dining': (c, p) => c.includes('fine') || p === '$$$$',
  'street-food': (c, p) => c.includes('street') || p === '$',
  'local-creole': (c) => c.includes('creole') || c.includes('surinamese'),
  international: (c) => ['international', 'chinese', 'italian'].some((w) => c.includes(w)),
};

/** Whether a restaurant (its English cuisine and price range) falls in a category. */
export function matchesRestaurantCategory(restaurant: { cuisine: string; priceRange: string }, category: RestaurantCategory): boolean {
  if (category === 'all') return true;
  return rules[category](restaurant.cuisine.toLowerCase(), restaurant.priceRange.trim());
}

/** Every category a restaurant belongs to, 'all' excluded; stored on write for indexed filtering. */
export function getRestaurantCategories(restaurant: { cuisine: string; priceRange: string }): Exclude<RestaurantCategory, 'all'>[] {
  return (Object.keys(rules) as Exclude<RestaurantCategory, 'all'>[]).filter((c) => matchesRestaurantCategory(restaurant, c));
}
