/**
 * The signed-in admin in the browser: fetched once from GET /api/admin/me without retry and kept
 * for 5 minutes (spec section 4). Logout clears it and every other admin cache.
 */
import { atom } from 'nanostores';
import { apiRequest } from './api';

export interface CurrentAdmin {
  id: string;
  username: string;
  email: string;
}

export type SessionState = { status: 'loading' } | { status: 'signed-in'; admin: CurrentAdmin } | { status: 'signed-out' };

/** How long the fetched admin counts as fresh. */
const SESSION_CACHE_MS = 5 * 60_000;

export const $session = atom<SessionState>({ status: 'loading' });
let fetchedAt = 0;

/** Seeds the cache with the admin the server already resolved for the page. */
export function seedSession(admin: CurrentAdmin | null, now: number = Date.now()): void {
  if (!admin) return;
  $session.set({ status: 'signed-in', admin });
  fetchedAt = now;
}

/** Fetches the admin unless the cached one is fresher than 5 minutes; a 401 means signed out. */
export async function loadSession(now: number = Date.now()): Promise<SessionState> {
  const current = $session.get();
  if (current.status === 'signed-in' && now - fetchedAt < SESSION_CACHE_MS) return current;
  try {
    const admin = await apiRequest<CurrentAdmin>('GET', '/api/admin/me');
    fetchedAt = now;
    $session.set({ status: 'signed-in', admin: { id: admin.id, username: admin.username, email: admin.email } });
  } catch {
    // Authenticated means data without error (spec section 4): any failure sends the admin to login.
    $session.set({ status: 'signed-out' });
  }
  return $session.get();
}

/** Forgets the admin (on logout), so the next look asks the server again. */
export function clearAdminCaches(): void {
  $session.set({ status: 'signed-out' });
  fetchedAt = 0;
}
