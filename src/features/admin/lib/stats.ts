/**
 * The dashboard's counts from GET /api/admin/stats, refreshed every 30 seconds while the
 * dashboard is open. Tabs call refreshAdminStats() after a create or delete.
 */
import { atom } from 'nanostores';
import type { AdminStats } from '~/features/admin/content/admin-types';
import { apiRequest } from './api';

export type { AdminStats };

/** The latest counts, or null until the first answer. */
export const $adminStats = atom<AdminStats | null>(null);

/** How often the counts refresh (spec section 9). */
const STATS_REFRESH_MS = 30_000;

/** Fetches the counts now; a failure keeps the previous ones (no retry, per the spec). */
export async function refreshAdminStats(): Promise<void> {
  try {
    $adminStats.set(await apiRequest<AdminStats>('GET', '/api/admin/stats'));
  } catch {
    // The cards keep showing the last counts, or '...' when there are none yet.
  }
}

/** Starts the 30-second refresh; returns the function that stops it. */
export function startStatsPolling(): () => void {
  void refreshAdminStats();
  const timer = window.setInterval(() => void refreshAdminStats(), STATS_REFRESH_MS);
  return () => window.clearInterval(timer);
}
