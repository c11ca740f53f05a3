import { describe, expect, it } from 'vitest';
import { createSearchRedirect, getSearchRedirectPath } from './search-redirect';

describe('search without JavaScript', () => {
  it('sends a known keyword to its list page in the same language', () => {
    expect(getSearchRedirectPath('Roti', 'en')).toBe('/restaurants');
    expect(getSearchRedirectPath('party', 'en')).toBe('/events');
    expect(getSearchRedirectPath('amazon', 'nl')).toBe('/nl/tours');
    expect(getSearchRedirectPath('nieuws', 'nl')).toBe('/nl/news');
  });

  it('sends an empty, unknown or oversized term back to the search box', () => {
    expect(getSearchRedirectPath(null, 'en')).toBe('/#search');
    expect(getSearchRedirectPath('waterfall', 'nl')).toBe('/nl#search');
    expect(getSearchRedirectPath(`restaurant${'x'.repeat(300)}`, 'en')).toBe('/#search');
  });

  it('answers with a 303 and the target in Location', () => {
    const res = createSearchRedirect(new URL('http://x/search?q=news'), 'en');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/news');
  });
});
