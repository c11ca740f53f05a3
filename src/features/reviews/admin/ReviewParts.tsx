/** Pieces of a review in the Reviews tab, shared by the desktop table and the phone cards. */
import { localizePath } from '~/platform/i18n/paths';
import type { AdminReview } from './review-admin';
import { formatReviewDate, formatVisitMonth, useReviewsAdminStrings } from './use-strings';

/** The place's name as the admin reads it. */
export function usePlaceName(): (r: AdminReview) => string {
  const { t } = useReviewsAdminStrings();
  return (r) => r.placeName ?? t('reviewsAdmin.placeGone', { id: r.placeId });
}

/** The place's public page in English (an event's on the full events list); null when the place is gone. */
export function placePath(r: AdminReview): string | null {
  if (!r.placeName) return null;
  return r.placeKind === 'event' ? `/events?when=all#event-${r.placeId}` : `/${r.placeKind}/${r.placeId}`;
}

function Stars({ rating }: { rating: number }) {
  const { t } = useReviewsAdminStrings();
  return (
    <span className="text-warning" role="img" aria-label={t('reviewsAdmin.stars', { rating })}>
      {'★'.repeat(rating)}
      <span className="text-base-content/30">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export function PlaceText({ review: r }: { review: AdminReview }) {
  const { t, lang } = useReviewsAdminStrings();
  const name = usePlaceName();
  return (
    <>
      {r.placeName && r.placeKind !== 'event' ? (
        // Events have no page of their own; a removed place has none either.
        <a className="link font-medium break-words" href={localizePath(`/${r.placeKind}/${r.placeId}`, lang)} target="_blank" rel="noopener">
          {name(r)}
        </a>
      ) : (
        <span className="font-medium break-words">{name(r)}</span>
      )}
      <div className="text-xs font-normal text-base-content/70">
        {t(`reviewsAdmin.kind.${r.placeKind}`)} #{r.placeId}
      </div>
    </>
  );
}

/** Stars, the comment (as text), the visit, the language, and the reply or the internal reason. */
export function ReviewText({ review: r }: { review: AdminReview }) {
  const { t, lang } = useReviewsAdminStrings();
  return (
    <div className="grid gap-1">
      <Stars rating={r.rating} />
      <p className="break-words whitespace-pre-line">{r.comment}</p>
      <p className="text-xs text-base-content/70">
        {t('reviewsAdmin.visited', { month: formatVisitMonth(r.visitMonth, lang) })} · {t(`reviewsAdmin.writtenIn.${r.locale}`)}
      </p>
      {r.reply && (
        <div className="mt-1 rounded-box border-l-4 border-primary bg-base-200 px-3 py-2 text-sm">
          <p className="font-medium">{t(`reviewsAdmin.replyFrom.${r.reply.from}`)}</p>
          <p className="break-words whitespace-pre-line">{r.reply.text}</p>
        </div>
      )}
      {r.status === 'rejected' && r.rejectReason && <p className="text-sm text-error">{t('reviewsAdmin.reason', { reason: r.rejectReason })}</p>}
    </div>
  );
}

export function WriterText({ review: r }: { review: AdminReview }) {
  return (
    <>
      <div>
        {r.authorName} · {r.country}
      </div>
      <div className="text-xs break-all text-base-content/70">{r.email}</div>
    </>
  );
}

export function DateText({ review: r }: { review: AdminReview }) {
  const { t, lang } = useReviewsAdminStrings();
  return (
    <div className="text-xs">
      {r.confirmedAt && <div>{t('reviewsAdmin.confirmedOn', { date: formatReviewDate(r.confirmedAt, lang) })}</div>}
      {r.decidedAt && <div>{t('reviewsAdmin.decidedOn', { date: formatReviewDate(r.decidedAt, lang) })}</div>}
    </div>
  );
}

export interface ReviewActions {
  busy: boolean;
  approve: (r: AdminReview) => void;
  reject: (r: AdminReview) => void;
  reply: (r: AdminReview) => void;
}

/** Approve and Reject on a waiting review, Reply on an approved one, nothing on a rejected one. */
export function ActionButtons({ review: r, actions }: { review: AdminReview; actions: ReviewActions }) {
  const { t } = useReviewsAdminStrings();
  const name = usePlaceName();
  const label = (action: string) => t('reviewsAdmin.actionLabel', { action, author: r.authorName, place: name(r) });
  if (r.status === 'confirmed') {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={actions.busy}
          aria-label={label(t('reviewsAdmin.approve'))}
          onClick={() => actions.approve(r)}
        >
          {t('reviewsAdmin.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          disabled={actions.busy}
          aria-label={label(t('reviewsAdmin.reject'))}
          onClick={() => actions.reject(r)}
        >
          {t('reviewsAdmin.reject')}
        </button>
      </div>
    );
  }
  if (r.status === 'approved') {
    return (
      <div className="flex justify-end">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={actions.busy}
          aria-label={label(r.reply ? t('reviewsAdmin.editReply') : t('reviewsAdmin.reply'))}
          onClick={() => actions.reply(r)}
        >
          {r.reply ? t('reviewsAdmin.editReply') : t('reviewsAdmin.reply')}
        </button>
      </div>
    );
  }
  return null;
}
