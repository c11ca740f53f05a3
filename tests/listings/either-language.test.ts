/**
 * Either language is enough in the listing editor: a business that writes its listing in Dutch only
 * (posted without JavaScript) sends it for review; one that writes a text in neither language is told
 * which text is missing.
 */
import { describe, expect, it } from 'vitest';
import { makeJpeg, openListing, postEditor, readListing, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture({ ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });

const dutchOnly = (patch: Record<string, string> = {}): Record<string, string> => ({
  'nl.name': 'Warung Mien',
  'nl.description': 'Javaanse gerechten aan de rivier.',
  'nl.cuisine': 'Javaans',
  'nl.location': 'Waterkant 5, Paramaribo',
  priceRange: '$$',
  'openingHours.monday.open1': '09:00',
  'openingHours.monday.close1': '17:00',
  ...patch,
});

describe('the listing editor in one language', () => {
  it('accepts a listing written in Dutch only and sends it for review', async () => {
    const { listingId, token } = openListing(db, 'restaurant', 'nl');
    const res = await postEditor(server.baseUrl, `/nl/listing/${token}`, dutchOnly(), [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(303);
    const { listing } = readListing(db, listingId);
    expect(listing.status).toBe('pending_review');
    const draft = listing.draft as { translations: { en: { name: string }; nl: { name: string } } };
    expect(draft.translations.nl.name).toBe('Warung Mien');
    expect(draft.translations.en.name).toBe('');
  });

  it('refuses a required text written in neither language, naming it', async () => {
    const { listingId, token } = openListing(db, 'restaurant', 'nl');
    const res = await postEditor(server.baseUrl, `/listing/${token}`, dutchOnly({ 'nl.cuisine': '' }), [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).toContain('Cuisine is required');
    expect(readListing(db, listingId).listing.status).toBe('awaiting_content');
  });
});
