/**
 * The admin Reviews tab (issue 20): the queue of confirmed reviews (newest first) with the place,
 * stars, text and the writer's email; Approve, Reject (asks an internal reason) and Reply (as the
 * business or the guide) on approved ones. Approved and rejected reviews can be looked back on.
 * A table on wide screens, cards on a phone; a search over the page's reviews and sorting by column.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import {
  apiRequest,
  getErrorMessage,
  LoadFailedAlert,
  NoMatch,
  showToast,
  SortableTableHead,
  TableSearch,
  timeValue,
  useTableView,
  ViewOnSiteLink,
} from '~/features/admin';
import { localizePath } from '~/platform/i18n/paths';
import type { ReviewReplyFrom } from '~/features/reviews/review';
import { $reviewsWaiting } from './queue-count';
import { ADMIN_REVIEW_STATUSES, type AdminReview, type AdminReviewPage, type AdminReviewStatus } from './review-admin';
import { RejectReviewDialog, ReplyReviewDialog } from './ReviewDialogs';
import { ActionButtons, DateText, placePath, PlaceText, ReviewText, usePlaceName, WriterText, type ReviewActions } from './ReviewParts';
import { useReviewsAdminStrings } from './use-strings';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: AdminReviewPage };

const COLUMNS = ['place', 'review', 'writer', 'date'] as const;

/** The page's reviews: a search over them, sorting by place, stars, writer or date; cards on a phone. */
function ReviewTable({ data, actions }: { data: AdminReviewPage; actions: ReviewActions }) {
  const { t, lang } = useReviewsAdminStrings();
  const placeName = usePlaceName();
  const searchId = useId();
  const view = useTableView(
    data.reviews,
    (r) => [placeName(r), r.authorName, r.country, r.email, r.comment, r.reply?.text],
    (r, key) =>
      key === 'place' ? placeName(r) : key === 'review' ? r.rating : key === 'writer' ? r.authorName : timeValue(r.decidedAt ?? r.confirmedAt ?? r.createdAt),
  );
  const columns = COLUMNS.map((key) => ({ key, label: t(`reviewsAdmin.col.${key}`), sortable: true }));
  return (
    <>
      <TableSearch
        id={searchId}
        query={view.query}
        onQuery={view.setQuery}
        shown={view.shown.length}
        total={data.reviews.length}
        hint="adminTable.hint.reviews"
      />
      {view.shown.length === 0 ? (
        <NoMatch query={view.query} />
      ) : (
        <div className="admin-cards-frame overflow-x-auto rounded-box border border-base-300">
          <table className="admin-cards table table-sm">
            <SortableTableHead caption={t('reviewsAdmin.caption')} columns={columns} view={view} actions={t('reviewsAdmin.col.actions')} />
            <tbody>
              {view.shown.map((r) => {
                const path = placePath(r);
                return (
                  <tr key={r.id} data-review-id={r.id} className="align-top">
                    <th scope="row" className="sm:min-w-36" data-card="title">
                      <PlaceText review={r} />
                    </th>
                    <td className="sm:min-w-64">
                      <ReviewText review={r} />
                    </td>
                    <td className="sm:min-w-40">
                      <WriterText review={r} />
                    </td>
                    <td className="whitespace-nowrap">
                      <DateText review={r} />
                    </td>
                    <td className="text-right" data-card="actions">
                      <div className="flex flex-wrap items-start justify-end gap-2">
                        {path && <ViewOnSiteLink href={localizePath(path, lang)} name={placeName(r)} />}
                        <ActionButtons review={r} actions={actions} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The tab body. */
export default function ReviewsTab() {
  const { t } = useReviewsAdminStrings();
  const placeName = usePlaceName();
  const [status, setStatus] = useState<AdminReviewStatus>('confirmed');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  const [replying, setReplying] = useState<AdminReview | null>(null);

  const reload = useCallback(async () => {
    try {
      const data = await apiRequest<AdminReviewPage>('GET', `/api/admin/reviews?status=${status}&page=${page}`);
      $reviewsWaiting.set(data.counts.confirmed);
      // A page emptied by the last decision: step back to the last page there is.
      if (data.page > data.pageCount) return setPage(data.pageCount);
      setLoad({ state: 'ready', data });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [status, page]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (r: AdminReview, action: 'approve' | 'reject' | 'reply', body: Record<string, unknown>, done: string, description?: string) => {
    setBusy(true);
    try {
      await apiRequest('POST', `/api/admin/reviews/${r.id}/${action}`, body);
      showToast({ title: done, description, variant: 'success' });
      setRejecting(null);
      setReplying(null);
    } catch (error) {
      showToast({ title: t('reviewsAdmin.failed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    } finally {
      setBusy(false);
      void reload();
    }
  };
  const actions: ReviewActions = {
    busy,
    approve: (r) => void run(r, 'approve', {}, t('reviewsAdmin.approved'), t('reviewsAdmin.approvedText', { place: placeName(r) })),
    reject: setRejecting,
    reply: setReplying,
  };
  const counts = load.state === 'ready' ? load.data.counts : null;

  return (
    <section className="grid gap-4" aria-label={t('reviewsAdmin.caption')} data-reviews-admin>
      <p className="text-sm text-base-content/80">{t('reviewsAdmin.intro')}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('reviewsAdmin.filter')} className="flex flex-wrap gap-2">
          {ADMIN_REVIEW_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              className={`btn btn-sm ${status === s ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
            >
              {t(`reviewsAdmin.status.${s}`, { count: counts ? counts[s] : '…' })}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reload()}>
          {t('reviewsAdmin.refresh')}
        </button>
      </div>
      {load.state === 'loading' && (
        <p role="status" className="py-8 text-center">
          {t('reviewsAdmin.loading')}
        </p>
      )}
      {load.state === 'failed' && <LoadFailedAlert message={t('reviewsAdmin.loadFailed')} retryLabel={t('reviewsAdmin.retry')} onRetry={() => void reload()} />}
      {load.state === 'ready' && load.data.reviews.length === 0 && (
        <p className="rounded-box bg-base-200 p-8 text-center">{t(`reviewsAdmin.empty.${load.data.status}`)}</p>
      )}
      {load.state === 'ready' && load.data.reviews.length > 0 && (
        <>
          <ReviewTable key={`${status}-${page}`} data={load.data} actions={actions} />
          {load.data.pageCount > 1 && (
            <nav aria-label={t('reviewsAdmin.pages')} className="flex items-center justify-center gap-3">
              <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('reviewsAdmin.previous')}
              </button>
              <span>{t('reviewsAdmin.page', { page, count: load.data.pageCount })}</span>
              <button type="button" className="btn btn-outline btn-sm" disabled={page >= load.data.pageCount} onClick={() => setPage(page + 1)}>
                {t('reviewsAdmin.next')}
              </button>
            </nav>
          )}
        </>
      )}
      <RejectReviewDialog
        review={rejecting}
        place={rejecting ? placeName(rejecting) : ''}
        pending={busy}
        onClose={() => setRejecting(null)}
        onConfirm={(r, reason) => void run(r, 'reject', { reason }, t('reviewsAdmin.rejected'))}
      />
      <ReplyReviewDialog
        review={replying}
        place={replying ? placeName(replying) : ''}
        pending={busy}
        onClose={() => setReplying(null)}
        onConfirm={(r, text, from: ReviewReplyFrom) => void run(r, 'reply', { text, from }, text ? t('reviewsAdmin.replied') : t('reviewsAdmin.replyRemoved'))}
      />
    </section>
  );
}
