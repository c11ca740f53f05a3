/**
 * The listing editor's links and map position (posted without JavaScript): kept in the sent content, refused in the
 * page's language with every value kept, and "Copy Monday to all days" as a submit button that copies on the server.
 */
import { describe, expect, it } from 'vitest';
import { makeJpeg, openListing, postEditor, readListing, restaurantFields, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture({ ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });

const get = (p: string) => fetch(`${server.baseUrl}${p}`, { redirect: 'manual' });
const links = {
  website: 'warung-test.example',
  whatsapp: '+597 855-0111',
  email: 'hallo@warung-test.example',
  facebook: 'https://www.facebook.com/warung.test',
  instagram: '@warung.test',
  mapLocation: '5.8520, -55.2038',
};

describe('links in the listing editor', () => {
  it('sends the links with the listing and shows them back', async () => {
    const { listingId, token } = openListing(db);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(links), [{ name: 'mainPhoto', data: await makeJpeg() }]);
    expect(res.status).toBe(303);
    expect(readListing(db, listingId).listing.draft).toMatchObject({
      website: 'https://warung-test.example',
      whatsapp: '+597 855-0111',
      email: 'hallo@warung-test.example',
      facebook: 'https://www.facebook.com/warung.test',
      instagram: 'https://www.instagram.com/warung.test/',
      mapLocation: '5.852,-55.2038',
    });
    const html = await (await get(`/listing/${token}`)).text();
    expect(html).toMatch(/name="mapLocation"[^>]* value="5.852,-55.2038"/);
    expect(html).toMatch(/name="instagram"[^>]* value="https:\/\/www.instagram.com\/warung.test\/"/);
  });

  it('refuses a map position outside Suriname in Dutch, keeping what was typed', async () => {
    const { listingId, token } = openListing(db, 'restaurant', 'nl');
    const res = await postEditor(server.baseUrl, `/nl/listing/${token}`, restaurantFields({ ...links, mapLocation: '52.37, 4.90' }), [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="f-mapLocation-error"[^>]*>\s*De kaartpositie moet in Suriname liggen/);
    expect(html).toMatch(/name="mapLocation"[^>]*aria-invalid="true"[^>]* value="52.37, 4.90"/);
    expect(html).toMatch(/name="facebook"[^>]* value="https:\/\/www.facebook.com\/warung.test"/);
    expect(readListing(db, listingId).listing.draft).toBeNull();
  });

  it('lets a tour pick SRD', async () => {
    const { listingId, token } = openListing(db, 'tour');
    const page = await (await get(`/listing/${token}`)).text();
    // USD first, so a tour that picks nothing stays in USD as before.
    expect(page).toMatch(/<select[^>]*name="currency"[^>]*><option value="USD">USD<\/option><option value="SRD">SRD<\/option>/);
    const res = await postEditor(
      server.baseUrl,
      `/listing/${token}`,
      {
        'en.name': 'River Test Tour',
        'en.description': 'Up the river.',
        'en.category': 'River Cruise',
        'en.duration': '1 day',
        'en.location': 'Atjoni',
        'en.operator': 'Test Trips NV',
        currency: 'SRD',
        price: '1250',
        maxPeople: '8',
      },
      [{ name: 'mainPhoto', data: await makeJpeg() }],
    );
    expect(res.status).toBe(303);
    expect(readListing(db, listingId).listing.draft).toMatchObject({ currency: 'SRD', price: 1250 });
  });

  it('words every refusal of the Dutch page in Dutch, from the issue codes (field labels included)', async () => {
    const { token } = openListing(db, 'tour', 'nl');
    const res = await postEditor(
      server.baseUrl,
      `/nl/listing/${token}`,
      {
        'en.name': 'River Test Tour',
        'en.description': 'Up the river.',
        'en.category': 'River Cruise',
        'en.duration': '1 day',
        'en.location': 'Atjoni',
        'en.operator': 'Test Trips NV',
        price: '1250',
        maxPeople: '8',
        operatorWhatsapp: 'call me',
        operatorEmail: 'not an address',
      },
      [{ name: 'mainPhoto', data: await makeJpeg() }],
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    // Rendered from the code and the field's label key; the English messages ('Operator WhatsApp must be a phone number') never show.
    expect(html).toContain('WhatsApp-nummer moet een telefoonnummer zijn');
    expect(html).toContain('E-mail moet een geldig e-mailadres zijn');
    expect(html).not.toContain('must be a phone number');
    expect(html).not.toContain('must be an email address');
  });

  it('copies Monday to all days without JavaScript, saved as a draft and not sent', async () => {
    const { listingId, token } = openListing(db);
    const html = await (await get(`/listing/${token}`)).text();
    expect(html).toMatch(/<button type="submit" name="intent" value="copyHours"[^>]*>\s*Copy Monday to all days/);
    // Enter in a field still sends: the form's first submit button is "Send for review".
    expect(html.indexOf('value="send"')).toBeLessThan(html.indexOf('value="copyHours"'));
    const fields = restaurantFields({ intent: 'copyHours', 'openingHours.monday.open2': '18:00', 'openingHours.monday.close2': '23:00' });
    const res = await postEditor(server.baseUrl, `/listing/${token}`, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/listing/${token}?saved=1#opening-hours`);
    const after = await (await get(`/listing/${token}?saved=1`)).text();
    for (const day of ['tuesday', 'saturday', 'sunday']) {
      expect(after).toContain(`name="openingHours.${day}.open1" value="09:00"`);
      expect(after).toContain(`name="openingHours.${day}.close2" value="23:00"`);
    }
    const { listing } = readListing(db, listingId);
    expect(listing.status).toBe('awaiting_content');
    expect(listing.draft).toBeNull();
  });
});
