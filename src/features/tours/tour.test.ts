import { describe, expect, it } from 'vitest';
import { fieldLabelsOf, textFieldSpecs } from '~/features/admin';
import { readContentIssue } from '~/platform/content/issue-codes';
import { tourInputSchema, tourKind } from './tour';
import { getEmptyTourForm, tourFormSchema } from './tour-form';

const tour = {
  price: 40,
  maxPeople: 8,
  imageUrl: 'https://img.test/a.jpg',
  translations: {
    en: { name: 'Walk', description: 'A walk', category: 'Cultural', duration: '2 hours', location: 'Paramaribo', operator: 'Walkers' },
  },
};
const firstIssue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? `${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}` : null;

describe('the tour definition', () => {
  it('derives an optional meeting point (max 200) in both languages', () => {
    const parsed = tourInputSchema.parse(tour);
    expect(parsed.translations.en.meetingPoint).toBe('');
    expect(parsed.translations.nl?.meetingPoint).toBe('');
    const given = tourInputSchema.parse({
      ...tour,
      translations: { en: { ...tour.translations.en, meetingPoint: ' Waterkant, Paramaribo ' }, nl: { meetingPoint: 'Waterkant, Paramaribo' } },
    });
    expect(given.translations.en.meetingPoint).toBe('Waterkant, Paramaribo');
    expect(given.translations.nl?.meetingPoint).toBe('Waterkant, Paramaribo');
    const long = { ...tour, translations: { en: { ...tour.translations.en, meetingPoint: 'x'.repeat(201) } } };
    expect(firstIssue(tourInputSchema.safeParse(long))).toBe('translations.en.meetingPoint: Meeting point must be at most 200 characters');
  });

  it('takes the meeting point flat from spec clients, as an English text', () => {
    const flat = { price: 40, maxPeople: 8, imageUrl: 'https://img.test/a.jpg', ...tour.translations.en, meetingPoint: 'Fort Zeelandia' };
    const parsed = tourInputSchema.parse(flat);
    expect(parsed.translations.en.meetingPoint).toBe('Fort Zeelandia');
    expect(parsed.translations.nl).toBeUndefined();
    expect(firstIssue(tourInputSchema.safeParse({ ...flat, meetingPoint: 'x'.repeat(201) }))).toBe(
      'meetingPoint: Meeting point must be at most 200 characters',
    );
  });

  it('puts the meeting point in the admin form, optional, with its labels', () => {
    const form = getEmptyTourForm();
    expect(form.translations.en.meetingPoint).toBe('');
    expect(form.translations.nl.whatToBring).toEqual([]);
    const spec = textFieldSpecs(tourKind.texts).find((f) => f.name === 'meetingPoint');
    expect(spec).toMatchObject({ label: 'adminContent.tours.meetingPoint', required: false });
    expect(textFieldSpecs(tourKind.texts).find((f) => f.name === 'name')?.required).toBe(true);
    expect(fieldLabelsOf(tourKind.texts).meetingPoint).toBe('adminContent.tours.meetingPoint');
    const tooLong = { ...tour, translations: { en: { ...tour.translations.en, meetingPoint: 'x'.repeat(201) } } };
    expect(readContentIssue(tourInputSchema.safeParse(tooLong).error!.issues[0]!)).toMatchObject({
      code: 'tooLong',
      labelKey: 'adminContent.tours.meetingPoint',
    });
    form.translations.en = { ...form.translations.en, ...tour.translations.en, meetingPoint: 'Kerkplein' };
    form.images = [{ url: 'https://img.test/a.jpg', alt: { en: '', nl: '' } }];
    expect(tourFormSchema.parse(form).translations.en.meetingPoint).toBe('Kerkplein');
  });
});
