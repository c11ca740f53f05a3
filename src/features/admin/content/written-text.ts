/**
 * The text an admin table shows of a row: the English one, else the Dutch (an item may be written
 * in either language alone), and the table column built from it, sorted and searched by the same text.
 */
import type { AdminStringKey } from '~/features/admin/lib/strings';
import type { Column } from './ContentTable';

type Texts<K extends string> = Partial<Record<K, string | null>>;
type WithTexts<K extends string> = { translations: { en: Texts<K>; nl: Texts<K> } };

/** `field` of the row in English, else in Dutch; '' when neither has it. */
export function writtenText<K extends string>(row: WithTexts<K>, field: K): string {
  return row.translations.en[field] || row.translations.nl[field] || '';
}

/** A column showing, sorting (and, when `searchable`, searching) the written text of `field`. */
export function textColumn<K extends string, R extends WithTexts<K>>(header: AdminStringKey, field: K, searchable = false): Column<R> {
  const text = (row: R) => writtenText(row, field);
  return { header, cell: text, sortValue: text, ...(searchable ? { searchable } : {}) };
}
