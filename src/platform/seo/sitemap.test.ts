import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('sitemap', () => {
  const xml = buildSitemapXml('https://g.example', [{ path: '/' }, { path: '/restaurant/4', lastModified: new Date('2026-02-03T04:05:06Z') }]);

  it('lists each page once per language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://g.example/', 'https://g.example/nl', 'https://g.example/restaurant/4', 'https://g.example/nl/restaurant/4']);
  });

  it('gives every entry its en, nl and x-default alternates and the last change', () => {
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://g.example/nl/restaurant/4</loc>'))!;
    expect(entry).toContain('hreflang="en" href="https://g.example/restaurant/4"');
    expect(entry).toContain('hreflang="nl" href="https://g.example/nl/restaurant/4"');
    expect(entry).toContain('hreflang="x-default" href="https://g.example/restaurant/4"');
    expect(entry).toContain('<lastmod>2026-02-03T04:05:06.000Z</lastmod>');
  });

  it('escapes XML in addresses', () => {
    expect(buildSitemapXml('https://g.example/?a=1&b=2', [{ path: '/' }])).toContain('https://g.example/?a=1&amp;b=2/');
  });

  it('closes admin and API to robots and announces the sitemap', () => {
    const robots = buildRobotsTxt('https://g.example');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Sitemap: https://g.example/sitemap.xml');
  });
});
