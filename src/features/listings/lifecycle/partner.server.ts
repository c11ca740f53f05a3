/**
 * The public side of a paid listing: `partner_until` on its restaurant, tour or event row. Set when
 * the listing goes live, moved by a renewal or an admin's extension, cleared at its end. Public reads
 * show the badge and list partners first from that column alone, so they need no clock and never
 * look at listings (whose drafts are not public). Callers purge the page cache after committing.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { events, listingOrderLinks, listingOrders, listings, restaurants, tours } from '~/db/schema';
import { getPageCache } from '~/platform/cache/registry';
import type { ContentTag } from '~/platform/cache/route-rules';
import type { JobTx } from './job-runner.server';
import type { ListingKind } from './listing-status';

const tables = { restaurant: restaurants, tour: tours, event: events } as const;

/** The cache tag of each kind's pages and API answers. */
const listingKindTags: Record<ListingKind, ContentTag> = { restaurant: 'restaurants', tour: 'tours', event: 'events' };

/** Marks an entry as a partner until `until` (null: no longer a partner); false when the entry is gone. */
export function setEntryPartner(tx: JobTx, kind: ListingKind, entryId: number, until: Date | null): boolean {
  const table = tables[kind];
  return tx.update(table).set({ partnerUntil: until }).where(eq(table.id, entryId)).run().changes > 0;
}

/**
 * Clears cached pages of the kinds that changed, in both languages, from inside the server process
 * (a request or the scheduler). Call it after the transaction committed; does nothing without a page cache.
 */
export function purgeListingPages(kinds: readonly ListingKind[]): void {
  const cache = getPageCache();
  if (!cache || kinds.length === 0) return;
  cache.invalidateTags([...new Set(kinds.map((k) => listingKindTags[k]))]);
}

/**
 * The business behind each live listing of some entries (the name on its latest order), for the entries' public
 * structured data (an event's organizer). Entries without a live listing are absent.
 */
export function listPartnerBusinessNames(db: Db, kind: ListingKind, entryIds: readonly number[]): Map<number, string> {
  const names = new Map<number, string>();
  if (entryIds.length === 0) return names;
  const rows = db
    .select({ entryId: listings.entryId, name: listingOrders.businessName })
    .from(listings)
    .innerJoin(listingOrderLinks, eq(listingOrderLinks.listingId, listings.id))
    .innerJoin(listingOrders, eq(listingOrders.id, listingOrderLinks.orderId))
    .where(and(eq(listings.kind, kind), eq(listings.status, 'live'), inArray(listings.entryId, [...entryIds])))
    .orderBy(desc(listingOrders.createdAt))
    .all();
  // Newest order first: a renewal's name wins over the first purchase's.
  for (const r of rows) if (r.entryId !== null && !names.has(r.entryId) && r.name.trim()) names.set(r.entryId, r.name.trim());
  return names;
}
