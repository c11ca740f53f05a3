/** GET /api/search against the built site and the seeded fixture: results, validation, hostile queries. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
const get = (p: string) => fetch(`${server.baseUrl}${p}`);
interface Hit {
  kind: string;
  id: number;
  locale: string;
  name: string;
  snippetHtml: string;
}
interface Answer {
  hits: Hit[];
  counts: Record<string, number>;
  total: number;
  suggestion: string | null;
  error?: string;
}
const search = async (query: string) => {
  const res = await get(`/api/search?${query}`);
  return { status: res.status, body: (await res.json()) as Answer };
};

beforeAll(async () => {
  server = await startServer(copyFixture(inject('fixtureDir')), { PAGE_CACHE: '0' });
});
afterAll(() => server?.stop());

describe('GET /api/search', () => {
  it('finds seeded tours by a prefix, with highlighted snippets', async () => {
    const { status, body } = await search('q=Commewij&kind=tour');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits[0]?.name).toContain('Commewijne');
    expect(body.hits.every((h) => h.kind === 'tour')).toBe(true);
    expect(body.hits.some((h) => h.snippetHtml.includes('<mark>'))).toBe(true);
  });

  it('answers Dutch text in Dutch', async () => {
    const { body } = await search('q=plantages&lang=nl');
    expect(body.hits[0]).toMatchObject({ kind: 'tour', locale: 'nl' });
  });

  it('limits the answer and pages', async () => {
    const one = await search('q=paramaribo&limit=1');
    const two = await search('q=paramaribo&limit=1&page=2');
    expect(one.body.hits).toHaveLength(1);
    expect(two.body.hits).toHaveLength(1);
    expect(two.body.hits[0]).not.toEqual(one.body.hits[0]);
  });

  it.each([
    ['lang=fr&q=x', 'lang'],
    ['kind=hotel&q=x', 'kind'],
    ['limit=0&q=x', 'limit'],
    ['limit=abc&q=x', 'limit'],
    ['page=-1&q=x', 'page'],
    [`q=${'a'.repeat(501)}`, 'q'],
  ])('refuses %s with a 400 naming the problem', async (query, word) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error).toContain(word);
  });

  it.each(['"', '***', '"""', 'NEAR(roti joe)', 'roti OR joe', 'NOT', "'; DROP TABLE restaurants; --", '^*:', '...', 'a'.repeat(500), '%00'])(
    'answers the hostile query %j cleanly',
    async (q) => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Answer).hits).toBeInstanceOf(Array);
    },
  );
});
