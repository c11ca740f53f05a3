/** The images' alt texts (issue 21): the kinds' schema rules, the form rows and the public fallback. */
import { describe, expect, it } from 'vitest';
import { eventInputSchema } from '~/features/events';
import { newsInputSchema } from '~/features/news';
import { restaurantInputSchema } from '~/features/restaurants';
import { tourInputSchema } from '~/features/tours';
import { fromImageRows, imageList, imagesWithAlts, localizedAlts, toImageRows, TOO_MANY_ALTS_MESSAGE } from './image-alts';

const en = { name: 'Roti Hut', description: 'Roti', cuisine: 'Surinamese', location: 'Paramaribo' };
const restaurant = (alts: { en?: unknown; nl?: unknown }, imageUrls = ['https://img.test/a.jpg', 'https://img.test/b.jpg']) => ({
  priceRange: '$$',
  imageUrl: 'https://img.test/a.jpg',
  imageUrls,
  translations: { en: { ...en, imageAlts: alts.en }, nl: { imageAlts: alts.nl } },
});
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('image alt texts in the kinds’ schema', () => {
  it('takes one alt per image in each language, trimmed, and none at all', () => {
    const parsed = restaurantInputSchema.parse(restaurant({ en: ['  The front  ', ''], nl: ['De voorkant'] }));
    expect(parsed.translations.en.imageAlts).toEqual(['The front', '']);
    expect(parsed.translations.nl?.imageAlts).toEqual(['De voorkant']);
    expect(restaurantInputSchema.parse(restaurant({})).translations.en.imageAlts).toBeUndefined(); // none sent: an update keeps the stored ones
  });

  it('refuses more alts than images, in either language (the cover counts, repeats do not)', () => {
    expect(issues(restaurantInputSchema.safeParse(restaurant({ en: ['a', 'b', 'c'] })))).toEqual([`translations.en.imageAlts: ${TOO_MANY_ALTS_MESSAGE}`]);
    expect(issues(restaurantInputSchema.safeParse(restaurant({ nl: ['a', 'b'] }, ['https://img.test/a.jpg'])))).toEqual([
      `translations.nl.imageAlts: ${TOO_MANY_ALTS_MESSAGE}`,
    ]);
    // The gallery without the cover: the cover is still image 1.
    expect(restaurantInputSchema.safeParse(restaurant({ en: ['a', 'b'] }, ['https://img.test/b.jpg'])).success).toBe(true);
    const tour = {
      price: 1,
      maxPeople: 1,
      imageUrl: 'https://img.test/a.jpg',
      imageUrls: [],
      translations: { en: { name: 'A', description: 'B', category: 'Nature', duration: '1 day', location: 'X', operator: 'Y', imageAlts: ['a', 'b'] } },
    };
    expect(issues(tourInputSchema.safeParse(tour))).toEqual([`translations.en.imageAlts: ${TOO_MANY_ALTS_MESSAGE}`]);
  });

  it('refuses an alt over 200 characters and one that is not text', () => {
    expect(issues(restaurantInputSchema.safeParse(restaurant({ nl: ['ok', 'x'.repeat(201)] })))).toEqual([
      'translations.nl.imageAlts.1: Alt text must be at most 200 characters',
    ]);
    expect(restaurantInputSchema.safeParse(restaurant({ en: ['x'.repeat(200)] })).success).toBe(true);
    expect(issues(restaurantInputSchema.safeParse(restaurant({ en: [3] })))).toEqual(['translations.en.imageAlts.0: Alt text must be text']);
  });

  it('gives an event (cover only) at most one alt, none without an image; news gets a gallery', () => {
    const event = {
      date: '2030-01-01T12:00:00Z',
      imageUrl: null,
      translations: { en: { name: 'J', description: 'L', category: 'C', time: '7', location: 'F' } },
    };
    expect(issues(eventInputSchema.safeParse({ ...event, translations: { en: { ...event.translations.en, imageAlts: ['x'] } } }))).toEqual([
      `translations.en.imageAlts: ${TOO_MANY_ALTS_MESSAGE}`,
    ]);
    const withCover = { ...event, imageUrl: 'https://img.test/e.jpg', translations: { en: { ...event.translations.en, imageAlts: ['The stage'] } } };
    expect(eventInputSchema.parse(withCover).translations.en.imageAlts).toEqual(['The stage']);
    const news = {
      imageUrl: 'https://img.test/n.jpg',
      imageUrls: ['https://img.test/n.jpg', 'https://img.test/m.jpg'],
      translations: { en: { title: 'T', content: 'C', category: 'K', excerpt: 'E', imageAlts: ['Cover', 'Market'] } },
    };
    const parsed = newsInputSchema.parse(news);
    expect([parsed.imageUrls, parsed.translations.en.imageAlts]).toEqual([news.imageUrls, ['Cover', 'Market']]);
    expect(issues(newsInputSchema.safeParse({ ...news, imageUrls: Array(13).fill('https://img.test/x.jpg') }))).toEqual(['imageUrls: At most 12 images']);
  });
});

describe('image rows and the public alts', () => {
  it('keeps each alt with its image when rows are blank or repeated, and drops blank alts at the end', () => {
    const rows = [
      { url: ' https://img.test/a.jpg ', alt: { en: 'A', nl: '' } },
      { url: '', alt: { en: 'gone', nl: 'weg' } },
      { url: 'https://img.test/a.jpg', alt: { en: 'repeat', nl: '' } },
      { url: 'https://img.test/b.jpg', alt: { en: '', nl: 'B' } },
      { url: 'https://img.test/c.jpg', alt: { en: '', nl: '' } },
    ];
    expect(fromImageRows(rows)).toEqual({
      images: ['https://img.test/a.jpg', 'https://img.test/b.jpg', 'https://img.test/c.jpg'],
      alts: { en: ['A'], nl: ['', 'B'] },
    });
    expect(toImageRows(['u1', 'u2'], { en: ['A'] })).toEqual([
      { url: 'u1', alt: { en: 'A', nl: '' } },
      { url: 'u2', alt: { en: '', nl: '' } },
    ]);
  });

  it("uses the visitor's language per image, else English, else the page's own words", () => {
    expect(localizedAlts(['Front', 'Terrace', ''], ['Voorkant', ' '])).toEqual(['Voorkant', 'Terrace', '']);
    expect(localizedAlts([], null)).toEqual([]);
    const urls = imageList('https://img.test/a.jpg', ['https://img.test/a.jpg', 'https://img.test/b.jpg']);
    expect(imagesWithAlts(urls, ['Voorkant'], (i, total) => `photo ${i + 1} of ${total}`)).toEqual([
      { url: 'https://img.test/a.jpg', alt: 'Voorkant' },
      { url: 'https://img.test/b.jpg', alt: 'photo 2 of 2' },
    ]);
  });
});
