/**
 * The editor keeps work: "Save draft" and a refused "Send for review" store the form's values and
 * photos as the listing's saved draft, shown again when the link is opened; saving is not sending
 * (no status change, no event, no admin email), and sending clears the saved draft.
 */
import { describe, expect, it } from 'vitest';
import { describeDraftSaved } from '~/features/listings/editor/draft-time';
import { makeJpeg, openListing, postEditor, readListing, restaurantFields, serveEditorFixture } from './editor-helpers';

const { server, db } = serveEditorFixture({ ADMIN_NOTIFY_EMAIL: 'admin@guide.example' });

const get = async (p: string) => (await fetch(`${server.baseUrl}${p}`)).text();
const savedImages = (listingId: string) => (readListing(db, listingId).listing.savedDraft as { images: string[] }).images;

describe('the saved draft', () => {
  it('Save draft keeps an unfinished form without refusing it, and sends nothing for review', async () => {
    const { listingId, token } = openListing(db);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields({ 'en.name': '', 'nl.cuisine': 'Javaans' }), intent: 'draft' }, [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/listing/${token}?saved=1`);
    const { listing, events, adminMails } = readListing(db, listingId);
    expect(listing).toMatchObject({ status: 'awaiting_content', draft: null, submittedAt: null });
    expect(events.filter((e) => e.action === 'submitted')).toHaveLength(0);
    expect(adminMails).toHaveLength(0);
    expect(listing.draftSavedAt).not.toBeNull();
    const [photo] = savedImages(listingId);
    expect(photo).toMatch(/^\/objects\/uploads\//);

    // Reopened: what was typed and the photo, and when it was saved, in Paramaribo time.
    const page = await get(`/listing/${token}?saved=1`);
    expect(page).toContain('Your draft is saved. It is not sent for review yet');
    expect(page).toContain('value="Javaans"');
    expect(page).toContain('value="Waterkant 5, Paramaribo"');
    expect(page).toContain(`name="keepPhoto" value="${photo}" checked`);
    const { time } = describeDraftSaved(listing.draftSavedAt!, listing.draftSavedAt!, 'en');
    expect(page).toContain(`Draft saved at ${time}. Not sent for review yet.`);
    expect(await get(`/nl/listing/${token}`)).toContain(`Concept opgeslagen om ${time}. Nog niet ter controle ingestuurd.`);
  });

  it('Save draft refuses only a text that cannot be stored, marked by its field, and keeps nothing of that post', async () => {
    const { listingId, token } = openListing(db);
    const res = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields({ 'en.name': 'N'.repeat(121) }), intent: 'draft' });
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/id="en-name-error"[^>]*>\s*This text is longer than 120 characters/);
    expect(readListing(db, listingId).listing).toMatchObject({ savedDraft: null, draftSavedAt: null });
  });

  it('a refused Send stores its values as the saved draft; a later Send clears it', async () => {
    const { listingId, token } = openListing(db);
    const refused = await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields({ 'en.cuisine': '', 'en.description': 'Kept after refusal' }), [
      { name: 'mainPhoto', data: await makeJpeg() },
    ]);
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/id="en-cuisine-error"/);
    expect(html).toContain('What you typed and your photos are saved as a draft.');
    expect(html).toMatch(/Draft saved at \d\d:\d\d\. Not sent for review yet\./);
    const { listing } = readListing(db, listingId);
    expect(listing).toMatchObject({ status: 'awaiting_content', draft: null });
    expect(listing.savedDraft).toMatchObject({ texts: { en: { description: 'Kept after refusal', cuisine: '' } } });
    const [photo] = savedImages(listingId);
    expect(await get(`/listing/${token}`)).toContain('Kept after refusal');

    const sent = await postEditor(server.baseUrl, `/listing/${token}`, { ...restaurantFields(), keepPhoto: photo!, intent: 'send' });
    expect(sent.status).toBe(303);
    const after = readListing(db, listingId).listing;
    expect(after).toMatchObject({ status: 'pending_review', savedDraft: null, draftSavedAt: null, draft: { imageUrl: photo } });
    expect(await get(`/listing/${token}`)).not.toContain('Draft saved at');
  });

  it('a draft saved while in review or while live leaves the status, the sent content and the admin queue as they were', async () => {
    const { listingId, token } = openListing(db);
    await postEditor(server.baseUrl, `/listing/${token}`, restaurantFields(), [{ name: 'mainPhoto', data: await makeJpeg() }]);
    const sent = readListing(db, listingId);
    expect(sent.listing.status).toBe('pending_review');
    const photo = (sent.listing.draft as { imageUrl: string }).imageUrl;
    const res = await postEditor(server.baseUrl, `/listing/${token}`, {
      ...restaurantFields({ 'en.name': 'Renamed later' }),
      keepPhoto: photo,
      intent: 'draft',
    });
    expect(res.status).toBe(303);
    const saved = readListing(db, listingId);
    expect(saved.listing).toMatchObject({
      status: 'pending_review',
      draft: sent.listing.draft,
      submittedAt: sent.listing.submittedAt,
      updatedAt: sent.listing.updatedAt,
    });
    expect(saved.events).toEqual(sent.events);
    // By id: the sender may deliver the queued email meanwhile; no new one is queued.
    expect(saved.adminMails.map((m) => m.id)).toEqual(sent.adminMails.map((m) => m.id));
    expect(savedImages(listingId)).toEqual([photo]);
    expect(await get(`/listing/${token}`)).toContain('value="Renamed later"');
  });
});
