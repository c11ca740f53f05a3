import { describe, expect, it } from 'vitest';
import { isAdminArea, needsAdminSession, normalizePathname } from './paths';

describe('admin path checks', () => {
  it('normalises case, slashes, escapes and trailing slashes', () => {
    expect(normalizePathname('/API//Admin/users/')).toBe('/api/admin/users');
    expect(normalizePathname('/api/%61dmin/users')).toBe('/api/admin/users');
    expect(normalizePathname('/api/%2561dmin/users')).toBe('/api/admin/users');
    expect(normalizePathname('/api\\admin\\users')).toBe('/api/admin/users');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('/%E0%A4%A')).toBe('/%e0%a4%a');
  });

  it('needs a session for every admin API path but login, in any spelling', () => {
    for (const p of [
      '/api/admin/users',
      '/API/ADMIN/USERS',
      '/api/admin//me/',
      '/api/%61dmin/stats',
      '/api/admin',
      '/api/admin/login/extra',
      '/api/admin/users/[id]',
    ]) {
      expect(needsAdminSession(p), p).toBe(true);
    }
    for (const p of ['/api/admin/login', '/api/admin/login/', '/API/Admin/Login', '/api/restaurants', '/api/administrator', '/admin']) {
      expect(needsAdminSession(p), p).toBe(false);
    }
  });

  it('marks admin screens and API as the admin area', () => {
    for (const p of ['/admin', '/admin/', '/admin/login', '/admin-login', '/nl/admin', '/nl/admin/login', '/nl/admin-login', '/api/admin/me']) {
      expect(isAdminArea(p), p).toBe(true);
    }
    for (const p of ['/', '/nl', '/restaurants', '/administration', '/nl/tours']) expect(isAdminArea(p), p).toBe(false);
  });
});
