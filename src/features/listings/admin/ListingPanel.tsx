/**
 * One listing opened in the Listings tab (issue 17): its preview when it waits for review, and
 * every admin action on it: approve, request changes, extend, end,
 * revoke or resend the editor link, link it to an entry already in the guide.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { apiRequest, getErrorMessage, refreshAdminStats, showToast } from '~/features/admin';
import type { AdminListingJson, ListingAction } from './listing-params';
import { ApproveDialog } from './ApproveDialog';
import { DraftPreview } from './DraftPreview';
import { ListingHistory } from './ListingHistory';
import { Block, ReasonField } from './PanelParts';
import { formatListingDate, useListingsStrings } from './listings-strings';

interface Props {
  listing: AdminListingJson;
  title: string;
  onChanged: () => void;
  onClose: () => void;
}

const AS_IS_FROM = new Set(['awaiting_content', 'pending_review', 'changes_requested']);

export function ListingPanel({ listing: l, title, onChanged, onClose }: Props) {
  const { t, lang } = useListingsStrings();
  const [busy, setBusy] = useState(false);
  const [entries, setEntries] = useState<{ id: number; name: string }[]>([]);
  const ids = { days: useId(), until: useId(), pick: useId(), entry: useId() };
  useEffect(() => {
    apiRequest<{ id: number; name: string }[]>('GET', `/api/admin/listings/entries?kind=${l.kind}`)
      .then(setEntries)
      .catch(() => setEntries([]));
  }, [l.kind]);

  const run = async (action: ListingAction, body: Record<string, unknown>, done: (answer: Record<string, unknown>) => string, form?: HTMLFormElement) => {
    setBusy(true);
    try {
      const answer = await apiRequest<Record<string, unknown>>('POST', `/api/admin/listings/${l.id}/${action}`, body);
      showToast({ title: done(answer), variant: 'success' });
      form?.reset();
      void refreshAdminStats();
      onChanged();
    } catch (error) {
      showToast({ title: t('listings.failed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const fields = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
  };
  const endDate = (a: Record<string, unknown>) => (typeof a.endsAt === 'string' ? formatListingDate(a.endsAt, lang) : '');

  // Approve asks once (ApproveDialog), saying what will happen.
  const [confirming, setConfirming] = useState(false);
  const approve = async () => {
    const body: Record<string, unknown> = l.submittedAt ? { submittedAt: l.submittedAt } : {};
    await run('approve', body, (a) => `${t('listings.approved')}. ${t('listings.approvedText', { date: endDate(a) })}`);
    setConfirming(false);
  };
  const canApproveAsIs = !l.draft && l.entryId !== null && AS_IS_FROM.has(l.status);
  const approveLabel = canApproveAsIs ? t('listings.approveAsIs') : t('listings.approve');
  const started = l.liveFrom !== null;

  return (
    <section className="grid gap-3 rounded-box border-2 border-primary/40 bg-base-100 p-4" aria-labelledby={`panel-${l.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`panel-${l.id}`} tabIndex={-1} className="text-lg font-bold break-words">
          {t('listings.panelTitle', { kind: t(`listings.kind.${l.kind}`), name: title })}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          {t('listings.close')}
        </button>
      </div>
      {l.reviewNote && <p className="text-sm">{t('listings.lastNote', { note: l.reviewNote })}</p>}
      {l.inQueue && l.draft && <DraftPreview kind={l.kind} draft={l.draft} listingId={l.id} />}
      {(l.inQueue && l.draft) || canApproveAsIs ? (
        <div className="grid gap-3 lg:grid-cols-2">
          <Block title={approveLabel}>
            {canApproveAsIs && <p className="text-sm">{t('listings.noDraft')}</p>}
            <p className="text-sm text-base-content/70">{t('listings.approveHint')}</p>
            <button type="button" className="btn btn-primary btn-sm justify-self-start" disabled={busy} onClick={() => setConfirming(true)}>
              {approveLabel}
            </button>
            <ApproveDialog
              listing={confirming ? l : null}
              title={title}
              label={approveLabel}
              pending={busy}
              onClose={() => setConfirming(false)}
              onConfirm={() => void approve()}
            />
          </Block>
          {l.inQueue && (
            <Block title={t('listings.requestChanges')}>
              <form
                className="grid gap-2"
                onSubmit={(e) => {
                  const f = fields(e);
                  void run('request-changes', { reason: f.reason }, () => t('listings.changesRequested'), e.currentTarget);
                }}
              >
                <ReasonField label={t('listings.reason')} name="reason" />
                <button type="submit" className="btn btn-outline btn-sm justify-self-start" disabled={busy}>
                  {t('listings.requestChanges')}
                </button>
              </form>
            </Block>
          )}
        </div>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {started && (
          <Block title={t('listings.extend')}>
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                const f = fields(e);
                const body = f.until ? { until: f.until, reason: f.reason } : { days: Number(f.days), reason: f.reason };
                void run('extend', body, (a) => t('listings.extended', { date: endDate(a) }), e.currentTarget);
              }}
            >
              <div className="flex flex-wrap gap-3">
                <div className="grid gap-1">
                  <label htmlFor={ids.days} className="text-sm">
                    {t('listings.extendBy')}
                  </label>
                  <input id={ids.days} name="days" type="number" min={1} max={730} className="input input-sm w-28" />
                </div>
                <div className="grid gap-1">
                  <label htmlFor={ids.until} className="text-sm">
                    {t('listings.extendTo')}
                  </label>
                  <input id={ids.until} name="until" type="date" className="input input-sm w-44" />
                </div>
              </div>
              <ReasonField label={t('listings.reasonRecorded')} name="reason" />
              <button type="submit" className="btn btn-outline btn-sm justify-self-start" disabled={busy}>
                {t('listings.extend')}
              </button>
            </form>
          </Block>
        )}
        {l.status !== 'ended' && (
          <Block title={t('listings.endNow')}>
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                const f = fields(e);
                if (window.confirm(t('listings.endConfirm'))) void run('end', { reason: f.reason }, () => t('listings.ended'), e.currentTarget);
              }}
            >
              <ReasonField label={t('listings.reasonRecorded')} name="reason" />
              <button type="submit" className="btn btn-error btn-outline btn-sm justify-self-start" disabled={busy}>
                {t('listings.endNow')}
              </button>
            </form>
          </Block>
        )}
        <Block title={t('listings.links')}>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              onClick={() => void run('revoke-links', {}, (a) => t('listings.revoked', { count: Number(a.revoked) }))}
            >
              {t('listings.revoke')}
            </button>
            {l.status !== 'ended' && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => void run('resend-link', {}, () => t('listings.resent', { email: l.ownerEmail }))}
              >
                {t('listings.resend')}
              </button>
            )}
          </div>
        </Block>
        {l.status !== 'ended' && (
          <Block title={t('listings.linkTitle')}>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => {
                const f = fields(e);
                const entryId = Number(f.entryId || f.pick);
                void run('link-entry', { entryId }, () => t('listings.linked', { id: entryId }), e.currentTarget);
              }}
            >
              <div className="grid gap-1">
                <label htmlFor={ids.pick} className="text-sm">
                  {t('listings.linkPick')}
                </label>
                <select id={ids.pick} name="pick" className="select select-sm w-56" defaultValue="">
                  <option value="">{t('listings.linkChoose')}</option>
                  {entries.map((en) => (
                    <option key={en.id} value={en.id}>
                      #{en.id} {en.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <label htmlFor={ids.entry} className="text-sm">
                  {t('listings.linkId')}
                </label>
                <input id={ids.entry} name="entryId" type="number" min={1} className="input input-sm w-24" />
              </div>
              <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
                {t('listings.link')}
              </button>
            </form>
          </Block>
        )}
      </div>
      <ListingHistory history={l.history} />
    </section>
  );
}
