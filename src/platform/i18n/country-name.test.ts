import { describe, expect, it } from 'vitest';
import { countryNameIn } from './country-name';

describe('countryNameIn', () => {
  it('shows a recognised country in the page language, whichever language it was typed in', () => {
    expect(countryNameIn('Germany', 'nl')).toBe('Duitsland');
    expect(countryNameIn('duitsland', 'en')).toBe('Germany');
    expect(countryNameIn('Nederland', 'en')).toBe('Netherlands');
    expect(countryNameIn('The Netherlands', 'nl')).toBe('Nederland');
    expect(countryNameIn('  Suriname ', 'nl')).toBe('Suriname');
    expect(countryNameIn('Brasil', 'en')).toBe('Brasil');
    expect(countryNameIn('Brazilië', 'en')).toBe('Brazil');
    expect(countryNameIn('Brazilie', 'en')).toBe('Brazil');
  });

  it('knows the everyday short forms', () => {
    expect(countryNameIn('USA', 'nl')).toBe('Verenigde Staten');
    expect(countryNameIn('U.S.A.', 'en')).toBe('United States');
    expect(countryNameIn('UK', 'nl')).toBe('Verenigd Koninkrijk');
    expect(countryNameIn('Holland', 'en')).toBe('Netherlands');
  });

  it('keeps anything else exactly as typed', () => {
    expect(countryNameIn('Paramaribo', 'nl')).toBe('Paramaribo');
    expect(countryNameIn('Frans-Guyana!', 'en')).toBe('Frans-Guyana!');
    expect(countryNameIn('Caribbean', 'nl')).toBe('Caribbean');
  });
});
