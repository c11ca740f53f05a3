/**
 * A refused editor post keeps nothing: a text longer than the form allows gets 413 and is not shown
 * back, and the photos of a post refused for any reason leave no file under uploads/ and no row in
 * `media`, whether the post was refused before its photos were stored or after.
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
}, 60_000);
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

  it('keeps no photo when its texts are refused (nothing stored) or an oversize text comes with it', async () => {
    const { listingId, token } = openListing(db);
    const before = stored();
    const photos = [
      { name: 'mainPhoto', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#3c3') },
    ];
    const invalid = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': '' }), photos);
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toContain('Name is required');
    expect(html).toMatch(/id="photo-main-error"[^>]*>\s*Choose this photo again: new photos are only kept when the form is sent without errors\./);
    expect(html).not.toMatch(/name="keepPhoto" value="\/objects\/uploads\//);
    const oversize = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ phone: '5'.repeat(20_000) }), photos);
    expect(oversize.status).toBe(413);
    expect(stored()).toEqual(before);
    expect(readListing(db, listingId).listing.draft).toBeNull();
  });

  it('discards the photos it stored when one photo of the post is refused', async () => {
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
    expect(html).toMatch(/id="photo-main-error"[^>]*>\s*Choose this photo again/);
    expect(stored()).toEqual(before);
    expect(readListing(db, listingId).listing.draft).toBeNull();

    // The same photos in a post that is taken are stored, once each.
    const taken = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(), [
      { name: 'mainPhoto', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#33c') },
    ]);
    expect(taken.status).toBe(303);
    expect(stored()).toEqual({ folders: before.folders + 2, rows: before.rows + 2 });
  });
});
