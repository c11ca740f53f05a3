/**
 * The guide entries a listing's review writes (issue 17): the draft checked with the kind's admin
 * input schema, then a new entry created or the linked one updated through the kind's own writes.
 * A business never sets the fields only editors set (restaurant editor's pick, event featured): they
 * are dropped from the draft and come from the entry. A restaurant's rating comes from visitor reviews (issue 20).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/db/client';
import { eventTranslations, events, restaurantTranslations, restaurants, tourTranslations, tours } from '~/db/schema';
import { eventInputSchema } from '~/features/events';
import { createEvent, updateEvent } from '~/features/events/index.server';
import { restaurantInputSchema } from '~/features/restaurants';
import { createRestaurant, updateRestaurant } from '~/features/restaurants/index.server';
import { tourInputSchema } from '~/features/tours';
import { createTour, updateTour } from '~/features/tours/index.server';
import type { JobTx } from './job-runner.server';
import type { ListingKind } from './listing-status';

/** Fields a business never sets in a draft, per kind. */
const editorOnlyFields: Record<ListingKind, readonly string[]> = {
  restaurant: ['isEditorsPick'],
  tour: [],
  event: ['isFeatured'],
};

export type EntryWriteResult = { ok: true; entryId: number; created: boolean } | { ok: false; code: 'invalid_draft' | 'entry_missing'; issues?: string[] };

/** The draft without the fields only editors set. */
function stripEditorFields(kind: ListingKind, draft: Record<string, unknown>): Record<string, unknown> {
  const out = { ...draft };
  for (const key of editorOnlyFields[kind]) delete out[key];
  return out;
}

const describeIssues = (error: z.ZodError) => error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));

/** The kinds' own writes take the connection; inside our transaction they nest as a savepoint. */
const asDb = (tx: JobTx) => tx as unknown as Db;

/** Each kind's entry table and its texts per language (with the column naming the entry), as in partner.server.ts. */
const kindTables = {
  restaurant: { entry: restaurants, texts: restaurantTranslations, textsEntryId: restaurantTranslations.restaurantId },
  tour: { entry: tours, texts: tourTranslations, textsEntryId: tourTranslations.tourId },
  event: { entry: events, texts: eventTranslations, textsEntryId: eventTranslations.eventId },
} as const;

/** A kind's admin input schema and its own create and update. */
interface KindWrites<T> {
  schema: z.ZodType<T>;
  create: (db: Db, input: T) => number;
  update: (db: Db, id: number, input: T) => boolean;
}
const restaurantWrites: KindWrites<z.output<typeof restaurantInputSchema>> = {
  schema: restaurantInputSchema,
  create: createRestaurant,
  update: updateRestaurant,
};
const tourWrites: KindWrites<z.output<typeof tourInputSchema>> = { schema: tourInputSchema, create: createTour, update: updateTour };
const eventWrites: KindWrites<z.output<typeof eventInputSchema>> = { schema: eventInputSchema, create: createEvent, update: updateEvent };

/** Checks the input with the kind's schema, then creates the entry or updates `entryId`. */
function writeEntry<T>(tx: JobTx, writes: KindWrites<T>, input: Record<string, unknown>, entryId: number | null): EntryWriteResult {
  const parsed = writes.schema.safeParse(input);
  if (!parsed.success) return { ok: false, code: 'invalid_draft', issues: describeIssues(parsed.error) };
  if (entryId === null) return { ok: true, entryId: writes.create(asDb(tx), parsed.data), created: true };
  writes.update(asDb(tx), entryId, parsed.data);
  return { ok: true, entryId, created: false };
}

function readEditorFields(tx: JobTx, kind: ListingKind, entryId: number): Record<string, unknown> | null {
  if (kind === 'restaurant') {
    const row = tx.select({ isEditorsPick: restaurants.isEditorsPick }).from(restaurants).where(eq(restaurants.id, entryId)).get();
    return row ?? null;
  }
  if (kind === 'event') return tx.select({ isFeatured: events.isFeatured }).from(events).where(eq(events.id, entryId)).get() ?? null;
  return tx.select({ id: tours.id }).from(tours).where(eq(tours.id, entryId)).get() ? {} : null;
}

/** True when the entry exists in the guide. */
export function entryExists(tx: JobTx, kind: ListingKind, entryId: number): boolean {
  return readEditorFields(tx, kind, entryId) !== null;
}

/**
 * Writes a draft into the guide: creates the entry or, with `entryId`, updates it (keeping its editor fields).
 */
export function writeDraftToEntry(tx: JobTx, kind: ListingKind, draft: Record<string, unknown>, entryId: number | null): EntryWriteResult {
  const editor = entryId === null ? {} : readEditorFields(tx, kind, entryId);
  if (editor === null) return { ok: false, code: 'entry_missing' };
  const input: Record<string, unknown> = { ...stripEditorFields(kind, draft), ...editor };
  if (kind === 'restaurant') return writeEntry(tx, restaurantWrites, input, entryId);
  return kind === 'tour' ? writeEntry(tx, tourWrites, input, entryId) : writeEntry(tx, eventWrites, input, entryId);
}

/** The public page of an entry (events have no page of their own: the events list). */
export function getEntryPath(kind: ListingKind, entryId: number): string {
  if (kind === 'restaurant') return `/restaurant/${entryId}`;
  if (kind === 'tour') return `/tour/${entryId}`;
  return '/events';
}

/** Every entry of a kind by id with its English name, for the admin's "link to an entry" picker. */
export function listEntryNames(db: Db | JobTx, kind: ListingKind): { id: number; name: string }[] {
  const { entry, texts, textsEntryId } = kindTables[kind];
  return db
    .select({ id: entry.id, name: texts.name })
    .from(entry)
    .innerJoin(texts, eq(textsEntryId, entry.id))
    .where(eq(texts.locale, 'en'))
    .orderBy(asc(texts.name))
    .all();
}

/** The English names of some entries of a kind, by id (entries no longer in the guide are absent). */
export function getEntryNames(db: Db | JobTx, kind: ListingKind, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const { texts, textsEntryId } = kindTables[kind];
  const rows = db
    .select({ id: textsEntryId, name: texts.name })
    .from(texts)
    .where(and(inArray(textsEntryId, ids), eq(texts.locale, 'en')))
    .all();
  return new Map(rows.map((r) => [r.id, r.name]));
}
