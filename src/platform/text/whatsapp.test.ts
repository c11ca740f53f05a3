import { describe, expect, it } from 'vitest';
import { toSurinameMobile, toWhatsappHref, toWhatsappNumber } from './whatsapp';

describe('toSurinameMobile', () => {
  it('accepts +597 and 7 digits starting with 6, 7 or 8, however written', () => {
    expect(toSurinameMobile('+597 812-3456')).toBe('5978123456');
    expect(toSurinameMobile('00597 7123456')).toBe('5977123456');
    expect(toSurinameMobile('(597) 612 3456')).toBe('5976123456');
    expect(toSurinameMobile('8123456')).toBe('5978123456');
  });
  it('refuses landlines, the demo 555 range, foreign numbers and text', () => {
    expect(toSurinameMobile('+597 555-0101')).toBeNull();
    expect(toSurinameMobile('+597 421-234')).toBeNull();
    expect(toSurinameMobile('+597 912-3456')).toBeNull();
    expect(toSurinameMobile('+31 6 1234 5678')).toBeNull();
    expect(toSurinameMobile('+597 812-34567')).toBeNull();
    expect(toSurinameMobile('call 8123456')).toBeNull();
    expect(toSurinameMobile('')).toBeNull();
  });
});

describe('toWhatsappNumber', () => {
  it('takes international numbers with + or 00, and Surinamese mobiles without', () => {
    expect(toWhatsappNumber('+31 6 1234 5678')).toBe('31612345678');
    expect(toWhatsappNumber('0031 6 1234 5678')).toBe('31612345678');
    expect(toWhatsappNumber('+597 812-3456')).toBe('5978123456');
    expect(toWhatsappNumber('812-3456')).toBe('5978123456');
  });
  it('refuses what cannot be a number', () => {
    expect(toWhatsappNumber('+12')).toBeNull();
    expect(toWhatsappNumber('4212345')).toBeNull();
    expect(toWhatsappNumber('wa.me/123')).toBeNull();
  });
});

describe('toWhatsappHref', () => {
  it('encodes the message', () => {
    expect(toWhatsappHref('5978123456', 'Hello & "hi"?')).toBe('https://wa.me/5978123456?text=Hello%20%26%20%22hi%22%3F');
  });
});
