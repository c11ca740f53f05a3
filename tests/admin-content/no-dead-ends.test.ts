/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * Issue 18, no dead ends: a tour's operator contact and an event's ticket link through the admin API
 * (validation included) and on the public pages in both languages; WhatsApp beside a Surinamese
 * mobile number on restaurant pages; no 'not built' or 'coming soon' button left for these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublic, sampleEvent, sampleTour, sendJson, startContentServer, type ContentTestContext } from './helpers';

let ctx: ContentTestContext;
beforeAll(async () => {
  ctx = await startContentServer();
});
afterAll(() => ctx?.server.stop());

const call = (method: string, path: string, body?: unknown) => sendJson(ctx.admin, method, path, body);
const page = async (path: string) => (await fetch(`${ctx.server.baseUrl}${path}`)).text();
const hrefs = (html: string, prefix: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')).filter((h) => h.startsWith(prefix));
/** No button of these features opens a not-built message, and no 'coming soon'. */
const expectNoDeadEnds = (html: string) => {
  expect(html).not.toMatch(/not-built-(book|tickets)/);
  expect(html).not.toMatch(/coming soon|binnenkort|booking form has not been built|ticketing has not been built|nog niet gebouwd: de (boekings|ticket)/i);
};

const contact = { operatorWhatsapp: '+597 812-3456', operatorPhone: '+597 421-234', operatorEmail: 'trips@example.com' };

describe('tour operator contact', () => {
  it('round-trips through the admin API and becomes WhatsApp, tel: and mailto: links in both languages', async () => {
    const created = await call('POST', '/api/admin/tours', { ...sampleTour, ...contact });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const admin = (await call('GET', '/api/admin/tours')).body.find((t: any) => t.id === id);
    expect(admin).toMatchObject(contact);
    const name = sampleTour.translations.en.name;
    const en = await page(`/tour/${id}`);
    expect(en).toContain('Contact the operator');
    expect(hrefs(en, 'https://wa.me/')).toEqual([
      `https://wa.me/5978123456?text=${encodeURIComponent(`Hello, I found "${name}" on Suriname Guide and would like to know more about booking it.`)}`,
    ]);
    expect(hrefs(en, 'tel:')).toContain('tel:+597421234');
    expect(hrefs(en, 'mailto:trips@')).toEqual([
      expect.stringMatching(/^mailto:trips@example\.com\?subject=Question%20about%20%22.+&body=Hello%2C%20I%20found/),
    ]);
    expectNoDeadEnds(en);
    const nl = await page(`/nl/tour/${id}`);
    expect(nl).toContain('Contact met de organisator');
    expect(hrefs(nl, 'https://wa.me/5978123456?text=')[0]).toContain(encodeURIComponent('ik zag'));
    expectNoDeadEnds(nl);
    await call('DELETE', `/api/admin/tours/${id}`);
  });

  it("offers the guide's own contact, not the operator's, for a tour without contact", async () => {
    const created = await call('POST', '/api/admin/tours', sampleTour);
    const id = created.body.id;
    for (const path of [`/tour/${id}`, `/nl/tour/${id}`]) {
      const html = await page(path);
      expect(html).toContain('data-tour-booking');
      expect(html).not.toMatch(/<section[^>]*data-tour-contact="operator"/);
      expect(html).toMatch(/<section[^>]*data-tour-contact="guide"/);
      expectNoDeadEnds(html);
    }
    await call('DELETE', `/api/admin/tours/${id}`);
  });

  it('refuses a malformed phone, WhatsApp number or email with a message', async () => {
    for (const [field, value, message] of [
      ['operatorEmail', 'not-an-email', 'Operator email must be an email address'],
      ['operatorPhone', 'call me', 'Operator phone must be a phone number'],
      ['operatorWhatsapp', '12', 'Operator WhatsApp must be a phone number'],
      ['operatorWhatsapp', 42, 'Operator WhatsApp must be text'],
    ] as const) {
      const answer = await call('POST', '/api/admin/tours', { ...sampleTour, [field]: value });
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });
});

describe('event ticket link', () => {
  const soon = () => new Date(Date.now() + 86_400_000).toISOString();

  it('links the ticket address in a new tab, and says "at the door" without one', async () => {
    const withLink = await call('POST', '/api/admin/events', { ...sampleEvent, date: soon(), ticketUrl: 'https://tickets.example.com/test-night' });
    expect(withLink.status).toBe(201);
    const without = await call('POST', '/api/admin/events', { ...sampleEvent, date: soon(), price: 30 });
    expect((await call('GET', '/api/admin/events')).body.find((e: any) => e.id === withLink.body.id).ticketUrl).toBe('https://tickets.example.com/test-night');
    for (const [path, door] of [
      ['/events?when=all', 'Tickets at the door'],
      ['/nl/events?when=all', 'Tickets aan de deur'],
    ] as const) {
      const html = await page(path);
      expect(html).toMatch(/<a href="https:\/\/tickets\.example\.com\/test-night" target="_blank" rel="noopener noreferrer"/);
      const card = html.slice(html.indexOf(`data-event-id="${without.body.id}"`));
      expect(card.slice(0, card.indexOf('</article>'))).toContain(door);
      expectNoDeadEnds(html);
    }
    await call('DELETE', `/api/admin/events/${withLink.body.id}`);
    await call('DELETE', `/api/admin/events/${without.body.id}`);
  });

  it('accepts only http(s) addresses', async () => {
    for (const ticketUrl of ['javascript:alert(1)', 'ftp://example.com/x', 'tickets.example.com', 'https://exa mple.com']) {
      const answer = await call('POST', '/api/admin/events', { ...sampleEvent, ticketUrl });
      expect(answer.status, ticketUrl).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Ticket URL must be an http(s) address');
    }
  });
});

describe('restaurant WhatsApp', () => {
  it('shows WhatsApp beside the phone link only for a Surinamese mobile number, in the page language', async () => {
    const restaurants: any[] = (await getPublic(ctx.server.baseUrl, '/api/restaurants?limit=50')).body;
    const mobile = restaurants.find((r) => r.phone === '+597 855-0101');
    const landline = restaurants.find((r) => r.phone === '+597 555-0102');
    const en = await page(`/restaurant/${mobile.id}`);
    expect(hrefs(en, 'https://wa.me/')).toEqual([
      `https://wa.me/5978550101?text=${encodeURIComponent(`Hello ${mobile.name}, I found you on Suriname Guide.`)}`,
    ]);
    expect(hrefs(await page(`/nl/restaurant/${mobile.id}`), 'https://wa.me/')[0]).toContain(encodeURIComponent('ik vond jullie via de Suriname Gids'));
    expect(hrefs(await page(`/restaurant/${landline.id}`), 'https://wa.me/')).toEqual([]);
  });
});
