import { describe, expect, it } from 'vitest';
import { getVisitMonth, hasHiddenCharacters, isHoneypotFilled, listVisitMonths, makeReviewFormSchema } from './review-form';

const now = new Date('2026-11-26T04:00:00Z');
const valid = {
  placeKind: 'restaurant',
  placeId: '3',
  authorName: ' Ana ',
  country: 'Netherlands',
  rating: '5',
  comment: 'Lovely roti, friendly staff and fair prices.',
  visitMonth: '2026-10',
  email: ' Ana@Example.COM ',
  website: '',
};
const parse = (over: Record<string, unknown>, lang: 'en' | 'nl' = 'en') => makeReviewFormSchema(lang, now).safeParse({ ...valid, ...over });
const messageOf = (over: Record<string, unknown>, lang: 'en' | 'nl' = 'en') => {
  const r = parse(over, lang);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the review form schema', () => {
  it('takes a valid form post and a JSON body alike, trimmed and lowercased', () => {
    const form = parse({});
    expect(form.success && form.data).toMatchObject({ placeId: 3, authorName: 'Ana', rating: 5, email: 'ana@example.com', visitMonth: '2026-10' });
    const json = parse({ placeId: 3, rating: 4 });
    expect(json.success && json.data.rating).toBe(4);
  });

  it('refuses ratings outside 1–5 and non-integers', () => {
    for (const rating of ['0', '6', '4.5', 4.5, '', 'five', null]) expect(parse({ rating }).success).toBe(false);
  });

  it('counts the comment after trimming: 20 to 2,000 characters; 10,000 are refused', () => {
    expect(messageOf({ comment: `   ${'a'.repeat(19)}   ` })).toBe('Write at least 20 characters.');
    expect(parse({ comment: 'a'.repeat(2000) }).success).toBe(true);
    expect(messageOf({ comment: 'a'.repeat(2001) })).toBe('Keep your review under 2,000 characters.');
    expect(parse({ comment: 'x'.repeat(10_000) }).success).toBe(false);
    expect(messageOf({ authorName: 'a'.repeat(61) })).toBe('Enter your first name (at most 60 characters).');
    expect(messageOf({ country: 'b'.repeat(61) }, 'nl')).toBe('Vul je land in (hoogstens 60 tekens).');
  });

  it('refuses control characters and bidi overrides, keeps newlines and tabs in the comment (CRLF becomes LF)', () => {
    const hidden = 'Remove the invisible control characters from this text.';
    expect(messageOf({ comment: 'Good food but \u202Eevil reversed text here' })).toBe(hidden);
    expect(messageOf({ comment: 'Good food and a null \u0000 character inside' })).toBe(hidden);
    expect(messageOf({ comment: 'Isolate \u2066 opened and never closed, sneaky' })).toBe(hidden);
    expect(messageOf({ authorName: 'Ana\u202E' })).toBe(hidden);
    expect(messageOf({ country: 'NL\nX' })).toBe(hidden);
    expect(messageOf({ authorName: 'An\u0085a' }, 'nl')).toBe('Haal de onzichtbare stuurtekens uit deze tekst.');
    const ok = parse({ comment: 'Line one is good.\r\nLine two:\tfine too.' });
    expect(ok.success && ok.data.comment).toBe('Line one is good.\nLine two:\tfine too.');
    expect(hasHiddenCharacters('a\nb', true)).toBe(false);
    expect(hasHiddenCharacters('a\nb')).toBe(true);
  });

  it.each([
    ['LRM', '\u200e'],
    ['RLM', '\u200f'],
    ['ALM', '\u061c'],
    ['zero-width space', '\u200b'],
    ['zero-width non-joiner', '\u200c'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['BOM', '\ufeff'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['tag character', '\u{e0041}'],
    ['interlinear annotation', '\ufff9'],
    ['interlinear terminator', '\ufffb'],
    ['Hangul filler', '\u3164'],
    ['halfwidth Hangul filler', '\uffa0'],
    ['soft hyphen', '\u00ad'],
  ])('refuses a %s in the name, the country and the comment', (_name, char) => {
    const hidden = 'Remove the invisible control characters from this text.';
    expect(messageOf({ authorName: `An${char}a` })).toBe(hidden);
    expect(messageOf({ country: `Suri${char}name` })).toBe(hidden);
    expect(messageOf({ comment: `Good roti and a hidden ${char} character in it.` })).toBe(hidden);
  });

  it('refuses a name that only looks blank, keeps emoji built with a zero-width joiner', () => {
    expect(messageOf({ authorName: '\u3164' })).toBe('Remove the invisible control characters from this text.');
    expect(messageOf({ authorName: '\u200b\u200b' })).toBe('Remove the invisible control characters from this text.');
    const family = parse({ comment: 'We came as a family \u{1F468}\u200d\u{1F469}\u200d\u{1F467} and loved it.' });
    expect(family.success).toBe(true);
    expect(hasHiddenCharacters('cook \u{1F469}\u200d\u{1F373}')).toBe(false);
    expect(hasHiddenCharacters('a\u200db')).toBe(true);
  });

  it.each([['0x2'], ['2e0'], ['+2'], [' 2'], ['2.0'], ['02'], [true], [[2]], [2.5], [0], [-1], [''], [null]])(
    'refuses the place id %o: only a plain decimal is a place',
    (placeId) => {
      expect(messageOf({ placeId })).toBe('This place cannot be reviewed.');
    },
  );

  it('takes a place id as a JSON number or as digits', () => {
    const asText = parse({ placeId: '12' });
    const asNumber = parse({ placeId: 12 });
    expect(asText.success && asText.data.placeId).toBe(12);
    expect(asNumber.success && asNumber.data.placeId).toBe(12);
  });

  it('keeps markup as plain text (it is escaped when shown, never interpreted)', () => {
    const r = parse({ comment: '<script>alert(1)</script> and <a href="http://x">link</a>' });
    expect(r.success && r.data.comment).toBe('<script>alert(1)</script> and <a href="http://x">link</a>');
  });

  it('takes a visit month from three years ago up to this month, by the server clock in Paramaribo', () => {
    expect(getVisitMonth(now)).toBe('2026-11');
    // 01:00 UTC on 1 December is still 30 November in Paramaribo.
    expect(getVisitMonth(new Date('2026-12-01T01:00:00Z'))).toBe('2026-11');
    expect(getVisitMonth(now, 36)).toBe('2023-11');
    expect(listVisitMonths(now)).toHaveLength(37);
    expect(parse({ visitMonth: '2026-11' }).success).toBe(true);
    expect(parse({ visitMonth: '2023-11' }).success).toBe(true);
    for (const visitMonth of ['2026-12', '2023-10', '2026-13', '2026-1', 'last week', ''])
      expect(messageOf({ visitMonth })).toBe('Choose the month of your visit (within the last three years).');
  });

  it('checks the email, the place and the honeypot', () => {
    expect(messageOf({ email: 'not-an-address' }, 'nl')).toBe('Vul een geldig e-mailadres in.');
    expect(messageOf({ placeKind: 'event' })).toBe('This place cannot be reviewed.');
    expect(messageOf({ placeId: '0' })).toBe('This place cannot be reviewed.');
    expect(parse({ website: 'http://spam.example' }).success).toBe(false);
    expect(isHoneypotFilled({ website: 'x' })).toBe(true);
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
