/** GET /api/search and /search with what travellers type (typos, kind words, the other language) on the built site and demo content. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
interface Answer {
  hits: { kind: string; id: number; locale: string; name: string }[];
  total: number;
  suggestion: string | null;
  correctedQuery: string | null;
  narrowedTo: string | null;
  partialQuery: string | null;
  error?: string;
}
const search = async (query: string): Promise<Answer & { status: number }> => {
  const res = await fetch(`${server.baseUrl}/api/search?${query}`);
  return { status: res.status, ...((await res.json()) as Answer) };
};
const names = (answer: Answer) => answer.hits.map((h) => h.name);

beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), { PAGE_CACHE: '0' });
});
afterAll(() => server?.stop());

describe('search as travellers type', () => {
  it.each([
    ['paivlion', 'Jade Lotus Pavilion', 'pavilion'],
    ['taamrindo', 'Casa Tamarindo', 'tamarindo'],
    ['kebmang', 'Warung Kembang Sore', 'kembang'],
    ['maohgany', 'The Mahogany Room', 'mahogany'],
  ])('"%s" finds %s and names the corrected query', async (q, name, corrected) => {
    const answer = await search(`q=${q}`);
    expect(answer.status).toBe(200);
    expect(names(answer).slice(0, 10)).toContain(name);
    expect(answer.correctedQuery).toBe(corrected);
  });

  it('shows "Showing results for … · Search instead for …" on the page, in both languages', async () => {
    const en = await (await fetch(`${server.baseUrl}/search?q=paivlion`)).text();
    expect(en).toMatch(/Showing results for <strong>pavilion<\/strong> · Search instead for <a[^>]*href="\/search\?q=paivlion&amp;exact=1"/);
    const nl = await (await fetch(`${server.baseUrl}/nl/search?q=paivlion`)).text();
    expect(nl).toMatch(/We tonen resultaten voor <strong>pavilion<\/strong> · Zoek in plaats daarvan naar/);
  });

  it.each([
    ['restaurants', 'restaurant'],
    ['restaurant', 'restaurant'],
    ['nightlife', 'event'],
    ['uitgaan', 'event'],
    ['tour', 'tour'],
    ['excursie', 'tour'],
    ['nieuws', 'news'],
    ['adventure', 'tour'],
  ])('"%s" lists %s items only', async (q, kind) => {
    const answer = await search(`q=${q}`);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.narrowedTo).toBe(kind);
    expect(answer.hits.every((h) => h.kind === kind)).toBe(true);
  });

  it('"paramaribo restaurant" answers restaurants in Paramaribo', async () => {
    const answer = await search('q=paramaribo+restaurant');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.hits.every((h) => h.kind === 'restaurant')).toBe(true);
  });

  it('never suggests "cake" for "café" nor "such" for "sushi"', async () => {
    for (const q of ['café', 'cafe', 'sushi']) {
      for (const exact of ['', '&exact=1']) {
        const answer = await search(`q=${encodeURIComponent(q)}${exact}`);
        expect([answer.suggestion, answer.correctedQuery]).not.toContain('cake');
        expect([answer.suggestion, answer.correctedQuery]).not.toContain('such');
      }
    }
  });

  it('"kip" on the English site finds chicken', async () => {
    const answer = await search('q=kip&lang=en');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.hits.some((h) => h.locale === 'en')).toBe(true);
  });

  it('falls back to the words that find something instead of answering nothing', async () => {
    const answer = await search('q=roti+xqzvw');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.partialQuery).toBe('roti');
  });

  it.each(['exact=2&q=x', 'exact=&q=x'])('refuses %s with a 400', async (query) => {
    const answer = await search(query);
    expect(answer.status).toBe(400);
    expect(answer.error).toContain('exact');
  });
});

describe('GET /api/search/suggest', () => {
  interface Suggestions {
    suggestions: { kind: string; id: number; name: string; url: string; thumbnailUrl: string | null }[];
    error?: string;
  }
  const suggest = async (query: string): Promise<Suggestions & { status: number }> => {
    const res = await fetch(`${server.baseUrl}/api/search/suggest?${query}`);
    return { status: res.status, ...((await res.json()) as Suggestions) };
  };

  it('suggests up to 8 items from 2 letters, with kind, page and thumbnail, forgiving a typo', async () => {
    expect((await suggest('q=p')).suggestions).toEqual([]);
    const two = await suggest('q=pa');
    expect(two.suggestions.length).toBeGreaterThan(0);
    expect(two.suggestions.length).toBeLessThanOrEqual(8);
    const typo = await suggest('q=paivlion&lang=nl');
    expect(typo.suggestions[0]).toMatchObject({ kind: 'restaurant', name: 'Jade Lotus Pavilion', url: expect.stringMatching(/^\/nl\/restaurant\/\d+$/) });
    expect(typo.suggestions[0]?.thumbnailUrl).toMatch(/^(\/|https:)/);
  });

  it.each(['lang=fr&q=pa', `q=${'a'.repeat(101)}`])('refuses %s with a 400', async (query) => {
    const answer = await suggest(query);
    expect(answer.status).toBe(400);
    expect(answer.error).toBeTruthy();
  });

  it.each(['"', 'NEAR(roti joe)', "'; DROP TABLE restaurants; --", '^*:', '%00'])('answers the hostile query %j cleanly', async (q) => {
    const answer = await suggest(`q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    expect(answer.suggestions).toBeInstanceOf(Array);
  });
});
