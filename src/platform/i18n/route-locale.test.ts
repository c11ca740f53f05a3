import { describe, expect, it } from 'vitest';
import { isLocaleRoute, noSuchLocale, resolveRouteLocale } from './route-locale';

describe('resolveRouteLocale', () => {
  it('reads no prefix as English and a non-default language code as that language', () => {
    expect(resolveRouteLocale(undefined)).toBe('en');
    expect(resolveRouteLocale('nl')).toBe('nl');
  });

  it('refuses the default language spelled out, unknown codes and deeper paths', () => {
    for (const param of ['en', 'xx', 'NL', '', 'nl/xx', 'en/nl', 'api']) expect(resolveRouteLocale(param), param).toBeNull();
  });
});

describe('isLocaleRoute', () => {
  it('knows the one-file-per-page routes by their pattern', () => {
    expect(isLocaleRoute('/[...locale]/tours')).toBe(true);
    expect(isLocaleRoute('/[...locale]')).toBe(true);
    expect(isLocaleRoute('/404')).toBe(false);
    expect(isLocaleRoute('/api/tours')).toBe(false);
    expect(isLocaleRoute(undefined)).toBe(false);
  });
});

describe('noSuchLocale', () => {
  it('is an empty 404 marked as HTML, for Astro to fill with the 404 page', async () => {
    const answer = noSuchLocale();
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(await answer.text()).toBe('');
  });
});
