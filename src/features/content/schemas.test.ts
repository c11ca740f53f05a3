import { describe, expect, it } from 'vitest';
import { eventInputSchema } from '~/features/events';
import { restaurantInputSchema } from '~/features/restaurants';
import { OPENING_HOURS_FORMAT_MESSAGE } from '~/platform/dates/opening-hours';
import { tourInputSchema } from '~/features/tours';

const restaurant = {
  priceRange: '$$',
  imageUrl: '/objects/uploads/0123456789abcdef',
  translations: { en: { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' } },
};

describe('content schemas', () => {
  it('accepts English only and fills Dutch with empty texts', () => {
    const parsed = restaurantInputSchema.parse(restaurant);
    expect(parsed.translations.nl).toEqual({ name: '', description: '', cuisine: '', location: '' });
    expect(parsed.isEditorsPick).toBe(false);
    expect(parsed.openingHours).toEqual({});
  });
  it('has no typed rating any more: the rating comes from approved reviews (issue 20)', () => {
    expect(restaurantInputSchema.parse({ ...restaurant, rating: 4.5 })).not.toHaveProperty('rating');
  });
  it('names the field that fails', () => {
    const r = restaurantInputSchema.safeParse({ ...restaurant, priceRange: '$$$$$' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Price range must be $, $$, $$$ or $$$$');
    const r3 = restaurantInputSchema.safeParse({ ...restaurant, translations: { en: { ...restaurant.translations.en, name: '  ' } } });
    expect(r3.error?.issues[0]?.message).toBe('Name is required');
  });
  it('refuses image URLs that are neither uploads nor https', () => {
    for (const imageUrl of ['http://x.test/a.jpg', 'javascript:alert(1)', '/objects/uploads/../../x', '']) {
      expect(restaurantInputSchema.safeParse({ ...restaurant, imageUrl }).success).toBe(false);
    }
    expect(restaurantInputSchema.safeParse({ ...restaurant, imageUrl: 'https://images.test/a.jpg' }).success).toBe(true);
  });
  it('refuses weekday keys that are not lowercase weekday names', () => {
    expect(restaurantInputSchema.safeParse({ ...restaurant, openingHours: { Monday: '9-5' } }).success).toBe(false);
    expect(restaurantInputSchema.safeParse({ ...restaurant, openingHours: { monday: '09:00-17:00' } }).success).toBe(true);
  });
  it('accepts only the stored opening hours format: Closed or HH:MM-HH:MM ranges joined by a comma and a space', () => {
    const hours = (monday: string) => restaurantInputSchema.safeParse({ ...restaurant, openingHours: { monday } });
    for (const ok of ['Closed', '09:00-17:00', '11:00-14:00, 17:00-01:00', '18:00-00:00', '']) expect(hours(ok).data?.openingHours.monday, ok).toBe(ok);
    // The spec's own example, with a one-digit hour and with spaces, is stored in the strict format.
    expect(hours('9:00-17:00').data?.openingHours.monday).toBe('09:00-17:00');
    expect(hours(' 9:00 - 17:00 ').data?.openingHours.monday).toBe('09:00-17:00');
    expect(hours('7:30 - 9:45, 17:00-1:00').data?.openingHours.monday).toBe('07:30-09:45, 17:00-01:00');
    for (const bad of ['9-5', '9:0-17:00', '123:00-17:00', '10am - 8pm', 'closed', 'gesloten', '09:00-17:00,18:00-22:00', '24:00-02:00']) {
      expect(hours(bad).error?.issues[0]?.message, bad).toBe(OPENING_HOURS_FORMAT_MESSAGE);
    }
  });
  it('refuses negative prices and keeps list defaults', () => {
    const tour = {
      price: 10,
      maxPeople: 4,
      imageUrl: '/objects/uploads/0123456789abcdef',
      translations: {
        en: { name: 'A', description: 'B', category: 'Nature', duration: '1 day', location: 'X', operator: 'Y' },
        nl: { whatToBring: ['Hoed'] },
      },
    };
    const parsed = tourInputSchema.parse(tour);
    expect(parsed.translations.en.whatToBring).toEqual([]);
    expect(parsed.translations.nl?.whatToBring).toEqual(['Hoed']);
    expect(tourInputSchema.safeParse({ ...tour, price: -1 }).error?.issues[0]?.message).toBe('Price cannot be negative');
  });
  it('coerces event dates and prices', () => {
    const parsed = eventInputSchema.parse({
      date: '2026-12-01T22:00:00Z',
      price: '15',
      translations: { en: { name: 'A', description: 'B', category: 'Live Music', time: '9:00 PM', location: 'X' } },
    });
    expect(parsed.date.toISOString()).toBe('2026-12-01T22:00:00.000Z');
    expect(parsed.price).toBe(15);
    expect(eventInputSchema.safeParse({ date: 'not a date', translations: parsed.translations }).success).toBe(false);
  });
});

describe("content schemas: the spec's flat shape", () => {
  const flat = {
    priceRange: '$$',
    imageUrl: '/objects/uploads/0123456789abcdef',
    name: 'Roti Hut',
    description: 'Roti',
    cuisine: 'Surinamese',
    location: 'Paramaribo',
  };
  it('takes flat texts as the English ones and carries no Dutch (a replace keeps the stored Dutch)', () => {
    const parsed = restaurantInputSchema.parse(flat);
    // The flat client knows no alt texts: none are sent, so an update keeps the stored ones (issue 21, image-alts-carry.server.ts).
    expect(parsed.translations).toEqual({ en: { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' } });
    expect(parsed.translations.en.imageAlts).toBeUndefined();
    expect(parsed).not.toHaveProperty('name');
    expect(parsed.priceRange).toBe('$$');
  });
  it('names a failing flat field the way it was sent', () => {
    const r = restaurantInputSchema.safeParse({ ...flat, description: undefined, name: ' ' });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['name: Name is required', 'description: Description is required']);
  });
  it('refuses a body that mixes both shapes', () => {
    const r = restaurantInputSchema.safeParse({ ...flat, translations: restaurant.translations });
    expect(r.error?.issues[0]?.path).toEqual(['translations']);
    expect(r.error?.issues[0]?.message).toBe('Send the texts either flat (English) or as translations, not both');
  });
});

describe('content schemas: either language is enough', () => {
  const texts = restaurant.translations.en;
  it('accepts Dutch only and leaves English empty', () => {
    const parsed = restaurantInputSchema.parse({ ...restaurant, translations: { nl: texts } });
    expect(parsed.translations.en).toEqual({ name: '', description: '', cuisine: '', location: '' });
    expect(parsed.translations.nl?.name).toBe('Roti Hut');
  });
  it('takes each required text from either language (a name in Dutch, a description in English)', () => {
    const { name, ...rest } = texts;
    expect(restaurantInputSchema.safeParse({ ...restaurant, translations: { en: rest, nl: { name } } }).success).toBe(true);
  });
  it('refuses a required text written in neither language, naming it once', () => {
    const r = restaurantInputSchema.safeParse({ ...restaurant, translations: { en: { ...texts, cuisine: ' ' }, nl: { name: 'Roti Hut', cuisine: '' } } });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['translations.en.cuisine: Cuisine is required']);
    const none = restaurantInputSchema.safeParse({ ...restaurant, translations: {} });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['Name is required', 'Description is required', 'Cuisine is required', 'Location is required']);
  });
});
