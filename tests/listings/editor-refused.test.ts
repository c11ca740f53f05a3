/**
 * A refused editor post: a text longer than the form allows gets 413, is not shown back and keeps
 * nothing; any other refused post keeps its photos with the saved draft, so every file under uploads/
 * and row in `media` it adds is referenced by the listing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { media } from '~/db/schema';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { makeJpeg, openListing, openServerDb, postEditor, readListing, restaurantFields } from './editor-helpers';

let server: RunningServer;
let db: Db;
let dataDir: string;
beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir);
  db = openServerDb(dataDir);
}, 180_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

/** What the uploads hold: the image folders on disk and the rows that point at them. */
const stored = () => ({
  folders: fs.readdirSync(path.join(dataDir, 'uploads')).filter((name) => !name.startsWith('.')).length,
  rows: db.select().from(media).all().length,
});

describe('a refused editor post', () => {
  it('answers a text longer than the form allows with 413, without showing the text back', async () => {
    const { listingId, token } = openListing(db);
    const marker = 'OVERSIZE-MARKER-';
    const fields = restaurantFields({ 'en.description': marker.repeat(20_000), 'en.cuisine': 'Kept cuisine' });
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields);
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).not.toContain(marker);
    // The page is no bigger for a bigger post: the 320 KB text is not in it.
    expect(html.length).toBeLessThan(200_000);
    expect(html).toContain('This text is longer than 2000 characters and was not kept.');
    expect(html).toContain('value="Kept cuisine"');
    const nl = await postEditor(server.baseUrl, `/nl/listing/${token}`, restaurantFields({ 'nl.name': 'N'.repeat(121) }));
    expect(nl.status).toBe(413);
    const nlHtml = await nl.text();
    expect(nlHtml).toContain('Deze tekst is langer dan 120 tekens en is niet bewaard.');
    expect(nlHtml).not.toContain('N'.repeat(121));
    expect(readListing(db, listingId).listing.draft).toBeNull();
  });

  it('counts a line break once, as the browser does: a text typed up to its length is not oversize', async () => {
    const { token } = openListing(db);
    const description = `${'a'.repeat(999)}\r\n${'b'.repeat(1000)}`; // 2001 characters sent, 2000 typed
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.description': description }));
    // The ordinary refusal (the main photo is missing), with every typed value shown back.
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('b'.repeat(1000));
  });

  it('keeps the photos of a post refused for its texts with the saved draft; an oversize text keeps nothing', async () => {
    const { listingId, token } = openListing(db);
    const before = stored();
    const photos = [
      { name: 'mainPhoto', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#3c3') },
    ];
    const oversize = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ phone: '5'.repeat(20_000) }), photos);
    expect(oversize.status).toBe(413);
    expect(await oversize.text()).toMatch(/id="photo-main-error"[^>]*>\s*Choose this photo again: it was not kept, because a text above is too long\./);
    expect(stored()).toEqual(before);
    expect(readListing(db, listingId).listing).toMatchObject({ draft: null, savedDraft: null });

    const invalid = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': '' }), photos);
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain('Name is required');
    expect(html).not.toContain('Choose this photo again');
    const { listing } = readListing(db, listingId);
    const images = (listing.savedDraft as { images: string[] }).images;
    expect(images).toHaveLength(2);
    for (const url of images) expect(html).toContain(`name="keepPhoto" value="${url}" checked`);
    // Every file stored is referenced by the saved draft: nothing is orphaned.
    expect(stored()).toEqual({ folders: before.folders + 2, rows: before.rows + 2 });
    const ids = db
      .select()
      .from(media)
      .all()
      .map((row) => `/objects/uploads/${row.id}`);
    expect(ids).toEqual(expect.arrayContaining(images));
    expect(listing).toMatchObject({ status: 'awaiting_content', draft: null });
  });

  it('keeps the photos that passed when one photo of the post is refused, referenced by the saved draft', async () => {
    const { listingId, token } = openListing(db);
    const before = stored();
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(), [
      { name: 'mainPhoto', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#33c') },
      { name: 'morePhotos', data: Buffer.from('%PDF-1.4 not an image'), type: 'image/jpeg', filename: 'menu.jpg' },
    ]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="photo-more-error"[^>]*>\s*This file is not a supported image/);
    expect(stored()).toEqual({ folders: before.folders + 2, rows: before.rows + 2 });
    const { listing } = readListing(db, listingId);
    expect(listing.draft).toBeNull();
    expect((listing.savedDraft as { images: string[] }).images).toHaveLength(2);
  });
});
