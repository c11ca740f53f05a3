/**
 * Event category colours (spec section 9, in the issue 21 palette): Club Night in the flag's red
 * tone, Live Music in the forest green, every other category in the neutral tone. Categories are
 * free text in either language, so the match is on words ('Club Night', 'Clubavond'; 'Live Music', 'Live muziek').
 */
import { categoryToneClasses, type CategoryTone } from '~/ui/badge-class';

export type EventTone = 'club' | 'music' | 'other';

/** The colour family of an event category. */
export function getEventTone(category: string | null | undefined): EventTone {
  const text = (category ?? '').toLowerCase();
  if (text.includes('club')) return 'club';
  if (text.includes('music') || text.includes('muziek')) return 'music';
  return 'other';
}

/** The category badge tone (src/ui/badge-class.ts) of each event tone. */
export const eventBadgeTones: Record<EventTone, CategoryTone> = { club: 'red', music: 'green', other: 'neutral' };

/** Tailwind colour classes of each tone (the category tiles' icon circles). */
export const eventToneClasses: Record<EventTone, string> = {
  club: categoryToneClasses.red,
  music: categoryToneClasses.green,
  other: categoryToneClasses.neutral,
};
