import { describe, expect, it } from 'vitest';
import { buildMapsSearchUrl, getFullAddress } from './maps-link';

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

describe('full address', () => {
  it('never repeats the city or the country', () => {
    expect(getFullAddress('Waterkant, Paramaribo')).toBe('Waterkant, Paramaribo, Suriname');
    expect(getFullAddress('Waterkant,  paramaribo ')).toBe('Waterkant, paramaribo, Suriname');
    expect(getFullAddress('Paramaribo')).toBe('Paramaribo, Suriname');
    expect(getFullAddress('Domineestraat, Paramaribo, Suriname')).toBe('Domineestraat, Paramaribo, Suriname');
  });
  it('adds the city to a bare street, and only the country where a town or district is named', () => {
    expect(getFullAddress('Waterkant')).toBe('Waterkant, Paramaribo, Suriname');
    expect(getFullAddress('Nieuw Amsterdam, Commewijne')).toBe('Nieuw Amsterdam, Commewijne, Suriname');
    expect(getFullAddress('')).toBe('Paramaribo, Suriname');
  });
});
