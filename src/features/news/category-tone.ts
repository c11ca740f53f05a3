/**
 * News category colours (spec section 9, in the issue 21 palette): Culture in the flag's red
 * tone, Travel in the forest green, the rest in the neutral tone. Categories are free text in
 * either language ('Culture'/'Cultuur', 'Travel'/'Reizen').
 */
import { categoryToneClasses, type CategoryTone } from '~/ui/badge-class';

export type NewsTone = 'culture' | 'travel' | 'other';

/** The colour family of a news category. */
export function getNewsTone(category: string | null | undefined): NewsTone {
  const text = (category ?? '').trim().toLowerCase();
  if (/^(culture|cultuur|cultural|cultureel)\b/.test(text)) return 'culture';
  if (/^(travel|reizen|reis)\b/.test(text)) return 'travel';
  return 'other';
}

/** The category badge tone (src/ui/badge-class.ts) of each news tone. */
export const newsBadgeTones: Record<NewsTone, CategoryTone> = { culture: 'red', travel: 'green', other: 'neutral' };

/** Tailwind colour classes of the category badge for each tone. */
export const newsToneClasses: Record<NewsTone, string> = {
  culture: categoryToneClasses.red,
  travel: categoryToneClasses.green,
  other: categoryToneClasses.neutral,
};
