/** Writes of events and their translations, each in one transaction. */
import { and, eq, inArray } from 'drizzle-orm';
import type { EventInput } from './event';
import type { Db } from '~/db/client';
import type { ItemRowsPart } from '~/db/item-rows';
import { events, eventTranslations } from '~/db/schema';
import { imageList } from '~/features/content';
import { keepImageAlts, type AltPlace } from '~/features/content/index.server';
import { getParamariboDay, getParamariboNoon } from './event-occurrences';

/** Where the pictures and their alts live, for an update that sends no alts (the flat shape, a partner's draft). */
const ALT_PLACE: AltPlace = { table: 'events', translations: 'event_translations', key: 'event_id', gallery: false };

function writeTranslations(tx: Pick<Db, 'insert' | 'delete'>, id: number, input: EventInput): void {
  // Only the languages the input carries are replaced: a flat (English-only) update keeps the Dutch.
  tx.delete(eventTranslations)
    .where(and(eq(eventTranslations.eventId, id), inArray(eventTranslations.locale, Object.keys(input.translations))))
    .run();
  for (const [locale, texts] of Object.entries(input.translations)) {
    tx.insert(eventTranslations)
      .values({ eventId: id, locale, ...texts })
      .run();
  }
}

/** The schedule's columns, only those of its kind kept; a 'dates' event's last day is stored so reads can skip ended ones. */
function scheduleFields(input: EventInput) {
  const { repeat } = input;
  const extraDates = repeat === 'dates' ? input.extraDates : [];
  const lastDay = [getParamariboDay(input.date), ...extraDates.map((d) => d.day)].sort().at(-1)!;
  return {
    repeat,
    weekday: repeat === 'weekly' ? input.weekday : null,
    endTime: input.endTime,
    lastDate: repeat === 'weekly' ? input.lastDate : repeat === 'dates' ? getParamariboNoon(lastDay) : null,
    extraDates,
  };
}

const neutralFields = (input: EventInput) => ({
  date: input.date,
  price: input.price,
  imageUrl: input.imageUrl,
  isFeatured: input.isFeatured,
  ticketUrl: input.ticketUrl,
  ...scheduleFields(input),
});

/** Creates an event and returns its id. */
export function createEvent(db: Db, input: EventInput): number {
  return db.transaction((tx) => {
    const { id } = tx.insert(events).values(neutralFields(input)).returning({ id: events.id }).get();
    writeTranslations(tx, id, input);
    return id;
  });
}

/** Replaces an event's fields; false when the id is unknown. */
export function updateEvent(db: Db, id: number, input: EventInput): boolean {
  return db.transaction((tx) => {
    const translations = keepImageAlts(tx, ALT_PLACE, id, imageList(input.imageUrl), input.translations) as typeof input.translations;
    const changed = tx
      .update(events)
      .set({ ...neutralFields(input), updatedAt: new Date() })
      .where(eq(events.id, id))
      .run().changes;
    if (changed === 0) return false;
    writeTranslations(tx, id, { ...input, translations });
    return true;
  });
}

/** Deletes an event; false when the id is unknown. */
export function deleteEvent(db: Db, id: number): boolean {
  return db.delete(events).where(eq(events.id, id)).run().changes > 0;
}

/** Every row that makes up an event, its own first: what a delete takes away and the admin's undo puts back (deleted_content). */
export const EVENT_ROWS: readonly ItemRowsPart[] = [
  { table: 'events', where: 'id = ?' },
  { table: 'event_translations', where: 'event_id = ?' },
  { table: 'reviews', where: "place_kind = 'event' AND place_id = ?" },
];
