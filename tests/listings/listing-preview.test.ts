/**
 * The admin's preview of a listing waiting for review is its public page, rendered on the server
 * from the content sent, in the route's language, framed only by the site and only for admins.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '~/db/schema';
import { signInAsAdmin } from '../helpers/admin-session';
import { openListing, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture();
let cookie: string;
beforeAll(async () => {
  cookie = (await signInAsAdmin(server.baseUrl)).cookie;
});

const draft = {
  priceRange: '$$',
  imageUrl: '/images/restaurants/placeholder.jpg',
  imageUrls: [],
  phone: '+597 855-0101',
  openingHours: { monday: '08:00-16:00', tuesday: 'Closed' },
  isEditorsPick: false,
  translations: {
    en: { name: '', description: '', cuisine: '', location: '' },
    nl: { name: 'Warung Preview', description: 'Saoto-soep en bami aan de Waterkant.', cuisine: 'Javaans', location: 'Waterkant 9, Paramaribo' },
  },
};

function pendingRestaurant(): string {
  const { listingId } = openListing(db, 'restaurant', 'nl');
  db.update(listings).set({ status: 'pending_review', draft, submittedAt: new Date() }).where(eq(listings.id, listingId)).run();
  return listingId;
}

describe('the listing preview', () => {
  it('is the public restaurant page in each language, with the Dutch text marked on the English one', async () => {
    const id = pendingRestaurant();
    const nl = await fetch(`${server.baseUrl}/nl/admin/preview/${id}`, { headers: { cookie } });
    expect(nl.status).toBe(200);
    const nlHtml = await nl.text();
    expect(nlHtml).toContain('Warung Preview');
    expect(nlHtml).toContain('Maandag');
    expect(nlHtml).toContain('Partner van de gids');
    expect(nlHtml).not.toContain('data-written-in');
    const en = await fetch(`${server.baseUrl}/admin/preview/${id}`, { headers: { cookie } });
    const enHtml = await en.text();
    expect(enHtml).toContain('Monday');
    expect(enHtml).toContain('Written in Dutch');
    expect(en.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(en.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(en.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect(en.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('needs an admin session (the login otherwise), and answers 404 without content waiting', async () => {
    const id = pendingRestaurant();
    const signedOut = await fetch(`${server.baseUrl}/nl/admin/preview/${id}`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/nl/admin/login');
    expect(await signedOut.text()).not.toContain('Warung Preview');
    const { listingId: empty } = openListing(db, 'restaurant');
    expect((await fetch(`${server.baseUrl}/admin/preview/${empty}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/admin/preview/nope`, { headers: { cookie } })).status).toBe(404);
  });

  it('leaves the public pages unframeable', async () => {
    const res = await fetch(`${server.baseUrl}/restaurants`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
