import { describe, expect, it } from 'vitest';
import { editorKinds } from './editor-kinds';
import { summarizeErrors } from './error-summary';

describe('summarizeErrors', () => {
  it('lists the messages in page order, each linking to its input', () => {
    const items = summarizeErrors(editorKinds.restaurant, {
      mainPhoto: 'Image is required',
      phone: 'Phone must be at most 40 characters',
      'nl.name': 'Name must be at most 120 characters',
      'en.cuisine': 'Cuisine is required',
      'en.name': 'Name is required',
      openingHours: 'Opening hours must be at most 60 characters',
    });
    expect(items.map((i) => i.id)).toEqual(['en-name', 'en-cuisine', 'nl-name', 'f-phone', 'hours-monday-closed', 'photo-main']);
    expect(items[2]).toMatchObject({ lang: 'nl', message: 'Name must be at most 120 characters' });
    expect(items[3]).not.toHaveProperty('lang');
  });

  it("puts each day's hours message where the hours are, Monday first", () => {
    const items = summarizeErrors(editorKinds.restaurant, {
      mainPhoto: 'Image is required',
      'openingHours.sunday': 'Sunday: fill in both the opening and the closing time',
      'openingHours.tuesday': 'Tuesday: the hours overlap',
      phone: 'Phone must be at most 40 characters',
    });
    expect(items.map((i) => i.id)).toEqual(['f-phone', 'hours-tuesday-closed', 'hours-sunday-closed', 'photo-main']);
  });
});

describe('editor kinds', () => {
  it('take their limits from the kinds: gallery size, number bounds', () => {
    expect(editorKinds.restaurant.maxPhotos).toBe(12);
    expect(editorKinds.tour.maxPhotos).toBe(12);
    expect(editorKinds.event.maxPhotos).toBe(1);
    expect(editorKinds.tour.neutral.find((f) => f.name === 'maxPeople')).toMatchObject({ min: 1, max: 10_000 });
  });

  it('drop the fields only editors set from the draft schema', () => {
    const input = editorKinds.restaurant.toInput({
      neutral: { priceRange: '$', phone: '', 'openingHours.monday.closed': 'on' },
      texts: { en: { name: 'A', description: 'B', cuisine: 'C', location: 'D' }, nl: {} },
      images: ['/objects/uploads/abcdefgh-1234'],
    });
    const parsed = editorKinds.restaurant.draftSchema.parse({ ...input, rating: 5, isEditorsPick: true });
    expect(parsed).not.toHaveProperty('rating');
    expect(parsed).not.toHaveProperty('isEditorsPick');
    expect(parsed).toMatchObject({ priceRange: '$', phone: null, openingHours: { monday: 'Closed' }, imageUrls: ['/objects/uploads/abcdefgh-1234'] });
  });
});
