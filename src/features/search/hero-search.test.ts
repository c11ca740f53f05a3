import { describe, expect, it } from 'vitest';
import { routeHeroSearch } from './hero-search';

describe('hero search routing', () => {
  it.each([
    ['restaurant', 'restaurants'],
    ['Restaurants', 'restaurants'],
    ['FOOD', 'restaurants'],
    ['where to eat', 'restaurants'],
    ['roti', 'restaurants'],
    ['tours', 'tours'],
    ['Adventure', 'tours'],
    ['explore', 'tours'],
    ['amazon', 'tours'],
    ['events', 'nightlife'],
    ['nightlife', 'nightlife'],
    ['party', 'nightlife'],
    ['Kaseko', 'nightlife'],
    ['news', 'news'],
    ['article', 'news'],
    ['latest', 'news'],
  ] as const)('"%s" goes to %s', (term, section) => {
    expect(routeHeroSearch(term)).toEqual({ kind: 'section', section });
  });

  it('checks the groups in the spec order, so the first matching group wins', () => {
    expect(routeHeroSearch('street food tour')).toEqual({ kind: 'section', section: 'restaurants' });
    expect(routeHeroSearch('tour news')).toEqual({ kind: 'section', section: 'tours' });
  });

  it('asks for a term when the input is empty or blank', () => {
    expect(routeHeroSearch('')).toEqual({ kind: 'empty' });
    expect(routeHeroSearch('   ')).toEqual({ kind: 'empty' });
    expect(routeHeroSearch(null)).toEqual({ kind: 'empty' });
  });

  it('reports any other term, trimmed but with its own case', () => {
    expect(routeHeroSearch('  Fort Zeelandia ')).toEqual({ kind: 'unknown', term: 'Fort Zeelandia' });
  });

  it('understands Dutch words on Dutch pages only', () => {
    expect(routeHeroSearch('nieuws', 'nl')).toEqual({ kind: 'section', section: 'news' });
    expect(routeHeroSearch('uitgaan', 'nl')).toEqual({ kind: 'section', section: 'nightlife' });
    expect(routeHeroSearch('eten', 'nl')).toEqual({ kind: 'section', section: 'restaurants' });
    expect(routeHeroSearch('nieuws', 'en')).toEqual({ kind: 'unknown', term: 'nieuws' });
    // The spec's English words still work on Dutch pages.
    expect(routeHeroSearch('roti', 'nl')).toEqual({ kind: 'section', section: 'restaurants' });
  });
});
