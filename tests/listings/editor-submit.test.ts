/** Posting the listing editor: errors keep the form, photos go through the pipeline, a submission is stored once per listing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
import { listings, restaurants, restaurantTranslations } from '~/db/schema';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { makeJpeg, openListing, openServerDb, postEditor, readListing, restaurantFields } from './editor-helpers';

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

describe('posting the editor', () => {
  it('keeps every typed value and shows the messages next to the fields, in the page language', async () => {
    const { listingId, token } = openListing(db);
    const fields = restaurantFields({ 'en.name': '', 'en.description': 'Typed & kept <b>', 'nl.cuisine': 'Javaans', phone: 'x'.repeat(41) });
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Name is required');
    expect(html).toMatch(/<a class="underline" href="#en-name">\s*English: Name is required/);
    expect(html).toContain('Phone must be at most 40 characters');
    expect(html).toContain('Typed &amp; kept &lt;b&gt;');
    expect(html).toContain('value="Javaans"');
    expect(html).toContain('name="openingHours.monday.close1" value="17:00"');
    // A refused post keeps its photo with the saved draft: it comes back as a current photo.
    expect(html).toMatch(/name="keepPhoto" value="\/objects\/uploads\/[^"]+" checked/);
    expect(html).not.toContain('Choose this photo again');
    const nl = await (await postEditor(server.baseUrl, `/nl/listing/${token}`, fields)).text();
    expect(nl).toContain('Naam is verplicht');
    expect(readListing(db, listingId).listing).toMatchObject({ status: 'awaiting_content', draft: null });
  });

  it('a photo that fails its rule: the message by its input, the form and the draft photos kept', async () => {
    const { listingId, token } = openListing(db);
    const first = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(), [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(first.status).toBe(303);
    const stored = readListing(db, listingId).listing.draft as { imageUrl: string };
    expect(stored.imageUrl).toMatch(/^\/objects\/uploads\//);
    const page = await (await get(`/listing/${token}`)).text();
    expect(page).toContain(`value="${stored.imageUrl}" checked`);

    const bad = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields({ 'en.name': 'Changed name' }), keepPhoto: stored.imageUrl }, [
      { name: 'morePhotos', data: Buffer.from('%PDF-1.4 not an image'), type: 'image/jpeg', filename: 'menu.jpg' },
    ]);
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toMatch(/id="photo-more-error"[^>]*>\s*This file is not a supported image/);
    expect(html).toContain('value="Changed name"');
    expect(html).toContain(`value="${stored.imageUrl}" checked`);
    expect((readListing(db, listingId).listing.draft as { translations: { en: { name: string } } }).translations.en.name).toBe('Warung Editor Test');
  });

  it('a submission: draft stored, pending review, one event, one admin email, 303 to "sent for review"', async () => {
    const { listingId, token } = openListing(db);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'nl.name': 'Warung Redactie' }), [
      { name: 'mainPhoto', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#3c3') },
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/listing/${token}?sent=1`);
    const { listing, events, adminMails } = readListing(db, listingId);
    expect(listing.status).toBe('pending_review');
    expect(listing.submittedAt).not.toBeNull();
    const draft = listing.draft as Record<string, unknown> & { imageUrls: string[]; translations: { nl: { name: string } } };
    expect(draft).not.toHaveProperty('rating');
    expect(draft).not.toHaveProperty('isEditorsPick');
    expect(draft.imageUrls).toHaveLength(2);
    expect(draft.translations.nl.name).toBe('Warung Redactie');
    expect(events.map((e) => [e.action, e.actor])).toEqual([['submitted', 'owner']]);
    expect(adminMails).toHaveLength(1);
    expect(adminMails[0]!.recipients).toEqual(['admin@guide.example']);
    const page = await (await get(`/listing/${token}?sent=1`)).text();
    expect(page).toContain('Sent for review.');
    expect(page).toContain('Waiting for review');
    expect(page).toContain('value="Warung Redactie"');
  });

  it('twice, or from two tabs at once: one listing, one draft (the last), one admin email', async () => {
    const { listingId, token } = openListing(db);
    const before = db.select().from(listings).all().length;
    const [a, b] = await Promise.all([
      postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': 'Tab one' }), [{ name: 'mainPhoto', data: await makeJpeg() }]),
      postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': 'Tab two' }), [{ name: 'mainPhoto', data: await makeJpeg() }]),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const c = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': 'Last one' }), [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(c.status).toBe(303);
    const { listing, events, adminMails } = readListing(db, listingId);
    expect(db.select().from(listings).all().length).toBe(before);
    expect((listing.draft as { translations: { en: { name: string } } }).translations.en.name).toBe('Last one');
    expect(events).toHaveLength(3);
    expect(adminMails).toHaveLength(1);
  });

  it('changes requested shows the reason; a live listing edited stays live with its edit waiting', async () => {
    const { listingId, token } = openListing(db);
    db.update(listings).set({ status: 'changes_requested', reviewNote: 'Please add a real photo of the food.' }).where(eq(listings.id, listingId)).run();
    const changes = await (await get(`/listing/${token}`)).text();
    expect(changes).toContain('Changes requested');
    expect(changes).toContain('Please add a real photo of the food.');

    const endsAt = new Date(Date.now() + 30 * 86_400_000);
    db.update(listings).set({ status: 'live', liveFrom: new Date(), endsAt, reviewNote: null }).where(eq(listings.id, listingId)).run();
    const live = await (await get(`/nl/listing/${token}`)).text();
    expect(live).toContain('Staat op de site tot en met');
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': 'Live edit' }), [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(res.status).toBe(303);
    expect(readListing(db, listingId).listing).toMatchObject({ status: 'live' });
    expect(await (await get(`/listing/${token}`)).text()).toContain('Your latest changes are waiting for review');
  });

  it('pending content never shows on /restaurants', async () => {
    const { token } = openListing(db);
    const name = 'Pending Secret Warung';
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.name': name, 'nl.name': name }), [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(res.status).toBe(303);
    for (const p of ['/restaurants', '/nl/restaurants', '/api/restaurants', '/search?q=Pending']) {
      expect(await (await get(p)).text()).not.toContain(name);
    }
  });
});

describe('the other kinds and the live entry', () => {
  it('a tour: lists one item per line, numbers as numbers; an event: its day kept, never featured', async () => {
    const tour = openListing(db, 'tour');
    const tourFields = {
      'en.name': 'River Trip',
      'en.description': 'A day on the Suriname river.',
      'en.category': 'River',
      'en.duration': 'Full day',
      'en.location': 'Domburg',
      'en.operator': 'Sita Tours',
      'en.whatToBring': 'Hat\r\n\r\nSunscreen\r\nWater',
      price: '45.5',
      maxPeople: '12',
    };
    const res = await postEditor(server.baseUrl, `/listing/${tour.token}`, tourFields, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(303);
    const draft = readListing(db, tour.listingId).listing.draft as { price: number; maxPeople: number; translations: { en: { whatToBring: string[] } } };
    expect(draft).toMatchObject({ price: 45.5, maxPeople: 12 });
    expect(draft.translations.en.whatToBring).toEqual(['Hat', 'Sunscreen', 'Water']);
    expect(await (await get(`/listing/${tour.token}`)).text()).toMatch(/name="en.whatToBring"[^>]*>Hat\nSunscreen\nWater</);

    const event = openListing(db, 'event');
    const eventFields = {
      'en.name': 'Kaseko Night',
      'en.description': 'Live kaseko.',
      'en.category': 'Live Music',
      'en.time': '21:00',
      'en.location': 'Paramaribo',
      date: '2026-12-31',
      price: '',
      isFeatured: 'true',
    };
    expect((await postEditor(server.baseUrl, `/listing/${event.token}`, eventFields)).status).toBe(303);
    const eventDraft = readListing(db, event.listingId).listing.draft as Record<string, unknown>;
    expect(eventDraft).not.toHaveProperty('isFeatured');
    expect(eventDraft).toMatchObject({ price: 0, imageUrl: null });
    expect(await (await get(`/nl/listing/${event.token}`)).text()).toContain('value="2026-12-31"');
  });

  it('prefills from the live entry when there is no draft', async () => {
    const { listingId, token } = openListing(db);
    const entry = db.select().from(restaurants).limit(1).get()!;
    const name = db.select().from(restaurantTranslations).where(eq(restaurantTranslations.restaurantId, entry.id)).all();
    db.update(listings)
      .set({ status: 'live', entryId: entry.id, liveFrom: new Date(), endsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(listings.id, listingId))
      .run();
    const html = await (await get(`/listing/${token}`)).text();
    const en = name.find((t) => t.locale === 'en')!;
    expect(html).toContain(`value="${en.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    expect(html).toContain(`value="${entry.imageUrl}" checked`);
  });

  it('a form that cannot be read: 400 with the page, never a 500', async () => {
    const { token } = openListing(db);
    const res = await fetch(`${server.baseUrl}/listing/${token}`, {
      method: 'POST',
      headers: { Origin: server.baseUrl, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="en.name"\r\n\r\nbroken',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The form could not be read');
  });
});

describe('the gallery limit of the kind', () => {
  it('refuses more photos than the kind takes, dropping none of the kept ones', async () => {
    const { token } = openListing(db);
    const kept = Array.from({ length: 12 }, (_, i) => `/objects/uploads/kept-photo-${i + 10}`);
    const full = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields(), keepPhoto: kept }, [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(full.status).toBe(422);
    const html = await full.text();
    expect(html).toMatch(/id="photo-main-error"[^>]*>\s*Too many photos/);
    for (const url of kept) expect(html).toContain(`value="${url}" checked`);
    const more = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields(), keepPhoto: kept.slice(0, 11) }, [
      { name: 'morePhotos', data: await makeJpeg() },
      { name: 'morePhotos', data: await makeJpeg('#3c3') },
    ]);
    expect(more.status).toBe(422);
    expect(await more.text()).toMatch(/id="photo-more-error"[^>]*>\s*Too many photos/);
  });
});
