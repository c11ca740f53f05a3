/**
 * Path checks that must not be dodged by letter case, repeated or trailing slashes or percent
 * escapes: the admin API guard and the CSRF exemption compare normalised paths.
 */

/** The path decoded, lowercased, with `\` as `/`, runs of slashes collapsed and no trailing slash. */
export function normalizePathname(pathname: string): string {
  let decoded = pathname;
  // Decode repeatedly so %2561 (double escaping) cannot hide a letter either.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  const path = decoded
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The one admin API path reachable without a session. */
const PUBLIC_ADMIN_API_PATHS = new Set(['/api/admin/login']);

/** True for /api/admin and everything under it, in any spelling. */
function isAdminApiPath(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

/** True for an admin API path that needs a session (all but login). */
export function needsAdminSession(pathname: string): boolean {
  return isAdminApiPath(pathname) && !PUBLIC_ADMIN_API_PATHS.has(normalizePathname(pathname));
}

/** True for the admin screens and the admin API, whose answers must never be stored by a cache. */
export function isAdminArea(pathname: string): boolean {
  const path = normalizePathname(pathname);
  const bare = path.startsWith('/nl/') ? path.slice(3) : path === '/nl' ? '/' : path;
  return bare === '/admin' || bare.startsWith('/admin/') || bare === '/admin-login' || isAdminApiPath(path);
}
