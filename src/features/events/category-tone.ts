/**
 * Event category colours (spec section 9): Club Night purple, Live Music green, every other
 * category orange. Categories are free text in either language, so the match is on words
 * ('Club Night', 'Clubavond'; 'Live Music', 'Live muziek').
 */
export type EventTone = 'club' | 'music' | 'other';

/** The colour family of an event category. */
export function getEventTone(category: string | null | undefined): EventTone {
  const text = (category ?? '').toLowerCase();
  if (text.includes('club')) return 'club';
  if (text.includes('music') || text.includes('muziek')) return 'music';
  return 'other';
}

/** Tailwind classes of the category badge for each tone (theme colours --color-event-*). */
export const eventToneClasses: Record<EventTone, string> = {
  club: 'bg-event-club text-white',
  music: 'bg-event-music text-white',
  other: 'bg-event-other text-white',
};
