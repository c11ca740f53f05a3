/** The two dialogs of the Reviews tab: reject (asks the internal reason) and reply (text, as the business or the guide). */
import { useEffect, useId, useState } from 'react';
import { FormDialog } from '~/features/admin';
import { REVIEW_LIMITS, type ReviewReplyFrom } from '~/features/reviews/review';
import type { AdminReview } from './review-admin';
import { useReviewsAdminStrings } from './use-strings';

interface DialogProps {
  review: AdminReview | null;
  place: string;
  pending: boolean;
  onClose: () => void;
}

export function RejectReviewDialog({ review, place, pending, onClose, onConfirm }: DialogProps & { onConfirm: (review: AdminReview, reason: string) => void }) {
  const { t } = useReviewsAdminStrings();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [review]);
  return (
    <FormDialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('reviewsAdmin.rejectTitle')}
      description={review ? t('reviewsAdmin.rejectText', { author: review.authorName, place }) : undefined}
      submitLabel={t('reviewsAdmin.reject')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(t('reviewsAdmin.reasonRequired'));
        if (review) onConfirm(review, reason.trim());
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {t('reviewsAdmin.rejectReason')}
        </label>
        <textarea
          id={id}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={REVIEW_LIMITS.rejectReasonMax}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <p id={`${id}-hint`} className={`text-sm ${error ? 'text-error' : 'text-base-content/70'}`}>
          {error ?? t('reviewsAdmin.rejectHint')}
        </p>
      </div>
    </FormDialog>
  );
}

export function ReplyReviewDialog({
  review,
  place,
  pending,
  onClose,
  onConfirm,
}: DialogProps & { onConfirm: (review: AdminReview, text: string, from: ReviewReplyFrom) => void }) {
  const { t } = useReviewsAdminStrings();
  const id = useId();
  const [text, setText] = useState('');
  const [from, setFrom] = useState<ReviewReplyFrom>('business');
  useEffect(() => {
    setText(review?.reply?.text ?? '');
    setFrom(review?.reply?.from ?? 'business');
  }, [review]);
  return (
    <FormDialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={review ? t('reviewsAdmin.replyTitle', { author: review.authorName }) : ''}
      description={t('reviewsAdmin.replyText', { place })}
      submitLabel={t('reviewsAdmin.save')}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (review) onConfirm(review, text.trim(), from);
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {t('reviewsAdmin.replyField')}
        </label>
        <textarea
          id={id}
          className="textarea w-full"
          rows={5}
          maxLength={REVIEW_LIMITS.replyMax}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {t('reviewsAdmin.replyHint')}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{t('reviewsAdmin.replyAs')}</legend>
        {(['business', 'guide'] as const).map((value) => (
          <label key={value} className="flex cursor-pointer items-center gap-2">
            <input type="radio" className="radio radio-sm" name={`${id}-from`} value={value} checked={from === value} onChange={() => setFrom(value)} />
            {t(`reviewsAdmin.as.${value}`)}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
