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
    expect(empty.moreImages).toEqual([]);
    expect(Object.values(empty.openingHours).every((v) => v === '')).toBe(true);
    expect(firstIssue(restaurantFormSchema.safeParse(empty))).toBe('imageUrl: Image is required');
    // Issue 20: no typed rating; a restaurant's stars come from its approved reviews.
    expect(empty).not.toHaveProperty('rating');
  });

  it('turns filled values into the API input: gallery starts with the main image, blank days dropped, blank Dutch kept empty', () => {
    const values = getEmptyRestaurantForm();
    values.imageUrl = '/objects/uploads/abcdefgh-1';
    values.moreImages = [{ value: 'https://img.test/b.jpg' }, { value: ' ' }, { value: '/objects/uploads/abcdefgh-1' }];
    values.openingHours.monday = '09:00-17:00';
    values.translations.en = { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' };
    values.translations.nl.name = 'Rotihut';
    const parsed = restaurantFormSchema.parse(values);
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed.imageUrls).toEqual(['/objects/uploads/abcdefgh-1', 'https://img.test/b.jpg']);
    expect(parsed.openingHours).toEqual({ monday: '09:00-17:00' });
    expect(parsed.phone).toBeNull();
    expect(parsed.translations.nl).toEqual({ name: 'Rotihut', description: '', cuisine: '', location: '' });
  });

  it("checks each day's hours strictly and puts the issue on that day", () => {
    const values = getEmptyRestaurantForm();
    values.imageUrl = '/objects/uploads/abcdefgh-1';
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

  it('loads a stored row back with its images and hours', () => {
    const row = {
      id: 3,
      priceRange: '$$$',
      imageUrl: '/objects/uploads/abcdefgh-1',
      imageUrls: ['/objects/uploads/abcdefgh-1', 'https://img.test/b.jpg'],
      phone: '+597 1',
      openingHours: { sunday: 'Closed' },
      isEditorsPick: true,
      createdAt: '',
      translations: { en: { name: 'A', description: 'B', cuisine: 'C', location: 'D' }, nl: { name: '', description: '', cuisine: '', location: '' } },
      missingTranslations: ['nl'],
      missingFields: {},
    } satisfies AdminRestaurant;
    const form = toRestaurantForm(row);
    expect(form.moreImages).toEqual([{ value: 'https://img.test/b.jpg' }]);
    expect(form.openingHours.sunday).toBe('Closed');
    expect(form.openingHours.monday).toBe('');
    expect(restaurantFormSchema.parse(form).imageUrls).toEqual(row.imageUrls);
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
    values.images = [{ value: '' }, { value: '/objects/uploads/abcdefgh-2' }, { value: 'https://img.test/c.jpg' }];
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
    expect(back.images.map((i) => i.value)).toEqual(parsed.imageUrls);
    expect(back.translations.en.dailyItinerary).toEqual([{ value: 'Board' }]);
  });

  it('refuses a negative price and a fractional group size', () => {
    const values = getEmptyTourForm();
    values.price = '-5';
    values.images = [{ value: 'https://img.test/c.jpg' }];
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
    values.translations.en = { name: 'Jazz', description: 'Live', category: 'Live Music', time: '7:00 PM', location: 'Fort' };
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
      translations: { en: values.translations.en, nl: values.translations.nl },
      missingTranslations: [],
      missingFields: {},
    } satisfies AdminEvent;
    expect(toEventForm(row).date).toBe('2026-12-31');
  });

  it('requires an English title and an image for news', () => {
    const values = getEmptyNewsForm();
    values.imageUrl = 'https://img.test/n.jpg';
    expect(firstIssue(newsFormSchema.safeParse(values))).toBe('translations.en.title: Title is required');
  });
});
