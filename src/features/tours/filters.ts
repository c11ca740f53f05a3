/** Tour category filters (spec section 5): the category text contains one of the words. */

export const tourCategories = ['all', 'adventure', 'cultural', 'nature', 'river-cruise'] as const;
export type TourCategory = (typeof tourCategories)[number];

/** True when a value is one of the tour filter values. */
export function isTourCategory(value: unknown): value is TourCategory {
  return typeof value === 'string' && (tourCategories as readonly string[]).includes(value);
}

const words: Record<Exclude<TourCategory, 'all'>, string[]> = {
  adventure: ['adventure', 'hiking'],
  cultural: ['cultural', 'heritage'],
  nature: ['nature', 'wildlife'],
  'river-cruise': ['river', 'cruise'],
};

/** Whether a tour's English category falls in a filter. */
export function matchesTourCategory(tour: { category: string }, category: TourCategory): boolean {
  if (category === 'all') return true;
  const text = tour.category.toLowerCase();
  return words[category].some((w) => text.includes(w));
}

/** Every filter a tour belongs to, 'all' excluded; stored on write for indexed filtering. */
export function getTourCategories(tour: { category: string }): Exclude<TourCategory, 'all'>[] {
  return (Object.keys(words) as Exclude<TourCategory, 'all'>[]).filter((c) => matchesTourCategory(tour, c));
}
