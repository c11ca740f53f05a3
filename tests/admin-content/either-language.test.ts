/**
 * Either language is enough: an admin saves a restaurant written in Dutch only. The English page shows
 * the Dutch text with lang="nl" on its block and a "Written in Dutch" note, the public JSON keeps its
 * shape with the Dutch text carried over, the English search finds it by its Dutch words, and the admin
 * list marks it "EN missing" (missingTranslations ['en']).
 */
import { describe, expect, it } from 'vitest';
import { sampleRestaurant, useContentServer } from './helpers';

const file = useContentServer();
const page = async (path: string) => (await fetch(`${file.server.baseUrl}${path}`)).text();

const dutchOnly = {
  ...sampleRestaurant,
  isEditorsPick: false,
  translations: {
    nl: { name: 'Warung Kromoredjo', description: 'Bami goreng en saoto uit grootmoeders keuken.', cuisine: 'Javaans', location: 'Blauwgrond, Paramaribo' },
  },
};

describe('a restaurant written in Dutch only', () => {
  it('saves, shows on the English page marked as Dutch, keeps the JSON shape and is found by the English search', async () => {
    const created = await file.call('POST', '/api/admin/restaurants', dutchOnly);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.missingTranslations).toEqual(['en']);
    expect(created.body.missingFields.en).toEqual(['name', 'description', 'cuisine', 'location']);

    const html = await page(`/restaurant/${id}`);
    expect(html).toMatch(/<h1[^>]*lang="nl"[^>]*>Warung Kromoredjo<\/h1>/);
    expect(html).toMatch(/<p[^>]*lang="nl"[^>]*>Bami goreng en saoto uit grootmoeders keuken\.<\/p>/);
    expect(html).toMatch(/data-written-in="nl"[^>]*>\s*Written in Dutch\s*</);
    // The Dutch page is the item's own language: no note, no lang override.
    const nl = await page(`/nl/restaurant/${id}`);
    expect(nl).toContain('Warung Kromoredjo');
    expect(nl).not.toContain('data-written-in');

    const api = (await file.pub(`/api/restaurants/${id}`)).body;
    expect(api).toMatchObject({ id, name: 'Warung Kromoredjo', cuisine: 'Javaans', location: 'Blauwgrond, Paramaribo' });
    const [seeded] = (await file.pub('/api/restaurants?limit=1')).body;
    expect(Object.keys(api).sort()).toEqual(Object.keys(seeded).sort());

    const found = (await file.pub('/api/search?q=grootmoeders&lang=en')).body;
    expect(JSON.stringify(found)).toContain('Warung Kromoredjo');
    await file.call('DELETE', `/api/admin/restaurants/${id}`);
  });

  it('is refused when a required text is in neither language', async () => {
    const res = await file.call('POST', '/api/admin/restaurants', { ...dutchOnly, translations: { nl: { ...dutchOnly.translations.nl, cuisine: '' } } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Cuisine is required');
  });
});
