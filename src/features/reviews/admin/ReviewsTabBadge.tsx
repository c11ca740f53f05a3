/** The count of reviews waiting, beside the 'Reviews' tab's name (nothing when none wait). */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $reviewsWaiting, loadReviewsWaiting } from './queue-count';
import { useReviewsAdminStrings } from './use-strings';

export default function ReviewsTabBadge() {
  const { t } = useReviewsAdminStrings();
  const waiting = useStore($reviewsWaiting);
  useEffect(() => {
    void loadReviewsWaiting();
  }, []);
  if (!waiting) return null;
  return (
    <span className="badge badge-warning badge-sm ml-2" data-reviews-waiting>
      <span aria-hidden="true">{waiting}</span>
      <span className="sr-only">{t('reviewsAdmin.waiting', { count: waiting })}</span>
    </span>
  );
}
