/**
 * News category colours (spec section 9): one for Culture, one for Travel, a default for the rest.
 * Categories are free text in either language ('Culture'/'Cultuur', 'Travel'/'Reizen').
 */
export type NewsTone = 'culture' | 'travel' | 'other';

/** The colour family of a news category. */
export function getNewsTone(category: string | null | undefined): NewsTone {
  const text = (category ?? '').trim().toLowerCase();
  if (/^(culture|cultuur|cultural|cultureel)\b/.test(text)) return 'culture';
  if (/^(travel|reizen|reis)\b/.test(text)) return 'travel';
  return 'other';
}

/** Tailwind classes of the category badge for each tone. */
export const newsToneClasses: Record<NewsTone, string> = {
  culture: 'bg-secondary text-secondary-content',
  travel: 'bg-info text-info-content',
  other: 'bg-neutral text-neutral-content',
};
