/** The number of reviews waiting in the queue, shared by the tab's badge and the tab (which refreshes it with every load). */
import { atom } from 'nanostores';
import { apiRequest } from '~/features/admin';
import type { AdminReviewPage } from './review-admin';

export const $reviewsWaiting = atom<number | null>(null);

/** Asks the server once (the badge does this when the dashboard opens). */
export async function loadReviewsWaiting(): Promise<void> {
  try {
    const page = await apiRequest<AdminReviewPage>('GET', '/api/admin/reviews?status=confirmed&page=1');
    $reviewsWaiting.set(page.counts.confirmed);
  } catch {
    // No badge when the count cannot be read; the tab shows the error.
  }
}
