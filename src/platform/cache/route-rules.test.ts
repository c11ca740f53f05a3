import { describe, expect, it } from 'vitest';
import { getRouteQueryParams, PAGE_CACHE_ROUTE_RULES } from './route-rules';

describe('the query parameters of the cached routes', () => {
  it('names what each list reads, in both languages, plus lang on every page', () => {
    expect([...(getRouteQueryParams('/restaurants') ?? [])].sort()).toEqual(['category', 'lang', 'open', 'page']);
    expect([...(getRouteQueryParams('/nl/tours/') ?? [])].sort()).toEqual(['category', 'lang', 'page']);
    expect([...(getRouteQueryParams('/nl/restaurant/12/reviews') ?? [])].sort()).toEqual(['lang', 'page']);
    expect([...(getRouteQueryParams('/events') ?? [])].sort()).toEqual(['lang', 'when']);
    expect([...(getRouteQueryParams('/nl') ?? [])]).toEqual(['lang']);
    expect([...(getRouteQueryParams('/restaurant/7') ?? [])]).toEqual(['lang']);
    expect([...(getRouteQueryParams('/api/restaurants') ?? [])].sort()).toEqual(['category', 'cursor', 'lang', 'limit', 'open']);
    expect([...(getRouteQueryParams('/sitemap-2.xml') ?? [])]).toEqual([]);
  });

  it('keeps the whole query of a route that is not cached', () => {
    for (const path of ['/search', '/checkout', '/restaurants/x', '/restaurant/7/write-review', '/api/search'])
      expect(getRouteQueryParams(path), path).toBeNull();
  });

  it('covers every cached route', () => {
    for (const route of Object.keys(PAGE_CACHE_ROUTE_RULES)) expect(getRouteQueryParams(route.replace(/\[[^\]]+\]/g, '1')), route).not.toBeNull();
  });
});
