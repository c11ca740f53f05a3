import { describe, expect, it } from 'vitest';
import {
  boundToParamariboDay,
  buildCacheKey,
  buildClientCacheControl,
  keepReadParams,
  formatCacheDirective,
  getPublicFileCacheControl,
  getSecondsUntilParamariboMidnight,
  isCompressibleType,
  matchesIfNoneMatch,
  parseCacheDirective,
  pickEncoding,
} from './cache-policy';

describe('the Paramaribo day bound', () => {
  it('counts the seconds to the next midnight at UTC-3', () => {
    // 23:30 in Paramaribo is 02:30 UTC the next day.
    expect(getSecondsUntilParamariboMidnight(new Date('2026-03-02T02:30:00Z'))).toBe(1800);
    expect(getSecondsUntilParamariboMidnight(new Date('2026-03-01T03:00:00Z'))).toBe(86_400);
  });

  it('cuts a page age at midnight and keeps shorter ones', () => {
    const lateEvening = new Date('2026-03-02T02:50:00Z'); // 23:50 in Paramaribo
    expect(boundToParamariboDay(3600, lateEvening)).toBe(600);
    expect(boundToParamariboDay(300, new Date('2026-03-01T15:00:00Z'))).toBe(300);
  });
});

describe('cache directives and client Cache-Control', () => {
  it('round-trips the internal directive and refuses empty ages', () => {
    expect(parseCacheDirective(formatCacheDirective({ maxAge: 600, swr: 30 }))).toEqual({ maxAge: 600, swr: 30 });
    expect(parseCacheDirective('max-age=0')).toBeNull();
    expect(parseCacheDirective(null)).toBeNull();
  });

  it('tells a CDN at most a minute, and nothing beyond what remains', () => {
    expect(buildClientCacheControl(3600)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(buildClientCacheControl(100)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=40');
    expect(buildClientCacheControl(20)).toBe('public, max-age=0, s-maxage=20');
  });
});

describe('cache keys', () => {
  it('ignores query order and tracking parameters but keeps the ones that change a page', () => {
    const a = buildCacheKey('/restaurants?page=2&category=street-food&utm_source=x', 'Example.com', undefined);
    expect(a).toBe(buildCacheKey('/restaurants?category=street-food&page=2', 'example.com', undefined));
    expect(a).not.toBe(buildCacheKey('/restaurants?category=street-food&page=3', 'example.com', undefined));
    expect(buildCacheKey('/nl/restaurants', 'h', undefined)).not.toBe(buildCacheKey('/restaurants', 'h', undefined));
    expect(buildCacheKey('/', 'h', 'https')).not.toBe(buildCacheKey('/', 'h', undefined));
  });

  it('leaves out every parameter the route does not read, and keys every malformed page number as one', () => {
    const read = new Set(['category', 'page', 'lang']);
    const key = (target: string) => buildCacheKey(target, 'h', undefined, read);
    expect(key('/tours?zzz=1&category=nature')).toBe(key('/tours?category=nature'));
    expect(key('/tours?zzz=1')).toBe('|h|/tours');
    expect(key('/tours?category=a&category=b')).not.toBe(key('/tours?category=b&category=a'));
    expect(key('/tours?page=0x2')).toBe(key('/tours?page=%2B2'));
    expect(key('/tours?page=0x2')).not.toBe(key('/tours?page=2'));
    // A route no rule names keeps its whole query.
    expect(buildCacheKey('/search?q=a&zzz=1', 'h', undefined)).not.toBe(buildCacheKey('/search?q=a', 'h', undefined));
  });

  it('hands Astro only the parameters the route reads, in their order', () => {
    const read = new Set(['category', 'page']);
    expect(keepReadParams('/tours?zzz=1&page=2&utm_source=x&category=nature', read)).toBe('/tours?page=2&category=nature');
    expect(keepReadParams('/tours?zzz=1', read)).toBe('/tours');
    expect(keepReadParams('/tours', read)).toBe('/tours');
  });

  it('reads a target as Astro does: //elsewhere/tours is that path, not host elsewhere with path /tours', () => {
    expect(buildCacheKey('//elsewhere.example/tours?x=1', 'h', undefined)).not.toBe(buildCacheKey('/tours?x=1', 'h', undefined));
    expect(buildCacheKey('//elsewhere.example/tours', 'h', undefined)).toBe('|h|//elsewhere.example/tours');
  });
});

describe('content negotiation and validators', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('matches any encoding of the same body, weak or strong, and *', () => {
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc-gz"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });

  it('compresses text and leaves images alone', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/json')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    expect(isCompressibleType('image/avif')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('public files without hashed names', () => {
  it('keeps images a week and favicons a day, and leaves pages alone', () => {
    expect(getPublicFileCacheControl('/images/hero-default-640.avif')).toMatch(/max-age=604800/);
    expect(getPublicFileCacheControl('/favicon.ico')).toBe('public, max-age=86400');
    expect(getPublicFileCacheControl('/restaurants')).toBeNull();
    expect(getPublicFileCacheControl('/favicon.ico.bak')).toBeNull();
    expect(getPublicFileCacheControl('/icons/icon-192.png')).toBe('public, max-age=86400');
    expect(getPublicFileCacheControl('/sw.js')).toBe('no-cache');
    expect(getPublicFileCacheControl('/sw.js.map')).toBeNull();
  });
});
