/**
 * The business's listing editor over HTTP (issue 17): links that open nothing, each state of a
 * listing, the form posted without JavaScript (values kept on error, photos through the media
 * pipeline), a submission stored once per listing with one admin email per review round, and
 * nothing of a draft on the public pages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { listingEditorTokens, listings } from '~/db/schema';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { openListing, openServerDb, postEditor, readListing, restaurantFields } from './editor-helpers';

let server: RunningServer;
let db: Db;
beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, { ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });
  db = openServerDb(dataDir);
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

const get = (p: string) => fetch(`${server.baseUrl}${p}`, { redirect: 'manual' });

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('no-store');
  // same-origin: the token never leaves the site; no-referrer would make browsers post `Origin: null`.
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
  expect(res.headers.get('x-robots-tag')).toContain('noindex');
}

describe('a link that opens no editor', () => {
  it('unknown: 404 with a clear page in English and Dutch, pointing to /contact', async () => {
    for (const [prefix, words, contact] of [
      ['', 'This link does not work', 'href="/contact"'],
      ['/nl', 'Deze link werkt niet', 'href="/nl/contact"'],
    ] as const) {
      for (const token of ['a'.repeat(32), 'junk']) {
        const res = await get(`${prefix}/listing/${token}`);
        expect(res.status).toBe(404);
        expectPrivate(res);
        const html = await res.text();
        expect(html).toContain(words);
        expect(html).toContain(contact);
        expect(html).toContain('<meta name="robots" content="noindex"');
      }
    }
  });

  it('revoked: 410 in both languages, and a post changes nothing', async () => {
    const { listingId, token } = openListing(db);
    db.update(listingEditorTokens).set({ revokedAt: new Date() }).where(eq(listingEditorTokens.listingId, listingId)).run();
    const en = await get(`/listing/${token}`);
    expect(en.status).toBe(410);
    expectPrivate(en);
    expect(await en.text()).toContain('This link was withdrawn');
    const nl = await get(`/nl/listing/${token}`);
    expect(nl.status).toBe(410);
    expect(await nl.text()).toContain('Deze link is ingetrokken');
    const post = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields());
    expect(post.status).toBe(410);
    expect(readListing(db, listingId).listing).toMatchObject({ status: 'awaiting_content', draft: null, submittedAt: null });
  });

  it('ended: 410 with the renewal instead of the form, in both languages', async () => {
    const { listingId, token } = openListing(db, 'restaurant', 'nl');
    db.update(listings)
      .set({ status: 'live', liveFrom: new Date(Date.now() - 100 * 86_400_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(listings.id, listingId))
      .run();
    const en = await get(`/listing/${token}`);
    expect(en.status).toBe(410);
    const enHtml = await en.text();
    expect(enHtml).toContain('Your listing has ended');
    expect(enHtml).not.toContain('enctype="multipart/form-data"');
    const nl = await get(`/nl/listing/${token}`);
    expect(nl.status).toBe(410);
    expect(await nl.text()).toContain('Je vermelding is afgelopen');
  });
});

describe('the editor of a valid link', () => {
  it('shows the state and the kind form, either language enough, never cached', async () => {
    const { token } = openListing(db, 'tour');
    const res = await get(`/listing/${token}`);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain('Awaiting your content');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('name="en.operator"');
    expect(html).toContain('name="nl.whatToBring"');
    expect(html).toContain('name="maxPeople"');
    expect(html).toContain('Write your listing in English, Dutch or both.');
    expect(html).not.toContain('English (required)');
    // No text input is required on its own: each required text may be written in either language.
    expect(html).not.toMatch(/name="(en|nl)\.name"[^>]*required/);
    const nl = await (await get(`/nl/listing/${token}`)).text();
    expect(nl).toContain('Schrijf je vermelding in het Nederlands, het Engels of allebei.');
    expect(nl).not.toContain('Engels (verplicht)');
  });

  it('leaves out the fields only editors set', async () => {
    const restaurant = await (await get(`/listing/${openListing(db, 'restaurant').token}`)).text();
    expect(restaurant).toContain('name="priceRange"');
    expect(restaurant).not.toMatch(/name="(rating|isEditorsPick)"/);
    const event = await (await get(`/listing/${openListing(db, 'event').token}`)).text();
    expect(event).toContain('name="date"');
    expect(event).not.toContain('name="isFeatured"');
    expect(event).not.toContain('name="morePhotos"');
  });

  it('refuses a post from another site', async () => {
    const { listingId, token } = openListing(db);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(), [], 'https://evil.example');
    expect(res.status).toBe(403);
    expect(readListing(db, listingId).listing.draft).toBeNull();
  });
});
