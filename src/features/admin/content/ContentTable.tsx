/** The admin table of one content kind: the spec's columns, an 'NL missing' marker, edit and delete per row. */
import type { ReactNode } from 'react';
import type { AdminRow } from './admin-types';
import { useAdminStrings, type AdminStringKey } from '~/features/admin/lib/strings';
import { IconButton } from '~/features/admin/ui/IconButton';
import { Tooltip } from '~/features/admin/ui/Tooltip';
import { EditIcon, TrashIcon } from './icons';

export type AdminRowBase = AdminRow<{ id: number }, object>;

export interface Column<T> {
  header: AdminStringKey;
  cell: (row: T) => ReactNode;
  className?: string;
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
}

function MissingMarker({ fields, fieldLabels }: { fields: string[]; fieldLabels: Readonly<Record<string, AdminStringKey>> }) {
  const { t } = useAdminStrings();
  const names = fields.map((f) => (fieldLabels[f] ? t(fieldLabels[f]) : f)).join(', ');
  const hint = t('adminContent.nlMissingHint', { fields: names });
  return (
    <Tooltip content={hint}>
      <button
        type="button"
        className="badge badge-warning badge-sm ml-2 whitespace-nowrap align-middle"
        aria-describedby={undefined}
        aria-label={`${t('adminContent.nlMissing')}: ${hint}`}
      >
        {t('adminContent.nlMissing')}
      </button>
    </Tooltip>
  );
}

/** A scrollable table (phones scroll it sideways); the first column carries the translation marker. */
export function ContentTable<T extends AdminRowBase>({ caption, rows, columns, nameOf, fieldLabels, onEdit, onDelete }: ContentTableProps<T>) {
  const { t } = useAdminStrings();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm sm:table-md">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-base-content/80!">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {t(c.header)}
              </th>
            ))}
            <th scope="col" className="text-right">
              {t('adminContent.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = nameOf(row);
            const missing = row.missingFields.nl ?? [];
            return (
              <tr key={row.id} className="hover:bg-base-200/50">
                {columns.map((c, i) => (
                  <td key={c.header} className={c.className}>
                    {i === 0 ? (
                      <span className="font-medium">
                        {c.cell(row)}
                        {missing.length > 0 && <MissingMarker fields={missing} fieldLabels={fieldLabels} />}
                      </span>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
                <td className="text-right whitespace-nowrap">
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
  );
}
