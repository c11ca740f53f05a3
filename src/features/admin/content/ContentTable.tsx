/**
 * The admin table of one content kind: a search box over the loaded rows, sorting by column, a
 * thumbnail, the spec's columns with the partner badge and an 'NL missing' marker, and per row 'View on site', edit and delete.
 * On a phone the rows are drawn as cards (admin.css, `.admin-cards`).
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { AdminRow } from './admin-types';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { SortHeader, TableSearch, TableThumbnail, ViewOnSiteLink } from '~/features/admin/ui/AdminTable';
import { IconButton } from '~/features/admin/ui/IconButton';
import { filterRows, nextSort, sortRows, type SortState, type SortValue } from '~/features/admin/ui/table-view';
import { useTableStrings } from '~/features/admin/ui/table-strings';
import { Tooltip } from '~/features/admin/ui/Tooltip';
import { EditIcon, TrashIcon } from './icons';
import { PartnerMarker } from './PartnerParts';

export type AdminRowBase = AdminRow<{ id: number }, object>;

export interface Column<T> {
  header: AdminStringKey;
  cell: (row: T) => ReactNode;
  className?: string;
  /** What the column sorts by; without it the header is plain text. */
  sortValue?: (row: T) => SortValue;
  /** The search box looks in this column's sortValue (name, category, location). */
  searchable?: boolean;
}

interface ContentTableProps<T extends AdminRowBase> {
  caption: string;
  rows: T[];
  columns: readonly Column<T>[];
  nameOf: (row: T) => string;
  /** Labels of the translatable fields, for the marker's tooltip. */
  fieldLabels: Readonly<Record<string, AdminStringKey>>;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** The row's cover image (a thumbnail column when given). */
  imageOf?: (row: T) => string | null | undefined;
  /** The row's public page in English ('/restaurant/3'); the admin's language is added. None for kinds without a page. */
  pathOf?: (row: T) => string;
}

/** "NL missing" / "EN missing": an item may be written in either language; the admin can add the other. */
function MissingMarker({ locale, fields, fieldLabels }: { locale: 'en' | 'nl'; fields: string[]; fieldLabels: Readonly<Record<string, AdminStringKey>> }) {
  const { t } = useAdminStrings();
  const names = fields.map((f) => (fieldLabels[f] ? t(fieldLabels[f]) : f)).join(', ');
  const hint = t(locale === 'nl' ? 'adminContent.nlMissingHint' : 'adminContent.enMissingHint', { fields: names });
  const label = t(locale === 'nl' ? 'adminContent.nlMissing' : 'adminContent.enMissing');
  return (
    <Tooltip content={hint}>
      <button
        type="button"
        className="badge badge-warning badge-sm ml-2 whitespace-nowrap align-middle"
        aria-describedby={undefined}
        aria-label={`${label}: ${hint}`}
        data-missing-lang={locale}
      >
        {label}
      </button>
    </Tooltip>
  );
}

/** '/restaurant/3' in the admin's language ('/nl/restaurant/3'). */
const localized = (path: string, lang: 'en' | 'nl') => (lang === 'nl' ? `/nl${path}` : path);

/** The searchable, sortable table (cards on a phone); the first column carries the translation marker. */
export function ContentTable<T extends AdminRowBase>(props: ContentTableProps<T>) {
  const { caption, rows, columns, nameOf, fieldLabels, onEdit, onDelete, imageOf, pathOf } = props;
  const { t, lang } = useAdminStrings();
  const tt = useTableStrings().t;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const shown = useMemo(() => {
    const searchable = columns.filter((c) => c.searchable && c.sortValue);
    const found = filterRows(rows, query, (row) => [nameOf(row), ...searchable.map((c) => String(c.sortValue!(row) ?? ''))]);
    const valueOf = (row: T, key: string) => columns.find((c) => c.header === key)?.sortValue?.(row);
    return sortRows(found, sort, valueOf, lang === 'nl' ? 'nl' : 'en');
  }, [rows, columns, nameOf, query, sort, lang]);

  return (
    <div className="grid gap-3">
      <TableSearch id={searchId} query={query} onQuery={setQuery} shown={shown.length} total={rows.length} />
      {shown.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/80">{tt('adminTable.noMatch', { query: query.trim() })}</p>
      ) : (
        <div className="admin-cards-frame overflow-x-auto rounded-box border border-base-300">
          <table className="admin-cards table table-sm sm:table-md">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-base-content/80!">
              <tr data-sort-label={tt('adminTable.sortBy')}>
                {imageOf && (
                  <th scope="col" className="w-20">
                    <span className="sr-only">{tt('adminTable.image')}</span>
                  </th>
                )}
                {columns.map((c) =>
                  c.sortValue ? (
                    <SortHeader
                      key={c.header}
                      label={t(c.header)}
                      className={c.className}
                      direction={sort?.key === c.header ? sort.direction : null}
                      onSort={() => setSort(nextSort(sort, c.header))}
                    />
                  ) : (
                    <th key={c.header} scope="col" className={c.className}>
                      {t(c.header)}
                    </th>
                  ),
                )}
                <th scope="col" className="text-right">
                  {t('adminContent.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const name = nameOf(row);
                const missing = (['en', 'nl'] as const).flatMap((locale) => {
                  const fields = row.missingFields[locale] ?? [];
                  return fields.length > 0 ? [{ locale, fields }] : [];
                });
                return (
                  <tr key={row.id} className="hover:bg-base-200/50">
                    {imageOf && (
                      <td data-card="thumb">
                        <TableThumbnail src={imageOf(row)} />
                      </td>
                    )}
                    {columns.map((c, i) => (
                      <td key={c.header} className={c.className} data-card={i === 0 ? 'title' : undefined} data-label={i === 0 ? undefined : t(c.header)}>
                        {i === 0 ? (
                          <span className="font-medium">
                            {c.cell(row)}
                            {row.partnerUntil && <PartnerMarker until={row.partnerUntil} />}
                            {missing.map((m) => (
                              <MissingMarker key={m.locale} locale={m.locale} fields={m.fields} fieldLabels={fieldLabels} />
                            ))}
                          </span>
                        ) : (
                          c.cell(row)
                        )}
                      </td>
                    ))}
                    <td className="text-right whitespace-nowrap" data-card="actions">
                      {pathOf && <ViewOnSiteLink href={localized(pathOf(row), lang)} name={name} />}
                      <IconButton label={t('adminContent.editLabel', { name })} onClick={() => onEdit(row)} className="btn-square">
                        <EditIcon />
                      </IconButton>
                      <IconButton label={t('adminContent.deleteLabel', { name })} onClick={() => onDelete(row)} className="btn-square text-error">
                        <TrashIcon />
                      </IconButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
