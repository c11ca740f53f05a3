/**
 * The listing editor's opening hours posted without JavaScript (issue 18): a Closed box and two opens/closes slots per
 * day, assembled on the server into the stored text; per-day messages in the page language with every value kept.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '~/db/client';
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

const lunchAndDinner = {
  'openingHours.monday.closed': 'on',
  'openingHours.tuesday.open1': '11:30',
  'openingHours.tuesday.close1': '14:30',
  'openingHours.tuesday.open2': '18:00',
  'openingHours.tuesday.close2': '01:00',
};

describe('opening hours in the listing editor', () => {
  it('shows a Closed box and two labelled opens/closes time inputs per day', async () => {
    const html = await (await get(`/listing/${openListing(db).token}`)).text();
    for (const day of ['monday', 'sunday']) {
      expect(html).toContain(`name="openingHours.${day}.closed"`);
      for (const slot of ['open1', 'close1', 'open2', 'close2']) expect(html).toMatch(new RegExp(`type="time"[^>]*name="openingHours\\.${day}\\.${slot}"`));
    }
    expect(html).toMatch(/<span class="sr-only">Tuesday, <\/span>\s*Opens/);
  });

  it('stores Closed and lunch and dinner past midnight as the stored text, and shows them back', async () => {
    const { listingId, token } = openListing(db);
    const fields = restaurantFields(lunchAndDinner);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(303);
    const draft = readListing(db, listingId).listing.draft as { openingHours: Record<string, string> };
    expect(draft.openingHours).toEqual({ monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00' });
    const page = await (await get(`/listing/${token}`)).text();
    expect(page).toMatch(/name="openingHours\.monday\.closed" checked/);
    expect(page).toContain('name="openingHours.tuesday.close2" value="01:00"');
    expect(page).toContain('closes the next day');
    const nl = await (await get(`/nl/listing/${token}`)).text();
    expect(nl).toContain('sluit de volgende dag');
  });

  it('refuses hours not in the format with a message per day in the page language, every value kept', async () => {
    const { listingId, token } = openListing(db);
    const fields = restaurantFields({
      ...lunchAndDinner,
      'openingHours.tuesday.open2': '14:00',
      'openingHours.wednesday.open1': '11:00',
      'openingHours.friday.open1': '09:00',
      'openingHours.friday.close1': '09:00',
    });
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="hours-tuesday-error"[^>]*>\s*Tuesday: the hours overlap/);
    expect(html).toMatch(/id="hours-wednesday-error"[^>]*>\s*Wednesday: fill in both the opening and the closing time/);
    expect(html).toMatch(/id="hours-friday-error"[^>]*>\s*Friday: the opening and closing time cannot be the same/);
    expect(html).toMatch(
      /id="hours-wednesday-open1"[^>]*name="openingHours\.wednesday\.open1" value="11:00"[^>]*aria-invalid="true"[^>]*aria-describedby="hours-wednesday-error"/,
    );
    expect(html).toMatch(/href="#hours-tuesday-closed"/);
    expect(html).toMatch(/name="openingHours\.monday\.closed" checked/);
    const nl = await (await postEditor(server.baseUrl, `/nl/listing/${token}`, fields)).text();
    expect(nl).toContain('Woensdag: vul zowel de openings- als de sluitingstijd in');
    expect(readListing(db, listingId).listing.draft).toBeNull();
  });

  it('keeps older text that does not fit the slots visible, and refuses it until the day is filled in', async () => {
    const { listingId, token } = openListing(db);
    const fields = restaurantFields({ 'openingHours.thursday.kept': '10am - 8pm' });
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('the saved text “10am - 8pm” is not in the new format');
    expect(html).toContain('name="openingHours.thursday.kept" value="10am - 8pm"');
    const fixed = restaurantFields({
      'openingHours.thursday.kept': '10am - 8pm',
      'openingHours.thursday.open1': '10:00',
      'openingHours.thursday.close1': '20:00',
    });
    const ok = await postEditor(server.baseUrl, `/listing/${token}`, fixed, [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(ok.status).toBe(303);
    expect((readListing(db, listingId).listing.draft as { openingHours: Record<string, string> }).openingHours).toMatchObject({ thursday: '10:00-20:00' });
  });
});
