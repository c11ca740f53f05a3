/** Helpers shared by the admin form models: list rows, numbers typed as text, dates in Paramaribo. Runs anywhere. */

/** One row of a repeatable list in a form (react-hook-form's field arrays need objects). */
export interface ListItem {
  value: string;
}

/** A list of texts as form rows. */
export function toItems(list: readonly string[] | undefined): ListItem[] {
  return (list ?? []).map((value) => ({ value }));
}

/** Form rows back to a list of texts; rows left blank are dropped rather than refused. */
export function fromItems(items: readonly ListItem[] | undefined): string[] {
  return (items ?? []).map((i) => (typeof i?.value === 'string' ? i.value.trim() : '')).filter((v) => v.length > 0);
}

/** A number typed into a text or number input: blank is "missing" (undefined), anything else goes to the schema as a number. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** A number shown in a form input. */
export function fromNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

const PARAMARIBO_OFFSET = '-03:00';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Paramaribo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paramaribo calendar day of a timestamp as `YYYY-MM-DD`, for a date input. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/**
 * A date input's `YYYY-MM-DD` as an ISO timestamp at noon in Paramaribo (UTC-3, no daylight saving),
 * so the day is the same in every time zone a page might format it in. Other text passes through to the schema.
 */
export function fromDateInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00${PARAMARIBO_OFFSET}` : value;
}

/** Drops blank entries and duplicates from image URLs, keeping their order. */
export function cleanUrls(urls: readonly string[]): string[] {
  return [...new Set(urls.map((u) => u.trim()).filter((u) => u.length > 0))];
}
