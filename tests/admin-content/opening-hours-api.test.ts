/**
 * The spec's own opening-hours example (section 3: "text such as '9:00-17:00' or 'Closed'") posted to the admin
 * content API, the spec's flat way: taken, and stored in the strict format '09:00-17:00' that the pages, the
 * open-now filter and the structured data read. A range with spaces around the dash is taken the same way.
 */
import { describe, expect, it } from 'vitest';
import { sampleRestaurant, useContentServer } from './helpers';

const ctx = useContentServer();

const { call, pub } = ctx;

/** The spec's example day, word for word. */
const SPEC_EXAMPLE = '9:00-17:00';

describe("admin content API: the spec's opening hours example", () => {
  it('takes a one-digit hour and spaces around the dash, and stores 09:00-17:00', async () => {
    const { translations, ...neutral } = sampleRestaurant;
    const body = {
      ...neutral,
      ...translations.en,
      openingHours: { monday: SPEC_EXAMPLE, tuesday: '9:00 - 17:00', wednesday: '7:30-9:45, 17:00-1:00', sunday: 'Closed' },
    };
    const created = await call('POST', '/api/admin/restaurants', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = { monday: '09:00-17:00', tuesday: '09:00-17:00', wednesday: '07:30-09:45, 17:00-01:00', sunday: 'Closed' };
    expect(created.body.openingHours).toEqual(stored);
    // Read back: the public API holds the stored format.
    expect((await pub(`/api/restaurants/${created.body.id}`)).body.openingHours).toEqual(stored);
  });

  it('takes it on an update too, and still refuses what it cannot read', async () => {
    const created = await call('POST', '/api/admin/restaurants', sampleRestaurant);
    const updated = await call('PUT', `/api/admin/restaurants/${created.body.id}`, { ...sampleRestaurant, openingHours: { friday: SPEC_EXAMPLE } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.openingHours).toEqual({ friday: '09:00-17:00' });
    const refused = await call('POST', '/api/admin/restaurants', { ...sampleRestaurant, openingHours: { monday: '9 to 5' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('openingHours.monday: Opening hours must be Closed or ranges like 09:00-17:00, separated by a comma and a space');
  });
});
