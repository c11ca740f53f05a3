/** The listing editor's posts count against the public write limits, like checkout and receipts (429 in the page's language). */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { openListing, openServerDb, postEditor, readListing, restaurantFields } from './editor-helpers';

let server: RunningServer;
let db: Db;
beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, { RATE_LIMIT_LISTING_EDITS: '2/600' });
  db = openServerDb(dataDir);
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

describe('listing editor write limit', () => {
  it('refuses the third post from one address within the window, before reading it', async () => {
    const { listingId, token } = openListing(db);
    const fields = restaurantFields({ 'en.name': '' });
    expect((await postEditor(server.baseUrl, `/listing/${token}`, fields)).status).toBe(422);
    expect((await postEditor(server.baseUrl, `/nl/listing/${token}`, fields)).status).toBe(422);
    const third = await postEditor(server.baseUrl, `/nl/listing/${token}`, restaurantFields());
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(readListing(db, listingId).listing.draft).toBeNull();
    // Reading the page is not a write.
    expect((await fetch(`${server.baseUrl}/listing/${token}`)).status).toBe(200);
  });
});
