import { describe, expect, it } from 'vitest';
import { localizeSender } from './sender-name';

describe('the sender name in the reader language', () => {
  it('names the Dutch site on a Dutch email and the English one on an English email', () => {
    expect(localizeSender('Suriname Guide <no-reply@guide.example>', 'nl')).toBe('Suriname Gids <no-reply@guide.example>');
    expect(localizeSender('Suriname Guide <no-reply@guide.example>', 'en')).toBe('Suriname Guide <no-reply@guide.example>');
    expect(localizeSender('"Suriname Gids" <no-reply@guide.example>', 'en')).toBe('Suriname Guide <no-reply@guide.example>');
  });

  it('gives a bare address the site name, and keeps a name the operator chose', () => {
    expect(localizeSender('no-reply@guide.example', 'nl')).toBe('Suriname Gids <no-reply@guide.example>');
    expect(localizeSender('Kasaba Media <mail@kasaba.example>', 'nl')).toBe('Kasaba Media <mail@kasaba.example>');
  });
});
