/**
 * Issue 18, article pages: /news/<id> and /nl/news/<id> over HTTP against the built server. The
 * full text, date, category and reading time in the page's language, newer/older links, JSON-LD
 * NewsArticle, canonical and hreflang, the 404 page, the sitemap entry, the cards' links, and hostile
 * stored text printed as text (never as markup).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { createNews } from '~/features/news/news-writes.server';
import { listNews } from '~/features/news/news.server';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';
import { htmlAttribute } from '../helpers/html-attribute';

let server: RunningServer;
let db: Db;
let hostileId: number;
const HOSTILE = {
  title: '</script><script>alert("title")</script> & "quotes"',
  content: '<script>alert("body")</script>\n\n<img src=x onerror="alert(1)"> plain <b>bold</b>\nsecond line',
};

beforeAll(async () => {
  const dataDir = copyFixture(inject('fixtureDir'));
  db = openDatabase(path.join(dataDir, 'guide.db'));
  hostileId = createNews(db, {
    imageUrl: '',
    imageUrls: [],
    isFeatured: false,
    publishedAt: null,
    translations: { en: { ...HOSTILE, category: '<i>Cat</i>', excerpt: '<svg onload=alert(3)>', imageAlts: [] } },
  });
  // The page cache is off: this file writes the database behind the server's back.
  server = await startServer(dataDir, { PAGE_CACHE: '0' });
});
afterAll(async () => {
  await server?.stop();
  db?.$client.close();
});

const page = async (p: string) => {
  const res = await fetch(`${server.baseUrl}${p}`);
  return { status: res.status, html: await res.text() };
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
const entities = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('article page', () => {
  it('shows the whole article in English with its date, category, reading time, JSON-LD and links', async () => {
    const [newest, second] = listNews(db, 'en', 2);
    const { status, html } = await page(`/news/${second!.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<h1`);
    expect(html).toContain(entities(second!.title).replace(/"/g, '&quot;').slice(0, 20));
    // Every paragraph of the stored text, each in its own <p>.
    const paragraphs = second!.content.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(1);
    for (const p of paragraphs) expect(html).toContain(p.slice(0, 40));
    expect(html).toMatch(/data-testid="news-reading-time"[\s\S]*?\d+ min read/);
    expect(html).toMatch(htmlAttribute('datetime', second!.publishedAt!));
    expect(html).toContain(second!.category);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.baseUrl}/news/${second!.id}`);
    expect(attr(html, /<link rel="alternate" hreflang="nl" href="([^"]+)"/)).toBe(`${server.baseUrl}/nl/news/${second!.id}`);
    expect(html).not.toContain('name="robots" content="noindex"');
    const ld = jsonLdOf(html).find((d) => d['@type'] === 'NewsArticle')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: second!.title,
      url: `${server.baseUrl}/news/${second!.id}`,
      datePublished: second!.publishedAt,
      articleSection: second!.category,
      inLanguage: 'en-US',
      publisher: { '@type': 'Organization', name: 'Suriname Guide' },
    });
    expect((ld.image as string[])[0]).toMatch(/^https?:\/\//);
    // Newer and older articles, in the list's order.
    expect(html).toContain(`href="/news/${newest!.id}" rel="next"`);
    expect(html).toMatch(/href="\/news\/\d+" rel="prev"/);
  });

  it('shows the Dutch text on /nl with Dutch labels and links', async () => {
    const [, second] = listNews(db, 'nl', 2);
    const { status, html } = await page(`/nl/news/${second!.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain(second!.content.split('\n\n')[0]!.slice(0, 40));
    expect(html).toMatch(/\d+ min\. lezen/);
    expect(html).toContain('Terug naar nieuws');
    expect(html).toContain('href="/nl/news');
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${server.baseUrl}/nl/news/${second!.id}`);
    expect(jsonLdOf(html).find((d) => d['@type'] === 'NewsArticle')).toMatchObject({ inLanguage: 'nl-SR', publisher: { name: 'Suriname Gids' } });
  });

  it('answers 404 with "Article not found" for unknown and malformed ids, in both languages', async () => {
    for (const id of ['987654', 'abc', '01', '1.5', '0']) {
      const en = await page(`/news/${id}`);
      expect(en.status, id).toBe(404);
      expect(en.html).toContain('Article not found');
      expect(en.html).toContain('name="robots" content="noindex"');
    }
    const nl = await page('/nl/news/987654');
    expect(nl.status).toBe(404);
    expect(nl.html).toContain('Artikel niet gevonden');
  });

  it('prints hostile stored text as text: no markup, no broken JSON-LD', async () => {
    const { status, html } = await page(`/news/${hostileId}`);
    expect(status).toBe(200);
    // Outside quoted attribute values (where '<' is only a character; '"' is escaped) no stored markup becomes a tag.
    const outsideAttributes = html.replace(/="[^"]*"/g, '=""');
    expect(outsideAttributes).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>bold|<i>Cat/);
    expect(html).not.toContain('"alert(1)"');
    expect(html).toContain('&lt;script&gt;alert(&quot;body&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    // The JSON-LD still parses and carries the title as written.
    expect(jsonLdOf(html).find((d) => d['@type'] === 'NewsArticle')?.headline).toBe(HOSTILE.title);
    // An undated article shows 'Recently' and has no datePublished.
    expect(html).toContain('Recently');
    expect(jsonLdOf(html).find((d) => d['@type'] === 'NewsArticle')).not.toHaveProperty('datePublished');
  });

  it('links each article to its neighbours in the list order, undated articles last', async () => {
    const all = listNews(db, 'en', 100);
    expect(all.filter((a) => a.publishedAt === null).length).toBeGreaterThan(1);
    for (const [i, a] of all.entries()) {
      const { html } = await page(`/news/${a.id}`);
      const next = /<a href="\/news\/(\d+)" rel="next"/.exec(html)?.[1];
      const prev = /<a href="\/news\/(\d+)" rel="prev"/.exec(html)?.[1];
      expect(next, `newer than ${a.id}`).toBe(all[i - 1] ? String(all[i - 1]!.id) : undefined);
      expect(prev, `older than ${a.id}`).toBe(all[i + 1] ? String(all[i + 1]!.id) : undefined);
    }
  });

  it('is listed in the sitemap in both languages', async () => {
    const { html: xml } = await page('/sitemap.xml');
    const [first] = listNews(db, 'en', 1);
    expect(xml).toContain(`<loc>${server.baseUrl}/news/${first!.id}</loc>`);
    expect(xml).toContain(`<loc>${server.baseUrl}/nl/news/${first!.id}</loc>`);
    expect(xml).toContain(`<loc>${server.baseUrl}/news/${hostileId}</loc>`);
  });

  it("links the cards' Read More and the main story's Read Full Article to the article pages", async () => {
    for (const [list, prefix] of [
      ['/news', ''],
      ['/nl/news', '/nl'],
      ['/', ''],
      ['/nl', '/nl'],
    ] as const) {
      const { html } = await page(list);
      expect(html, list).not.toContain('not-built-read');
      const links = [...html.matchAll(/<a href="([^"]+)"[^>]*aria-label="(?:Read (?:more|Full Article)|Lees (?:meer|het hele artikel)): /g)].map((m) => m[1]);
      expect(links.length, list).toBeGreaterThan(0);
      for (const href of links) expect(href, list).toMatch(new RegExp(`^${prefix}/news/\\d+$`));
    }
  });
});
