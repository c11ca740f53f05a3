/**
 * Issue 14, item 7: a client written from the spec sends content flat (section 7: `name`,
 * `description`, … beside the other fields). The admin endpoints take that as the English texts,
 * answer with the documented admin row, and a flat replace keeps the Dutch an admin wrote.
 */
import { describe, expect, it } from 'vitest';
import { sampleEvent, sampleNews, sampleRestaurant, sampleTour, useContentServer } from './helpers';

const ctx = useContentServer();

const { call, pub } = ctx;

/** The nested sample sent the spec's way: its English texts beside the other fields. */
function flatten<T extends { translations: { en: object } }>(sample: T): Record<string, unknown> {
  const { translations, ...neutral } = sample;
  return { ...neutral, ...translations.en };
}

const kinds = [
  ['restaurants', flatten(sampleRestaurant), 'name', '/api/restaurants/'],
  ['tours', flatten(sampleTour), 'name', '/api/tours/'],
  ['events', flatten({ ...sampleEvent, date: '2031-03-01T21:00:00-03:00' }), 'name', null],
  ['news', flatten(sampleNews), 'title', null],
] as const;

describe("admin content API: the spec's flat fields", () => {
  it('creates each kind from flat fields as English texts, with the documented answer', async () => {
    for (const [kind, body, titleKey, publicPath] of kinds) {
      const created = await call('POST', `/api/admin/${kind}`, body);
      expect({ kind, status: created.status }).toEqual({ kind, status: 201 });
      expect(created.body.translations.en[titleKey]).toBe(body[titleKey]);
      expect(Object.values(created.body.translations.nl).every((v) => v === '' || (Array.isArray(v) && v.length === 0))).toBe(true);
      expect(created.body.missingTranslations).toEqual(['nl']);
      expect(created.body).not.toHaveProperty(titleKey); // the answer keeps its shape: texts only under translations
      if (publicPath) {
        // Dutch visitors see the English text until an admin translates it.
        expect((await pub(`${publicPath}${created.body.id}?lang=nl`)).body[titleKey]).toBe(body[titleKey]);
      }
    }
    const tour = (await call('GET', '/api/admin/tours?limit=1')).body[0];
    expect(tour.translations.en.whatToBring).toEqual(['Hat', 'Sunscreen']);
  });

  it('replaces with flat fields: English changes, the Dutch an admin wrote stays', async () => {
    const created = await call('POST', '/api/admin/restaurants', sampleRestaurant);
    const id = created.body.id;
    const updated = await call('PUT', `/api/admin/restaurants/${id}`, { ...flatten(sampleRestaurant), name: 'Test Roti Palace', rating: 4.8 });
    expect(updated.status).toBe(200);
    // Issue 20: a typed rating is ignored; the admin row has none (it comes from approved reviews).
    expect(updated.body).not.toHaveProperty('rating');
    expect(updated.body.translations.en.name).toBe('Test Roti Palace');
    expect(updated.body.translations.nl).toEqual({ ...sampleRestaurant.translations.nl, imageAlts: [] });
    expect((await pub(`/api/restaurants/${id}`)).body.name).toBe('Test Roti Palace');
    expect((await pub(`/api/restaurants/${id}?lang=nl`)).body.name).toBe('Test Rotihoek');

    const news = (await call('POST', '/api/admin/news', sampleNews)).body;
    const flatNews = await call('PUT', `/api/admin/news/${news.id}`, { ...flatten(sampleNews), title: 'Test Festival Moved' });
    expect(flatNews.body.translations).toMatchObject({ en: { title: 'Test Festival Moved' }, nl: { title: 'Test Festival Aangekondigd' } });
  });

  it('answers 400 naming the flat field, and refuses a body with both shapes', async () => {
    const stats = (await call('GET', '/api/admin/stats')).body;
    const cases: [string, unknown, string][] = [
      ['restaurants', { ...flatten(sampleRestaurant), description: '' }, 'description: Description is required'],
      ['tours', { ...flatten(sampleTour), operator: 'x'.repeat(121) }, 'operator: Operator must be at most 120 characters'],
      ['tours', { ...flatten(sampleTour), whatToBring: [''] }, 'whatToBring.0: What to Bring items cannot be empty'],
      ['events', { ...flatten(sampleEvent), date: 'someday' }, 'date: Date must be a valid date'],
      ['news', { ...flatten(sampleNews), excerpt: 42 }, 'excerpt: Excerpt must be text'],
      ['news', { ...sampleNews, title: 'Both' }, 'translations: Send the texts either flat (English) or as translations, not both'],
    ];
    for (const [kind, body, error] of cases) {
      expect({ kind, ...(await call('POST', `/api/admin/${kind}`, body)) }).toEqual({ kind, status: 400, body: { error } });
    }
    expect((await call('GET', '/api/admin/stats')).body).toEqual(stats);
  });
});
