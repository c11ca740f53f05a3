import { describe, expect, it } from 'vitest';
import { addOfflineNote, CACHE_NAMES, formatSavedAt, isNeverCached, isStorable, languageOfPath, offlinePagePath } from './offline-rules';

const response = (status: number, cacheControl?: string) => ({ status, headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}) });

describe('what the service worker never keeps', () => {
  it.each([
    '/admin',
    '/admin/login',
    '/admin-login',
    '/nl/admin',
    '/api/admin/orders',
    '/api/search',
    '/checkout',
    '/checkout/success',
    '/nl/checkout/bank-transfer',
    '/bank-transfer-checkout',
    '/listing/abc123',
    '/nl/listing/abc123',
    '/newsletter/confirm/tok',
    '/nl/newsletter/unsubscribe/tok',
    '/ADMIN',
  ])('%s is never cached', (path) => expect(isNeverCached(path)).toBe(true));

  it.each(['/', '/nl', '/nl/', '/restaurants', '/nl/restaurant/1', '/tour/2', '/events', '/news/1', '/contact', '/newsletter', '/offline', '/listings-guide'])(
    '%s may be kept',
    (path) => expect(isNeverCached(path)).toBe(false),
  );

  it('keeps only a 200 that allows storing', () => {
    expect(isStorable(response(200))).toBe(true);
    expect(isStorable(response(200, 'public, max-age=60'))).toBe(true);
    expect(isStorable(response(200, 'no-store'))).toBe(false);
    expect(isStorable(response(200, 'private, max-age=0'))).toBe(false);
    expect(isStorable(response(404))).toBe(false);
    expect(isStorable(response(500))).toBe(false);
    expect(isStorable(response(0))).toBe(false);
    expect(isStorable(response(206))).toBe(false);
  });
});

describe('language of a path', () => {
  it('answers Dutch for /nl and below, English elsewhere', () => {
    expect([languageOfPath('/nl'), languageOfPath('/nl/tours'), languageOfPath('/'), languageOfPath('/nlx'), languageOfPath('/tours')]).toEqual([
      'nl',
      'nl',
      'en',
      'en',
      'en',
    ]);
    expect([offlinePagePath('/nl/tour/9'), offlinePagePath('/tour/9'), offlinePagePath('/nl')]).toEqual(['/nl/offline', '/offline', '/nl/offline']);
  });
});

describe('the offline note', () => {
  // 01:30 UTC on 26 November is 22:30 on 25 November in Paramaribo (UTC-3).
  const at = new Date('2026-11-26T01:30:00Z');

  it('dates the copy in the page language on Paramaribo time', () => {
    expect(formatSavedAt(at, 'en')).toMatch(/Nov 25, 2026.*22:30/);
    expect(formatSavedAt(at, 'nl')).toMatch(/25 nov\.? 2026.*22:30/);
  });

  it('goes right after the opening body tag, in the page language', () => {
    const html = '<html><head></head><body class="x"><main>Page</main></body></html>';
    const en = addOfflineNote(html, 'en', at);
    expect(en).toMatch(/<body class="x"><div role="status" data-offline-note[^>]*>Offline – showing a saved copy from Nov 25, 2026.*22:30<\/div><main>/);
    expect(addOfflineNote(html, 'nl', at)).toContain('Offline – je ziet een opgeslagen kopie van 25 nov');
    expect(addOfflineNote('<p>no body</p>', 'en', at)).toBe('<p>no body</p>');
  });

  it("hides on a kept copy what was true only when it was drawn ('Open now · closes at …')", () => {
    const html =
      '<body><p><span class="x" data-open-line="open" data-time-bound="now" data-hours="{}"><span>Open now · closes at 11:00 PM</span></span></p></body>';
    const copy = addOfflineNote(html, 'en', new Date('2026-11-25T10:00:00Z'));
    expect(copy).toContain('<span class="x" data-open-line="open" data-time-bound="stale" hidden data-hours="{}">');
    expect(copy).not.toContain('data-time-bound="now"');
    // A line the server drew without hours to redo it from is left alone (nothing says it is time-bound).
    expect(addOfflineNote('<body><span data-open-line="open">x</span></body>', 'en', null)).not.toContain('hidden');
  });

  it('keeps the saved places in a cache of their own that no deploy version renames', () => {
    expect(CACHE_NAMES.saved).toBe('guide-saved-v1');
    expect(new Set(Object.values(CACHE_NAMES)).size).toBe(3);
  });
});
