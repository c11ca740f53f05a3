import { describe, expect, it } from 'vitest';
import type { GuideEvent } from '~/features/events';
import { buildEventJsonLd, formatParamariboDateTime, getEventStartDate } from './event-jsonld';
import { buildHomeJsonLd } from './guide-jsonld';
import { buildNewsArticleJsonLd } from './news-article-jsonld';

const site = 'https://guide.example';
const page = `${site}/nl/events?when=all`;
const event: GuideEvent = {
  id: 4,
  // 28 November 2026, stored as the day's start in Paramaribo (UTC-3).
  date: '2026-11-28T03:00:00.000Z',
  price: 25,
  imageUrl: '/objects/uploads/abcdefgh12',
  isFeatured: false,
  ticketUrl: 'https://tickets.example/kaseko',
  name: 'Kaseko Nacht',
  description: 'Live kaseko aan de Waterkant.',
  category: 'Live Music',
  time: '21.00 uur',
  location: 'Waterkant 5',
  refundTerms: '',
  imageAlts: [],
  partner: false,
  partnerUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  repeat: 'once',
  weekday: null,
  endTime: '',
  lastDate: null,
  extraDates: [],
};
const facts = { writtenIn: 'nl' as const, englishTime: '9:00 PM' };

describe('event JSON-LD', () => {
  it("writes Paramaribo's wall clock with its offset", () => {
    expect(formatParamariboDateTime(new Date('2026-11-29T00:30:00Z'))).toBe('2026-11-28T21:30:00-03:00');
  });

  it('starts on the Paramaribo day at the English clock text, else the page text, else the day alone', () => {
    expect(getEventStartDate(event, '9:00 PM')).toBe('2026-11-28T21:00:00-03:00');
    expect(getEventStartDate(event, 'Evening')).toBe('2026-11-28T21:00:00-03:00');
    expect(getEventStartDate({ ...event, time: 'De hele dag' }, 'All day')).toBe('2026-11-28');
    // A late-evening UTC timestamp is still the Paramaribo day it falls in.
    expect(getEventStartDate({ date: '2026-11-29T02:00:00.000Z', time: '' }, '11 PM')).toBe('2026-11-28T23:00:00-03:00');
  });

  it('describes a paid event with its ticket address, place and anchor on the listing page, and no end', () => {
    const data = buildEventJsonLd(event, { siteUrl: site, pageUrl: page, facts, organizer: null })!;
    expect(data).toMatchObject({
      '@type': 'Event',
      '@id': `${page}#event-4`,
      name: 'Kaseko Nacht',
      startDate: '2026-11-28T21:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: 'nl-SR',
      location: { '@type': 'Place', name: 'Waterkant 5', address: { '@type': 'PostalAddress', addressLocality: 'Paramaribo', addressCountry: 'SR' } },
      offers: { '@type': 'Offer', price: 25, priceCurrency: 'USD', url: 'https://tickets.example/kaseko' },
      image: [`${site}/objects/uploads/abcdefgh12?w=1200&format=fallback`],
    });
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('isAccessibleForFree');
    expect(data).not.toHaveProperty('organizer');
  });

  it('says a free event is free, names a partner as organizer, and the language the text was written in', () => {
    const free = { ...event, price: 0, ticketUrl: '', imageUrl: null };
    const data = buildEventJsonLd(free, { siteUrl: site, pageUrl: page, facts: { ...facts, writtenIn: 'en' }, organizer: 'Club Touché NV' })!;
    expect(data.isAccessibleForFree).toBe(true);
    expect(data.offers).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Club Touché NV' });
    expect(data.inLanguage).toBe('en-US');
    expect(data).not.toHaveProperty('image');
    expect(buildEventJsonLd({ ...event, date: 'not a date' }, { siteUrl: site, pageUrl: page, facts, organizer: null })).toBeNull();
  });
  it('follows the occurrence a list shows (a weekly night): its start, and an end only from an end time', () => {
    // Every Friday 21:00–02:00; the list shows Friday 4 December.
    const weekly: GuideEvent = {
      ...event,
      repeat: 'weekly',
      weekday: 5,
      endTime: '02:00',
      next: { day: '2026-12-04', start: '2026-12-05T00:00:00.000Z', end: '2026-12-05T05:00:00.000Z' },
    };
    const data = buildEventJsonLd(weekly, { siteUrl: site, pageUrl: page, facts, organizer: null })!;
    expect(data.startDate).toBe('2026-12-04T21:00:00-03:00');
    expect(data.endDate).toBe('2026-12-05T02:00:00-03:00');
    const noEnd = buildEventJsonLd({ ...weekly, endTime: '', next: { ...weekly.next!, end: null } }, { siteUrl: site, pageUrl: page, facts, organizer: null })!;
    expect(noEnd.startDate).toBe('2026-12-04T21:00:00-03:00');
    expect(noEnd).not.toHaveProperty('endDate');
  });
});

describe('the guide in JSON-LD', () => {
  it('gives the Dutch home page a WebSite searching /nl/search and the guide with its logo', () => {
    const [site$, org] = buildHomeJsonLd({ siteUrl: site, lang: 'nl', name: 'Suriname Gids' });
    expect(site$).toMatchObject({
      '@type': 'WebSite',
      url: `${site}/nl`,
      inLanguage: 'nl-SR',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${site}/nl/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': `${site}/#organization`,
      name: 'Suriname Gids',
      url: `${site}/nl`,
      logo: { '@type': 'ImageObject', url: `${site}/icons/icon-512.png`, width: 512, height: 512 },
    });
  });

  it('names the guide as author and publisher of an article, in the language the text was written in', () => {
    const article = {
      id: 1,
      title: 'Keti Koti',
      content: 'Text',
      category: 'Culture',
      excerpt: 'Short',
      imageUrl: '',
      imageUrls: [],
      imageAlts: [],
      publishedAt: '2026-07-01T12:00:00.000Z',
      isFeatured: false,
    };
    const data = buildNewsArticleJsonLd(article, {
      siteUrl: site,
      url: `${site}/nl/news/1`,
      guide: { siteUrl: site, lang: 'nl', name: 'Suriname Gids' },
      writtenIn: 'en',
      wordCount: 1,
    });
    expect(data.inLanguage).toBe('en-US');
    expect(data.author).toEqual({ '@type': 'Organization', '@id': `${site}/#organization`, name: 'Suriname Gids', url: `${site}/nl` });
    expect(data.publisher).toMatchObject({
      '@type': 'Organization',
      name: 'Suriname Gids',
      logo: { '@type': 'ImageObject', url: `${site}/icons/icon-512.png` },
    });
  });
});
