import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, resolveReturnPath } from './return-path';

describe('the address sign-in returns to', () => {
  it('keeps an email deep link to an order or a listing, in either language', () => {
    expect(resolveReturnPath('/admin?order=ord_01H', '/admin')).toBe('/admin?order=ord_01H');
    expect(resolveReturnPath('/nl/admin?listing=42', '/nl/admin')).toBe('/nl/admin?listing=42');
  });

  it.each([
    ['https://evil.example/admin?order=1'],
    ['//evil.example/admin'],
    ['/admin/../checkout'],
    ['/adminx?order=1'],
    ['/admin?order=1&next=//evil'],
    ['/admin?order=<script>'],
    ['/admin?redirect=https://evil.example'],
    ['javascript:alert(1)'],
    ['/nl/admin?order=1'],
    [''],
    [null],
  ])('sends %o to the dashboard instead', (next) => {
    expect(resolveReturnPath(next, '/admin')).toBe('/admin');
  });

  it('builds the login redirect only for a query worth keeping', () => {
    expect(buildLoginRedirect('/admin/login', '/admin', '?order=ord_1')).toBe('/admin/login?next=%2Fadmin%3Forder%3Dord_1');
    expect(buildLoginRedirect('/admin/login', '/admin', '')).toBe('/admin/login');
    expect(buildLoginRedirect('/nl/admin/login', '/nl/admin', '?x=%2F%2Fevil')).toBe('/nl/admin/login');
  });
});
