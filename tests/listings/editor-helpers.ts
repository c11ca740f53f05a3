/** The listing editor's HTTP tests: a server on a copy of the fixture, listings opened for paid orders in its database, and form posts. */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { emailOutbox, listingEvents, listingOrders, listings } from '~/db/schema';
import { openListingForOrder } from '~/features/listings/lifecycle/listing-writes.server';
import { sampleOrderRow } from '../helpers/sample-orders';
import { copyFixture } from '../helpers/fixture';
import { lateBound } from '../helpers/late-bound';
import { startServer, type RunningServer } from '../helpers/server';

/** A small real JPEG. */
export const makeJpeg = (color = '#c33') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** Opens the server's database from the test (WAL: both can write). */
export const openServerDb = (dataDir: string): Db => openDatabase(path.join(dataDir, 'guide.db'));

/**
 * The built server on a private copy of the fixture and the test's own handle on its database,
 * shared by every test of one file; call at the top level. `env` is added to the server's environment.
 */
export function serveEditorFixture(env: Record<string, string> = {}): { server: RunningServer; db: Db } {
  let running: RunningServer | undefined;
  let handle: Db | undefined;
  beforeAll(async () => {
    const dataDir = copyFixture(inject('fixtureDir'));
    running = await startServer(dataDir, env);
    handle = openServerDb(dataDir);
  }, 60_000);
  afterAll(async () => {
    handle?.$client.close();
    await running?.stop();
  });
  return { server: lateBound(() => running, 'The editor server'), db: lateBound(() => handle, 'The editor database') };
}

let orders = 0;
/** A paid order of `kind` and its listing (awaiting content), with the editor link's token. */
export function openListing(db: Db, kind: 'restaurant' | 'tour' | 'event' = 'restaurant', locale = 'en') {
  const order = db
    .insert(listingOrders)
    .values(sampleOrderRow(`editor-order-${process.pid}-${++orders}`, { planType: kind, locale }))
    .returning()
    .get();
  // Immediate: the server writes to the same file, and a deferred read-then-write could meet SQLITE_BUSY_SNAPSHOT.
  const { listing, editorToken } = db.transaction((tx) => openListingForOrder(tx, order, new Date()), { behavior: 'immediate' });
  return { listingId: listing.id, token: editorToken! };
}

/** What the database holds about a listing: its row, its events and the admin emails about it. */
export function readListing(db: Db, listingId: string) {
  return {
    listing: db.select().from(listings).where(eq(listings.id, listingId)).get()!,
    events: db.select().from(listingEvents).where(eq(listingEvents.listingId, listingId)).all(),
    adminMails: db
      .select()
      .from(emailOutbox)
      .all()
      .filter((m) => m.kind === 'admin.listing_submitted' && m.eventKey.includes(listingId)),
  };
}

/** A valid restaurant form, English only; `patch` overrides or adds fields. */
export function restaurantFields(patch: Record<string, string> = {}): Record<string, string> {
  return {
    'en.name': 'Warung Editor Test',
    'en.description': 'Javanese food by the river.',
    'en.cuisine': 'Javanese',
    'en.location': 'Waterkant 5, Paramaribo',
    priceRange: '$$',
    phone: '+597 555 0101',
    'openingHours.monday.open1': '09:00',
    'openingHours.monday.close1': '17:00',
    ...patch,
  };
}

/** Posts the editor's multipart form as a browser without JavaScript does. */
export function postEditor(
  baseUrl: string,
  pagePath: string,
  fields: Record<string, string | string[]>,
  files: { name: string; data: Buffer; type?: string; filename?: string }[] = [],
  origin: string = baseUrl,
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  for (const f of files) body.append(f.name, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.filename ?? 'photo.jpg');
  return fetch(`${baseUrl}${pagePath}`, { method: 'POST', redirect: 'manual', headers: { Origin: origin }, body });
}
