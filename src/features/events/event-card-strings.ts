/** The dictionary keys an event card and its parts read: `pickStrings(lang, eventCardStringKeys)` on the page. */
import { writtenInStringKeys } from '~/ui/WrittenInNote';

export const eventCardStringKeys = [
  'price.free',
  'partner.badge',
  'events.date',
  'events.time',
  'events.location',
  'events.price',
  'events.refundTerms',
  'events.getTickets',
  'events.getTicketsFor',
  'events.atTheDoor',
  'events.addToCalendar',
  'events.repeats',
  'events.alsoOn',
  'events.ends',
  'events.every',
  'events.everyUntil',
  'events.featured',
  ...writtenInStringKeys,
] as const;

export type EventCardStrings = Record<(typeof eventCardStringKeys)[number], string>;
