/** Parts every admin list shares: the alert with a retry button, and a table head with a hidden caption and an actions column. */
import { useRef } from 'react';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import type { SortDirection } from './table-view';
import { useTableStrings, type TableStringKey } from './table-strings';
import type { TableView } from './use-table-view';
import { Tooltip } from './Tooltip';

/** A list that could not be loaded: the message and a button that tries again. */
export function LoadFailedAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** The search box over a list's loaded rows: a label, a hint, a clear button and the 'N of M' count. */
export function TableSearch({
  id,
  query,
  onQuery,
  shown,
  total,
  hint = 'adminTable.searchHint',
}: {
  id: string;
  query: string;
  onQuery: (q: string) => void;
  shown: number;
  total: number;
  /** What the box searches ('By name, category or location' by default). */
  hint?: TableStringKey;
}) {
  const { t } = useTableStrings();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1" role="search">
      <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
        <label htmlFor={id} className="text-sm font-medium">
          {t('adminTable.search')}
        </label>
        <div className="join w-full">
          <input
            ref={input}
            id={id}
            type="search"
            className="input input-sm join-item w-full"
            value={query}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={(e) => onQuery(e.currentTarget.value)}
          />
          {query && (
            <button
              type="button"
              className="btn btn-sm join-item"
              onClick={() => {
                onQuery('');
                input.current?.focus();
              }}
            >
              {t('adminTable.clear')}
            </button>
          )}
        </div>
        <span id={`${id}-hint`} className="text-xs text-base-content/70">
          {t(hint)}
        </span>
      </div>
      <p className="pb-5 text-sm text-base-content/70 tabular-nums" role="status" data-table-count>
        <span aria-hidden="true">{t('adminTable.count', { shown, total })}</span>
        <span className="sr-only">{t('adminTable.countLabel', { shown, total })}</span>
      </p>
    </div>
  );
}

/** A column header that sorts its table: a button in the <th>, with aria-sort on the sorted column. */
export function SortHeader({
  label,
  direction,
  onSort,
  className,
}: {
  label: string;
  direction: SortDirection | null;
  onSort: () => void;
  className?: string;
}) {
  return (
    <th scope="col" className={className} aria-sort={direction ?? undefined} data-sortable>
      <button type="button" className="admin-sort" onClick={onSort}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          {direction === 'ascending' ? (
            <path d="m6 15 6-6 6 6" />
          ) : direction === 'descending' ? (
            <path d="m6 9 6 6 6-6" />
          ) : (
            <path d="m8 10 4-4 4 4M8 14l4 4 4-4" />
          )}
        </svg>
      </button>
    </th>
  );
}

/** A row's cover image as a small variant (alt="" : the name is in the next cell), or an empty frame. */
export function TableThumbnail({ src }: { src: string | null | undefined }) {
  return (
    <span className="admin-thumb">
      {src && <ResponsivePicture src={src} alt="" widths={[400]} sizes="4rem" width={64} height={48} className="size-full object-cover" />}
    </span>
  );
}

/** An icon link to the item's public page in the admin's language, in a new tab. */
export function ViewOnSiteLink({ href, name }: { href: string; name: string }) {
  const { t } = useTableStrings();
  const label = t('adminTable.viewLabel', { name });
  return (
    <Tooltip content={label}>
      <a className="btn btn-ghost btn-sm btn-square" href={href} target="_blank" rel="noopener" aria-label={label} data-view-on-site>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </a>
    </Tooltip>
  );
}

/** The message of a search that matches no row: 'Nothing matches “…”.' */
export function NoMatch({ query }: { query: string }) {
  const { t } = useTableStrings();
  return <p className="rounded-box bg-base-200 p-6 text-center text-base-content/80">{t('adminTable.noMatch', { query: query.trim() })}</p>;
}

/** A column of a sortable table: its key (what sorts it), its label, and whether its header sorts. */
export interface HeadColumn {
  key: string;
  label: string;
  sortable?: boolean;
  className?: string;
}

/**
 * The caption and header row of a table drawn as cards on a phone (`.admin-cards`): sortable columns
 * get a SortHeader (on a phone the strip 'Sort by: …'), the others plain headers; an actions column last.
 */
export function SortableTableHead({
  caption,
  columns,
  view,
  actions,
}: {
  caption: string;
  columns: readonly HeadColumn[];
  view: TableView<unknown>;
  actions?: string;
}) {
  const { t } = useTableStrings();
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-base-content/80!">
        <tr data-sort-label={t('adminTable.sortBy')}>
          {columns.map((c) =>
            c.sortable ? (
              <SortHeader key={c.key} label={c.label} className={c.className} direction={view.directionOf(c.key)} onSort={() => view.sortBy(c.key)} />
            ) : (
              <th key={c.key} scope="col" className={c.className}>
                {c.label}
              </th>
            ),
          )}
          {actions !== undefined && (
            <th scope="col" className="text-right">
              {actions}
            </th>
          )}
        </tr>
      </thead>
    </>
  );
}
