import { describe, expect, it } from 'vitest';
import { getSiteUrl } from './site-config.server';

describe('getSiteUrl', () => {
  it('is SITE_URL without a trailing slash, else localhost on the served port', () => {
    expect(getSiteUrl({ SITE_URL: 'https://guide.example/' })).toBe('https://guide.example');
    expect(getSiteUrl({ PORT: '5000' })).toBe('http://localhost:5000');
    expect(getSiteUrl({})).toBe('http://localhost:4321');
    expect(getSiteUrl({ PORT: 'eighty' })).toBe('http://localhost:4321');
  });
});
