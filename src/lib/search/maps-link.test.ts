import { describe, expect, it } from 'vitest';
import { buildMapsSearchUrl } from './maps-link';

describe('maps link', () => {
  it('searches the location plus Paramaribo, Suriname, encoded', () => {
    expect(buildMapsSearchUrl('Waterkant 12 & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Waterkant%2012%20%26%20Co%2C%20Paramaribo%2C%20Suriname',
    );
  });
  it('still searches the city when the location is empty', () => {
    expect(buildMapsSearchUrl('  ')).toBe('https://www.google.com/maps/search/?api=1&query=Paramaribo%2C%20Suriname');
  });
});
