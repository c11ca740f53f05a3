/**
 * Issue 31, events that repeat, in the business's listing editor (plain form posts, no JavaScript): a weekly
 * schedule and a list of dates are stored with the draft and shown again; a last date before the first is refused
 * next to its field, in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { openListing, postEditor, readListing, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture();

const eventFields = (patch: Record<string, string>) => ({
  'nl.name': 'Kasekovrijdag',
  'nl.description': 'Elke vrijdag live kaseko.',
  'nl.category': 'Live muziek',
  'nl.time': '21:00 uur',
  'nl.location': 'Waterkant, Paramaribo',
  date: '2026-12-04',
  price: '10',
  ...patch,
});
const page = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).text();

describe('an event listing that repeats', () => {
  it('keeps a weekly schedule (every Friday 21:00–02:00 until a last date) in the draft and shows it again', async () => {
    const { listingId, token } = openListing(db, 'event', 'nl');
    const fields = eventFields({ repeat: 'weekly', weekday: '5', endTime: '02:00', lastDate: '2027-02-26' });
    expect((await postEditor(server.baseUrl, `/nl/listing/${token}`, fields)).status).toBe(303);
    const draft = readListing(db, listingId).listing.draft as Record<string, unknown>;
    expect(draft).toMatchObject({ repeat: 'weekly', weekday: 5, endTime: '02:00', lastDate: '2027-02-26T15:00:00.000Z', extraDates: [] });
    const html = await page(`/nl/listing/${token}`);
    expect(html).toMatch(/<option value="weekly" selected[^>]*>\s*Elke week\s*</);
    expect(html).toMatch(/<option value="5" selected[^>]*>\s*Vrijdag\s*</);
    expect(html).toContain('value="02:00"');
    expect(html).toContain('value="2027-02-26"');
  });

  it('keeps a list of other dates, each with its own start time or none', async () => {
    const { listingId, token } = openListing(db, 'event', 'en');
    const fields = eventFields({ repeat: 'dates', extraDates: '2026-12-12 20:00\r\n\r\n2026-12-19' });
    expect((await postEditor(server.baseUrl, `/listing/${token}`, fields)).status).toBe(303);
    const draft = readListing(db, listingId).listing.draft as Record<string, unknown>;
    expect(draft).toMatchObject({
      repeat: 'dates',
      extraDates: [
        { day: '2026-12-12', time: '20:00' },
        { day: '2026-12-19', time: '' },
      ],
    });
    expect(await page(`/listing/${token}`)).toMatch(/name="extraDates"[^>]*>2026-12-12 20:00\n2026-12-19</);
  });

  it('refuses a last date before the first, by its field and in Dutch, keeping what was typed', async () => {
    const { token } = openListing(db, 'event', 'nl');
    const res = await postEditor(server.baseUrl, `/nl/listing/${token}`, eventFields({ repeat: 'weekly', lastDate: '2026-11-20' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="f-lastDate-error"[^>]*>\s*Laatste datum kan niet vóór de datum liggen/);
    expect(html).toContain('value="2026-11-20"');
  });

  it('refuses other dates that are no dates, by their field and in Dutch', async () => {
    const other = openListing(db, 'event', 'nl');
    const bad = await postEditor(server.baseUrl, `/nl/listing/${other.token}`, eventFields({ repeat: 'dates', extraDates: 'volgende vrijdag' }));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/id="f-extraDates-error"[^>]*>\s*Andere data moeten één per regel staan, zoals 2026-12-05 21:00/);
  });
});
