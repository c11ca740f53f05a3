import { describe, expect, it } from 'vitest';
import { createSearchRedirect, getSearchRedirectPath } from './search-redirect';

describe('search without JavaScript', () => {
  it('sends a known keyword to its list page in the same language', () => {
    expect(getSearchRedirectPath('Roti', 'en')).toBe('/restaurants');
    expect(getSearchRedirectPath('party', 'en')).toBe('/events');
    expect(getSearchRedirectPath('amazon', 'nl')).toBe('/nl/tours');
    expect(getSearchRedirectPath('nieuws', 'nl')).toBe('/nl/news');
  });

  it('sends an empty or oversized term back to the search box, and leaves any other term to the search page', () => {
    expect(getSearchRedirectPath(null, 'en')).toBe('/#search');
    expect(getSearchRedirectPath(`restaurant${'x'.repeat(300)}`, 'en')).toBe('/#search');
    expect(getSearchRedirectPath('waterfall', 'nl')).toBeNull();
  });

  it('answers the hero form with a 303 and the target in Location, and nothing else', () => {
    const res = createSearchRedirect(new URL('http://x/search?q=news&from=hero'), 'en');
    expect(res?.status).toBe(303);
    expect(res?.headers.get('location')).toBe('/news');
    expect(createSearchRedirect(new URL('http://x/search?q=news'), 'en')).toBeNull();
    expect(createSearchRedirect(new URL('http://x/search?q=waterfall&from=hero'), 'en')).toBeNull();
  });
});
