/** Newsletter rules (issue 18): CSV cells safe in a spreadsheet, the form's validation, token shape. */
import { describe, expect, it } from 'vitest';
import { csvCell, isNewsletterPostPath, isNewsletterTokenShaped, isOneClickUnsubscribe, subscribeSchema } from './newsletter';

describe('newsletter rules', () => {
  it('defuses cells that a spreadsheet would run as a formula, and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('ana@example.com')).toBe('"ana@example.com"');
  });
  it('takes a valid email and en or nl', () => {
    expect(subscribeSchema.safeParse({ email: ' a@b.sr ', lang: 'nl' }).data).toEqual({ email: 'a@b.sr', lang: 'nl' });
    expect(subscribeSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(subscribeSchema.safeParse({ email: `${'a'.repeat(250)}@b.sr` }).success).toBe(false);
  });
  it('knows its token shape and post paths', () => {
    expect(isNewsletterTokenShaped('a'.repeat(32))).toBe(true);
    expect(isNewsletterTokenShaped('A'.repeat(32))).toBe(false);
    expect(isNewsletterPostPath('/nl/newsletter/confirm/abc')).toBe(true);
    expect(isNewsletterPostPath('/newsletter/unsubscribe/abc')).toBe(true);
    expect(isNewsletterPostPath('/newsletter')).toBe(false);
  });
  it('tells a one-click unsubscribe (RFC 8058) by its exact body, urlencoded or multipart, on an unsubscribe page only', async () => {
    const post = (body: BodyInit, type?: string) => new Request('http://x/', { method: 'POST', body, headers: type ? { 'Content-Type': type } : undefined });
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const path = '/nl/newsletter/unsubscribe/abc';
    expect(await isOneClickUnsubscribe(post('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'), path)).toBe(true);
    expect(await isOneClickUnsubscribe(post(multipart), path)).toBe(true);
    expect(await isOneClickUnsubscribe(post('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded'), '/newsletter/confirm/abc')).toBe(false);
    expect(await isOneClickUnsubscribe(post('List-Unsubscribe=One-Click&x=1', 'application/x-www-form-urlencoded'), path)).toBe(false);
    expect(await isOneClickUnsubscribe(post('List-Unsubscribe=Two-Clicks', 'application/x-www-form-urlencoded'), path)).toBe(false);
    expect(await isOneClickUnsubscribe(post('{"List-Unsubscribe":"One-Click"}', 'application/json'), path)).toBe(false);
    expect(await isOneClickUnsubscribe(post('', 'application/x-www-form-urlencoded'), path)).toBe(false);
    expect(await isOneClickUnsubscribe(new Request('http://x/'), path)).toBe(false);
  });
});
