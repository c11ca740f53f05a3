import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '~/features/events';
import type { AdminRestaurant } from '~/features/restaurants';
import type { AdminTour } from '~/features/tours';
import { fromDateInput, toDateInput } from './form-common';
import { eventFormSchema, getEmptyEventForm, toEventForm } from '~/features/events';
import { getEmptyNewsForm, newsFormSchema } from '~/features/news';
import { getEmptyRestaurantForm, restaurantFormSchema, toRestaurantForm } from '~/features/restaurants';
import { getEmptyTourForm, toTourForm, tourFormSchema } from '~/features/tours';

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}` : null;

describe('restaurant form', () => {
  it('starts with the spec defaults and refuses an empty form naming the field', () => {
    const empty = getEmptyRestaurantForm();
    expect(empty.isEditorsPick).toBe(false);
    expect(empty.images).toEqual([{ url: '', alt: { en: '', nl: '' } }]);
    expect(Object.values(empty.openingHours).every((v) => v === '')).toBe(true);
    expect(firstIssue(restaurantFormSchema.safeParse(empty))).toBe('imageUrl: Image is required');
    // Issue 20: no typed rating; a restaurant's stars come from its approved reviews.
    expect(empty).not.toHaveProperty('rating');
  });

  it('turns filled values into the API input: gallery starts with the cover, blank days dropped, blank Dutch kept empty', () => {
    const values = getEmptyRestaurantForm();
    const noAlt = { en: '', nl: '' };
    values.images = [
      { url: '/objects/uploads/abcdefgh-1', alt: { en: 'Roti on a plate', nl: 'Roti op een bord' } },
      { url: ' ', alt: { en: 'dropped with its row', nl: '' } },
      { url: 'https://img.test/b.jpg', alt: { en: '', nl: 'Het terras' } },
      { url: '/objects/uploads/abcdefgh-1', alt: noAlt },
    ];
    values.openingHours.monday = '09:00-17:00';
    values.translations.en = { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' };
    values.translations.nl.name = 'Rotihut';
    const parsed = restaurantFormSchema.parse(values);
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed.imageUrls).toEqual(['/objects/uploads/abcdefgh-1', 'https://img.test/b.jpg']);
    expect(parsed.openingHours).toEqual({ monday: '09:00-17:00' });
    expect(parsed.phone).toBeNull();
    expect(parsed.translations.nl).toEqual({ name: 'Rotihut', description: '', cuisine: '', location: '', imageAlts: ['Roti op een bord', 'Het terras'] });
    expect(parsed.translations.en.imageAlts).toEqual(['Roti on a plate']);
  });

  it("checks each day's hours strictly and puts the issue on that day", () => {
    const values = getEmptyRestaurantForm();
    values.images = [{ url: '/objects/uploads/abcdefgh-1', alt: { en: '', nl: '' } }];
    values.translations.en = { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' };
    values.openingHours.monday = 'Closed';
    values.openingHours.tuesday = '11:30-14:30, 18:00-01:00';
    expect(restaurantFormSchema.parse(values).openingHours).toEqual({ monday: 'Closed', tuesday: '11:30-14:30, 18:00-01:00' });
    values.openingHours.wednesday = '11:00-';
    values.openingHours.friday = '10am - 8pm';
    const result = restaurantFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['openingHours.wednesday', 'openingHours.friday']);
  });

  it('loads a stored row back with its images, their alts and hours', () => {
    const row = {
      id: 3,
      priceRange: '$$$',
      imageUrl: '/objects/uploads/abcdefgh-1',
      imageUrls: ['/objects/uploads/abcdefgh-1', 'https://img.test/b.jpg'],
      phone: '+597 1',
      openingHours: { sunday: 'Closed' },
      isEditorsPick: true,
      website: '',
      whatsapp: '',
      email: '',
      facebook: '',
      instagram: '',
      mapLocation: '',
      createdAt: '',
      translations: {
        en: { name: 'A', description: 'B', cuisine: 'C', location: 'D', imageAlts: ['Front', 'Terrace'] },
        nl: { name: '', description: '', cuisine: '', location: '', imageAlts: ['Voorkant'] },
      },
      missingTranslations: ['nl'],
      missingFields: {},
    } satisfies AdminRestaurant;
    const form = toRestaurantForm(row);
    expect(form.images).toEqual([
      { url: '/objects/uploads/abcdefgh-1', alt: { en: 'Front', nl: 'Voorkant' } },
      { url: 'https://img.test/b.jpg', alt: { en: 'Terrace', nl: '' } },
    ]);
    expect(form.openingHours.sunday).toBe('Closed');
    expect(form.openingHours.monday).toBe('');
    const parsed = restaurantFormSchema.parse(form);
    expect(parsed.imageUrls).toEqual(row.imageUrls);
    expect([parsed.translations.en.imageAlts, parsed.translations.nl?.imageAlts]).toEqual([['Front', 'Terrace'], ['Voorkant']]);
  });
});

describe('tour form', () => {
  it('defaults to price 0, max people 1 and empty lists', () => {
    const empty = getEmptyTourForm();
    expect([empty.price, empty.maxPeople]).toEqual(['0', '1']);
    expect(empty.translations.en.whatToBring).toEqual([]);
    expect(firstIssue(tourFormSchema.safeParse(empty))).toBe('imageUrl: Image is required');
  });

  it('maps slots and list rows to the API shape and back', () => {
    const values = getEmptyTourForm();
    values.images = [
      { url: '', alt: { en: '', nl: '' } },
      { url: '/objects/uploads/abcdefgh-2', alt: { en: 'The boat', nl: 'De boot' } },
      { url: 'https://img.test/c.jpg', alt: { en: 'The river', nl: '' } },
    ];
    values.translations.en = {
      ...values.translations.en,
      name: 'River',
      description: 'Boat',
      category: 'River Cruise',
      duration: '4 hours',
      location: 'Commewijne',
      operator: 'Op',
      whatToBring: [{ value: 'Hat' }, { value: '' }],
      dailyItinerary: [{ value: 'Board' }],
      included: [],
    };
    values.translations.nl.whatToBring = [{ value: 'Hoed' }];
    const parsed = tourFormSchema.parse(values);
    expect(parsed.imageUrl).toBe('/objects/uploads/abcdefgh-2');
    expect(parsed.imageUrls).toEqual(['/objects/uploads/abcdefgh-2', 'https://img.test/c.jpg']);
    expect(parsed.translations.en.whatToBring).toEqual(['Hat']);
    expect(parsed.translations.nl?.whatToBring).toEqual(['Hoed']);
    const back = toTourForm({ id: 1, createdAt: '', ...parsed, translations: parsed.translations, missingTranslations: [], missingFields: {} } as AdminTour);
    expect(parsed.translations.en.imageAlts).toEqual(['The boat', 'The river']);
    expect(parsed.translations.nl?.imageAlts).toEqual(['De boot']);
    expect(back.images.map((i) => i.url)).toEqual(parsed.imageUrls);
    expect(back.images.map((i) => i.alt)).toEqual([
      { en: 'The boat', nl: 'De boot' },
      { en: 'The river', nl: '' },
    ]);
    expect(back.translations.en.dailyItinerary).toEqual([{ value: 'Board' }]);
  });

  it('refuses a negative price and a fractional group size', () => {
    const values = getEmptyTourForm();
    values.price = '-5';
    values.images = [{ url: 'https://img.test/c.jpg', alt: { en: '', nl: '' } }];
    expect(firstIssue(tourFormSchema.safeParse(values))).toBe('price: Price cannot be negative');
    values.price = '5';
    values.maxPeople = '2.5';
    expect(firstIssue(tourFormSchema.safeParse(values))).toBe('maxPeople: Max people must be a whole number');
  });
});

describe('event and news forms', () => {
  it('stores a picked day at noon in Paramaribo and reads it back as the same day', () => {
    expect(fromDateInput('2026-12-31')).toBe('2026-12-31T12:00:00-03:00');
    expect(toDateInput('2026-12-31T15:00:00.000Z')).toBe('2026-12-31');
    // 22:00 in Paramaribo is already the next day in UTC; the form shows the local day.
    expect(toDateInput('2027-01-01T01:00:00.000Z')).toBe('2026-12-31');
    const values = getEmptyEventForm();
    expect(firstIssue(eventFormSchema.safeParse(values))).toBe('date: Date must be a valid date');
    values.date = '2026-12-31';
    values.translations.en = { name: 'Jazz', description: 'Live', category: 'Live Music', time: '7:00 PM', location: 'Fort', refundTerms: '' };
    const parsed = eventFormSchema.parse(values);
    expect(parsed.date.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.price).toBe(0);
    const row = {
      id: 1,
      createdAt: '',
      date: parsed.date.toISOString(),
      price: 0,
      imageUrl: null,
      isFeatured: false,
      ticketUrl: '',
      repeat: 'once',
      weekday: null,
      endTime: '',
      lastDate: null,
      extraDates: [],
      translations: { en: { ...values.translations.en, imageAlts: [] }, nl: { ...values.translations.nl, imageAlts: [] } },
      missingTranslations: [],
      missingFields: {},
    } satisfies AdminEvent;
    expect(toEventForm(row).date).toBe('2026-12-31');
  });

  it('requires an English title and an image for news', () => {
    const values = getEmptyNewsForm();
    values.images = [{ url: 'https://img.test/n.jpg', alt: { en: '', nl: '' } }];
    expect(firstIssue(newsFormSchema.safeParse(values))).toBe('translations.en.title: Title is required');
  });
});
